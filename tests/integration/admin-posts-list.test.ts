import { beforeAll, describe, expect, it } from "vitest";
import { listAdminPosts } from "@/lib/data/admin-posts";
import { databaseKind, useTestDatabase } from "../helpers/db";

const { getDb } = useTestDatabase();

// 130 posts, videos and projects interleaved in time, every third a draft, some public ones
// scheduled for tomorrow, categories in turn;
// two pairs share a creation time to prove the tie-break. The seed's posts are removed first so
// that the expected order is exactly these.
const COUNT = 130;
const CATEGORIES = ["Branded Content", "Sponsorships"] as const;
type Made = {
  id: string;
  type: "video" | "project";
  title: string;
  draft: boolean;
  scheduled: boolean;
  category: string;
  createdAt: Date;
};
const made: Made[] = [];

beforeAll(async () => {
  const db = await getDb();
  await db.video.deleteMany();
  await db.project.deleteMany();
  const base = Date.UTC(2026, 0, 1);
  for (let i = 0; i < COUNT; i += 1) {
    const type = i % 2 === 0 ? "video" : "project";
    const createdAt = new Date(base + (i === 41 || i === 77 ? i - 1 : i) * 60_000);
    const common = {
      title: `Paged ${String(i).padStart(3, "0")}`,
      description: i === 100 ? "needle_100%" : "d",
      category: CATEGORIES[i % 2 === 0 ? 0 : 1],
      keywords: [],
      createdAt,
    };
    const draft = i % 3 === 0;
    const scheduled = !draft && i % 10 === 1;
    const publishAt = scheduled ? new Date(Date.now() + 86_400_000) : null;
    const row =
      type === "video"
        ? await db.video.create({
            data: {
              ...common,
              publishAt,
              url: "https://youtu.be/AAAAAAAAAAA",
              status: draft ? "draft" : "active",
            },
          })
        : await db.project.create({
            data: { ...common, publishAt, client: "c", status: draft ? "draft" : "published" },
          });
    made.push({
      id: row.id,
      type,
      title: common.title,
      draft,
      scheduled,
      category: common.category,
      createdAt,
    });
  }
});

const order = (rows: Made[]) =>
  [...rows]
    .sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((row) => row.title);

async function allPages(query: Omit<Parameters<typeof listAdminPosts>[0], "page" | "limit">) {
  const titles: string[] = [];
  const first = await listAdminPosts({ ...query, page: 1, limit: 12 });
  for (let page = 1; page <= first.pagination.pages; page += 1) {
    const { posts, pagination } = await listAdminPosts({ ...query, page, limit: 12 });
    expect(pagination).toEqual({ ...first.pagination, page });
    expect(posts.length).toBeLessThanOrEqual(12);
    titles.push(...posts.map((post) => post.title));
  }
  return { titles, pagination: first.pagination };
}

describe(`Posts screen list, paged on the server (${databaseKind()})`, () => {
  it("pages through all 130 posts, both kinds merged newest first, 12 a page, none repeated or skipped", async () => {
    const { titles, pagination } = await allPages({});
    expect(pagination).toEqual({ page: 1, limit: 12, total: 130, pages: 11 });
    expect(titles).toEqual(order(made));
  });

  it("reaches the 101st post on page 9 with its type marker", async () => {
    const expected = order(made)[100];
    const { posts } = await listAdminPosts({ page: 9, limit: 12 });
    expect(posts[100 - 96]?.title).toBe(expected);
    const row = made.find((item) => item.title === expected);
    expect(posts[4]).toMatchObject({ _id: row?.id, type: row?.type });
  });

  it.each([
    ["public", (row: Made) => !row.draft && !row.scheduled],
    ["draft", (row: Made) => row.draft],
    ["scheduled", (row: Made) => row.scheduled],
  ] as const)("filters by state %s on the server", async (state, keep) => {
    const { titles, pagination } = await allPages({ state });
    expect(titles).toEqual(order(made.filter(keep)));
    expect(pagination.total).toBe(made.filter(keep).length);
  });

  it("combines category, state and a literal search", async () => {
    const { titles } = await allPages({ category: "Sponsorships", state: "public" });
    expect(titles).toEqual(
      order(made.filter((row) => row.category === "Sponsorships" && !row.draft && !row.scheduled)),
    );
    expect((await allPages({ search: "_100%" })).titles).toEqual(["Paged 100"]);
    expect((await allPages({ search: "Paged 12" })).titles).toEqual([
      "Paged 129",
      "Paged 128",
      "Paged 127",
      "Paged 126",
      "Paged 125",
      "Paged 124",
      "Paged 123",
      "Paged 122",
      "Paged 121",
      "Paged 120",
    ]);
  });

  it("answers an empty page past the end", async () => {
    const { posts, pagination } = await listAdminPosts({ page: 50, limit: 12 });
    expect(posts).toEqual([]);
    expect(pagination.total).toBe(130);
  });
});
