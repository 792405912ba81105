import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { revalidateContent } from "@/lib/cache/revalidate";
import { getDb } from "@/lib/db/client";
import type { Prisma, Video } from "@/lib/generated/prisma/client";
import type { CreateVideoInput, ListVideosQuery, UpdateVideoInput } from "@/lib/validations/video";
import { PLACEHOLDER_TITLES } from "@/lib/validations/video";
import { lookupMetadataSafely } from "@/lib/youtube/metadata-store";
import { parseYouTubeId } from "@/lib/youtube/parse";
import { writeWithActivity, type ActivityActor } from "./activity";
import { categoryAndSearch, NEWEST_FIRST, pageWindow } from "./content-list";
import { paginate, type Pagination } from "./pagination";
import { futurePublishTime } from "./publish-schedule";
import { rethrowNotFound } from "./prisma-errors";
import { serializeVideo, type VideoDto } from "./serializers";
import { isUuid } from "./uuid";

/**
 * Lists videos of any status, for staff. Anonymous callers read the cached public list instead
 * (listPublicVideos in ./public-content).
 */
export async function listVideos(
  query: ListVideosQuery,
): Promise<{ videos: VideoDto[]; pagination: Pagination }> {
  const where: Prisma.VideoWhereInput = {
    ...(query.status ? { status: query.status } : {}),
    ...categoryAndSearch(query),
  };
  const db = await getDb();
  const [total, rows] = await Promise.all([
    db.video.count({ where }),
    db.video.findMany({
      where,
      orderBy: NEWEST_FIRST,
      ...pageWindow(query),
    }),
  ]);
  return { videos: rows.map(serializeVideo), pagination: paginate(query.page, query.limit, total) };
}

/** A video of any status by id, or a 404 AppError (also for non-uuid ids). */
export async function getVideoOrThrow(id: string): Promise<VideoDto> {
  return serializeVideo(await findVideoOrThrow(id));
}

async function findVideoOrThrow(id: string): Promise<Video> {
  const db = await getDb();
  const row = isUuid(id) ? await db.video.findUnique({ where: { id } }) : null;
  if (!row) throw new AppError(404, "Video not found");
  return row;
}

type VideoFields = Omit<Prisma.VideoCreateInput, "id" | "createdAt" | "updatedAt">;

const isBlank = (value: string | null | undefined) =>
  !value || PLACEHOLDER_TITLES.includes(value.trim());

/**
 * Fills what the editor left empty from the URL's YouTube metadata (stored for the public pages
 * too). Only empty fields are filled; a YouTube failure leaves the input as it is.
 */
async function enrich(fields: VideoFields, urlChanged: boolean): Promise<VideoFields> {
  const youtubeId = parseYouTubeId(fields.url);
  const result: VideoFields = { ...fields, youtubeId };
  if (!youtubeId || !urlChanged) return result;
  const meta = await lookupMetadataSafely(youtubeId);
  if (!meta) return result;
  const useful = (value: string) => value && !PLACEHOLDER_TITLES.includes(value);
  if (isBlank(result.title) && useful(meta.title)) result.title = meta.title;
  if (isBlank(result.description) && useful(meta.description))
    result.description = meta.description;
  if (!result.thumbnail && meta.thumbnail) result.thumbnail = meta.thumbnail;
  if ((result.duration ?? "0:00") === "0:00" && meta.duration !== "0:00")
    result.duration = meta.duration;
  if (!result.views && meta.views > 0) result.views = BigInt(meta.views);
  result.publishedAt ??= meta.publishedAt;
  result.channelTitle ??= meta.channelTitle || null;
  return result;
}

/** Title and description may come from YouTube; whatever is still empty after that is refused. */
function requireTitleAndDescription(fields: VideoFields): void {
  const details = [
    ...(isBlank(fields.title) ? [{ path: "title", msg: "Title is required" }] : []),
    ...(fields.description.trim() ? [] : [{ path: "description", msg: "Description is required" }]),
  ];
  if (details.length > 0)
    throw new AppError(400, "Validation failed", { code: "VALIDATION_ERROR", details });
}

export async function createVideo(
  input: CreateVideoInput,
  actor: ActivityActor,
): Promise<VideoDto> {
  const fields = await enrich(
    {
      ...input,
      views: BigInt(input.views ?? 0),
      duration: input.duration || "0:00",
      publishedAt: input.publishedAt ?? null,
      publishAt: futurePublishTime(input.publishAt) ?? null,
    },
    true,
  );
  requireTitleAndDescription(fields);
  const row = await writeWithActivity(
    (tx) => tx.video.create({ data: fields }),
    (created) => ({
      actor,
      action: "created",
      entityType: "video",
      entityId: created.id,
      entityTitle: created.title,
    }),
  );
  revalidateContent("video", row.id);
  return serializeVideo(row);
}

/** Partial update: fields left out keep their stored values; a new URL refreshes the metadata. */
export async function updateVideo(
  id: string,
  input: UpdateVideoInput,
  actor: ActivityActor,
): Promise<VideoDto> {
  const current = await findVideoOrThrow(id);
  const merged: VideoFields = {
    title: input.title ?? current.title,
    description: input.description ?? current.description,
    keywords: input.keywords ?? current.keywords,
    category: input.category ?? current.category,
    status: input.status ?? current.status,
    url: input.url ?? current.url,
    thumbnail: input.thumbnail !== undefined ? input.thumbnail : current.thumbnail,
    views: input.views !== undefined ? BigInt(input.views) : current.views,
    duration: input.duration !== undefined ? input.duration || "0:00" : current.duration,
    publishedAt: input.publishedAt !== undefined ? input.publishedAt : current.publishedAt,
    channelTitle: input.channelTitle !== undefined ? input.channelTitle : current.channelTitle,
    publishAt:
      input.publishAt !== undefined ? futurePublishTime(input.publishAt) : current.publishAt,
  };
  const urlChanged = input.url !== undefined && parseYouTubeId(input.url) !== current.youtubeId;
  if (urlChanged) {
    // Numbers that described the old video are dropped unless sent, so the new URL's fill them.
    if (input.views === undefined) merged.views = BigInt(0);
    if (input.duration === undefined) merged.duration = "0:00";
    if (input.publishedAt === undefined) merged.publishedAt = null;
    if (input.channelTitle === undefined) merged.channelTitle = null;
  }
  const fields = await enrich(merged, urlChanged);
  requireTitleAndDescription(fields);
  const row = await writeWithActivity(
    (tx) =>
      tx.video.update({ where: { id }, data: fields }).catch(rethrowNotFound("Video not found")),
    (updated) => ({
      actor,
      action: "updated",
      entityType: "video",
      entityId: updated.id,
      entityTitle: updated.title,
    }),
  );
  revalidateContent("video", row.id, { removed: row.status !== "active" });
  return serializeVideo(row);
}

export async function deleteVideo(id: string, actor: ActivityActor): Promise<void> {
  const existing = await findVideoOrThrow(id);
  await writeWithActivity(
    (tx) => tx.video.delete({ where: { id } }).catch(rethrowNotFound("Video not found")),
    () => ({
      actor,
      action: "deleted",
      entityType: "video",
      entityId: id,
      entityTitle: existing.title,
    }),
  );
  revalidateContent("video", id, { removed: true });
}
