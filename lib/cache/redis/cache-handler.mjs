// @ts-check
// Next's incremental cache in Redis, shared by every server of the site: rendered pages, cached
// reads (unstable_cache, with their last-good copies) and tag revalidations. next.config.ts loads
// this file only when REDIS_URL is set (validated in lib/env.ts). Only Redis: no in-memory copy
// per server, which could answer stale after another server revalidated.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createCacheClient, deleteKeysUnder } from "./client.mjs";
import { createRedisGuard, OPERATION_DEADLINE_MS } from "./guard.mjs";
import { guardedHandler } from "./guarded-handler.mjs";

/** Cache entries outlive their revalidate time by this much, as the last-good copies must. */
const KEEP_STALE_SECONDS = 7 * 24 * 3600;

/** How long the first cache operation of a new server waits for the connection to Redis. */
const FIRST_CONNECT_WAIT_MS = 1_000;

CacheHandler.onCreation(async ({ buildId }) => {
  const client = createCacheClient(/** @type {string} */ (process.env.REDIS_URL));
  // Per build: a new deploy never serves pages whose scripts belong to the previous one. Copies
  // of one build (every server of a deploy) share it.
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX || "ams:"}${buildId ?? "dev"}:`;
  const guard = createRedisGuard(client, {
    // Too many revalidations missed during an outage: this build's whole cache is dropped instead.
    replayAll: () => deleteKeysUnder(client, keyPrefix),
  });
  // Not awaited beyond a short wait: a server answers even when Redis is down (the guard says so).
  client.connect().catch(() => undefined);
  await guard.ready(FIRST_CONNECT_WAIT_MS);
  const redis = createRedisHandler({
    client,
    keyPrefix,
    timeoutMs: OPERATION_DEADLINE_MS,
    keyExpirationStrategy: "EXAT",
  });
  return {
    handlers: [guardedHandler(redis, guard)],
    ttl: { estimateExpireAge: (staleAge) => staleAge + KEEP_STALE_SECONDS },
  };
});

export default CacheHandler;
