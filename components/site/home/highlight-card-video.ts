import { toCardDate } from "@/components/site/card-date";
import type { CardDate, HighlightVideo } from "@/components/site/types";

/**
 * What a highlight card and its player use: the rest of the video stays on the server. The
 * publication date comes written in the site's timezone: the card's label until the browser
 * swaps in "3 days ago", then its tooltip.
 */
export type HighlightCardVideo = Pick<
  HighlightVideo,
  "_id" | "url" | "youtubeId" | "title" | "thumbnailUrl" | "duration" | "views"
> &
  CardDate;

export function toHighlightCardVideo(video: HighlightVideo, timeZone: string): HighlightCardVideo {
  const { _id, url, youtubeId, title, thumbnailUrl, duration, views, publishedAt } = video;
  return {
    _id,
    url,
    youtubeId,
    title,
    thumbnailUrl,
    duration,
    views,
    ...toCardDate(publishedAt, timeZone),
  };
}
