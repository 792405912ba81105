import "server-only";

import { AppError } from "@/lib/errors/app-error";
import { getStaffPreviewer } from "@/lib/auth/staff-preview";
import { getProjectOrThrow } from "./projects";
import { getPublicProject, getPublicVideo } from "./public-content";
import type { ProjectDto, VideoDto } from "./serializers";
import { getVideoOrThrow } from "./videos";

/** A post page's subject: a video or a project, told apart by `type`. */
export type Post = { type: "video"; item: VideoDto } | { type: "project"; item: ProjectDto };

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

/** Any post, drafts and scheduled ones included: for staff previews only. */
export async function findPostForStaff(id: string): Promise<Post | null> {
  const missing = (error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  };
  const [video, project] = await Promise.all([
    getVideoOrThrow(id).catch(missing),
    getProjectOrThrow(id).catch(missing),
  ]);
  if (video) return { type: "video", item: video };
  if (project) return { type: "project", item: project };
  return null;
}

/**
 * What the post page shows: the public post, or, for staff in preview (draft mode), any post
 * with `preview` set so the page can say it is not public.
 */
export async function findPostForPage(
  id: string,
): Promise<{ post: Post; preview: boolean } | null> {
  if (await getStaffPreviewer()) {
    const post = await findPostForStaff(id);
    return post ? { post, preview: true } : null;
  }
  const post = await findPost(id);
  return post ? { post, preview: false } : null;
}
