import { seedId } from "@/lib/db/seed-content";

// The cached public pages the suite watches, with text that only a page built from the database
// contains (seed content), and the texts of the empty and error states that must never be served
// from the cache.

export const IP_PROJECT = { id: seedId("project:Midnight Local"), title: "Midnight Local" };
export const OTHER_PROJECT = { id: seedId("project:Glow Up Lab"), title: "Glow Up Lab" };

export const PUBLIC_PAGES = [
  { path: "/", mustContain: [IP_PROJECT.title, "Midnight Local — Season Trailer"] },
  {
    path: "/gallery",
    mustContain: [IP_PROJECT.title, OTHER_PROJECT.title, "Game Day Live Highlights"],
  },
  // The page's heading, not just the name: the page also links videos named after the IP.
  {
    path: `/ip/${IP_PROJECT.id}`,
    mustContain: [heading(IP_PROJECT.title), "late-night live-music series"],
  },
] as const;

export type PublicPage = { path: string; mustContain: readonly string[] };

/** The same page as it must read once the IP project is renamed. */
export function withIpTitle(page: PublicPage, title: string): PublicPage {
  const renamed = (text: string) =>
    text === IP_PROJECT.title ? title : text === heading(IP_PROJECT.title) ? heading(title) : text;
  return { ...page, mustContain: page.mustContain.map(renamed) };
}

export const EMPTY_OR_ERROR_STATES = [
  "No IP Projects Yet",
  "Highlights Coming Soon",
  "Failed to load video content",
  "Internal Server Error",
  "Something went wrong",
];

/** What is wrong with a public page's answer (empty list = fine). */
export function pageProblems(page: PublicPage, status: number, html: string): string[] {
  const problems: string[] = [];
  if (status !== 200) problems.push(`${page.path}: status ${status}`);
  for (const text of page.mustContain) {
    if (!html.includes(escapeForHtml(text))) problems.push(`${page.path}: missing "${text}"`);
  }
  for (const text of EMPTY_OR_ERROR_STATES)
    if (html.includes(text)) problems.push(`${page.path}: shows "${text}"`);
  return problems;
}

function heading(title: string): string {
  return `>${title}</h1>`;
}

// Needles are seed text (no markup characters) or a little markup around it (heading()).
function escapeForHtml(text: string): string {
  return text.replace(/&/g, "&amp;");
}
