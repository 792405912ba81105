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
    <div className={cn(align === "center" ? "section-heading" : "section-heading-left", className)}>
      {eyebrow && <p className="section-eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {lead && <p className="section-lead">{lead}</p>}
    </div>
  );
}
