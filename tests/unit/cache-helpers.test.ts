import { describe, expect, it } from "vitest";
import { revalidateTag } from "next/cache";
import { cached } from "@/lib/cache/cached";
import { revalidateContent, tagsFor } from "@/lib/cache/revalidate";

// Outside a Next request (scripts, vitest) Next 16 has no cache store: revalidateTag throws an
// invariant and unstable_cache finds no incremental cache. Both helpers handle that explicitly.
describe("cache helpers outside a Next request", () => {
  it("Next itself throws there", () => {
    expect(() => revalidateTag("projects", { expire: 0 })).toThrow(/static generation store missing/);
  });

  it("revalidateContent does not throw and reports the tags it would expire", () => {
    expect(revalidateContent("project", "p1")).toEqual(["projects", "home", "gallery", "project:p1"]);
    expect(revalidateContent("video", "v1")).toEqual(["videos", "highlights", "home", "gallery", "video:v1"]);
    expect(revalidateContent("settings")).toEqual(["settings", "highlights", "home"]);
    expect(tagsFor("project")).toEqual(["projects", "home", "gallery"]);
  });

  it("a removal also drops the last-good copies that hold the item", () => {
    expect(revalidateContent("project", "p1", { removed: true })).toEqual([
      "projects", "home", "gallery", "project:p1",
      "last-good:projects", "last-good:home", "last-good:gallery", "last-good:project:p1",
    ]);
  });

  it("cached() runs the read uncached", async () => {
    let calls = 0;
    const read = cached(async (id: string) => ({ id, call: ++calls }), ["test-read"], (id) => [`t:${id}`]);
    expect(await read("a")).toEqual({ id: "a", call: 1 });
    expect(await read("a")).toEqual({ id: "a", call: 2 });
  });

  it("cached() passes real errors through", async () => {
    const read = cached(async () => {
      throw new Error("database down");
    }, ["test-error"], () => []);
    await expect(read()).rejects.toThrow("database down");
  });
});
