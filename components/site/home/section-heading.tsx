import { cn } from "@/lib/utils";

/** Eyebrow, title and optional lead text: the same rhythm for every section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = "center",
  id,
  className,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  align?: "center" | "left";
  id?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex max-w-3xl flex-col gap-4",
        align === "center" ? "mx-auto items-center text-center" : "items-start text-left",
        className,
      )}
    >
      {eyebrow && (
        <p className="eyebrow tracking-[0.16em] text-brand-text">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-4xl font-bold sm:text-5xl">
        {title}
      </h2>
      {lead && <p className="max-w-2xl text-base text-muted-foreground sm:text-lg">{lead}</p>}
    </div>
  );
}
