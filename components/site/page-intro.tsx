/** The top of an inner page: eyebrow, the page's h1 and a lead. */
export function PageIntro({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: string }) {
  return (
    <header className="mb-12 flex max-w-3xl flex-col gap-4">
      <p className="text-xs font-semibold tracking-[0.18em] text-brand-text uppercase">{eyebrow}</p>
      <h1 className="text-5xl font-bold sm:text-6xl lg:text-7xl">{title}</h1>
      {lead && <p className="text-lg text-muted-foreground">{lead}</p>}
    </header>
  );
}
