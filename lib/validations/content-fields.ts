import { z } from "./zod";
import { CATEGORIES } from "./categories";

// Fields shared by the project and video schemas. No .default() here: update schemas are built
// with .partial(), and zod 4 still applies defaults inside a partial object.

export const titleField = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, { error: "Title is required", abort: true })
  .max(200, "Title must be at most 200 characters");

export const descriptionField = z
  .string({ error: "Description is required" })
  .trim()
  .min(1, { error: "Description is required", abort: true })
  .max(5000, "Description must be at most 5000 characters");

/** A list of keywords, or the form's comma-separated text: trimmed, empty entries dropped. */
export const keywordsField = z
  .union(
    [
      z.array(
        z
          .string({ error: "Keywords must be text" })
          .max(60, "Keywords must be at most 60 characters each"),
      ),
      z.string().max(2000),
    ],
    {
      error: "Keywords must be a list of text",
    },
  )
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(","))
      .map((keyword) => keyword.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string()).max(30, "At most 30 keywords"));

export const categoryField = z.enum(CATEGORIES, {
  error: `Category must be one of: ${CATEGORIES.join(", ")}`,
});

export function statusField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `Status must be one of: ${values.join(", ")}` });
}

/** An image or thumbnail address: https: or a path on this site; never javascript:, data: etc. */
export function isSafeImageUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

export const imageUrlField = z
  .string({ error: "Image must be text" })
  .trim()
  .max(2048, "Image URL must be at most 2048 characters")
  .refine(isSafeImageUrl, "Image must be an https URL or a path on this site");

/** When the post goes public (an instant with its offset); null or a past time: at once. */
export const publishAtField = z.iso
  .datetime({ offset: true, error: "Publish time must be an ISO date and time" })
  .nullable();

export const pageQuery = {
  page: z.coerce
    .number({ error: "Page must be a number" })
    .int("Page must be a whole number")
    .min(1, "Page must be at least 1")
    .default(1),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be between 1 and 100")
    .max(100, "Limit must be between 1 and 100")
    .default(100),
  search: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  category: categoryField.optional(),
};
