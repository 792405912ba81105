// @ts-check
// Keeps a Redis outage from slowing the site down or filling the log. Every cache operation gets
// a deadline; a failure marks Redis as down (logged once), and from then on operations answer at
// once as a cache miss (pages and reads run against the database) until Redis answers a PING
// again (logged once), without a restart. Revalidations that could not reach Redis are kept, one
// per tag and bounded, and done when it answers again. Written here because the cache handler
// library leaves connection failures to the application: its own timeout only bounds one
// command, and a get is up to three commands in a row.
// The guard never closes or reopens the connection itself: the client reconnects on its own
// (client.mjs), and the guard only watches it.

/** A dead Redis may add at most this much to a request (one operation, then the guard is open). */
export const OPERATION_DEADLINE_MS = 100;
/** While Redis is down, it is asked this often whether it answers again. */
const PROBE_EVERY_MS = 1_000;
/**
 * One late answer is not an outage (a busy event loop fires the deadline first): a ping within
 * this time decides. Probes have the same time: no request waits for them.
 */
const CONFIRM_WITHIN_MS = 1_000;
/** Replayed revalidations run in the background, so they may take longer than a request's. */
const REPLAY_DEADLINE_MS = 10_000;
/**
 * Missed revalidations kept one by one (one per tag: revalidating a tag twice is revalidating it
 * once). Beyond this many, the replay drops the whole cache instead (`replayAll`).
 */
export const MAX_MISSED_REVALIDATIONS = 500;

class DeadlineError extends Error {}

/**
 * @typedef {{ error(message: string): void; info(message: string): void }} Log
 * @typedef {{ isReady: boolean; ping(): Promise<unknown>; on(event: "error" | "ready", listener: (error?: unknown) => void): unknown; once(event: "ready", listener: () => void): unknown }} WatchedClient
 */

/**
 * @param {WatchedClient} client a client made with disableOfflineQueue (commands fail at once
 *   while it reconnects) that reconnects by itself (client.mjs)
 * @param {{ replayAll: () => Promise<unknown>; log?: Log; maxMissed?: number }} options
 *   `replayAll` stands for every revalidation missed when more than `maxMissed` were
 */
