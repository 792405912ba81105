// The fixed category list; the admin form, the public filters and the API share it.
export const CATEGORIES = [
  "Branded Content",
  "Celebrity Engagement",
  "Sponsorships",
  "Intellectual Properties",
  "Digital Marketing Solutions",
] as const;

export type Category = (typeof CATEGORIES)[number];
