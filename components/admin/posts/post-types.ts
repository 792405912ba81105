import type { ProjectDto, VideoDto } from "@/lib/data/serializers";
import { isScheduled } from "@/lib/publish-time";

// A type marker is added to each item so one grid can show both kinds.
export type AdminVideo = VideoDto & { type: "video" };
export type AdminProject = ProjectDto & { type: "project" };
export type AdminPost = AdminVideo | AdminProject;
export type PostType = AdminPost["type"];

export const POST_TYPE_LABEL: Record<PostType, string> = { video: "Video", project: "Project" };

/** Public means 'active' for a video and 'published' for a project, and no publish time ahead. */
export function isPublic(post: AdminPost, now = Date.now()): boolean {
  return post.status !== "draft" && !isScheduled(post, now);
}

/**
 * Where "View Details" goes: the public page, or for a draft or scheduled post the staff preview,
 * which opens that same page for signed-in staff only.
 */
export function detailsHref(post: AdminPost, now = Date.now()): string {
  return isPublic(post, now)
    ? `/post/${post._id}?type=${post.type}`
    : `/api/preview?id=${encodeURIComponent(post._id)}`;
}

export function postImage(post: AdminPost): string | null {
  return post.type === "video" ? post.thumbnail : post.image;
}

export function apiPath(type: PostType, id?: string): string {
  const base = type === "video" ? "/api/videos" : "/api/projects";
  return id ? `${base}/${encodeURIComponent(id)}` : base;
}
