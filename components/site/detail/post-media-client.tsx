"use client";

import { useState } from "react";
import { PlayIcon } from "lucide-react";

import { FallbackImage } from "@/components/site/media/fallback-image-client";
import { YouTubeFrame } from "@/components/site/media/youtube-frame-client";

/**
 * The post's hero media. Videos show the thumbnail until 'Watch Video' is pressed, then the
 * player inline with autoplay; nothing is requested from YouTube before that.
 */
export function PostMedia({
  title,
  sources,
  alt,
  youtubeId,
  actions,
}: {
  title: string;
  sources: Array<string | null | undefined>;
  alt: string;
  youtubeId: string | null;
  actions: React.ReactNode;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <div className="border-border relative aspect-video w-full overflow-hidden rounded-3xl border bg-zinc-900 shadow-2xl shadow-black/30">
        {playing && youtubeId ? (
          <YouTubeFrame youtubeId={youtubeId} title={title} onError={() => setPlaying(false)} />
        ) : (
          <FallbackImage
            sources={sources}
            alt={alt}
            fill
            preload
            sizes="(min-width: 1280px) 1216px, 100vw"
            className="object-cover"
          />
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        {youtubeId && !playing && (
          <button type="button" className="btn btn-gradient-lg" onClick={() => setPlaying(true)}>
            <PlayIcon className="fill-current" aria-hidden="true" /> Watch Video
          </button>
        )}
        {actions}
      </div>
    </div>
  );
}
