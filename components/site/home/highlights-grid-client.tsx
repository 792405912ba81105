"use client";

import { useRef, useState } from "react";

import { FallbackImage } from "@/components/site/media/fallback-image-client";
import { PlayBadge } from "@/components/site/media/play-badge";
import { RelativeTime } from "@/components/site/media/relative-time-client";
import { ShareMenu } from "@/components/site/media/share-menu-client";
import { useOnDemand } from "@/components/site/hooks/use-on-demand";
import { formatViews } from "@/lib/format";
import { youtubeThumbnailUrl } from "@/lib/youtube/embed";

import type { HighlightCardVideo } from "./highlight-card-video";

const loadPlayer = () =>
  import("./highlight-player-dialog-client").then((module) => module.HighlightPlayerDialog);

/**
 * Three highlight cards; a thumbnail click opens the modal player (Escape, backdrop, close). The
 * player's code is fetched when a thumbnail is hovered, focused or pressed, and the click opens
 * it as soon as it is there.
 */
export function HighlightsGrid({ videos }: { videos: HighlightCardVideo[] }) {
  const [active, setActive] = useState<HighlightCardVideo | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const { Component: PlayerDialog, load, preload } = useOnDemand(loadPlayer);

  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {videos.map((video) => (
          <li key={video._id} className="highlight-card">
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setActive(video);
                void load();
              }}
              onPointerEnter={preload}
              onFocus={preload}
              onPointerDown={preload}
              className="video-thumb group"
              aria-label={`Play ${video.title}`}
              aria-haspopup="dialog"
            >
              <FallbackImage
                sources={[
                  video.thumbnailUrl,
                  youtubeThumbnailUrl(video.youtubeId, "maxresdefault"),
                  youtubeThumbnailUrl(video.youtubeId, "hqdefault"),
                ]}
                alt=""
                width={1280}
                height={720}
                // A third of the 80rem container from 768px: at most 400px wide.
                sizes="(min-width: 768px) 400px, 100vw"
                className="card-image"
              />
              <span className="highlight-shade" />
              <span className="center-overlay">
                <PlayBadge size="md" />
              </span>
              <span className="duration-chip">{video.duration}</span>
            </button>
            <div className="highlight-caption">
              <div>
                <h3>{video.title}</h3>
                <p>
                  {formatViews(video.views)} views ·{" "}
                  <RelativeTime iso={video.dateIso} date={video.dateLabel} />
                </p>
              </div>
              <ShareMenu url={video.url} label={video.title} />
            </div>
          </li>
        ))}
      </ul>

      {PlayerDialog && (
        <PlayerDialog video={active} onClose={() => setActive(null)} opener={opener} />
      )}
    </>
  );
}
