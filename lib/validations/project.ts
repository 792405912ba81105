import { z } from "./zod";
import {
  categoryField,
  descriptionField,
  imageUrlField,
  keywordsField,
  pageQuery,
  publishAtField,
  statusField,
  titleField,
} from "./content-fields";

export const PROJECT_STATUSES = ["draft", "published"] as const;
export const projectStatusField = statusField(PROJECT_STATUSES);

// A data URL (an image uploaded in the request body) is checked and stored as Media by lib/data;
// 15 MB of base64 covers the 100 MB-setting's practical cases without letting JSON grow unbounded.
const DATA_URL = /^data:[a-z0-9.+-]+\/[a-z0-9.+-]+;base64,/i;
const imageField = z
  .union(
    [
      z.literal(""),
      z.null(),
      z.string().regex(DATA_URL).max(15_000_000, "Image is too large"),
      imageUrlField,
    ],
    {
      error: "Image must be an https URL, a path on this site or an uploaded image",
    },
  )
  .transform((value) => (value === "" ? null : value));

const projectFields = {
  title: titleField,
  description: descriptionField,
  keywords: keywordsField,
  category: categoryField,
  status: projectStatusField,
  client: z
    .string({ error: "Client is required" })
    .trim()
    .min(1, { error: "Client is required", abort: true })
    .max(200, "Client must be at most 200 characters"),
  image: imageField,
  imageAlt: z
    .string()
    .trim()
    .max(300, "Image description must be at most 300 characters")
    .nullable(),
  publishAt: publishAtField,
};

/** POST /api/projects. Status defaults to published: the admin form offers no status choice. */
export const createProjectSchema = z.strictObject({
  ...projectFields,
  keywords: projectFields.keywords.optional().transform((value) => value ?? []),
  status: projectFields.status.optional().transform((value) => value ?? "published"),
  image: projectFields.image.optional().transform((value) => value ?? null),
  imageAlt: projectFields.imageAlt.optional().transform((value) => value ?? null),
  publishAt: projectFields.publishAt.optional(),
});

/** PUT /api/projects/{id}: a partial update; omitted fields keep their stored values. */
export const updateProjectSchema = z.strictObject(projectFields).partial();

export const listProjectsQuerySchema = z.object({
  ...pageQuery,
  status: projectStatusField.optional(),
});

export type CreateProjectInput = z.infer<typeof createProjectSchema>;
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;
export type ListProjectsQuery = z.infer<typeof listProjectsQuerySchema>;
