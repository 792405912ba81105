import { beforeEach, describe, expect, it, vi } from "vitest";
import { revalidateTag } from "next/cache";
import { cached } from "@/lib/cache/cached";
import { revalidateContent, tagsFor } from "@/lib/cache/revalidate";

// Vitest runs outside Next: the setup gives cached() a pass-through unstable_cache and records
// revalidateTag calls (tests/helpers/next-cache-outside-next.ts).
describe("cache helpers", () => {
  beforeEach(() => vi.mocked(revalidateTag).mockClear());

  it("revalidateContent expires every tag that shows the item, at once", () => {
    expect(revalidateContent("project", "p1")).toEqual([
      "projects",
      "home",
      "gallery",
      "project:p1",
    ]);
    expect(vi.mocked(revalidateTag).mock.calls).toEqual(
      ["projects", "home", "gallery", "project:p1"].map((tag) => [tag, { expire: 0 }]),
    );
  });

  it("reports the tags of each kind", () => {
    expect(revalidateContent("project", "p1")).toEqual([
      "projects",
      "home",
      "gallery",
      "project:p1",
    ]);
    expect(revalidateContent("video", "v1")).toEqual([
      "videos",
      "highlights",
      "home",
      "gallery",
      "video:v1",
    ]);
    expect(revalidateContent("settings")).toEqual(["settings", "highlights", "home"]);
    expect(tagsFor("project")).toEqual(["projects", "home", "gallery"]);
  });

  it("a removal also drops the last-good copies that hold the item", () => {
    expect(revalidateContent("project", "p1", { removed: true })).toEqual([
      "projects",
      "home",
      "gallery",
      "project:p1",
      "last-good:projects",
      "last-good:home",
      "last-good:gallery",
      "last-good:project:p1",
    ]);
  });

  it("cached() runs the read uncached", async () => {
    let calls = 0;
    const read = cached(
      async (id: string) => ({ id, call: ++calls }),
      ["test-read"],
      (id) => [`t:${id}`],
    );
    expect(await read("a")).toEqual({ id: "a", call: 1 });
    expect(await read("a")).toEqual({ id: "a", call: 2 });
  });

  it("cached() passes real errors through", async () => {
    const read = cached(
      async () => {
        throw new Error("database down");
      },
      ["test-error"],
      () => [],
    );
    await expect(read()).rejects.toThrow("database down");
  });
});
