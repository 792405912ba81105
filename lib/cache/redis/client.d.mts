// Types of client.mjs (plain JavaScript: Next loads the cache handler from source at start).
import type { createClient } from "redis";

export type CacheClient = ReturnType<typeof createClient>;
export function createCacheClient(url: string): CacheClient;
export function deleteKeysUnder(client: CacheClient, prefix: string): Promise<void>;
