"use client";

import { useCallback, useState } from "react";
import { RotateCcwIcon } from "lucide-react";

import { FallbackImage } from "@/components/site/media/fallback-image-client";
import { PlayBadge } from "@/components/site/media/play-badge";
import { YouTubeFrame } from "@/components/site/media/youtube-frame-client";
import { youtubeThumbnailUrl } from "@/lib/youtube/embed";

type Props = { youtubeId: string; title: string; thumbnail: string | null };

/**
 * Thumbnail → click → player with a spinner → playing; a failed player goes back
 * to the thumbnail with 'Video failed to load. Click to retry.'. No YouTube request before the click.
 */
export function HeroVideoCard({ youtubeId, title, thumbnail }: Props) {
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState(false);
  // Hero notifications are only logged, never shown: the showreel is decoration, not a task.
  const onError = useCallback(() => {
    console.warn("Video Error - Failed to load video. Please try again later.");
    setPlaying(false);
    setError(true);
  }, []);

  return (
    <div className="showreel-frame">
      {playing ? (
        <YouTubeFrame youtubeId={youtubeId} title={title} onError={onError} />
      ) : (
        <button
          type="button"
          onClick={() => {
            setError(false);
            setPlaying(true);
          }}
          className="group absolute inset-0 size-full cursor-pointer"
          aria-label={error ? `Retry playing ${title}` : `Play ${title}`}
        >
          <FallbackImage
            sources={[
              thumbnail,
              youtubeThumbnailUrl(youtubeId, "maxresdefault"),
              youtubeThumbnailUrl(youtubeId, "hqdefault"),
            ]}
            alt=""
            // Sized by .card-image, not `fill`: the same picture without fill's inline style.
            width={1280}
            height={720}
            preload
            sizes="(min-width: 1024px) 560px, 100vw"
            className="card-image"
          />
          <span className="showreel-shade" />
          <span className="center-overlay">
            {error ? (
              <span className="flex max-w-[80%] flex-col items-center gap-3 rounded-2xl bg-black/70 px-5 py-4 text-sm text-white">
                <RotateCcwIcon className="size-6" aria-hidden="true" />
                Video failed to load. Click to retry.
              </span>
            ) : (
              <PlayBadge />
            )}
          </span>
          <span className="showreel-caption">
            <span>Showreel</span>
            <span>{title}</span>
          </span>
        </button>
      )}
    </div>
  );
}
