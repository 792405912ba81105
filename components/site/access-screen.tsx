/**
 * The 401 and 403 screens outside the portal, in the 404 page's classes. Kept short: every page
 * carries both in its inline payload (once per layout), where Next's default screens repeat their
 * inline styles. A plain link, as on the 404 page: nothing of theirs needs client code.
 */
export function AccessScreen({
  code,
  title,
  href,
  action,
}: {
  code: 401 | 403;
  title: string;
  href: string;
  action: string;
}) {
  return (
    <main id="main" className="not-found-page">
      <div className="not-found-body">
        <p className="not-found-code">{code}</p>
        <h1 className="not-found-title">{title}</h1>
        <a href={href} className="btn btn-outline-lg">
          {action}
        </a>
      </div>
    </main>
  );
}
