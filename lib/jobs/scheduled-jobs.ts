import "server-only";
import { publishDuePosts, type PublishedPost } from "./publish-due";

export type ScheduledJobsReport = { published: PublishedPost[] };

/** Everything a cron call runs, in order; each job reports what it did. */
export async function runScheduledJobs(now = new Date()): Promise<ScheduledJobsReport> {
  return { published: await publishDuePosts(now) };
}
