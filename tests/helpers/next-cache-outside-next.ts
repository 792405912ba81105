import { vi } from "vitest";

// Vitest runs the app's server code outside Next, where there is no incremental cache:
// unstable_cache and revalidateTag would throw there. Tests get Next's own module with a
// pass-through unstable_cache (cached reads simply run their query, as on a cache miss) and
// recording revalidations, which a test reads with vi.mocked(revalidateTag).
type NextCache = typeof import("next/cache");

export async function nextCacheOutsideNext(
  importOriginal: () => Promise<NextCache>,
): Promise<NextCache> {
  const actual = await importOriginal();
  const passThrough = ((callback: () => Promise<unknown>) =>
    callback) as NextCache["unstable_cache"];
  return {
    ...actual,
    unstable_cache: passThrough,
    revalidateTag: vi.fn(),
    revalidatePath: vi.fn(),
    updateTag: vi.fn(),
  };
}
