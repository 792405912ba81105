import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { revalidateTag } from "next/cache";
import { GET as listRoute, POST as createRoute } from "@/app/api/videos/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PUT as updateRoute,
} from "@/app/api/videos/[id]/route";
import { getHighlightVideos, getPublicVideo, listActiveVideos } from "@/lib/data/public-content";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { signedInAs } from "../helpers/auth";
import { startFakeYouTube, type FakeYouTube } from "../helpers/fake-youtube";
import { getRequest, idContext, jsonRequest } from "../helpers/requests";

const { getDb } = useTestDatabase();
let youtube: FakeYouTube;
let staff: string;

beforeAll(async () => {
  youtube = await startFakeYouTube();
  process.env.YOUTUBE_API_KEY = "test-key";
  process.env.YOUTUBE_API_BASE_URL = youtube.dataApiBaseUrl;
  process.env.YOUTUBE_TIMEOUT_MS = "1500";
  staff = (await signedInAs("admin")).cookie;
});
afterAll(async () => {
  await youtube.close();
  delete process.env.YOUTUBE_API_KEY;
});
beforeEach(() => {
  youtube.reset();
  vi.mocked(revalidateTag).mockClear();
});

const valid = {
  title: "Case Study",
  description: "How we did it.",
  keywords: ["case"],
  category: "Branded Content",
  url: "https://www.youtube.com/watch?v=HHHHHHHHHHH",
};

