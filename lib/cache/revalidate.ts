import { revalidateTag } from "next/cache";
import { CACHE_TAGS, type ContentKind } from "@/lib/cache/tags";
import { lastGoodTag } from "./cached";

/** Tags that show an item of this kind: its list, the item itself, and the pages built on them. */
export function tagsFor(kind: ContentKind, id?: string): string[] {
  switch (kind) {
    case "project":
      return [
        CACHE_TAGS.projects,
        CACHE_TAGS.home,
        CACHE_TAGS.gallery,
        ...(id ? [CACHE_TAGS.project(id)] : []),
      ];
    case "video":
      // Highlights are built from stored videos and metadata, so a video edit may change them.
      return [
        CACHE_TAGS.videos,
        CACHE_TAGS.highlights,
        CACHE_TAGS.home,
        CACHE_TAGS.gallery,
        ...(id ? [CACHE_TAGS.video(id)] : []),
      ];
    case "settings":
      return [CACHE_TAGS.settings, CACHE_TAGS.highlights, CACHE_TAGS.home];
  }
}

/**
 * Expires the cached reads and pages that show this content. `{ expire: 0 }` rather than "max":
 * with "max" the next visitor (usually the editor checking the save) would still get the old
 * page while it regenerates; an edit must show on the very next request. Route handlers cannot
 * use updateTag, and Next documents `{ expire: 0 }` for exactly this case.
 * Tags only, no revalidatePath: every page records the tags of the reads it rendered from, so the
 * tags expire exactly the pages that show this content. revalidatePath would also expire every
 * cached read those pages make, including the last-good copies (lib/cache/cached.ts) that keep
 * the pages rendering while the database is unreachable.
 * `removed` (the item was deleted or is no longer public): the last-good copies holding it are
 * dropped too, so a page rendered while the database is unreachable cannot bring it back.
 * Returns the tags it expired.
 */
export const EXPIRE_NOW = { expire: 0 } as const;

export function revalidateContent(
  kind: ContentKind,
  id?: string,
  { removed = false } = {},
): string[] {
  const contentTags = tagsFor(kind, id);
  const tags = removed ? [...contentTags, ...contentTags.map(lastGoodTag)] : contentTags;
  for (const tag of tags) revalidateTag(tag, EXPIRE_NOW);
  return tags;
}
