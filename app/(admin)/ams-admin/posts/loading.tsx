import { Skeleton } from "@/components/ui/skeleton";

export default function PostsLoading() {
  return (
    <div aria-busy="true" aria-label="Loading posts" className="grid gap-5">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-10 w-full max-w-xl" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-72 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
