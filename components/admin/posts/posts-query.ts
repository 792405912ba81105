import type { AdminPostsQuery } from "@/lib/data/admin-posts";
import { CATEGORIES } from "@/lib/validations/categories";
import { isPostState } from "@/lib/validations/post-states";
import type { PostType } from "./post-types";

export const POSTS_PAGE_SIZE = 12;
// Far past any real catalogue; keeps the rows a page may read bounded.
const MAX_PAGE = 10_000;

export type PostsQuery = AdminPostsQuery & { newType: PostType | null };

/** Reads ?page=, ?q=, ?category=, ?state= and ?new= leniently: unknown values mean 'no filter'. */
export function parsePostsQuery(params: Record<string, string | string[] | undefined>): PostsQuery {
  const first = (key: string) => {
    const value = params[key];
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
  };
  const category = first("category");
  const state = first("state");
  const newType = first("new");
  const page = Number(first("page"));
  return {
    page: Number.isSafeInteger(page) && page > 0 ? Math.min(page, MAX_PAGE) : 1,
    limit: POSTS_PAGE_SIZE,
    search: first("q")?.slice(0, 200),
    category: CATEGORIES.find((known) => known === category),
    state: isPostState(state) ? state : undefined,
    newType: newType === "video" || newType === "project" ? newType : null,
  };
}
