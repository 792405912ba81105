import { Skeleton } from "@/components/ui/skeleton";
import { PAGE_SIZE } from "./gallery-filters";

/** Spec 2.5: 12 skeleton cards while the gallery loads. */
export function GallerySkeletonGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading gallery">
      {Array.from({ length: PAGE_SIZE }, (_, index) => (
        <li key={index} data-testid="gallery-skeleton" className="overflow-hidden rounded-2xl border border-border">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
