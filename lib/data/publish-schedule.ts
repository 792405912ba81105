import "server-only";
import { renderAgainBy } from "@/lib/cache/render-deadline";
import { isScheduled, nextPublishTime } from "@/lib/publish-time";

/**
 * Where-clause part for anything anonymous visitors see: a public status is not enough, the
 * publish time (if any) must have come. Goes inside AND, since the search filter uses OR too.
 */
export function publishTimeReached(now = new Date()) {
  return { OR: [{ publishAt: null }, { publishAt: { lte: now } }] };
}

/**
 * The items whose publish time has come. The cached reads keep scheduled items in their data and
 * this filter runs on every call, so the data never goes stale by the clock alone; the page
 * being rendered is told to render again when the next scheduled item is due.
 */
export async function liveNow<T extends { publishAt: string | null }>(
  items: T[],
  now = Date.now(),
): Promise<T[]> {
  const next = nextPublishTime(items, now);
  if (next !== null) await renderAgainBy(next, now);
  return next === null ? items : items.filter((item) => !isScheduled(item, now));
}

/** A publish time that is not ahead means "publish now": stored as null, so only real schedules stay. */
export function futurePublishTime(
  value: string | null | undefined,
  now = Date.now(),
): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const at = new Date(value);
  return at.getTime() > now ? at : null;
}