async function create(body: Record<string, unknown> = {}) {
  const response = await createRoute(
    jsonRequest("/api/videos", "POST", { ...valid, ...body }, staff),
    undefined,
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Record<string, unknown> & { _id: string };
}

describe(`videos API (${databaseKind()})`, () => {
  it("creates a video in the API shape and stores the URL's metadata, filling only empty fields", async () => {
    youtube.setVideo("HHHHHHHHHHH", {
      title: "From YouTube",
      description: "YouTube's description",
      channelTitle: "Their Channel",
      duration: "PT3M7S",
      viewCount: "4200",
      publishedAt: "2025-01-01T00:00:00Z",
      thumbnail: "https://i.ytimg.com/vi/HHHHHHHHHHH/maxresdefault.jpg",
    });
    const video = await create({ description: "" });
    expect(video).toMatchObject({
      title: "Case Study",
      description: "YouTube's description",
      status: "active",
      youtubeId: "HHHHHHHHHHH",
      thumbnail: "https://i.ytimg.com/vi/HHHHHHHHHHH/maxresdefault.jpg",
      thumbnailUrl: "https://i.ytimg.com/vi/HHHHHHHHHHH/maxresdefault.jpg",
      views: 4200,
      duration: "3:07",
      channelTitle: "Their Channel",
      publishedAt: "2025-01-01T00:00:00.000Z",
    });
    const db = await getDb();
    expect(
      await db.youtubeMetadata.findUnique({ where: { youtubeId: "HHHHHHHHHHH" } }),
    ).toMatchObject({ title: "From YouTube" });
    expect(
      await db.activity.count({
        where: { entityId: video._id, action: "created", entityType: "video" },
      }),
    ).toBe(1);
    const tags = vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag);
    expect(tags).toEqual(
      expect.arrayContaining(["videos", "highlights", "home", "gallery", `video:${video._id}`]),
    );
  });

  it("replaces placeholder titles with YouTube's and ignores YouTube's placeholders", async () => {
    youtube.setVideo("IIIIIIIIIII", { title: "Real Title" });
    expect(
      await create({ url: "https://youtu.be/IIIIIIIIIII", title: "YouTube Video" }),
    ).toMatchObject({ title: "Real Title" });
    youtube.setVideo("JJJJJJJJJJJ", { title: "Video from YouTube" });
    const response = await createRoute(
      jsonRequest(
        "/api/videos",
        "POST",
        { ...valid, url: "https://youtu.be/JJJJJJJJJJJ", title: "" },
        staff,
      ),
      undefined,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      details: [{ path: "title", msg: "Title is required" }],
    });
  });

  it("saves even when YouTube fails, with the spec's fallbacks", async () => {
    youtube.setVideo("KKKKKKKKKKK", "timeout");
    const video = await create({ url: "https://www.youtube.com/shorts/KKKKKKKKKKK" });
    expect(video).toMatchObject({
      title: "Case Study",
      duration: "0:00",
      views: 0,
      channelTitle: "AMSMedia",
      thumbnail: null,
      publishedAt: video.createdAt,
    });
  });

  it.each([
    [{ url: "https://vimeo.com/1" }, "url", "Invalid YouTube URL"],
    [{ url: "" }, "url", "Video URL is required"],
    [{ status: "published" }, "status", "Status must be one of: draft, active"],
    [{ views: -1 }, "views", "Views must be a whole number"],
    [{ duration: "soon" }, "duration", "Duration must look like 4:05 or 1:02:03"],
    [
      { thumbnail: "javascript:alert(1)" },
      "thumbnail",
      "Image must be an https URL or a path on this site",
    ],
  ])("refuses %j with 400", async (patch, path, msg) => {
    const response = await createRoute(
      jsonRequest("/api/videos", "POST", { ...valid, ...patch }, staff),
      undefined,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).details).toContainEqual({ path, msg });
  });

  it.each([
    [
      "no title or description and YouTube has none",
      { title: "", description: "" },
      "not-found",
      ["title", "description"],
    ],
    [
      "a blank description YouTube cannot fill",
      { description: "   " },
      { title: "Has a title", description: "" },
      ["description"],
    ],
    [
      "no description field at all and YouTube fails",
      { description: undefined },
      "timeout",
      ["description"],
    ],
  ] as const)(
    "refuses a video with %s, naming each missing field",
    async (_name, patch, behaviour, paths) => {
      youtube.setVideo("LLLLLLLLLLL", behaviour);
      const body = { ...valid, url: "https://youtu.be/LLLLLLLLLLL", ...patch };
      const response = await createRoute(
        jsonRequest("/api/videos", "POST", body, staff),
        undefined,
      );
      expect(response.status).toBe(400);
      const messages = { title: "Title is required", description: "Description is required" };
      expect((await response.json()).details).toEqual(
        paths.map((path) => ({ path, msg: messages[path] })),
      );
    },
  );

  it("refuses an update that empties the description", async () => {
    const video = await create();
    const response = await updateRoute(
      jsonRequest(`/api/videos/${video._id}`, "PUT", { description: "" }, staff),
      idContext(video._id),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).details).toEqual([
      { path: "description", msg: "Description is required" },
    ]);
    expect(
      (
        await (
          await getRoute(getRequest(`/api/videos/${video._id}`, staff), idContext(video._id))
        ).json()
      ).description,
    ).toBe(valid.description);
  });

  it("refuses a body over 1 MB with 413", async () => {
    const response = await createRoute(
      jsonRequest("/api/videos", "POST", { ...valid, description: "x".repeat(1_100_000) }, staff),
      undefined,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "Request body too large" });
  });

  it("hides drafts from anonymous callers and shows them to staff", async () => {
    const draft = await create({ title: "Draft Cut", status: "draft" });
    const anonymousList = await (
      await listRoute(getRequest("/api/videos?status=draft"), undefined)
    ).json();
    expect(anonymousList.videos.map((v: { _id: string }) => v._id)).not.toContain(draft._id);
    expect(anonymousList.videos.every((v: { status: string }) => v.status === "active")).toBe(true);
    expect(
      (await getRoute(getRequest(`/api/videos/${draft._id}`), idContext(draft._id))).status,
    ).toBe(404);
    expect(await getPublicVideo(draft._id)).toBeNull();
    expect((await listActiveVideos()).map((v) => v._id)).not.toContain(draft._id);
    const staffList = await (
      await listRoute(getRequest("/api/videos?status=draft", staff), undefined)
    ).json();
    expect(staffList.videos.map((v: { _id: string }) => v._id)).toContain(draft._id);
    expect(staffList.pagination).toMatchObject({ page: 1, limit: 100 });
    expect(
      (await getRoute(getRequest(`/api/videos/${draft._id}`, staff), idContext(draft._id))).status,
    ).toBe(200);
  });

  it("updates only the fields sent and keeps the rest; a changed URL refreshes the metadata", async () => {
    youtube.setVideo("LLLLLLLLLLL", { title: "L", duration: "PT5S", viewCount: "7" });
    const video = await create({
      url: "https://youtu.be/LLLLLLLLLLL",
      keywords: ["one", "two"],
      status: "draft",
    });
    const requestsBefore = youtube.requests.length;
    const renamed = await (
      await updateRoute(
        jsonRequest(`/api/videos/${video._id}`, "PUT", { title: "New Title" }, staff),
        idContext(video._id),
      )
    ).json();
    expect(renamed).toMatchObject({
      title: "New Title",
      keywords: ["one", "two"],
      status: "draft",
      views: 7,
      duration: "0:05",
      url: "https://youtu.be/LLLLLLLLLLL",
    });
    expect(youtube.requests.length).toBe(requestsBefore);
    youtube.setVideo("MMMMMMMMMMM", {
      title: "M",
      thumbnail: "https://i.ytimg.com/vi/MMMMMMMMMMM/hq.jpg",
    });
    const moved = await (
      await updateRoute(
        jsonRequest(
          `/api/videos/${video._id}`,
          "PUT",
          { url: "https://youtu.be/MMMMMMMMMMM", thumbnail: "" },
          staff,
        ),
        idContext(video._id),
      )
    ).json();
    expect(moved).toMatchObject({
      youtubeId: "MMMMMMMMMMM",
      title: "New Title",
      thumbnail: "https://i.ytimg.com/vi/MMMMMMMMMMM/hq.jpg",
      views: 0,
      duration: "0:00",
    });
  });

  it("deletes a video and answers 404 afterwards", async () => {
    const video = await create();
    expect(
      (
        await deleteRoute(
          jsonRequest(`/api/videos/${video._id}`, "DELETE", {}, staff),
          idContext(video._id),
        )
      ).status,
    ).toBe(200);
    const again = await deleteRoute(
      jsonRequest(`/api/videos/${video._id}`, "DELETE", {}, staff),
      idContext(video._id),
    );
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: "Video not found" });
  });

  it("builds the highlights from stored metadata only, skipping URLs without any", async () => {
    const db = await getDb();
    await db.siteSettings.update({
      where: { id: 1 },
      data: {
        highlightUrls: [
          "https://youtu.be/HHHHHHHHHHH",
          "https://youtu.be/NNNNNNNNNNN",
          "https://www.youtube.com/embed/aqz-KE-bpKQ",
        ],
      },
    });
    const before = youtube.requests.length;
    const highlights = await getHighlightVideos();
    expect(youtube.requests.length).toBe(before);
    expect(highlights.map((h) => h.youtubeId)).toEqual(["HHHHHHHHHHH", "aqz-KE-bpKQ"]);
    const stored = await db.youtubeMetadata.findUniqueOrThrow({
      where: { youtubeId: "HHHHHHHHHHH" },
    });
    expect(highlights[0]).toMatchObject({
      _id: "https://youtu.be/HHHHHHHHHHH",
      type: "video",
      status: "active",
      category: "Featured",
      title: stored.title,
    });
  });
});
