import { z } from "./zod";
import { INVALID_YOUTUBE_URL, parseYouTubeId } from "@/lib/youtube/parse";
import {
  categoryField,
  imageUrlField,
  keywordsField,
  pageQuery,
  publishAtField,
  statusField,
} from "./content-fields";

export const VIDEO_STATUSES = ["draft", "active"] as const;
export const videoStatusField = statusField(VIDEO_STATUSES);

// Titles the public site invents when a lookup fails: never worth keeping as real content.
export const PLACEHOLDER_TITLES = ["YouTube Video", "Video from YouTube"];

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const videoFields = {
  // Title and description may be left empty when the URL's YouTube metadata can fill them;
  // lib/data/videos.ts answers 'Title is required' when it cannot.
  title: optionalText("Title", 200),
  description: optionalText("Description", 5000),
  keywords: keywordsField,
  category: categoryField,
  status: videoStatusField,
  url: z
    .string({ error: "Video URL is required" })
    .trim()
    .min(1, { error: "Video URL is required", abort: true })
    .max(2048, INVALID_YOUTUBE_URL)
    .refine((url) => parseYouTubeId(url) !== null, INVALID_YOUTUBE_URL),
  views: z
    .union([z.number(), z.string().trim().regex(/^\d*$/)], {
      error: "Views must be a whole number",
    })
    .transform((value) => (value === "" ? 0 : Number(value)))
    .pipe(
      z
        .number()
        .int("Views must be a whole number")
        .min(0, "Views must be a whole number")
        .max(Number.MAX_SAFE_INTEGER),
    ),
  duration: z
    .string({ error: "Duration must be text" })
    .trim()
    .regex(/^(\d{1,3}:)?\d{1,2}:\d{2}$|^$/, "Duration must look like 4:05 or 1:02:03"),
  thumbnail: z
    .union([z.literal(""), z.null(), imageUrlField])
    .transform((value) => (value === "" ? null : value)),
  publishedAt: z.iso
    .datetime({ offset: true, error: "Published date must be an ISO date" })
    .nullable(),
  channelTitle: optionalText("Channel", 200).nullable(),
  publishAt: publishAtField,
};

/** POST /api/videos. Status defaults to active: the admin form offers no status choice. */
export const createVideoSchema = z.strictObject({
  ...videoFields,
  title: videoFields.title.optional().transform((value) => value ?? ""),
  description: videoFields.description.optional().transform((value) => value ?? ""),
  keywords: videoFields.keywords.optional().transform((value) => value ?? []),
  status: videoFields.status.optional().transform((value) => value ?? "active"),
  views: videoFields.views.optional(),
  duration: videoFields.duration.optional(),
  thumbnail: videoFields.thumbnail.optional(),
  publishedAt: videoFields.publishedAt.optional(),
  channelTitle: videoFields.channelTitle.optional(),
  publishAt: videoFields.publishAt.optional(),
});

/** PUT /api/videos/{id}: a partial update; omitted fields keep their stored values. */
export const updateVideoSchema = z.strictObject(videoFields).partial();

export const listVideosQuerySchema = z.object({
  ...pageQuery,
  status: videoStatusField.optional(),
});

export type CreateVideoInput = z.infer<typeof createVideoSchema>;
export type UpdateVideoInput = z.infer<typeof updateVideoSchema>;
export type ListVideosQuery = z.infer<typeof listVideosQuerySchema>;
