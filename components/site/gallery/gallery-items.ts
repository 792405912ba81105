import type { GalleryItem, PublicProject, PublicVideo } from "@/components/site/types";
import { toCardDate } from "@/components/site/card-date";

/**
 * Projects and videos as gallery entries, newest first, each cut down to what a card shows,
 * with its date (a video's publication, a project's creation) written in the site's timezone.
 */
export function toGalleryItems(
  projects: PublicProject[],
  videos: PublicVideo[],
  timeZone: string,
): GalleryItem[] {
  const entries = [
    ...projects.map(({ _id, title, description, category, image, imageAlt, createdAt }) => ({
      createdAt,
      item: {
        type: "project",
        _id,
        title,
        description,
        category,
        image,
        imageAlt,
        ...toCardDate(createdAt, timeZone),
      } satisfies GalleryItem,
    })),
    ...videos.map(
      ({
        _id,
        title,
        description,
        category,
        youtubeId,
        thumbnail,
        thumbnailUrl,
        views,
        duration,
        publishedAt,
        createdAt,
      }) => ({
        createdAt,
        item: {
          type: "video",
          _id,
          title,
          description,
          category,
          youtubeId,
          // The card shows thumbnailUrl first; the same address twice would only weigh on the payload.
          thumbnail: thumbnailUrl ? null : thumbnail,
          thumbnailUrl,
          views,
          duration,
          ...toCardDate(publishedAt, timeZone),
        } satisfies GalleryItem,
      }),
    ),
  ];
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(({ item }) => item);
}
