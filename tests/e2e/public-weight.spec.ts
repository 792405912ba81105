import { gzipSync } from "node:zlib";

import { expect, test } from "@playwright/test";

import { PARTNER_LOGOS } from "../../components/site/home/partner-logos";
import { SEEDED } from "./public-helpers";

// The static home and gallery are what most visitors load first, on phones: their HTML carries each
// section once, and the class lists that every card and button repeats are short component classes.

const STATIC_PAGES = ["/", "/gallery"] as const;

/** The raw HTML a visitor downloads (decompressed), as the production server sends it. */
async function rawHtml(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test("the static home and gallery send each section once: no skeleton beside its content", async ({
  request,
}) => {
  for (const path of STATIC_PAGES) {
    const html = await rawHtml(request, path);
    test
      .info()
      .annotations.push({ type: "html bytes", description: `${path}: ${Buffer.byteLength(html)}` });
    // A boundary rendered beside its fallback travels as a hidden copy that a script swaps in.
    expect(html, `${path} has no hidden streamed copy`).not.toMatch(/<div hidden id="S:/);
    expect(html, `${path} has no loading skeleton`).not.toContain('aria-busy="true"');
  }
});

test("long class lists are not repeated: buttons, badges, inputs and cards use component classes", async ({
  request,
}) => {
  for (const path of STATIC_PAGES) {
    const html = await rawHtml(request, path);
    const counts = new Map<string, number>();
    for (const [, classes] of html.matchAll(/class="([^"]*)"/g))
      counts.set(classes!, (counts.get(classes!) ?? 0) + 1);
    const repeatedLong = [...counts].filter(
      ([classes, count]) => classes.length > 200 && count > 2,
    );
    expect(
      repeatedLong.map(([classes, count]) => `${count}x ${classes}`),
      path,
    ).toEqual([]);
  }
});

// Every page carries its layouts' 401 and 403 fallbacks in its inline payload. Next's default
// screens repeat their inline styles there, once per layout; the app's own are a few short lines.
test("the home and gallery carry short 401 and 403 fallbacks, not Next's default screens", async ({
  request,
}) => {
  for (const path of STATIC_PAGES) {
    const html = await rawHtml(request, path);
    expect(html, path).not.toContain("This page could not be accessed.");
    expect(html, path).not.toContain("You're not authorized to access this page.");
    expect(html, path).toContain("Access denied");
  }
});

// Raw bytes of the HTML (what a phone parses; gzip is recorded beside it), with the demo content.
const HTML_BUDGETS = [
  ["/", 90_000],
  ["/gallery", 75_000],
] as const;

test("the home and gallery HTML stay within their budgets", async ({ request }) => {
  for (const [path, budget] of HTML_BUDGETS) {
    const html = await rawHtml(request, path);
    const raw = Buffer.byteLength(html);
    test.info().annotations.push({
      type: "html bytes",
      description: `${path}: ${raw} raw, ${gzipSync(html).length} gzip`,
    });
    expect(raw, `${path} raw HTML bytes`).toBeLessThanOrEqual(budget);
  }
});

/** How many times `needle` occurs in `text`. */
const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

test("each partner logo is named once in the home's HTML: no second track, not again in the inline payload", async ({
  request,
}) => {
  const html = await rawHtml(request, "/");
  for (const logo of PARTNER_LOGOS) {
    expect(occurrences(html, logo.src), logo.src).toBe(1);
  }
});

test("each card is rendered once: highlights and IP slides on the home, cards on the gallery", async ({
  request,
}) => {
  const home = await rawHtml(request, "/");
  const highlights = [...home.matchAll(/class="video-thumb group" aria-label="Play ([^"]+)"/g)].map(
    (match) => match[1],
  );
  expect(highlights, "each highlight card once").toEqual(SEEDED.highlightTitles);
  const thumbs = [...home.matchAll(/aria-label="Show ([^"]+)"/g)].map((match) => match[1]);
  expect(thumbs.length, "IP thumbnails").toBeGreaterThan(1);
  expect(new Set(thumbs).size, "each IP thumbnail once").toBe(thumbs.length);

  const gallery = await rawHtml(request, "/gallery");
  const cards = [...gallery.matchAll(/<article[^>]*>[\s\S]*?<h2[^>]*><a[^>]*>([^<]+)<\/a>/g)].map(
    (match) => match[1],
  );
  expect(cards.length, "the first page's cards").toBe(12);
  expect(new Set(cards).size, "each card once").toBe(cards.length);
});

// A preloaded font shares a phone's first round trips with the page's HTML, stylesheet and largest
// image; the web fonts come once the page has loaded instead (public-first-paint.spec.ts).
test("no public page preloads a font", async ({ request }) => {
  for (const path of ["/", "/gallery", "/about", "/contact"]) {
    const html = await rawHtml(request, path);
    expect(html, path).not.toMatch(/<link[^>]+as="font"/);
  }
});

test("cached pages are sent without an ETag (Next would hash the whole HTML on every request); public files keep Last-Modified", async ({
  request,
}) => {
  for (const path of STATIC_PAGES) {
    const response = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["etag"], path).toBeUndefined();
  }
  const file = await request.get("/icon.svg");
  expect(file.status()).toBe(200);
  const lastModified = file.headers()["last-modified"];
  expect(lastModified, "/icon.svg is revalidated by date").toBeTruthy();
  const revalidated = await request.get("/icon.svg", {
    headers: { "if-modified-since": lastModified! },
  });
  expect(revalidated.status()).toBe(304);
});
