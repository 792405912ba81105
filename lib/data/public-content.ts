import "server-only";
import { cached } from "@/lib/cache/cached";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { AGENCY_CHANNEL_TITLE } from "@/lib/db/seed-content";
import { parseYouTubeId, standardThumbnail } from "@/lib/youtube/parse";
import { AppError } from "@/lib/errors/app-error";
import { filterAndPage, type ListQuery } from "./content-list";
import { paginate, type Pagination } from "./pagination";
import { readSiteSettings } from "./settings";
import {
  serializeProject,
  serializeVideo,
  type HighlightVideoDto,
  type ProjectDto,
  type VideoDto,
} from "./serializers";
import { liveNow, publishTimeReached } from "./publish-schedule";
import { isUuid } from "./uuid";

// Reads behind the static public pages: only public content (published projects, active
// videos whose publish time has come), cached with tags and revalidated when staff save.
// The cached data includes scheduled items; liveNow() drops them on each call until their time.

export async function listPublishedProjects(): Promise<ProjectDto[]> {
  return liveNow(await listPublicStatusProjects());
}

export async function listActiveVideos(): Promise<VideoDto[]> {
  return liveNow(await listPublicStatusVideos());
}

const listPublicStatusProjects = cached(
  async (): Promise<ProjectDto[]> => {
    const db = await getDb();
    const rows = await db.project.findMany({
      where: { status: "published" },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    });
    return rows.map(serializeProject);
  },
  ["public-projects"],
  () => [CACHE_TAGS.projects],
);

const listPublicStatusVideos = cached(
  async (): Promise<VideoDto[]> => {
    const db = await getDb();
    const rows = await db.video.findMany({
      where: { status: "active" },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    });
    return rows.map(serializeVideo);
  },
  ["public-videos"],
  () => [CACHE_TAGS.videos],
);

const getPublishedProjectById = cached(
  async (id: string): Promise<ProjectDto | null> => {
    const db = await getDb();
    const row = await db.project.findFirst({ where: { id, status: "published" } });
    return row ? serializeProject(row) : null;
  },
  ["public-project"],
  (id) => [CACHE_TAGS.projects, CACHE_TAGS.project(id)],
);

const getActiveVideoById = cached(
  async (id: string): Promise<VideoDto | null> => {
    const db = await getDb();
    const row = await db.video.findFirst({ where: { id, status: "active" } });
    return row ? serializeVideo(row) : null;
  },
  ["public-video"],
  (id) => [CACHE_TAGS.videos, CACHE_TAGS.video(id)],
);

// Ids that cannot be uuids never reach the cache, so junk URLs cannot fill it.

/** A published project, or null when missing, draft, scheduled or not a uuid. */
export async function getPublicProject(id: string): Promise<ProjectDto | null> {
  return isUuid(id) ? firstLive(await getPublishedProjectById(id.toLowerCase())) : null;
}

/** An active video, or null when missing, draft, scheduled or not a uuid. */
export async function getPublicVideo(id: string): Promise<VideoDto | null> {
  return isUuid(id) ? firstLive(await getActiveVideoById(id.toLowerCase())) : null;
}

async function firstLive<T extends { publishAt: string | null }>(
  item: T | null,
): Promise<T | null> {
  return item ? ((await liveNow([item]))[0] ?? null) : null;
}

// The public API for anonymous callers answers from the very cache entries the pages read: an
// edit expires both with the same tags, and only public content ever enters them. Lists are
// filtered and paged from the one cached list per kind, so arbitrary searches add no entries.

/** GET /api/projects for anonymous callers: published projects only, whatever status is asked. */
export async function listPublicProjects(
  query: ListQuery,
): Promise<{ projects: ProjectDto[]; pagination: Pagination }> {
  const { items, total } = filterAndPage(await listPublishedProjects(), query);
  return { projects: items, pagination: paginate(query.page, query.limit, total) };
}

/** GET /api/videos for anonymous callers: active videos only, whatever status is asked. */
export async function listPublicVideos(
  query: ListQuery,
): Promise<{ videos: VideoDto[]; pagination: Pagination }> {
  const { items, total } = filterAndPage(await listActiveVideos(), query);
  return { videos: items, pagination: paginate(query.page, query.limit, total) };
}

/** GET /api/projects/{id} for anonymous callers: 404 for drafts, unknown and malformed ids. */
export async function getPublicProjectOrThrow(id: string): Promise<ProjectDto> {
  const project = await getPublicProject(id);
  if (!project) throw new AppError(404, "Project not found");
  return project;
}

/** GET /api/videos/{id} for anonymous callers: 404 for drafts, unknown and malformed ids. */
export async function getPublicVideoOrThrow(id: string): Promise<VideoDto> {
  const video = await getPublicVideo(id);
  if (!video) throw new AppError(404, "Video not found");
  return video;
}

/**
 * The Media Highlights: the settings' three URLs, each from stored YouTube metadata (or, failing
 * that, an active stored video of the same id). URLs with neither are skipped. Never calls
 * YouTube: metadata is looked up when staff save the settings or a video.
 */
export const getHighlightVideos = cached(
  async (): Promise<HighlightVideoDto[]> => {
    const settings = await readSiteSettings();
    const db = await getDb();
    const wanted = settings.highlightUrls
      .map((url) => ({ url, youtubeId: parseYouTubeId(url) }))
      .filter((entry): entry is { url: string; youtubeId: string } => entry.youtubeId !== null);
    const ids = wanted.map((entry) => entry.youtubeId);
    const [metadata, videos] = await Promise.all([
      db.youtubeMetadata.findMany({ where: { youtubeId: { in: ids } } }),
      // A scheduled video stands in only once due; the cron's publish run expires this read then.
      db.video.findMany({
        where: { youtubeId: { in: ids }, status: "active", AND: [publishTimeReached()] },
        orderBy: { createdAt: "desc" },
      }),
    ]);
    const result: HighlightVideoDto[] = [];
    for (const { url, youtubeId } of wanted) {
      const meta = metadata.find((row) => row.youtubeId === youtubeId);
      const video = videos.find((row) => row.youtubeId === youtubeId);
      if (meta) {
        const published = (meta.publishedAt ?? meta.fetchedAt).toISOString();
        result.push({
          _id: url,
          type: "video",
          status: "active",
          url,
          youtubeId,
          category: "Featured",
          title: meta.title,
          description: meta.description,
          thumbnail: meta.thumbnail || standardThumbnail(youtubeId),
          thumbnailUrl: meta.thumbnail || standardThumbnail(youtubeId),
          duration: meta.duration || "0:00",
          views: Number(meta.views),
          publishedAt: published,
          channelTitle: meta.channelTitle || AGENCY_CHANNEL_TITLE,
          createdAt: meta.fetchedAt.toISOString(),
        });
      } else if (video) {
        const dto = serializeVideo(video);
        result.push({
          _id: url,
          type: "video",
          status: "active",
          url,
          youtubeId,
          category: "Featured",
          title: dto.title,
          description: dto.description,
          thumbnail: dto.thumbnail ?? standardThumbnail(youtubeId),
          thumbnailUrl: dto.thumbnail ?? standardThumbnail(youtubeId),
          duration: dto.duration,
          views: dto.views,
          publishedAt: dto.publishedAt,
          channelTitle: dto.channelTitle,
          createdAt: dto.createdAt,
        });
      }
    }
    return result;
  },
  ["highlight-videos"],
  () => [CACHE_TAGS.highlights, CACHE_TAGS.settings],
);
