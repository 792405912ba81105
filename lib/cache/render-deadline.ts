import { unstable_cache } from "next/cache";

/**
 * Makes the page (or cached route) being rendered render again by `when`, so that a scheduled
 * post shows up at its time without anyone saving. unstable_cache hands its revalidate to the
 * enclosing render, and Next keeps the lowest one a render saw (the same mechanism as the
 * degraded-render marker in cached.ts). Outside a Next render it does nothing.
 */
export async function renderAgainBy(when: number, now = Date.now()): Promise<void> {
  const seconds = Math.max(1, Math.ceil((when - now) / 1000));
  const marker = unstable_cache(async () => when, ["publish-deadline", String(when)], {
    revalidate: seconds,
  });
  await marker().catch(() => undefined);
}
