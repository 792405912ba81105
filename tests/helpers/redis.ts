import { createClient } from "redis";

// The one Redis server of the machine (docs/operations.md); tests that use it
// write under a key prefix of their own and delete it afterwards.

export const REDIS_SERVER_URL = process.env.RESILIENCE_REDIS_URL || "redis://127.0.0.1:6379";

/** A key prefix no other test (or test run) uses. */
export function uniqueRedisPrefix(name: string): string {
  return `test-${name.replace(/\W/g, "-")}-${process.pid}-${Date.now().toString(36)}:`;
}

/** Deletes every key under the prefix. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  await forEachKeyBatch(url, prefix, async (client, keys) => {
    await client.unlink(keys);
  });
}

/** How many keys the prefix holds. */
export async function countRedisKeys(url: string, prefix: string): Promise<number> {
  let count = 0;
  await forEachKeyBatch(url, prefix, (_client, keys) => {
    count += keys.length;
  });
  return count;
}

type Client = ReturnType<typeof createClient>;

async function forEachKeyBatch(
  url: string,
  prefix: string,
  fn: (client: Client, keys: string[]) => unknown,
): Promise<void> {
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on("error", () => undefined);
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length > 0) await fn(client, keys);
    }
  } finally {
    client.destroy();
  }
}
