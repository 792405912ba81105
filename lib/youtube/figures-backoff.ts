import "server-only";
import { getDb } from "@/lib/db/client";

// When YouTube refuses (quota, key, outage) background refreshes pause, for longer after each
// refusal in a row, so a cron job every few minutes does not spend the day's quota on errors.
// Kept in rate_limits so every server instance sees the same pause.
const KEY = "youtube:figures-backoff";
const FIRST_PAUSE_MS = 15 * 60 * 1000;
const LONGEST_PAUSE_MS = 24 * 60 * 60 * 1000;

/** When the current pause ends, or null when background refreshes may ask YouTube. */
export async function figuresBackoffUntil(now = new Date()): Promise<Date | null> {
  const db = await getDb();
  const row = await db.rateLimit.findUnique({ where: { key: KEY } });
  return row && row.resetAt > now ? row.resetAt : null;
}

/** Records a refusal: the pause doubles with each refusal in a row, up to a day. */
export async function recordFiguresRefusal(now = new Date()): Promise<Date> {
  const db = await getDb();
  const previous = await db.rateLimit.findUnique({ where: { key: KEY } });
  const streak = (previous?.count ?? 0) + 1;
  const resetAt = new Date(
    now.getTime() + Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (streak - 1)),
  );
  await db.rateLimit.upsert({
    where: { key: KEY },
    create: { key: KEY, count: streak, resetAt },
    update: { count: streak, resetAt },
  });
  return resetAt;
}

export async function clearFiguresBackoff(): Promise<void> {
  const db = await getDb();
  await db.rateLimit.deleteMany({ where: { key: KEY } });
}
