import Link from "next/link";
import { EyeIcon } from "lucide-react";

import { badgeVariants } from "@/components/ui/badge-variants";
import { FallbackImage } from "@/components/site/media/fallback-image-client";
import { ShareMenu } from "@/components/site/media/share-menu-client";
import type { GalleryItem } from "@/components/site/types";
import { formatDate, formatViews } from "@/lib/format";
import { youtubeThumbnailUrl } from "@/lib/youtube/embed";

import { postHref } from "./gallery-filters";

export function GalleryCard({ item, timeZone, priority = false }: { item: GalleryItem; timeZone: string; priority?: boolean }) {
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
    <article className="lift-card group flex flex-col hover:shadow-black/20">
      <Link href={href} className="relative block aspect-video overflow-hidden bg-zinc-900" tabIndex={-1} aria-hidden="true">
        <FallbackImage
          sources={sources}
          alt={alt}
          fill
          preload={priority}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          className="object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {item.type === "video" && (
          <>
            <span className="absolute inset-0 bg-gradient-to-t from-black/60 to-transparent" />
            <span className="absolute right-3 bottom-3 rounded-md bg-black/75 px-2 py-0.5 font-mono text-xs text-white">
              {item.duration}
            </span>
          </>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className={badgeVariants({ variant: "secondary" })}>{item.type === "video" ? "Video" : "Project"}</span>
            <span className="text-xs text-muted-foreground">{item.category}</span>
          </div>
          <ShareMenu url={href} label={item.title} trigger="more" className="-mr-2" />
        </div>
        {/* h2: the cards sit right under the page's h1 (no skipped heading level). */}
        <h2 className="font-sans text-lg leading-snug font-semibold">
          <Link href={href} className="hover:underline focus-visible:underline">
            {item.title}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
        <p className="mt-auto flex items-center gap-3 pt-1 font-mono text-xs text-muted-foreground">
          <time dateTime={item.createdAt}>{formatDate(item.type === "video" ? item.publishedAt : item.createdAt, timeZone, "medium")}</time>
          {item.type === "video" && (
            <span className="inline-flex items-center gap-1">
              <EyeIcon className="size-3.5" aria-hidden="true" /> {formatViews(item.views)}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
