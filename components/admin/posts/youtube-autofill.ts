"use client";

import { useEffect, useRef, useState } from "react";

import { PLACEHOLDER_TITLES } from "@/lib/validations/video";
import { parseYouTubeId } from "@/lib/youtube/parse";
import { adminApi } from "../admin-api";

export type YouTubeDetails = { title: string; description: string; thumbnail: string | null };
export type LookupState = "idle" | "loading" | "done" | "failed";

const DEBOUNCE_MS = 400;

/**
 * Looks the URL up (GET /api/youtube/lookup) once it is a YouTube link, and hands the useful
 * metadata to onDetails. Placeholder titles ('YouTube Video', 'Video from YouTube') are ignored.
 */
export function useYouTubeAutofill(url: string, initialUrl: string, onDetails: (details: YouTubeDetails) => void): LookupState {
  const [state, setState] = useState<LookupState>("idle");
  const callback = useRef(onDetails);
  useEffect(() => {
    callback.current = onDetails;
  });

  useEffect(() => {
    const trimmed = url.trim();
    // Spec 5: only a url containing youtube or youtu.be; the edited video's own url is not re-read.
    if (trimmed === initialUrl.trim() || !/youtube\.|youtu\.be/i.test(trimmed) || !parseYouTubeId(trimmed)) {
      setState("idle");
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState("loading");
      try {
        const meta = await adminApi<{ title?: string; description?: string; thumbnail?: string | null }>(
          `/api/youtube/lookup?url=${encodeURIComponent(trimmed)}`,
          { signal: controller.signal },
        );
        const title = meta.title && !PLACEHOLDER_TITLES.includes(meta.title.trim()) ? meta.title : "";
        callback.current({ title, description: title ? (meta.description ?? "") : "", thumbnail: meta.thumbnail ?? null });
        setState("done");
      } catch (error) {
        if (!controller.signal.aborted) {
          console.warn("YouTube lookup failed", error);
          setState("failed");
        }
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, initialUrl]);

  return state;
}
