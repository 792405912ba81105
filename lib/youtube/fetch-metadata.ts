import { z } from "zod";
import { getEnv } from "@/lib/env";
import { formatIsoDuration } from "./duration";
import { YouTubeError } from "./errors";
import { isValidVideoId, watchUrl } from "./parse";

export type FetchedMetadata = {
  youtubeId: string;
  title: string;
  description: string;
  thumbnail: string;
  duration: string;
  views: number;
  publishedAt: string | null;
  channelTitle: string;
};

const thumbnail = z.object({ url: z.string().url() }).optional();
const dataApiAnswer = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        title: z.string(),
        description: z.string().default(""),
        publishedAt: z.string().datetime({ offset: true }).optional(),
        channelTitle: z.string().default(""),
        thumbnails: z
          .object({
            maxres: thumbnail,
            standard: thumbnail,
            high: thumbnail,
            medium: thumbnail,
            default: thumbnail,
          })
          .default({}),
      }),
      contentDetails: z.object({ duration: z.string() }).partial().default({}),
      statistics: z
        .object({ viewCount: z.string().regex(/^\d+$/) })
        .partial()
        .default({}),
    }),
  ),
});

const oembedAnswer = z.object({
  title: z.string(),
  author_name: z.string().default(""),
  thumbnail_url: z.string().url().optional(),
});

/**
 * Looks a video up on YouTube: the Data API when YOUTUBE_API_KEY is set, else the key-less oEmbed
 * endpoint (title, channel and thumbnail only). Bounded by YOUTUBE_TIMEOUT_MS. Throws YouTubeError.
 */
export async function fetchYouTubeMetadata(id: string): Promise<FetchedMetadata> {
  if (!isValidVideoId(id)) throw new YouTubeError("invalid_id", "Invalid YouTube video id");
  const env = getEnv();
  return env.YOUTUBE_API_KEY
    ? fetchFromDataApi(id, env.YOUTUBE_API_BASE_URL, env.YOUTUBE_API_KEY, env.YOUTUBE_TIMEOUT_MS)
    : fetchFromOembed(id, env.YOUTUBE_OEMBED_URL, env.YOUTUBE_TIMEOUT_MS);
}

async function fetchFromDataApi(
  id: string,
  base: string,
  key: string,
  timeoutMs: number,
): Promise<FetchedMetadata> {
  const url = new URL(`${base.replace(/\/+$/, "")}/videos`);
  url.searchParams.set("part", "snippet,contentDetails,statistics");
  url.searchParams.set("id", id);
  url.searchParams.set("key", key);
  const body = await getJson(
    url,
    timeoutMs,
    (status) =>
      // The Data API answers 200 with no items for an unknown id; 4xx/5xx here mean key, quota or outage.
      new YouTubeError("upstream", `YouTube Data API answered ${status}`),
  );
  const parsed = dataApiAnswer.safeParse(body);
  if (!parsed.success)
    throw new YouTubeError("upstream", "Malformed answer from the YouTube Data API");
  const item = parsed.data.items.find((entry) => entry.id === id);
  if (!item) throw new YouTubeError("not_found", "Video not found");
  const thumbs = item.snippet.thumbnails;
  const best = thumbs.maxres ?? thumbs.standard ?? thumbs.high ?? thumbs.medium ?? thumbs.default;
  return {
    youtubeId: id,
    title: item.snippet.title,
    description: item.snippet.description,
    thumbnail: best?.url ?? `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    duration: item.contentDetails.duration
      ? formatIsoDuration(item.contentDetails.duration)
      : "0:00",
    views: Number(item.statistics.viewCount ?? "0"),
    publishedAt: item.snippet.publishedAt ? new Date(item.snippet.publishedAt).toISOString() : null,
    channelTitle: item.snippet.channelTitle,
  };
}

async function fetchFromOembed(
  id: string,
  endpoint: string,
  timeoutMs: number,
): Promise<FetchedMetadata> {
  const url = new URL(endpoint);
  url.searchParams.set("url", watchUrl(id));
  url.searchParams.set("format", "json");
  const body = await getJson(url, timeoutMs, (status) =>
    // oEmbed says 404 for an unknown id, 401/403 for private or non-embeddable videos.
    status === 400 || status === 401 || status === 403 || status === 404
      ? new YouTubeError("not_found", "Video not found")
      : new YouTubeError("upstream", `YouTube oEmbed answered ${status}`),
  );
  const parsed = oembedAnswer.safeParse(body);
  if (!parsed.success) throw new YouTubeError("upstream", "Malformed answer from YouTube oEmbed");
  return {
    youtubeId: id,
    title: parsed.data.title,
    description: "",
    thumbnail: parsed.data.thumbnail_url ?? `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    duration: "0:00",
    views: 0,
    publishedAt: null,
    channelTitle: parsed.data.author_name,
  };
}

async function getJson(
  url: URL,
  timeoutMs: number,
  onStatus: (status: number) => YouTubeError,
): Promise<unknown> {
  try {
    const response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw onStatus(response.status);
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new YouTubeError("upstream", "Malformed answer from YouTube");
    }
  } catch (error) {
    if (error instanceof YouTubeError) throw error;
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw new YouTubeError("timeout", "YouTube did not answer in time");
    }
    throw new YouTubeError("upstream", "YouTube could not be reached");
  }
}
