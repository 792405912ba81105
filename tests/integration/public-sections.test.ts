import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";

import { GalleryClient } from "@/components/site/gallery/gallery-client";
import { toGalleryItems } from "@/components/site/gallery/gallery-items";
import { HighlightsSection } from "@/components/site/home/highlights-section";
import { IpCarouselSection } from "@/components/site/home/ip-carousel-section";
import type { GalleryItem } from "@/components/site/types";
import { closeDb } from "@/lib/db/client";
import { listActiveVideos, listPublishedProjects } from "@/lib/data/public-content";

import { useTestDatabase } from "../helpers/db";

// Rendered alone, the sections' links have no App Router above them (Next provides one on the
// server and in the browser); all they ask of it is to prefetch when a pointer or focus comes.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ prefetch: () => undefined }),
}));

// The landing sections' states (empty, one item, many, failing) on a database prepared for each,
// rendered the way the server renders them.
const { getDb } = useTestDatabase();

const html = (element: ReactElement) => renderToStaticMarkup(element);
const text = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("Media Highlights", () => {
  it("shows the three highlight videos from the settings' URLs", async () => {
    const out = text(html(await HighlightsSection()));
    for (const title of [
      "Midnight Local — Season Trailer",
      "Behind the Scenes: Kitchen Takeover",
      "Glow Up Lab: 40 Creators, One Shoot",
    ]) {
      expect(out).toContain(title);
    }
    expect(out).toContain("View More");
  });

  it("skips a highlight it knows nothing about and shows the rest", async () => {
    const db = await getDb();
    const settings = await db.siteSettings.findUniqueOrThrow({ where: { id: 1 } });
    await db.siteSettings.update({
      where: { id: 1 },
      data: { highlightUrls: ["https://youtu.be/AAAAAAAAAAA", ...settings.highlightUrls.slice(1)] },
    });
    const out = text(html(await HighlightsSection()));
    expect(out).not.toContain("Midnight Local — Season Trailer");
    expect(out).toContain("Behind the Scenes: Kitchen Takeover");
  });

  it("shows 'Highlights Coming Soon' when no highlight is configured", async () => {
    const db = await getDb();
    await db.siteSettings.update({ where: { id: 1 }, data: { highlightUrls: [] } });
    // A title under the section's own heading.
    expect(html(await HighlightsSection())).toMatch(/<h3[^>]*>Highlights Coming Soon<\/h3>/);
  });
});

describe("Featured IP's", () => {
  it("shows a slide per published IP", async () => {
    const out = html(await IpCarouselSection());
    expect(out).toContain('aria-roledescription="carousel"');
    expect(out.match(/aria-label="Show /g)).toHaveLength(5);
  });

  it("shows 'No IP Projects Yet' with three teasers and 'Stay Updated' when there are none", async () => {
    const db = await getDb();
    await db.project.updateMany({
      where: { category: "Intellectual Properties" },
      data: { status: "draft" },
    });
    const out = text(html(await IpCarouselSection()));
    expect(out).toContain("No IP Projects Yet");
    for (const teaser of [
      "Innovative Content",
      "Creative Excellence",
      "Rich Storytelling",
      "Stay Updated",
    ]) {
      expect(out).toContain(teaser);
    }
  });
});

describe("gallery", () => {
  const props = { categories: ["Branded Content"] };

  it("pages published projects and active videos 12 at a time, with the controls above 12 items", async () => {
    const [projects, videos] = await Promise.all([listPublishedProjects(), listActiveVideos()]);
    const items: GalleryItem[] = toGalleryItems(projects, videos, "Asia/Kolkata");
    expect(items.length).toBeGreaterThan(12);
    const out = html(createElement(GalleryClient, { items, ...props }));
    expect(out.match(/<article/g)).toHaveLength(12);
    expect(text(out)).toContain(`Page 1 of ${Math.ceil(items.length / 12)}`);
    expect(out).toContain('placeholder="Search by keyword..."');

    const few = html(createElement(GalleryClient, { items: items.slice(0, 12), ...props }));
    expect(few).not.toContain("Search by keyword...");
    expect(text(few)).toContain("Page 1 of 1");
  });

  it("shows 'No items yet' when nothing is published", () => {
    const markup = html(createElement(GalleryClient, { items: [], ...props }));
    const out = text(markup);
    // The gallery page's only heading under its title.
    expect(markup).toMatch(/<h2[^>]*>No items yet<\/h2>/);
    expect(out).toContain("Check back later for new projects and videos.");
  });
});

describe("when the database is unreachable", () => {
  afterAll(async () => {
    await closeDb();
    delete process.env.DATABASE_URL;
  });

  it("Media Highlights shows 'Failed to load video content' and the carousel falls back to its empty state", async () => {
    await closeDb();
    process.env.DATABASE_URL = "postgresql://nobody@127.0.0.1:1/unreachable";
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(text(html(await HighlightsSection()))).toContain("Failed to load video content");
      expect(text(html(await IpCarouselSection()))).toContain("No IP Projects Yet");
    } finally {
      console.error = original;
    }
    expect(errors.length).toBeGreaterThan(0);
  });
});
