type StateCardProps = {
  icon: React.ReactNode;
  title: string;
  /** The title's level under the section that shows the card. */
  heading: "h2" | "h3";
  children: React.ReactNode;
};

/** What a list shows instead of its items: none yet, none matching, or failed to load. */
export function StateCard({ icon, title, heading: Heading, children }: StateCardProps) {
  return (
    <div className="border-border mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-14 text-center">
      <span
        className="bg-foreground/5 text-brand-text grid size-12 place-items-center rounded-full"
        aria-hidden="true"
      >
        {icon}
      </span>
      <Heading className="text-xl font-semibold">{title}</Heading>
      <p className="text-muted-foreground text-sm">{children}</p>
    </div>
  );
}
