import type { ProjectDto, VideoDto } from "@/lib/data/serializers";

// Spec 3: a type marker is added to each item so one grid can show both kinds.
export type AdminVideo = VideoDto & { type: "video" };
export type AdminProject = ProjectDto & { type: "project" };
export type AdminPost = AdminVideo | AdminProject;
export type PostType = AdminPost["type"];

export const POST_TYPE_LABEL: Record<PostType, string> = { video: "Video", project: "Project" };

/** Public means 'active' for a video and 'published' for a project. */
export function isPublic(post: AdminPost): boolean {
  return post.status !== "draft";
}

export function postImage(post: AdminPost): string | null {
  return post.type === "video" ? post.thumbnail : post.image;
}

export function apiPath(type: PostType, id?: string): string {
  const base = type === "video" ? "/api/videos" : "/api/projects";
  return id ? `${base}/${encodeURIComponent(id)}` : base;
}
