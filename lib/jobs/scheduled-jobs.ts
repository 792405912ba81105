import "server-only";
import { afterResponse } from "@/lib/after-response";
import { refreshStaleVideoFigures } from "@/lib/data/video-figures";
import { publishDuePosts, type PublishedPost } from "./publish-due";

/** YouTube ids whose figures one cron run refreshes at most (one Data API call each). */
export const FIGURES_PER_RUN = 25;

export type ScheduledJobsReport = { published: PublishedPost[] };

/**
 * Everything a cron call runs. Publishing is done before the answer, which reports it; the
 * figures refresh (one YouTube call per video) runs after the answer, so a cron caller with a
 * short timeout never cuts it off.
 */
export async function runScheduledJobs(now = new Date()): Promise<ScheduledJobsReport> {
  const published = await publishDuePosts(now);
  afterResponse("video figures refresh", () =>
    refreshStaleVideoFigures({ limit: FIGURES_PER_RUN, now }),
  );
  return { published };
}
