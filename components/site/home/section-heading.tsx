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
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {lead && <p className="section-lead">{lead}</p>}
    </div>
  );
}
