import type { PublicVideo } from "@/components/site/types";
import { getSiteUrl } from "@/lib/site-url";
import { youtubeEmbedUrl, youtubeThumbnailUrl } from "@/lib/youtube/embed";

import { JsonLd } from "./json-ld";

/** schema.org VideoObject for a video's post page. */
export function VideoJsonLd({ video }: { video: PublicVideo }) {
  const site = getSiteUrl();
  const thumbnail = video.thumbnailUrl ?? video.thumbnail;
  const thumbnails = [
    thumbnail ? new URL(thumbnail, site).toString() : null,
    video.youtubeId ? youtubeThumbnailUrl(video.youtubeId, "hqdefault") : null,
  ].filter(Boolean);
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "VideoObject",
        name: video.title,
        description: video.description,
        thumbnailUrl: thumbnails,
        uploadDate: video.publishedAt,
        duration: isoDuration(video.duration),
        contentUrl: video.url,
        ...(video.youtubeId ? { embedUrl: youtubeEmbedUrl(video.youtubeId).split("?")[0] } : {}),
        interactionStatistic: {
          "@type": "InteractionCounter",
          interactionType: { "@type": "WatchAction" },
          userInteractionCount: video.views,
        },
        url: `${site}/post/${video._id}?type=video`,
      }}
    />
  );
}

// "1:02:03" or "4:05" → ISO 8601 "PT1H2M3S" / "PT4M5S".
function isoDuration(value: string): string | undefined {
  const parts = value.split(":").map((part) => Number.parseInt(part, 10));
  if (parts.length < 2 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [s = 0, m = 0, h = 0] = parts.reverse();
  return `PT${h ? `${h}H` : ""}${m}M${s}S`;
}
