// The fixed category list of both specs (section 3); the admin form and the API share it.
export const CATEGORIES = [
  "Branded Content",
  "Celebrity Engagement",
  "Sponsorships",
  "Intellectual Properties",
  "Digital Marketing Solutions",
] as const;

export type Category = (typeof CATEGORIES)[number];
