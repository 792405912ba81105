// Vitest runs the app's server code outside Next, where there is no incremental cache:
// unstable_cache would throw there. Tests get Next's own module with a pass-through
// unstable_cache, so cached reads simply run their query, as they would on a cache miss.
type NextCache = typeof import("next/cache");

export async function nextCacheOutsideNext(importOriginal: () => Promise<NextCache>): Promise<NextCache> {
  const actual = await importOriginal();
  const passThrough = ((callback: () => Promise<unknown>) => callback) as NextCache["unstable_cache"];
  return { ...actual, unstable_cache: passThrough };
}
