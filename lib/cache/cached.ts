import { unstable_cache } from "next/cache";
import { isDatabaseUnavailable } from "@/lib/api/route";

/** How soon a page rendered while the database was unreachable is rendered again. */
export const DEGRADED_REVALIDATE_SECONDS = 10;

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * unstable_cache with tags, for reads behind the static public pages. Results must be plain JSON
 * (the cache serialises them): pass serialised DTOs, never Prisma rows.
 * Outside a Next request context (vitest, scripts) there is no incremental cache and Next throws
 * "incrementalCache missing"; the read then simply runs uncached.
 *
 * Database outages: an admin save expires the read's tags at once, so a page rendered while the
 * database is unreachable would fail or cache an empty state. Each read therefore keeps an
 * untagged "last good" copy in the same cache (written from the build on, so a fresh server has
 * one too); when the database is unreachable the read answers that copy, and the page being
 * rendered is marked to render again within seconds, so nothing degraded stays cached.
 */
export function cached<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: (...args: Args) => string[],
  revalidate: number | false = 3600,
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const argsKey = JSON.stringify(args);
    const read = unstable_cache(() => fn(...args), [...keyParts, argsKey], { tags: tags(...args), revalidate });
    let outcome: Outcome<Result>;
    try {
      outcome = { ok: true, value: await read() };
    } catch (error) {
      if (error instanceof Error && error.message.includes("incrementalCache missing")) return fn(...args);
      if (!isDatabaseUnavailable(error)) throw error;
      outcome = { ok: false, error };
    }
    // Same revalidate as the read, so the copy never shortens a page's cache time.
    const lastGood = unstable_cache(replay(outcome), ["last-good", ...keyParts, argsKey], { revalidate });
    if (outcome.ok) {
      // Stores the value just read when the copy is missing or due; otherwise only a cache hit.
      await lastGood().catch(() => undefined);
      return outcome.value;
    }
    await renderAgainSoon();
    // The copy, fresh or stale (Next answers a stale entry when its refresh throws), or the
    // database error when there has never been one.
    return lastGood();
  };
}

// One function source for both outcomes: unstable_cache keys entries by its callback's text.
function replay<T>(outcome: Outcome<T>): () => Promise<T> {
  return async () => {
    if (outcome.ok) return outcome.value;
    throw outcome.error;
  };
}

/**
 * Lowers the revalidate time of the page being rendered: unstable_cache hands its own revalidate
 * to the enclosing page render. Even a section that catches the error and shows an error state
 * is then cached for seconds, not for the page's hour.
 */
async function renderAgainSoon(): Promise<void> {
  const marker = unstable_cache(async () => Date.now(), ["degraded-render"], { revalidate: DEGRADED_REVALIDATE_SECONDS });
  await marker().catch(() => undefined);
}
