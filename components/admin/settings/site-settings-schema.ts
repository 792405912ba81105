import { z } from "@/lib/validations/zod";

import { highlightUrlsSchema, siteSettingsSchema } from "@/lib/validations/settings";

// The shared schema, with the three highlight inputs allowed to stay empty (empties are dropped on save).
export const siteSettingsFormSchema = siteSettingsSchema.extend({
  highlightUrls: z.array(z.union([z.literal(""), highlightUrlsSchema.element])).length(3),
});

export type SiteSettingsFormInput = z.input<typeof siteSettingsFormSchema>;
export type SiteSettingsFormValues = z.output<typeof siteSettingsFormSchema>;

export function toFormValues(settings: {
  siteName: string;
  siteDescription: string;
  theme: "light" | "dark";
  maxFileSize: number;
  timezone: string;
  emailNotifications: boolean;
  autoApprove: boolean;
  highlightUrls: string[];
}): SiteSettingsFormInput {
  const urls = [...settings.highlightUrls, "", "", ""].slice(0, 3);
  return { ...settings, highlightUrls: urls };
}
