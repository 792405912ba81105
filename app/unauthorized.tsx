// HTTP 401 from unauthorized(). Kept short for the same reason as forbidden.tsx.
export default function Unauthorized() {
  return (
    <main id="main" className="not-found-page">
      <div className="not-found-body">
        <p className="not-found-code">401</p>
        <h1 className="not-found-title">Sign in required</h1>
        <a href="/login" className="btn btn-outline-lg">
          Sign in
        </a>
      </div>
    </main>
  );
}
