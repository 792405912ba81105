import "server-only";
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Category } from "@/lib/validations/categories";
import type { PostState } from "@/lib/validations/post-states";
import { categoryAndSearch, NEWEST_FIRST } from "./content-list";
import { paginate, type Pagination } from "./pagination";
import { publishTimeReached } from "./publish-schedule";
import { serializeProject, serializeVideo, type ProjectDto, type VideoDto } from "./serializers";

export type AdminPostDto = (VideoDto & { type: "video" }) | (ProjectDto & { type: "project" });

export type AdminPostsQuery = {
  page: number;
  limit: number;
  search?: string;
  category?: Category;
  state?: PostState;
};

type KindWhere = { video: Prisma.VideoWhereInput; project: Prisma.ProjectWhereInput };

/** What each state of the Posts screen's filter means for either kind, at this moment. */
function stateWhere(state: PostState, now: Date): KindWhere {
  switch (state) {
    case "public":
      return {
        video: { status: "active", AND: [publishTimeReached(now)] },
        project: { status: "published", AND: [publishTimeReached(now)] },
      };
    case "draft":
      return { video: { status: "draft" }, project: { status: "draft" } };
    case "scheduled":
      return {
        video: { status: "active", publishAt: { gt: now } },
        project: { status: "published", publishAt: { gt: now } },
      };
  }
}

type Key = { id: string; createdAt: Date; type: "video" | "project" };

// Newest first across both tables; equal times fall back to the id, then the kind, so that pages
// never repeat or skip a post.
function newestFirst(a: Key, b: Key): number {
  return (
    b.createdAt.getTime() - a.createdAt.getTime() || compare(a.id, b.id) || compare(a.type, b.type)
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One page of videos and projects together, newest first, for the Posts screen. Each table gives
 * the keys of its first page × limit rows (the most any page can need from it); the merged keys
 * are cut to the page and only those rows are read in full.
 */
export async function listAdminPosts(
  query: AdminPostsQuery,
): Promise<{ posts: AdminPostDto[]; pagination: Pagination }> {
  const state = query.state ? stateWhere(query.state, new Date()) : { video: {}, project: {} };
  const shared = categoryAndSearch(query);
  const where: KindWhere = {
    video: { ...state.video, ...shared },
    project: { ...state.project, ...shared },
  };
  const reach = {
    orderBy: NEWEST_FIRST,
    take: query.page * query.limit,
    select: { id: true, createdAt: true },
  };
  const db = await getDb();
  const [videoTotal, projectTotal, videoKeys, projectKeys] = await Promise.all([
    db.video.count({ where: where.video }),
    db.project.count({ where: where.project }),
    db.video.findMany({ where: where.video, ...reach }),
    db.project.findMany({ where: where.project, ...reach }),
  ]);
  const keys = [
    ...videoKeys.map((key) => ({ ...key, type: "video" as const })),
    ...projectKeys.map((key) => ({ ...key, type: "project" as const })),
  ]
    .sort(newestFirst)
    .slice((query.page - 1) * query.limit, query.page * query.limit);
  const idsOf = (type: Key["type"]) => keys.filter((key) => key.type === type).map((key) => key.id);
  const [videos, projects] = await Promise.all([
    db.video.findMany({ where: { id: { in: idsOf("video") } } }),
    db.project.findMany({ where: { id: { in: idsOf("project") } } }),
  ]);
  const byKey = new Map<string, AdminPostDto>([
    ...videos.map(
      (row) => [`video:${row.id}`, { ...serializeVideo(row), type: "video" as const }] as const,
    ),
    ...projects.map(
      (row) =>
        [`project:${row.id}`, { ...serializeProject(row), type: "project" as const }] as const,
    ),
  ]);
  // A row deleted between the two reads is left out rather than failing the screen.
  const posts = keys.flatMap((key) => byKey.get(`${key.type}:${key.id}`) ?? []);
  return { posts, pagination: paginate(query.page, query.limit, videoTotal + projectTotal) };
}
