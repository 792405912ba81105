import { z } from "./zod";
import { INVALID_YOUTUBE_URL, parseYouTubeId } from "@/lib/youtube/parse";

// The Site Settings form's fields. Asia/Kolkata is the seeded zone of the Mumbai
// office, so it stays valid next to the seven offered options.
export const TIMEZONES = [
  { value: "UTC", label: "UTC" },
  { value: "America/New_York", label: "Eastern Time" },
  { value: "America/Chicago", label: "Central Time" },
  { value: "America/Denver", label: "Mountain Time" },
  { value: "America/Los_Angeles", label: "Pacific Time" },
  { value: "Europe/London", label: "London" },
  { value: "Asia/Tokyo", label: "Tokyo" },
  { value: "Asia/Kolkata", label: "India (Mumbai)" },
] as const;

const timezoneValues = TIMEZONES.map((zone) => zone.value) as [string, ...string[]];

export const highlightUrlsSchema = z
  .array(
    z
      .string({ error: INVALID_YOUTUBE_URL })
      .trim()
      .refine((url) => parseYouTubeId(url) !== null, INVALID_YOUTUBE_URL),
    { error: "Highlight URLs must be a list" },
  )
  .max(3, "At most 3 highlight videos");

/** PUT /api/settings: the whole site settings object; highlightUrls may be left out (kept). */
export const siteSettingsSchema = z.strictObject({
  siteName: z
    .string({ error: "Site name is required" })
    .trim()
    .min(1, "Site name is required")
    .max(100, "Site name must be at most 100 characters"),
  siteDescription: z
    .string({ error: "Site description is required" })
    .trim()
    .max(500, "Site description must be at most 500 characters"),
  theme: z.enum(["light", "dark"], { error: "Theme must be light or dark" }),
  maxFileSize: z
    .number({ error: "Max file size must be a number" })
    .int("Max file size must be a whole number of MB")
    .min(1, "Max file size must be between 1 and 100 MB")
    .max(100, "Max file size must be between 1 and 100 MB"),
  timezone: z.enum(timezoneValues, {
    error: `Timezone must be one of: ${timezoneValues.join(", ")}`,
  }),
  emailNotifications: z.boolean({ error: "Email notifications must be true or false" }),
  autoApprove: z.boolean({ error: "Auto approve must be true or false" }),
  highlightUrls: highlightUrlsSchema.optional(),
});

export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;
