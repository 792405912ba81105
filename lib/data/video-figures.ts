import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { revalidateContent } from "@/lib/cache/revalidate";
import { getDb } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import type { Video } from "@/lib/generated/prisma/client";
import { YouTubeError } from "@/lib/youtube/errors";
import {
  clearFiguresBackoff,
  figuresBackoffUntil,
  recordFiguresRefusal,
} from "@/lib/youtube/figures-backoff";
import { refreshMetadata } from "@/lib/youtube/metadata-store";
import { serializeVideo, type VideoDto } from "./serializers";
import { isUuid } from "./uuid";

// Views and duration come only from the Data API (it needs YOUTUBE_API_KEY); the key-less
// oEmbed answer has neither, and must not overwrite what an editor entered with zeros.
const NO_KEY =
  "Video figures come from YouTube only with a YouTube API key; enter views and duration in the form";
const STALE_MS = 24 * 60 * 60 * 1000;

export type FiguresRun = {
  refreshed: number;
  changed: number;
  failed: number;
  /** Why the run asked YouTube for nothing, or stopped early. */
  stopped?: "no-api-key" | "youtube-refused";
  pausedUntil?: string;
};

/** Asks YouTube for one YouTube id and stores the figures on every video with that id; the changed ones. */
async function refreshFiguresOf(youtubeId: string): Promise<Video[]> {
  const meta = await refreshMetadata(youtubeId);
  const db = await getDb();
  const videos = await db.video.findMany({ where: { youtubeId } });
  const changed: Video[] = [];
  for (const video of videos) {
    if (Number(video.views) === meta.views && video.duration === meta.duration) continue;
    const row = await db.video.update({
      where: { id: video.id },
      data: { views: BigInt(meta.views), duration: meta.duration },
    });
    revalidateContent("video", row.id);
    changed.push(row);
  }
  return changed;
}

function youtubeFailure(error: unknown): never {
  if (error instanceof YouTubeError && error.kind === "not_found")
    throw new AppError(404, "This video is not on YouTube any more");
  if (error instanceof YouTubeError)
    throw new AppError(502, "YouTube did not answer; please try again later");
  throw error;
}

/** "Refresh from YouTube" on a video card: its figures now, or a clear 4xx/502. */
export async function refreshVideoFigures(id: string): Promise<VideoDto> {
  if (!getEnv().YOUTUBE_API_KEY) throw new AppError(409, NO_KEY);
  const db = await getDb();
  const video = isUuid(id) ? await db.video.findUnique({ where: { id } }) : null;
  if (!video) throw new AppError(404, "Video not found");
  if (!video.youtubeId) throw new AppError(400, "This video has no YouTube address");
  await refreshFiguresOf(video.youtubeId).catch(youtubeFailure);
  return serializeVideo(await db.video.findUniqueOrThrow({ where: { id } }));
}

/**
 * Refreshes the given YouTube ids one after another (YouTube's quota is per key, not per
 * request burst). A refusal stops the run and pauses background refreshes; an unknown id is
 * counted and skipped.
 */
async function refreshMany(youtubeIds: string[]): Promise<FiguresRun> {
  if (!getEnv().YOUTUBE_API_KEY)
    return { refreshed: 0, changed: 0, failed: 0, stopped: "no-api-key" };
  const run: FiguresRun = { refreshed: 0, changed: 0, failed: 0 };
  for (const youtubeId of youtubeIds) {
    try {
      run.changed += (await refreshFiguresOf(youtubeId)).length;
      run.refreshed += 1;
    } catch (error) {
      if (!(error instanceof YouTubeError)) throw error;
      run.failed += 1;
      if (error.kind === "not_found" || error.kind === "invalid_id") continue;
      return {
        ...run,
        stopped: "youtube-refused",
        pausedUntil: (await recordFiguresRefusal()).toISOString(),
      };
    }
  }
  if (run.refreshed > 0) await clearFiguresBackoff();
  return run;
}

/** Every video's YouTube id with its last lookup's time (0 for never), the longest ago first. */
async function youtubeIdsByLastLookup(): Promise<{ youtubeId: string; fetchedAt: number }[]> {
  const db = await getDb();
  const rows = await db.video.findMany({
    where: { youtubeId: { not: null } },
    select: { youtubeId: true },
    distinct: ["youtubeId"],
  });
  const ids = rows.flatMap((row) => (row.youtubeId ? [row.youtubeId] : []));
  const lookups = await db.youtubeMetadata.findMany({
    where: { youtubeId: { in: ids } },
    select: { youtubeId: true, fetchedAt: true },
  });
  const fetched = new Map(lookups.map((row) => [row.youtubeId, row.fetchedAt.getTime()] as const));
  return ids
    .map((youtubeId) => ({ youtubeId, fetchedAt: fetched.get(youtubeId) ?? 0 }))
    .sort((a, b) => a.fetchedAt - b.fetchedAt);
}

/** "Refresh all from YouTube": at most `limit` YouTube ids per click, those looked up longest ago first. */
export async function refreshAllVideoFigures({ limit }: { limit: number }): Promise<FiguresRun> {
  return refreshMany(
    (await youtubeIdsByLastLookup()).slice(0, limit).map((entry) => entry.youtubeId),
  );
}

/**
 * For a scheduled job: refreshes the figures looked up longest ago (never or more than 24 h ago),
 * at most `limit` YouTube ids per run, and asks nothing while YouTube's last refusal pauses it.
 */
export async function refreshStaleVideoFigures({
  limit,
  now = new Date(),
}: {
  limit: number;
  now?: Date;
}): Promise<FiguresRun> {
  const pausedUntil = await figuresBackoffUntil(now);
  if (pausedUntil)
    return {
      refreshed: 0,
      changed: 0,
      failed: 0,
      stopped: "youtube-refused",
      pausedUntil: pausedUntil.toISOString(),
    };
  const stale = (await youtubeIdsByLastLookup()).filter(
    (entry) => now.getTime() - entry.fetchedAt > STALE_MS,
  );
  return refreshMany(stale.slice(0, limit).map((entry) => entry.youtubeId));
}
