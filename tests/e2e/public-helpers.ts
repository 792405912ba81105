import { expect, type Browser, type Page } from "@playwright/test";

// Shared steps for the public-site specs (seeded demo content: 13 published projects, five of
// them IPs, 9 active videos, three highlight URLs).

export const SEEDED = {
  siteName: "AMS Media",
  projects: 13,
  videos: 9,
  ips: 5,
  firstIpTitle: "Midnight Local",
  highlightTitles: [
    "Midnight Local — Season Trailer",
    "Behind the Scenes: Kitchen Takeover",
    "Glow Up Lab: 40 Creators, One Shoot",
  ],
};

/** The post and IP links the sitemap lists (absolute URLs on the configured origin). */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) =>
      new URL(match[1]!.replace(/&amp;/g, "&")).pathname +
      new URL(match[1]!.replace(/&amp;/g, "&")).search,
  );
}

/** Lets the page use the clipboard (Share / Copy link). */
export async function allowClipboard(page: Page) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
}

/** True when any request so far went to a YouTube host. */
export function trackYouTubeRequests(page: Page): () => string[] {
  const hits: string[] = [];
  page.on("request", (request) => {
    if (/youtube(-nocookie)?\.com|ytimg\.com/.test(new URL(request.url()).hostname))
      hits.push(request.url());
  });
  return () => hits;
}

/**
 * Opens a public page and waits until React has hydrated it. `waitUntil: "commit"` for a test that
 * holds back requests the load event may wait on.
 */
export async function visit(
  page: Page,
  path: string,
  { waitUntil = "load" }: { waitUntil?: "load" | "commit" } = {},
) {
  const response = await page.goto(path, { waitUntil });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  return response;
}

/**
 * Holds back every script the page asks for from now on by `ms`, so code loaded on demand
 * arrives well after the click that needs it. Returns the URLs held back.
 */
export async function delayLaterScripts(page: Page, ms = 800): Promise<string[]> {
  const held: string[] = [];
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    held.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return held;
}

/** Every kind of public page, named: the four pages, an IP, both kinds of post and a 404. */
export async function publicPages(page: Page): Promise<Array<[string, string]>> {
  const paths = await sitemapPaths(page);
  return [
    ["home", "/"],
    ["gallery", "/gallery"],
    ["about", "/about"],
    ["contact", "/contact"],
    ["ip", paths.find((p) => p.startsWith("/ip/"))!],
    ["post-video", paths.find((p) => p.endsWith("type=video"))!],
    ["post-project", paths.find((p) => p.endsWith("type=project"))!],
    ["not-found", "/no-such-page"],
  ];
}

/** The About hero's rotating word that shows now: the one in place, the others parked below it. */
export function shownRotatingWord(page: Page): () => Promise<string | undefined> {
  return () =>
    page
      .locator(".rotating-word")
      .evaluateAll(
        (words) =>
          words
            .map((word) => ({ word, top: word.getBoundingClientRect().top }))
            .sort((a, b) => a.top - b.top)[0]?.word.textContent ?? "",
      );
}

/** The home page on a phone-sized touch screen, hydrated. */
export async function openPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await visit(page, "/");
  return { context, page };
}

/**
 * Opens `/` with its images held back, so the page hydrates but its load event waits (the parts'
 * idle-time hydration, the desktop parallax's code, start only after it); returns what lets the images through.
 */
export async function visitHomeBeforeLoad(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/image**", async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await visit(page, "/", { waitUntil: "commit" });
  // Time for anything the start would wrongly hydrate.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  return release;
}
