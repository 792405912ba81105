// Every cache tag of the public site in one place: cached reads tag themselves with these and
// writes revalidate them (lib/cache/revalidate.ts), so a save shows on the site at once.
export const CACHE_TAGS = {
  projects: "projects",
  videos: "videos",
  highlights: "highlights",
  settings: "settings",
  home: "home",
  gallery: "gallery",
  project: (id: string) => `project:${id}`,
  video: (id: string) => `video:${id}`,
} as const;

export type ContentKind = "project" | "video" | "settings";
