// @ts-check
// The cache handler library's Redis handler, with every operation behind the guard (guard.mjs)
// and two corrections of what it stores and returns for Next.
const TAGS_HEADER = "x-next-cache-tags";

/**
 * The tags a route handler's output (the sitemap) was rendered from. Next records them in the
 * entry's headers, as for pages, but the library files route outputs only under the tags Next
 * passes with the write (none): without this, a revalidation would never reach them.
 * @param {import("@fortedigital/nextjs-cache-handler/cache-handler.types").CacheHandlerValue} entry
 */
function withRouteTags(entry) {
  const value = /** @type {{ kind?: string; headers?: Record<string, unknown> } | null} */ (
    entry.value
  );
  const header = value?.kind === "APP_ROUTE" ? value.headers?.[TAGS_HEADER] : undefined;
  if (typeof header !== "string" || header === "") return entry;
  return { ...entry, tags: [...new Set([...entry.tags, ...header.split(",")])] };
}

/**
 * An entry with its lifetime, as Next reads it from a shared cache: a server that did not render
 * the page itself (one that joined later) otherwise knows no revalidate time for it, takes one
 * second, and renders it again on every request after that.
 * @param {import("@fortedigital/nextjs-cache-handler/cache-handler.types").CacheHandlerValue | null} entry
 */
function withCacheControl(entry) {
  if (!entry?.lifespan || "cacheControl" in entry) return entry;
  const { revalidate, expireAge } = entry.lifespan;
  return { ...entry, cacheControl: { revalidate, expire: expireAge } };
}

/**
 * A cache handler (the library's Handler shape) whose every operation goes through the guard.
 * @param {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler} handler
 * @param {ReturnType<typeof import("./guard.mjs").createRedisGuard>} guard
 * @returns {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler}
 */
export function guardedHandler(handler, guard) {
  return {
    name: `guarded-${handler.name}`,
    get: (key, meta) => guard.run(async () => withCacheControl(await handler.get(key, meta)), null),
    set: (key, value, ctx) =>
      guard.run(() => handler.set(key, withRouteTags(value), ctx), undefined),
    // One missed revalidation per tag is kept for the replay.
    revalidateTag: (tag) => guard.runOrReplay(tag, () => handler.revalidateTag(tag)),
    delete: handler.delete
      ? (key) =>
          guard.run(
            () => /** @type {NonNullable<typeof handler.delete>} */ (handler.delete)(key),
            undefined,
          )
      : undefined,
  };
}
