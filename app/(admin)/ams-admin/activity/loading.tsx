import { Skeleton } from "@/components/ui/skeleton";

export default function ActivityLoading() {
  return (
    <div aria-busy="true" aria-label="Loading activity" className="grid gap-4">
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-10 w-96 max-w-full" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}
