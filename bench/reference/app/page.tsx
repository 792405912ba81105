// Static, no client component: the least JavaScript and work any Next.js page can have.
export default function Page() {
  return (
    <main>
      <h1>Bare page</h1>
      <p>The reference page of the benchmark.</p>
    </main>
  );
}
