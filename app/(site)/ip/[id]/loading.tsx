import { Skeleton } from "@/components/ui/skeleton";

/** Spec 2.7: a loading skeleton while the IP loads. */
export default function IpLoading() {
  return (
    // At least a screen tall, like the page it stands for: a cached page's HTML still carries this
    // skeleton ahead of the content that replaces it, and the footer must not move into view.
    <div className="container-page min-h-svh pt-28 pb-24 lg:pt-36" aria-busy="true" aria-label="Loading IP">
      <Skeleton className="mb-8 h-9 w-40" />
      <div className="mb-10 flex max-w-4xl flex-col gap-5">
        <Skeleton className="h-6 w-48 rounded-full" />
        <Skeleton className="h-14 w-4/5" />
        <Skeleton className="h-5 w-72" />
      </div>
      <Skeleton className="aspect-video w-full rounded-3xl" />
      <div className="mt-6 flex gap-3">
        <Skeleton className="h-11 w-40 rounded-full" />
        <Skeleton className="h-11 w-28 rounded-full" />
      </div>
    </div>
  );
}
