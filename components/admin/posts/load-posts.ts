import "server-only";

import { listProjects } from "@/lib/data/projects";
import { listVideos } from "@/lib/data/videos";
import { CATEGORIES, type Category } from "@/lib/validations/categories";
import type { AdminPost, PostType } from "./post-types";

// The lists' largest page; the grid shows the newest of each kind up to this many.
const LIMIT = 100;

export type PostsQuery = { search?: string; category?: Category; newType: PostType | null };

/** Reads ?q=, ?category= and ?new= leniently: unknown values mean 'no filter'. */
export function parsePostsQuery(params: Record<string, string | string[] | undefined>): PostsQuery {
  const first = (key: string) => {
    const value = params[key];
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
  };
  const category = first("category");
  const newType = first("new");
  return {
    search: first("q")?.slice(0, 200),
    category: CATEGORIES.find((known) => known === category),
    newType: newType === "video" || newType === "project" ? newType : null,
  };
}

/** Videos and projects of every status, newest first, with their type marker. */
export async function loadAdminPosts(query: PostsQuery): Promise<{ posts: AdminPost[]; total: number }> {
  const list = { page: 1, limit: LIMIT, search: query.search, category: query.category };
  const [videos, projects] = await Promise.all([
    listVideos(list),
    listProjects(list),
  ]);
  const posts: AdminPost[] = [
    ...videos.videos.map((video) => ({ ...video, type: "video" as const })),
    ...projects.projects.map((project) => ({ ...project, type: "project" as const })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { posts, total: videos.pagination.total + projects.pagination.total };
}
