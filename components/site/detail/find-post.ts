import "server-only";

import type { Post } from "@/components/site/detail/post-detail";
import { getPublicProject, getPublicVideo } from "@/lib/data/public-content";

/**
 * The post with this id, whichever table holds it. Ids are unique across both, so `?type=` is
 * not needed and the page stays cacheable whatever the query says.
 */
export async function findPost(id: string): Promise<Post | null> {
  const [video, project] = await Promise.all([getPublicVideo(id), getPublicProject(id)]);
  if (video) return { type: "video", item: video };
  if (project) return { type: "project", item: project };
  return null;
}
