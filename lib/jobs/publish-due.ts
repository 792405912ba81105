import "server-only";
import { revalidateContent } from "@/lib/cache/revalidate";
import { recordActivity } from "@/lib/data/activity";
import { getDb } from "@/lib/db/client";

export type PublishedPost = { type: "project" | "video"; id: string; title: string };

/**
 * Publishes the scheduled posts whose time has come: clears their publish time (they are plain
 * public posts from now on), records who did it (nobody: the schedule) and expires the pages
 * that show them, so the next visitor gets them fresh. The public reads already show a due post
 * by the clock alone; this makes it immediate on every page cache and puts it in the activity log.
 */
export async function publishDuePosts(now = new Date()): Promise<PublishedPost[]> {
  const db = await getDb();
  const due = { publishAt: { lte: now } };
  const [projects, videos] = await Promise.all([
    db.project.findMany({ where: { status: "published", ...due }, select: { id: true, title: true } }),
    db.video.findMany({ where: { status: "active", ...due }, select: { id: true, title: true } }),
  ]);
  const published: PublishedPost[] = [];
  for (const { id, title } of projects) {
    // The time is checked again in the update: an edit since the read may have moved it.
    const { count } = await db.project.updateMany({ where: { id, ...due }, data: { publishAt: null } });
    if (count) published.push({ type: "project", id, title });
  }
  for (const { id, title } of videos) {
    const { count } = await db.video.updateMany({ where: { id, ...due }, data: { publishAt: null } });
    if (count) published.push({ type: "video", id, title });
  }
  for (const post of published) {
    await recordActivity({ actor: null, action: "published", entityType: post.type, entityId: post.id, entityTitle: post.title });
    revalidateContent(post.type, post.id);
  }
  return published;
}
