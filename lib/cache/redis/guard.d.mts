// Types of guard.mjs (plain JavaScript: Next loads the cache handler from source at start).

export const OPERATION_DEADLINE_MS: number;
export const MAX_MISSED_REVALIDATIONS: number;

export type GuardLog = { error(message: string): void; info(message: string): void };

/** What the guard needs of a Redis client: its state, PING, and its connection events. */
export type WatchedClient = {
  readonly isReady: boolean;
  ping(): Promise<unknown>;
  on(event: "error" | "ready", listener: (error?: unknown) => void): unknown;
  once(event: "ready", listener: () => void): unknown;
};

export type RedisGuard = {
  run<T>(operation: () => Promise<T>, fallback: T): Promise<T>;
  runOrReplay(key: string, operation: () => Promise<unknown>): Promise<void>;
  ready(ms: number): Promise<void>;
  isAvailable(): boolean;
  pending(): { keys: string[]; tooMany: boolean };
  replayed(): Promise<void>;
};

export function createRedisGuard(
  client: WatchedClient,
  options: { replayAll: () => Promise<unknown>; log?: GuardLog; maxMissed?: number },
): RedisGuard;
