// Accepted forms: watch?v=, youtu.be/, embed/, shorts/ (what people copy from YouTube).
const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

export const INVALID_YOUTUBE_URL = "Invalid YouTube URL";

/** The 11-character video id of a YouTube URL, or null when the URL is not one of the accepted forms. */
export function parseYouTubeId(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === "youtu.be" || host === "www.youtu.be") {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") candidate = url.searchParams.get("v");
    else if (segments.length === 2 && (segments[0] === "embed" || segments[0] === "shorts"))
      candidate = segments[1];
  }
  return candidate && ID.test(candidate) ? candidate : null;
}

export function isValidVideoId(id: string): boolean {
  return ID.test(id);
}

export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** YouTube's standard-quality still: it exists for every video, so it is the thumbnail fallback. */
export function standardThumbnail(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}
