import type { HighlightVideo } from "@/components/site/types";

/** What a highlight card and its player use: the rest of the video stays on the server. */
export type HighlightCardVideo = Pick<
  HighlightVideo,
  "_id" | "url" | "youtubeId" | "title" | "thumbnailUrl" | "duration" | "views" | "publishedAt"
>;

export function toHighlightCardVideo(video: HighlightVideo): HighlightCardVideo {
  const { _id, url, youtubeId, title, thumbnailUrl, duration, views, publishedAt } = video;
  return { _id, url, youtubeId, title, thumbnailUrl, duration, views, publishedAt };
}