export function createRedisGuard(
  client,
  { replayAll, log = console, maxMissed = MAX_MISSED_REVALIDATIONS },
) {
  let available = true;
  let downSince = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let probeTimer;
  let confirming = false;
  let probing = false;
  /** @type {Map<string, () => Promise<unknown>>} */
  const missed = new Map();
  let missedTooMany = false;
  /** @type {Promise<void> | undefined} */
  let replaying;
  /** After a failed replay, the next try waits this long unless Redis has just come back. */
  let replayNotBefore = 0;

  /** @param {unknown} error */
  function markDown(error) {
    if (!available) return;
    available = false;
    downSince = Date.now();
    log.error(
      `[cache] Redis is unreachable (${reasonOf(error)}): pages and reads run without the shared cache until it answers again`,
    );
    probeTimer = setInterval(() => void probe(), PROBE_EVERY_MS);
    probeTimer.unref();
  }

  function markUp() {
    if (available) return;
    available = true;
    clearInterval(probeTimer);
    log.info(
      `[cache] Redis answers again after ${Math.round((Date.now() - downSince) / 1000)} s: the shared cache is in use`,
    );
    replayNotBefore = 0;
    void replayMissed();
  }

  /** Whether Redis answers a PING in time (never throws). */
  async function answers() {
    if (!client.isReady) return false;
    try {
      await withDeadline(client.ping(), CONFIRM_WITHIN_MS);
      return true;
    } catch {
      return false;
    }
  }

  async function probe() {
    if (available || probing) return;
    probing = true;
    try {
      if (await answers()) markUp();
    } finally {
      probing = false;
    }
  }

  /**
   * An operation failed. A client that is not connected is an outage; otherwise (no answer in
   * time, or an answer we could not use) a PING decides, and meanwhile nothing waits for Redis.
   * @param {unknown} error
   */
  function noteFailure(error) {
    if (!client.isReady) {
      markDown(error);
      return;
    }
    if (confirming || !available) return;
    confirming = true;
    void answers().then((ok) => {
      confirming = false;
      if (ok) void replayMissed();
      else markDown(error);
    });
  }

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
      const result = await withDeadline(operation(), OPERATION_DEADLINE_MS);
      replayLeftovers();
      return result;
    } catch (error) {
      noteFailure(error);
      return fallback;
    }
  }

  /** Redis answers: revalidations a failed replay left behind are tried again (in the background). */
  function replayLeftovers() {
    if (!replaying && (missedTooMany || missed.size > 0)) void replayMissed();
  }

  /**
   * Like run(), for writes that must not be lost: one that cannot reach Redis is done once Redis
   * answers again (a tag revalidation missed during an outage would leave stale pages there).
   * Operations with the same key are one: only the latest is kept.
   * @param {string} key
   * @param {() => Promise<unknown>} operation
   */
  async function runOrReplay(key, operation) {
    if (available && !confirming) {
      try {
        await withDeadline(operation(), OPERATION_DEADLINE_MS);
        // Done now, so an earlier miss of the same key is covered.
        missed.delete(key);
        replayLeftovers();
        return;
      } catch (error) {
        noteFailure(error);
      }
    }
    remember(key, operation);
  }

  /**
   * @param {string} key
   * @param {() => Promise<unknown>} operation
   */
  function remember(key, operation) {
    if (missedTooMany) return;
    missed.delete(key);
    missed.set(key, operation);
    if (missed.size > maxMissed) {
      missed.clear();
      missedTooMany = true;
    }
  }

  /** Does the missed operations, one after the other; the first failure leaves the rest for later. */
  function replayMissed() {
    if (replaying || (!missedTooMany && missed.size === 0) || Date.now() < replayNotBefore)
      return replaying;
    replaying = (async () => {
      try {
        if (missedTooMany) {
          // Cleared first: what is missed during the drop is kept for the next replay.
          missedTooMany = false;
          missed.clear();
          try {
            await withDeadline(replayAll(), REPLAY_DEADLINE_MS);
            log.info(
              `[cache] more than ${maxMissed} revalidations were missed while Redis was unreachable: the shared cache was emptied instead`,
            );
          } catch (error) {
            missedTooMany = true;
            throw error;
          }
        }
        for (const [key, operation] of [...missed]) {
          await withDeadline(operation(), REPLAY_DEADLINE_MS);
          // Unless a newer one for the same key came in meanwhile.
          if (missed.get(key) === operation) missed.delete(key);
        }
      } catch (error) {
        // An operation that keeps failing while Redis answers is not retried in a tight loop.
        replayNotBefore = Date.now() + PROBE_EVERY_MS;
        noteFailure(error);
      } finally {
        replaying = undefined;
      }
    })();
    return replaying;
  }

  client.on("error", markDown);
  // A reconnection completed its handshake: ask at once rather than at the next probe.
  client.on("ready", () => void probe());

  /** Resolves once Redis answers or after `ms`, whichever comes first (a start must not hang). */
  function ready(/** @type {number} */ ms) {
    if (client.isReady) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      client.once("ready", () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  }

  return {
    run,
    runOrReplay,
    ready,
    isAvailable: () => available,
    /** Revalidations waiting for Redis (for tests and diagnostics). */
    pending: () => ({ keys: [...missed.keys()], tooMany: missedTooMany }),
    /** Resolves when the replay under way (if any) is over. */
    replayed: () => replaying ?? Promise.resolve(),
  };
}

/** @param {unknown} error */
function reasonOf(error) {
  return error instanceof Error ? error.message || error.name : String(error);
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
    timer = setTimeout(
      () => setImmediate(() => reject(new DeadlineError(`no answer within ${ms} ms`))),
      ms,
    );
  });
  promise.catch(() => undefined);
  return /** @type {Promise<T>} */ (
    Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
  );
}
