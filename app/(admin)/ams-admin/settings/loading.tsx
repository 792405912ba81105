import { Skeleton } from "@/components/ui/skeleton";

export default function SettingsLoading() {
  return (
    <div className="grid max-w-xl gap-4" aria-busy="true" aria-label="Loading settings">
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-10 w-56" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
