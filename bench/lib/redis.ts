// The shared-cache row: the app with its cache in Redis (as several servers run it), measured
// against the same build with Next's own local cache. Each run writes under a key prefix of its
// own and removes it afterwards.
import { createClient } from "redis";
export { deleteRedisKeys } from "../../tests/helpers/redis";

export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";

/** The environment that puts a server's cache in Redis, under a prefix of this run's own. */
export function redisCacheEnv(): { REDIS_URL: string; REDIS_KEY_PREFIX: string } {
  return { REDIS_URL: BENCH_REDIS_URL, REDIS_KEY_PREFIX: `bench-${process.pid}-${Date.now()}:` };
}

/** Whether Redis answers (the row is skipped with a note when it does not). */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    if (client.isOpen) client.destroy();
  }
}
