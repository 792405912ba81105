import "server-only";
import { getDb } from "@/lib/db/client";
import { serializeYoutubeMetadata, type YoutubeMetadataDto } from "@/lib/data/serializers";
import { fetchYouTubeMetadata } from "./fetch-metadata";
import { YouTubeError } from "./errors";

// Looked-up metadata is kept in youtube_metadata so that pages never wait on YouTube; a stored
// answer younger than this is served without asking again.
const FRESH_MS = 24 * 60 * 60 * 1000;

async function getStoredMetadata(
  youtubeId: string,
): Promise<(YoutubeMetadataDto & { fetchedAt: Date }) | null> {
  const db = await getDb();
  const row = await db.youtubeMetadata.findUnique({ where: { youtubeId } });
  return row ? { ...serializeYoutubeMetadata(row), fetchedAt: row.fetchedAt } : null;
}

/** Asks YouTube and stores the answer. Throws YouTubeError. */
export async function refreshMetadata(youtubeId: string): Promise<YoutubeMetadataDto> {
  const fetched = await fetchYouTubeMetadata(youtubeId);
  const data = {
    title: fetched.title,
    description: fetched.description,
    thumbnail: fetched.thumbnail,
    duration: fetched.duration,
    views: BigInt(Math.max(0, Math.floor(fetched.views))),
    publishedAt: fetched.publishedAt ? new Date(fetched.publishedAt) : null,
    channelTitle: fetched.channelTitle,
    fetchedAt: new Date(),
  };
  const db = await getDb();
  const row = await db.youtubeMetadata.upsert({
    where: { youtubeId },
    create: { youtubeId, ...data },
    update: data,
  });
  return serializeYoutubeMetadata(row);
}

/** Stored metadata when fresh, else a new lookup; a failed lookup falls back to an older stored copy. */
export async function getMetadata(youtubeId: string): Promise<YoutubeMetadataDto> {
  const stored = await getStoredMetadata(youtubeId);
  if (stored && Date.now() - stored.fetchedAt.getTime() < FRESH_MS) return withoutFetchedAt(stored);
  try {
    return await refreshMetadata(youtubeId);
  } catch (error) {
    if (stored && error instanceof YouTubeError && error.kind !== "not_found")
      return withoutFetchedAt(stored);
    throw error;
  }
}

/** Best effort for saves: metadata or null, never an error (a YouTube outage must not block a save). */
export async function lookupMetadataSafely(youtubeId: string): Promise<YoutubeMetadataDto | null> {
  try {
    return await refreshMetadata(youtubeId);
  } catch (error) {
    console.warn(
      `[youtube] metadata lookup for ${youtubeId} failed:`,
      error instanceof Error ? error.message : error,
    );
    const stored = await getStoredMetadata(youtubeId);
    return stored ? withoutFetchedAt(stored) : null;
  }
}

/** Best effort like lookupMetadataSafely, but a fresh stored copy is used without asking YouTube. */
export async function ensureMetadataSafely(youtubeId: string): Promise<YoutubeMetadataDto | null> {
  try {
    return await getMetadata(youtubeId);
  } catch (error) {
    console.warn(
      `[youtube] metadata lookup for ${youtubeId} failed:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

function withoutFetchedAt(stored: YoutubeMetadataDto & { fetchedAt: Date }): YoutubeMetadataDto {
  const { title, description, thumbnail, duration, views, publishedAt, channelTitle } = stored;
  return { title, description, thumbnail, duration, views, publishedAt, channelTitle };
}
