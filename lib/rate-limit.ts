import "server-only";
import { getDb } from "@/lib/db/client";
import type { DbTransaction } from "@/lib/db/prisma";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number; count: number };

type Row = { count: number; reset_at: Date };

/**
 * Counts one hit in a fixed window kept in the database, so the limit holds across server
 * instances. One atomic upsert: a window that has ended starts over at 1.
 */
export async function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  const db = await getDb();
  const now = new Date();
  const resetAt = new Date(now.getTime() + windowMs);
  const rows = await db.$queryRaw<Row[]>`
    INSERT INTO "rate_limits" ("key", "count", "reset_at") VALUES (${key}, 1, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "rate_limits"."reset_at" <= ${now} THEN 1 ELSE "rate_limits"."count" + 1 END,
      "reset_at" = CASE WHEN "rate_limits"."reset_at" <= ${now} THEN ${resetAt} ELSE "rate_limits"."reset_at" END
    RETURNING "count", "reset_at"`;
  // Ended windows are dropped now and then, so the table stays small without a cron job.
  if (Math.random() < 0.01) await pruneRateLimits().catch(() => undefined);
  return toResult(rows[0], limit, now);
}

/** Reads a window without counting (e.g. "is this login locked?"). */
export async function peekRateLimit(key: string, limit: number): Promise<RateLimitResult> {
  const db = await getDb();
  const now = new Date();
  const rows = await db.$queryRaw<Row[]>`
    SELECT "count", "reset_at" FROM "rate_limits" WHERE "key" = ${key} AND "reset_at" > ${now}`;
  if (!rows[0]) return { allowed: true, retryAfterSeconds: 0, count: 0 };
  // A peek uses no slot: allowed while fewer than `limit` hits were counted.
  const count = Number(rows[0].count);
  if (count < limit) return { allowed: true, retryAfterSeconds: 0, count };
  return { allowed: false, retryAfterSeconds: secondsUntil(rows[0].reset_at, now), count };
}

/** Gives back one hit counted by hitRateLimit (an attempt that turned out not to count). */
export async function releaseRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`
    UPDATE "rate_limits" SET "count" = GREATEST("count" - 1, 0) WHERE "key" = ${key} AND "reset_at" > ${new Date()}`;
}

/** Forgets windows: one key, or every key with a prefix (an admin unlocking an account). */
export async function clearRateLimit(
  key: string,
  options: { prefix?: boolean } = {},
  tx?: DbTransaction,
): Promise<void> {
  const db = tx ?? (await getDb());
  if (options.prefix) {
    await db.rateLimit.deleteMany({ where: { key: { startsWith: key } } });
  } else {
    await db.rateLimit.deleteMany({ where: { key } });
  }
}

/** Drops windows that have ended; cheap to call now and then. */
async function pruneRateLimits(): Promise<void> {
  const db = await getDb();
  await db.rateLimit.deleteMany({ where: { resetAt: { lte: new Date() } } });
}

function toResult(row: Row | undefined, limit: number, now: Date): RateLimitResult {
  if (!row) return { allowed: true, retryAfterSeconds: 0, count: 1 };
  const count = Number(row.count);
  if (count <= limit) return { allowed: true, retryAfterSeconds: 0, count };
  return { allowed: false, retryAfterSeconds: secondsUntil(row.reset_at, now), count };
}

function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((new Date(resetAt).getTime() - now.getTime()) / 1000));
}
