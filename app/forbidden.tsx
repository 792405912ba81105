// HTTP 403 from forbidden() outside the portal (which has its own screen, ams-admin/forbidden.tsx).
// Kept short: every page carries this fallback in its inline payload, once per layout; Next's
// default screen repeats its inline styles there.
export default function Forbidden() {
  return (
    <main id="main" className="not-found-page">
      <div className="not-found-body">
        <p className="not-found-code">403</p>
        <h1 className="not-found-title">Access denied</h1>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- as in not-found.tsx */}
        <a href="/" className="btn btn-outline-lg">
          Back to Home
        </a>
      </div>
    </main>
  );
}
