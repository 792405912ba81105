// @ts-check
// Parsed copies of entries read from Redis, kept in this server's memory and answered only after
// Redis confirmed that the entry is still the current one. Reading a cached page from Redis means
// moving and parsing the whole entry (the HTML and the RSC payload, hundreds of kB as JSON) on
// every request, which costs a third of the throughput; confirming it costs three small commands
// in one round trip. A copy is never answered unchecked, so a revalidation or a newer render on
// any server is seen at once, as without the copies (an unchecked local cache would go stale).

// The library's names for its own bookkeeping (redis-strings handler defaults).
const SHARED_TAGS_KEY = "__sharedTags__";
const REVALIDATED_TAGS_KEY = "__revalidated_tags__";
/** Ours: the lastModified of the entry each key holds, written with every entry. */
const VERSIONS_KEY = "__entryVersions__";

/** As Next's own in-memory cache (cacheMaxMemorySize's default), which this one replaces. */
export const CHECKED_COPIES_MAX_BYTES = 50 * 1024 * 1024;

/**
 * @typedef {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler} Handler
 * @typedef {import("@fortedigital/nextjs-cache-handler/cache-handler.types").CacheHandlerValue} Entry
 * @typedef {{
 *   hGet(key: string, field: string): Promise<string | null>;
 *   hSet(key: string, field: string, value: string): Promise<unknown>;
 *   hExists(key: string, field: string): Promise<number | boolean>;
 *   hmGet(key: string, fields: string[]): Promise<(string | null)[]>;
 * }} VersionClient
 */

/**
 * @param {Handler} handler the library's Redis handler
 * @param {{ client: VersionClient; keyPrefix: string; maxBytes?: number }} options
 * @returns {Handler}
 */
export function withCheckedCopies(handler, { client, keyPrefix, maxBytes = CHECKED_COPIES_MAX_BYTES }) {
  /** @type {Map<string, { entry: Entry; bytes: number }>} least recently used first */
  const copies = new Map();
  let bytes = 0;

  /** @param {string} key */
  function drop(key) {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    bytes -= copy.bytes;
  }

  /** @param {string} key @param {Entry} entry */
  function keep(key, entry) {
    drop(key);
    const size = sizeOf(entry.value);
    if (size > maxBytes / 4) return;
    copies.set(key, { entry, bytes: size });
    bytes += size;
    for (const [oldest] of copies) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /**
   * Whether Redis still holds this very entry under the key, unexpired by any of its tags: the
   * same three checks the library makes after reading the whole entry, without reading it.
   * @param {string} key @param {Entry} entry @param {string[]} implicitTags
   */
  async function isCurrent(key, entry, implicitTags) {
    const tags = [...new Set([...entry.tags, ...implicitTags])];
    const [version, listed, revalidatedAt] = await Promise.all([
      client.hGet(keyPrefix + VERSIONS_KEY, key),
      client.hExists(keyPrefix + SHARED_TAGS_KEY, key),
      tags.length > 0 ? client.hmGet(keyPrefix + REVALIDATED_TAGS_KEY, tags) : Promise.resolve([]),
    ]);
    if (!listed || version !== String(entry.lastModified)) return false;
    return revalidatedAt.every((time) => !time || Number.parseInt(time, 10) <= entry.lastModified);
  }

  return {
    name: `${handler.name}-with-checked-copies`,
    async get(key, meta) {
      const copy = copies.get(key);
      if (copy && (await isCurrent(key, copy.entry, meta.implicitTags))) {
        // Most recently used last.
        copies.delete(key);
        copies.set(key, copy);
        return copy.entry;
      }
      const entry = await handler.get(key, meta);
      if (entry) keep(key, entry);
      else drop(key);
      return entry;
    },
    async set(key, value, ctx) {
      drop(key);
      await Promise.all([handler.set(key, value, ctx), client.hSet(keyPrefix + VERSIONS_KEY, key, String(value.lastModified))]);
    },
    // Copies need no revalidation here: each is checked against Redis before it is answered.
    revalidateTag: (tag) => handler.revalidateTag(tag),
    async delete(key) {
      drop(key);
      await handler.delete?.(key);
    },
  };
}

/**
 * Roughly the memory an entry's value takes: its strings and buffers (the HTML, the RSC payload
 * and its segments, a read's JSON), a few levels deep.
 * @param {unknown} value
 * @returns {number}
 */
function sizeOf(value, depth = 0) {
  if (typeof value === "string") return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value === null || typeof value !== "object" || depth > 4) return 8;
  const children = value instanceof Map ? [...value.values()] : Object.values(value);
  return children.reduce((sum, child) => sum + sizeOf(child, depth + 1), 16);
}
