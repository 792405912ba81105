import type { HighlightVideoDto, ProjectDto, VideoDto } from "@/lib/data/serializers";

// The public screens render the API's DTOs as lib/data returns them (type-only imports, so
// client components pull no server code).
export type PublicProject = ProjectDto;
export type PublicVideo = VideoDto;
export type HighlightVideo = HighlightVideoDto;

/** A gallery entry: either kind, with the type marker the spec adds on the client. */
export type GalleryItem = (ProjectDto & { type: "project" }) | (VideoDto & { type: "video" });
