// @ts-check
// Next's incremental cache in Redis, shared by every server of the site: rendered pages, cached
// reads (unstable_cache, with their last-good copies) and tag revalidations. next.config.ts loads
// this file only when REDIS_URL is set (validated in lib/env.ts). Only Redis: no in-memory copy
// per server, which could answer stale after another server revalidated.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "redis";
import { createRedisGuard, guardedHandler, OPERATION_DEADLINE_MS } from "./guard.mjs";

/** Cache entries outlive their revalidate time by this much, as the last-good copies must. */
const KEEP_STALE_SECONDS = 7 * 24 * 3600;

/** How long the first cache operation of a new server waits for the connection to Redis. */
const FIRST_CONNECT_WAIT_MS = 1_000;

CacheHandler.onCreation(async ({ buildId }) => {
  const client = createClient({
    url: process.env.REDIS_URL,
    // Fail at once while disconnected instead of queueing: a queued read would wait.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1_000,
      // Keeps retrying, also after a timeout (the library's default gives up then).
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  const guard = createRedisGuard(/** @type {import("redis").RedisClientType} */ (/** @type {unknown} */ (client)));
  // Not awaited beyond a short wait: a server answers even when Redis is down (the guard says so).
  client.connect().catch(() => undefined);
  await guard.ready(FIRST_CONNECT_WAIT_MS);
  const redis = createRedisHandler({
    client,
    // Per build: a new deploy never serves pages whose scripts belong to the previous one.
    keyPrefix: `${process.env.REDIS_KEY_PREFIX || "ams:"}${buildId ?? "dev"}:`,
    timeoutMs: OPERATION_DEADLINE_MS,
    keyExpirationStrategy: "EXAT",
  });
  return {
    handlers: [guardedHandler(redis, guard)],
    ttl: { estimateExpireAge: (staleAge) => staleAge + KEEP_STALE_SECONDS },
  };
});

export default CacheHandler;
