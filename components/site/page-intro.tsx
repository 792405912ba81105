/** The top of an inner page: eyebrow, the page's h1 and a lead. */
export function PageIntro({
  eyebrow,
  title,
  lead,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
}) {
  return (
    <header className="page-intro">
      <p className="kicker">{eyebrow}</p>
      <h1>{title}</h1>
      {lead && <p>{lead}</p>}
    </header>
  );
}
