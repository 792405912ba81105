import type { GalleryItem, PublicProject, PublicVideo } from "@/components/site/types";

/** Projects and videos as gallery entries, newest first, each cut down to what a card shows. */
export function toGalleryItems(projects: PublicProject[], videos: PublicVideo[]): GalleryItem[] {
  return [
    ...projects.map(
      ({ _id, title, description, category, image, imageAlt, createdAt }): GalleryItem => ({
        type: "project",
        _id,
        title,
        description,
        category,
        image,
        imageAlt,
        createdAt,
      }),
    ),
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
      }): GalleryItem => ({
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
        publishedAt,
        createdAt,
      }),
    ),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
