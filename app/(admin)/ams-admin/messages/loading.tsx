import { Skeleton } from "@/components/ui/skeleton";

export default function MessagesLoading() {
  return (
    <div aria-busy="true" aria-label="Loading messages" className="grid gap-3">
      <Skeleton className="h-9 w-48" />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full rounded-xl" />
      ))}
    </div>
  );
}
