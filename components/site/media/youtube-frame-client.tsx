"use client";

import { useEffect, useState } from "react";
import { LoaderCircleIcon } from "lucide-react";

import { afterNextPaint } from "@/components/site/hooks/after-next-paint";
import { youtubeEmbedUrl } from "@/lib/youtube/embed";

// An iframe never reports a network failure, so a player that has not loaded by then counts
// as failed and the caller offers a retry.
const LOAD_TIMEOUT_MS = 15_000;

/** The YouTube player itself, only mounted after the visitor asked to play. */
export function YouTubeFrame({
  youtubeId,
  title,
  onError,
}: {
  youtubeId: string;
  title: string;
  onError?: () => void;
}) {
  const [loading, setLoading] = useState(true);
  const [frameMounted, setFrameMounted] = useState(false);

  // The click that asked for the player paints the spinner first; the iframe, costly to create,
  // comes in a task after that paint, so the click answers at once (INP).
  useEffect(() => afterNextPaint(() => setFrameMounted(true)), []);

  useEffect(() => {
    if (!loading || !onError) return;
    const timer = setTimeout(onError, LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loading, onError]);

  return (
    <div className="absolute inset-0 bg-black">
      {frameMounted && (
        <iframe
          src={youtubeEmbedUrl(youtubeId)}
          title={title}
          className="absolute inset-0 size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          onLoad={() => setLoading(false)}
          onError={onError}
        />
      )}
      {loading && (
        <div
          role="status"
          className="pointer-events-none absolute inset-0 grid place-items-center bg-black/60 text-white"
        >
          <LoaderCircleIcon className="size-10 animate-spin" aria-hidden="true" />
          <span className="sr-only">Loading video…</span>
        </div>
      )}
    </div>
  );
}
