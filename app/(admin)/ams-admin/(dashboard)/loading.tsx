import { LoaderCircleIcon } from "lucide-react";

export default function DashboardLoading() {
  return (
    <div
      role="status"
      className="text-muted-foreground flex flex-col items-center justify-center gap-3 py-24"
    >
      <LoaderCircleIcon aria-hidden="true" className="size-8 animate-spin" />
      <p className="text-sm">Loading dashboard data...</p>
    </div>
  );
}
