import { EyeOffIcon } from "lucide-react";

import type { Post } from "@/lib/data/find-post";
import { formatDateTime } from "@/lib/format";
import { isScheduled } from "@/lib/publish-time";

/** Says, on a staff preview, why visitors cannot see this page: a draft, or not yet. */
export function PreviewBanner({ post, timeZone }: { post: Post; timeZone: string }) {
  const { item } = post;
  const message =
    item.status === "draft"
      ? "Draft: only signed-in staff can see this page"
      : isScheduled(item)
        ? `Scheduled for ${formatDateTime(item.publishAt, timeZone)} (${timeZone}): only signed-in staff can see this page until then`
        : null;
  if (!message) return null;
  return (
    <div
      role="status"
      data-testid="preview-banner"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-2xl items-center gap-3 rounded-lg border border-amber-500/60 bg-amber-100 px-4 py-3 text-sm font-medium text-amber-950 shadow-lg"
    >
      <EyeOffIcon aria-hidden="true" className="size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
