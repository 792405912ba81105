import { IntentLink } from "@/components/site/intent-link-client";
import { SpriteIcon } from "@/components/site/icons/sprite-icon";
import { FallbackImage } from "@/components/site/media/fallback-image-client";
import { ShareMenu } from "@/components/site/media/share-menu-client";
import type { GalleryItem } from "@/components/site/types";
import { formatViews } from "@/lib/format";
import { youtubeThumbnailUrl } from "@/lib/youtube/embed";

import { postHref } from "./gallery-filters";

/**
 * `firstScreen`: where the card's picture is on the first screen, so fetched ahead of the page's
 * scripts: `"always"` for the first card, a media query for the rest of the first row (the
 * screens wide enough to put the card there).
 */
export function GalleryCard({ item, firstScreen }: { item: GalleryItem; firstScreen?: string }) {
  const href = postHref(item);
  const sources =
    item.type === "video"
      ? [
          item.thumbnailUrl ?? item.thumbnail,
          item.youtubeId ? youtubeThumbnailUrl(item.youtubeId, "maxresdefault") : null,
          item.youtubeId ? youtubeThumbnailUrl(item.youtubeId, "hqdefault") : null,
        ]
      : [item.image];
  const alt = item.type === "project" ? item.imageAlt || item.title : "";

  return (
    <article className="lift-card group gallery-card">
      <IntentLink href={href} className="gallery-card-media" tabIndex={-1} aria-hidden="true">
        <FallbackImage
          sources={sources}
          alt={alt}
          // Sized by .card-image, not `fill`: the same picture without fill's inline style on every card.
          width={1280}
          height={720}
          preload={firstScreen === "always"}
          preloadMedia={firstScreen === "always" ? undefined : firstScreen}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          className="card-image"
        />
        {item.type === "video" && (
          <>
            <span className="absolute inset-0 bg-gradient-to-t from-black/60 to-transparent" />
            <span className="duration-chip">{item.duration}</span>
          </>
        )}
      </IntentLink>
      <div className="gallery-card-body">
        <div className="gallery-card-top">
          <div className="gallery-card-tags">
            <span className="badge badge-soft">{item.type === "video" ? "Video" : "Project"}</span>
            <span className="muted-xs">{item.category}</span>
          </div>
          <ShareMenu url={href} label={item.title} trigger="more" className="-mr-2" />
        </div>
        {/* h2: the cards sit right under the page's h1 (no skipped heading level). */}
        <h2 className="gallery-card-title">
          <IntentLink href={href}>{item.title}</IntentLink>
        </h2>
        <p className="gallery-card-text">{item.description}</p>
        <p className="gallery-card-meta">
          <time dateTime={item.dateIso}>{item.dateLabel}</time>
          {item.type === "video" && (
            <span className="inline-flex items-center gap-1">
              <SpriteIcon name="eye" className="size-3.5" /> {formatViews(item.views)}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
