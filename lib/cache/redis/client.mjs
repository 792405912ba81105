// @ts-check
// The Redis connection of the shared cache. node-redis reconnects by itself; these settings make
// it notice every kind of outage on its own, so that nothing else has to close or reopen it (two
// parties reconnecting one client race each other and flap between up and down).
import { createClient } from "redis";

/** PING on an idle connection this often: a healthy connection is never silent for long. */
const PING_EVERY_MS = 1_000;
/**
 * A connection, or a handshake, that hears nothing for this long is closed and made again: a
 * network that drops packets without a reset is noticed, and a reconnection does not hang.
 */
const SILENCE_LIMIT_MS = 3_000;

/** @param {string} url */
export function createCacheClient(url) {
  return createClient({
    url,
    // Fail at once while disconnected instead of queueing: a queued read would wait.
    disableOfflineQueue: true,
    pingInterval: PING_EVERY_MS,
    socket: {
      connectTimeout: 1_000,
      socketTimeout: SILENCE_LIMIT_MS,
      // Keeps retrying, also after a silence (the library's default gives up then).
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
}

/** @typedef {ReturnType<typeof createCacheClient>} CacheClient */

/** Glob characters in a key prefix match themselves in SCAN's MATCH pattern.
 * @param {string} text
 */
function escapeGlob(text) {
  return text.replace(/[*?[\]\\]/g, "\\$&");
}

/**
 * Deletes every key under the prefix (one build's whole cache): the fallback when more
 * revalidations were missed during an outage than are worth keeping one by one.
 * @param {CacheClient} client
 * @param {string} prefix
 */
export async function deleteKeysUnder(client, prefix) {
  for await (const keys of client.scanIterator({ MATCH: `${escapeGlob(prefix)}*`, COUNT: 1_000 })) {
    if (keys.length > 0) await client.unlink(keys);
  }
}
