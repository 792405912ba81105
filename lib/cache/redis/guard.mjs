// @ts-check
// Keeps a Redis outage from slowing the site down or filling the log. Every cache operation gets
// a deadline; the first failure marks Redis as down (logged once), and from then on operations
// answer at once as a cache miss (pages and reads run against the database) while a probe checks
// every second whether Redis answers again (logged once), without a restart. Written here because
// the cache handler library leaves connection failures to the application: its own timeout only
// bounds one command, and a get is up to three commands in a row.

/** A dead Redis may add at most this much to a request (one operation, then the guard is open). */
export const OPERATION_DEADLINE_MS = 100;
const PROBE_EVERY_MS = 1_000;
/** A connection that is "open" but has not answered this long is rebuilt (a silent network). */
const STUCK_AFTER_MS = 3_000;
/**
 * One late answer is not an outage (a busy event loop fires the deadline first): a ping within
 * this time decides.
 */
const CONFIRM_WITHIN_MS = 1_000;

class DeadlineError extends Error {}

/**
 * @param {import("redis").RedisClientType} client a client made with disableOfflineQueue, so that
 *   commands fail at once while it reconnects
 * @param {{ error(message: string): void; info(message: string): void }} log
 */
export function createRedisGuard(client, log = console) {
  let available = true;
  let downSince = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let probeTimer;

  let confirming = false;
  function confirmSilence() {
    if (confirming || !available) return;
    confirming = true;
    withDeadline(client.ping(), CONFIRM_WITHIN_MS)
      .catch(markDown)
      .finally(() => {
        confirming = false;
      });
  }

  /** @param {unknown} error */
  function markDown(error) {
    if (!available) return;
    available = false;
    downSince = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    log.error(`[cache] Redis is unreachable (${reason}): pages and reads run without the shared cache until it answers again`);
    probeTimer = setInterval(() => void probe(), PROBE_EVERY_MS);
    probeTimer.unref();
  }

  /** @type {Array<() => Promise<unknown>>} */
  const onRecovery = [];

  function markUp() {
    if (available) return;
    available = true;
    clearInterval(probeTimer);
    for (const task of onRecovery.splice(0)) void run(task, undefined);
    log.info(`[cache] Redis answers again after ${Math.round((Date.now() - downSince) / 1000)} s: the shared cache is in use`);
  }

  let lastReconnect = 0;
  async function probe() {
    if (client.isReady) {
      try {
        await withDeadline(client.ping(), OPERATION_DEADLINE_MS);
        markUp();
        return;
      } catch {
        // no answer on an open connection: rebuilt below once it has been silent long enough
      }
    }
    if (Date.now() - Math.max(downSince, lastReconnect) < STUCK_AFTER_MS && client.isOpen) return;
    lastReconnect = Date.now();
    try {
      if (client.isOpen) client.destroy();
    } catch {
      // already closed
    }
    client.connect().catch(() => undefined);
  }

  client.on("error", markDown);
  // A reconnection that completed its handshake: Redis answers.
  client.on("ready", markUp);

  /**
   * Runs one cache operation within the deadline; a failure (or Redis known to be down) gives the
   * fallback, which for reads is a cache miss.
   * @template T
   * @param {() => Promise<T>} operation
   * @param {T} fallback
   * @returns {Promise<T>}
   */
  async function run(operation, fallback) {
    // While a late answer is being checked, other operations do not wait for Redis either.
    if (!available || confirming) return fallback;
    try {
      return await withDeadline(operation(), OPERATION_DEADLINE_MS);
    } catch (error) {
      if (error instanceof DeadlineError) confirmSilence();
      else markDown(error);
      return fallback;
    }
  }

  /**
   * Like run(), for writes that must not be lost: one that cannot reach Redis is done once Redis
   * answers again (a tag revalidation missed during an outage would leave stale pages there).
   * @param {() => Promise<unknown>} operation
   */
  async function runOrReplay(operation) {
    if (available && !confirming) {
      try {
        await withDeadline(operation(), OPERATION_DEADLINE_MS);
        return;
      } catch (error) {
        if (error instanceof DeadlineError) confirmSilence();
        else markDown(error);
      }
    }
    onRecovery.push(operation);
  }

  /** Resolves once Redis answers or after `ms`, whichever comes first (a start must not hang). */
  function ready(ms) {
    if (client.isReady) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      client.once("ready", () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  }

  return { run, runOrReplay, ready, isAvailable: () => available };
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
function withDeadline(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const deadline = new Promise((_resolve, reject) => {
    // Given up only after the next I/O poll: when our own event loop was busy past the deadline,
    // an answer already waiting on the socket still wins, and only a silent Redis counts.
    timer = setTimeout(() => setImmediate(() => reject(new DeadlineError(`no answer within ${ms} ms`))), ms);
  });
  promise.catch(() => undefined);
  return /** @type {Promise<T>} */ (Promise.race([promise, deadline]).finally(() => clearTimeout(timer)));
}

const TAGS_HEADER = "x-next-cache-tags";

/**
 * The tags a route handler's output (the sitemap) was rendered from. Next records them in the
 * entry's headers, as for pages, but the library files route outputs only under the tags Next
 * passes with the write (none): without this, a revalidation would never reach them.
 * @param {import("@fortedigital/nextjs-cache-handler/cache-handler.types").CacheHandlerValue} entry
 */
function withRouteTags(entry) {
  const value = /** @type {{ kind?: string; headers?: Record<string, unknown> } | null} */ (entry.value);
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
 * @param {ReturnType<typeof createRedisGuard>} guard
 * @returns {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler}
 */
export function guardedHandler(handler, guard) {
  return {
    name: `guarded-${handler.name}`,
    get: (key, meta) => guard.run(async () => withCacheControl(await handler.get(key, meta)), null),
    set: (key, value, ctx) => guard.run(() => handler.set(key, withRouteTags(value), ctx), undefined),
    revalidateTag: (tag) => guard.runOrReplay(() => handler.revalidateTag(tag)),
    delete: handler.delete ? (key) => guard.run(() => /** @type {NonNullable<typeof handler.delete>} */ (handler.delete)(key), undefined) : undefined,
  };
}
