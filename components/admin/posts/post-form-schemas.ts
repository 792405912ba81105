import { z } from "@/lib/validations/zod";

import {
  categoryField,
  descriptionField,
  keywordsField,
  titleField,
} from "@/lib/validations/content-fields";
import { createProjectSchema } from "@/lib/validations/project";
import { createVideoSchema } from "@/lib/validations/video";
import { publishTimeFields, requireScheduleTime } from "./publish-time-form";

// The admin forms, built from the shared API fields. The forms require title and description
// even for a video, whose API would fill them from YouTube.
const visibility = z.enum(["public", "draft"]);

export const videoFormSchema = z
  .object({
    url: createVideoSchema.shape.url,
    title: titleField,
    description: descriptionField,
    keywords: keywordsField,
    category: categoryField,
    visibility,
    // Asked for only when the server cannot read them from YouTube (no Data API key).
    views: createVideoSchema.shape.views,
    duration: createVideoSchema.shape.duration,
    ...publishTimeFields,
  })
  .superRefine(requireScheduleTime);

export const projectFormSchema = z
  .object({
    title: titleField,
    description: descriptionField,
    client: createProjectSchema.shape.client,
    keywords: keywordsField,
    category: categoryField,
    visibility,
    imageAlt: z.string().trim().max(300, "Image description must be at most 300 characters"),
    ...publishTimeFields,
  })
  .superRefine(requireScheduleTime);

export type VideoFormInput = z.input<typeof videoFormSchema>;
export type VideoFormValues = z.output<typeof videoFormSchema>;
export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormValues = z.output<typeof projectFormSchema>;
