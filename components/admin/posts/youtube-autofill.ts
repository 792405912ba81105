import { useEffect, useRef, useState } from "react";

import { PLACEHOLDER_TITLES } from "@/lib/validations/video";
import { parseYouTubeId } from "@/lib/youtube/parse";
import { callApi } from "@/lib/api-client";

export type YouTubeDetails = { title: string; description: string; thumbnail: string | null };
export type LookupState = "idle" | "loading" | "done" | "failed";

const DEBOUNCE_MS = 400;

/**
 * Looks the URL up (GET /api/youtube/lookup) once it is a YouTube link, and hands the useful
 * metadata to onDetails. Placeholder titles ('YouTube Video', 'Video from YouTube') are ignored.
 */
export function useYouTubeAutofill(
  url: string,
  initialUrl: string,
  onDetails: (details: YouTubeDetails) => void,
): LookupState {
  // The state belongs to the URL it was looked up for; any other URL reads as idle.
  const [lookup, setLookup] = useState<{ url: string; state: LookupState }>({
    url: "",
    state: "idle",
  });
  const callback = useRef(onDetails);
  useEffect(() => {
    callback.current = onDetails;
  });

  const trimmed = url.trim();
  // Only a url containing youtube or youtu.be is looked up (anything else cannot be a video); the edited video's own url is not re-read.
  const eligible =
    trimmed !== initialUrl.trim() &&
    /youtube\.|youtu\.be/i.test(trimmed) &&
    parseYouTubeId(trimmed) !== null;

  useEffect(() => {
    if (!eligible) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLookup({ url: trimmed, state: "loading" });
      try {
        const meta = await callApi<{
          title?: string;
          description?: string;
          thumbnail?: string | null;
        }>(`/api/youtube/lookup?url=${encodeURIComponent(trimmed)}`, { signal: controller.signal });
        const title =
          meta.title && !PLACEHOLDER_TITLES.includes(meta.title.trim()) ? meta.title : "";
        callback.current({
          title,
          description: title ? (meta.description ?? "") : "",
          thumbnail: meta.thumbnail ?? null,
        });
        setLookup({ url: trimmed, state: "done" });
      } catch (error) {
        if (!controller.signal.aborted) {
          console.warn("YouTube lookup failed", error);
          setLookup({ url: trimmed, state: "failed" });
        }
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, eligible]);

  return eligible && lookup.url === trimmed ? lookup.state : "idle";
}
