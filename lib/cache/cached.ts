import { unstable_cache } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import { isDatabaseUnavailable } from "@/lib/errors/database-unavailable";

/** How soon a page rendered while the database was unreachable is rendered again. */
export const DEGRADED_REVALIDATE_SECONDS = 10;

/**
 * The tag a read's last-good copy carries for each tag of the read. Separate from the read's
 * own tags: an edit expires the read at once but must keep its copy (the page can still render
 * the item while the database is away); a removal (unpublish, delete) expires the copy too.
 */
export function lastGoodTag(tag: string): string {
  return `last-good:${tag}`;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * unstable_cache with tags, for reads behind the static public pages. Results must be plain JSON
 * (the cache serialises them): pass serialised DTOs, never Prisma rows. Only called inside Next
 * (pages, route handlers); tests that call these reads directly supply a pass-through cache.
 *
 * Database outages: an admin save expires the read's tags at once, so a page rendered while the
 * database is unreachable would fail or cache an empty state. Each read therefore keeps a "last
 * good" copy in the same cache (written from the build on, so a fresh server has one too); when
 * the database is unreachable the read answers that copy, and the page being rendered is marked
 * to render again within seconds, so nothing degraded stays cached. The copy is tagged with
 * lastGoodTag() of the read's tags, so removing an item drops every copy that holds it.
 */
export function cached<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: (...args: Args) => string[],
  revalidate: number | false = 3600,
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const argsKey = JSON.stringify(args);
    const readTags = tags(...args);
    let queried = false;
    const read = unstable_cache(
      () => {
        queried = true;
        return fn(...args);
      },
      [...keyParts, argsKey],
      { tags: readTags, revalidate },
    );
    let outcome: Outcome<Result>;
    try {
      outcome = { ok: true, value: await read() };
    } catch (error) {
      // Next's own control flow (dynamic usage, notFound, redirect) is not ours to handle.
      unstable_rethrow(error);
      if (!isDatabaseUnavailable(error)) throw error;
      outcome = { ok: false, error };
    }
    // Same revalidate as the read, so the copy never shortens a page's cache time.
    const lastGood = unstable_cache(replay(outcome), ["last-good", ...keyParts, argsKey], {
      tags: readTags.map(lastGoodTag),
      revalidate,
    });
    if (outcome.ok) {
      // A value just read from the database is stored when the copy is missing or due. A value
      // the cache answered needs no second lookup: the copy was checked when that value was read
      // (a removal expires the read with the copy, so the next call queries and stores it again).
      if (queried) await lastGood().catch((error: unknown) => unstable_rethrow(error));
      return outcome.value;
    }
    await renderAgainSoon();
    // The copy, fresh or stale (Next answers a stale entry when its refresh throws), or the
    // database error when there is none (never read, or dropped by a removal).
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
  const marker = unstable_cache(async () => Date.now(), ["degraded-render"], {
    revalidate: DEGRADED_REVALIDATE_SECONDS,
  });
  await marker().catch((error: unknown) => unstable_rethrow(error));
}
