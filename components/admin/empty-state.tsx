import type { LucideIcon } from "lucide-react";

export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="border-border flex flex-col items-center justify-center gap-2 rounded-2xl border border-dashed px-6 py-14 text-center">
      <Icon aria-hidden="true" className="text-muted-foreground size-8" />
      <p className="text-base font-semibold">{title}</p>
      {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      {children}
    </div>
  );
}
