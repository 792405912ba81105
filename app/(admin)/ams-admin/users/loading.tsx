import { Skeleton } from "@/components/ui/skeleton";

export default function UsersLoading() {
  return (
    <div aria-busy="true" aria-label="Loading users" className="grid gap-4">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-10 w-full max-w-2xl" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}
