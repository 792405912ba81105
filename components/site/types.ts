import type { HighlightVideoDto, ProjectDto, VideoDto } from "@/lib/data/serializers";

// The public screens render the API's DTOs as lib/data returns them (type-only imports, so
// client components pull no server code).
export type PublicProject = ProjectDto;
export type PublicVideo = VideoDto;
export type HighlightVideo = HighlightVideoDto;

/**
 * A gallery entry: either kind, with a type marker added on the client, and only the
 * fields the card, the search and the filters read (the page's payload carries no more).
 */
export type GalleryItem = (
  | (Pick<ProjectDto, "_id" | "title" | "description" | "category" | "image" | "imageAlt"> & {
      type: "project";
    })
  | (Pick<
      VideoDto,
      | "_id"
      | "title"
      | "description"
      | "category"
      | "youtubeId"
      | "thumbnail"
      | "thumbnailUrl"
      | "views"
      | "duration"
    > & { type: "video" })
) &
  CardDate;

/**
 * The date a card shows, written on the server in the site's timezone: building a date
 * formatter costs a phone about 100 ms the first time, so the browser never builds one.
 */
export type CardDate = { dateIso: string; dateLabel: string };
