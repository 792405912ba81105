// Types of checked-copies.mjs (plain JavaScript: Next loads the cache handler from source at start).
import type { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types";

export const CHECKED_COPIES_MAX_BYTES: number;

/** The Redis commands the copies are checked with. */
export type VersionClient = {
  hGet(key: string, field: string): Promise<string | null>;
  hSet(key: string, field: string, value: string): Promise<unknown>;
  hExists(key: string, field: string): Promise<number | boolean>;
  hmGet(key: string, fields: string[]): Promise<(string | null)[]>;
};

export function withCheckedCopies(handler: Handler, options: { client: VersionClient; keyPrefix: string; maxBytes?: number }): Handler;
