import { describe, expect, it } from "vitest";

import { toGalleryItems } from "@/components/site/gallery/gallery-items";
import type { PublicProject, PublicVideo } from "@/components/site/types";

const project = (title: string, createdAt: string) =>
  ({
    _id: title,
    title,
    description: "",
    category: "IP",
    image: "/p.webp",
    imageAlt: "",
    createdAt,
  }) as unknown as PublicProject;
const video = (title: string, createdAt: string, publishedAt: string) =>
  ({
    _id: title,
    title,
    description: "",
    category: "Branded Content",
    youtubeId: "abcdefghijk",
    thumbnail: "t.jpg",
    thumbnailUrl: null,
    views: 10,
    duration: "1:00",
    createdAt,
    publishedAt,
  }) as unknown as PublicVideo;

describe("toGalleryItems", () => {
  it("orders entries newest first and writes each card's date in the site's timezone", () => {
    const items = toGalleryItems(
      [project("Old project", "2026-01-10T10:00:00Z")],
      [video("New video", "2026-03-01T10:00:00Z", "2026-02-28T20:30:00Z")],
      "Asia/Kolkata",
    );
    expect(items.map((item) => item.title)).toEqual(["New video", "Old project"]);
    // A video shows its publication (already 1 March in India), a project its creation.
    expect(items[0]).toMatchObject({ dateIso: "2026-02-28T20:30:00Z", dateLabel: "1 Mar 2026" });
    expect(items[1]).toMatchObject({ dateIso: "2026-01-10T10:00:00Z", dateLabel: "10 Jan 2026" });
    expect(items[0]).not.toHaveProperty("createdAt");
  });
});
