import "server-only";
import { revalidateContent } from "@/lib/cache/revalidate";
import { recordActivity } from "@/lib/data/activity";
import { getDb, type Db } from "@/lib/db/client";

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
    db.project.findMany({
      where: { status: "published", ...due },
      select: { id: true, title: true },
    }),
    db.video.findMany({ where: { status: "active", ...due }, select: { id: true, title: true } }),
  ]);
  const candidates: PublishedPost[] = [
    ...projects.map((post) => ({ type: "project" as const, ...post })),
    ...videos.map((post) => ({ type: "video" as const, ...post })),
  ];
  const published: PublishedPost[] = [];
  for (const post of candidates) {
    if (!(await publishOne(db, post, now))) continue;
    published.push(post);
    revalidateContent(post.type, post.id);
  }
  return published;
}

/** Clears one post's publish time and records it, in one transaction; false when no longer due. */
async function publishOne(db: Db, post: PublishedPost, now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    // The time is checked again in the update: an edit since the read may have moved it.
    const where = { id: post.id, publishAt: { lte: now } };
    const data = { publishAt: null };
    const { count } =
      post.type === "project"
        ? await tx.project.updateMany({ where, data })
        : await tx.video.updateMany({ where, data });
    if (count)
      await recordActivity(tx, {
        actor: null,
        action: "published",
        entityType: post.type,
        entityId: post.id,
        entityTitle: post.title,
      });
    return count > 0;
  });
}
