// Everything the browser needs to show a YouTube video without asking YouTube for anything
// until the visitor clicks play (the player is a facade until then).

/** Privacy-enhanced player: autoplay (the click was the consent), controls, no related videos. */
export const YOUTUBE_EMBED_BASE = "https://www.youtube-nocookie.com/embed/";
const EMBED_PARAMS = "autoplay=1&controls=1&modestbranding=1&rel=0";

export const YOUTUBE_CHANNEL_URL = "https://www.youtube.com/@AMSMedia";

/** Local stand-in for any thumbnail that fails to load. */
export const PLACEHOLDER_THUMBNAIL = "/images/placeholder-thumbnail.svg";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export function youtubeEmbedUrl(youtubeId: string): string {
  return `${YOUTUBE_EMBED_BASE}${encodeURIComponent(youtubeId)}?${EMBED_PARAMS}`;
}

export type ThumbnailQuality = "maxresdefault" | "sddefault" | "hqdefault";

export function youtubeThumbnailUrl(youtubeId: string, quality: ThumbnailQuality): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(youtubeId)}/${quality}.jpg`;
}

/** The id from watch?v=, youtu.be/, /embed/ and /shorts/ links; null for anything else. */
export function youtubeIdFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = parsed.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (parsed.pathname === "/watch") id = parsed.searchParams.get("v");
    else {
      const match = parsed.pathname.match(/^\/(?:embed|shorts)\/([^/?#]+)/);
      id = match?.[1] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * Thumbnail candidates, best first: the stored thumbnail, then YouTube's max-resolution and
 * standard images, then the local placeholder.
 */
export function thumbnailCandidates(
  stored: string | null | undefined,
  youtubeId: string | null | undefined,
): string[] {
  const list: string[] = [];
  if (stored) list.push(stored);
  if (youtubeId) {
    for (const quality of ["maxresdefault", "hqdefault"] as const) {
      const url = youtubeThumbnailUrl(youtubeId, quality);
      if (!list.includes(url)) list.push(url);
    }
  }
  list.push(PLACEHOLDER_THUMBNAIL);
  return list;
}
