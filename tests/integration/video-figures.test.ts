import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { revalidateTag } from "next/cache";
import { POST as refreshOneRoute } from "@/app/api/videos/[id]/refresh/route";
import { POST as refreshAllRoute } from "@/app/api/videos/refresh/route";
import { POST as cronRoute } from "@/app/api/cron/publish/route";
import { getPublicVideo } from "@/lib/data/public-content";
import { refreshStaleVideoFigures } from "@/lib/data/video-figures";
import { settleAfterTasks } from "../helpers/after-outside-next";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { signedInAs } from "../helpers/auth";
import { startFakeYouTube, type FakeYouTube } from "../helpers/fake-youtube";
import { idContext, jsonRequest } from "../helpers/requests";

const { getDb } = useTestDatabase();
let youtube: FakeYouTube;
let staff = "";
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  youtube = await startFakeYouTube();
  process.env.YOUTUBE_API_BASE_URL = youtube.dataApiBaseUrl;
  process.env.YOUTUBE_OEMBED_URL = youtube.oembedUrl;
  process.env.YOUTUBE_TIMEOUT_MS = "1500";
  staff = (await signedInAs("user")).cookie;
});
afterAll(async () => {
  await youtube.close();
  delete process.env.YOUTUBE_API_KEY;
});
beforeEach(async () => {
  process.env.YOUTUBE_API_KEY = "test-key";
  youtube.reset();
  vi.mocked(revalidateTag).mockClear();
  const db = await getDb();
  // Only this file's videos: the seed's would take part in the "all" and "stale" runs.
  await db.video.deleteMany();
  await db.youtubeMetadata.deleteMany();
  await db.rateLimit.deleteMany({ where: { key: { startsWith: "youtube:" } } });
});

let counter = 0;
async function video(options: { views?: number; lookedUpHoursAgo?: number } = {}) {
  counter += 1;
  const youtubeId = `fig${String(counter).padStart(8, "0")}`;
  const db = await getDb();
  const row = await db.video.create({
    data: {
      title: `Figures ${counter}`,
      description: "d",
      category: "Branded Content",
      status: "active",
      keywords: [],
      url: `https://youtu.be/${youtubeId}`,
      youtubeId,
      views: BigInt(options.views ?? 5),
      duration: "0:00",
    },
  });
  if (options.lookedUpHoursAgo !== undefined) {
    await db.youtubeMetadata.create({
      data: {
        youtubeId,
        title: "t",
        description: "",
        thumbnail: "",
        duration: "0:00",
        views: BigInt(0),
        channelTitle: "",
        fetchedAt: new Date(Date.now() - options.lookedUpHoursAgo * HOUR),
      },
    });
  }
  return { id: row.id, youtubeId };
}

const refreshOne = (id: string) =>
  refreshOneRoute(jsonRequest(`/api/videos/${id}/refresh`, "POST", {}, staff), idContext(id));
const storedViews = async (id: string) =>
  Number((await (await getDb()).video.findUniqueOrThrow({ where: { id } })).views);
const asked = () =>
  youtube.requests
    .filter((request) => request.path === "/youtube/v3/videos")
    .map((request) => request.query.id);

describe(`video figures from YouTube (${databaseKind()})`, () => {
  it("Refresh from YouTube stores the new views and duration, and the public page's read shows them", async () => {
    const { id, youtubeId } = await video({ views: 5 });
    expect((await getPublicVideo(id))?.views).toBe(5);
    youtube.setVideo(youtubeId, { title: "Live", viewCount: "98765", duration: "PT2M3S" });
    const response = await refreshOne(id);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ _id: id, views: 98765, duration: "2:03" });
    expect(await storedViews(id)).toBe(98765);
    expect(vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual(
      expect.arrayContaining([`video:${id}`, "videos", "gallery", "home"]),
    );
    expect((await getPublicVideo(id))?.views).toBe(98765);
  });

  it.each([
    ["no API key", true, null, 409, /enter views and duration in the form/],
    ["YouTube refuses", false, "server-error", 502, /YouTube did not answer/],
    ["YouTube has no such video", false, "not-found", 404, /not on YouTube any more/],
  ] as const)(
    "answers a clear error and keeps the figures when there is %s",
    async (_case, withoutKey, behaviour, status, message) => {
      const { id, youtubeId } = await video({ views: 5 });
      if (withoutKey) delete process.env.YOUTUBE_API_KEY;
      if (behaviour) youtube.setVideo(youtubeId, behaviour);
      const response = await refreshOne(id);
      expect(response.status).toBe(status);
      expect((await response.json()).error).toMatch(message);
      expect(await storedViews(id)).toBe(5);
    },
  );

  it("Refresh all asks YouTube once per video and reports the changes; without a key it asks nothing", async () => {
    const first = await video({ views: 1 });
    const second = await video({ views: 1234 });
    youtube.setVideo(second.youtubeId, { title: "Same", viewCount: "1234" });
    const response = await refreshAllRoute(
      jsonRequest("/api/videos/refresh", "POST", {}, staff),
      undefined,
    );
    expect(await response.json()).toEqual({ refreshed: 2, changed: 1, failed: 0 }); // the second had its figures already
    expect(asked().sort()).toEqual([first.youtubeId, second.youtubeId].sort());
    expect(await storedViews(first.id)).toBe(1234); // the fake's generated figure

    delete process.env.YOUTUBE_API_KEY;
    youtube.reset();
    const keyless = await refreshAllRoute(
      jsonRequest("/api/videos/refresh", "POST", {}, staff),
      undefined,
    );
    expect(await keyless.json()).toEqual({
      refreshed: 0,
      changed: 0,
      failed: 0,
      stopped: "no-api-key",
    });
    expect(youtube.requests).toEqual([]);
  });

  it("refreshStaleVideoFigures takes figures older than 24 h, the oldest first, at most `limit` a run", async () => {
    const fresh = await video({ lookedUpHoursAgo: 2 });
    const old = await video({ lookedUpHoursAgo: 30 });
    const older = await video({ lookedUpHoursAgo: 50 });
    const never = await video();
    expect(await refreshStaleVideoFigures({ limit: 2 })).toEqual({
      refreshed: 2,
      changed: 2,
      failed: 0,
    });
    expect(asked()).toEqual([never.youtubeId, older.youtubeId]);
    youtube.reset();
    expect(await refreshStaleVideoFigures({ limit: 2 })).toMatchObject({ refreshed: 1 });
    expect(asked()).toEqual([old.youtubeId]);
    youtube.reset();
    expect(await refreshStaleVideoFigures({ limit: 2 })).toMatchObject({ refreshed: 0 });
    expect(asked()).not.toContain(fresh.youtubeId);
  });

  it("the cron endpoint refreshes stale figures too, and the public read shows them", async () => {
    const old = await video({ views: 5, lookedUpHoursAgo: 30 });
    const fresh = await video({ views: 5, lookedUpHoursAgo: 1 });
    youtube.setVideo(old.youtubeId, { title: "Old", viewCount: "4321", duration: "PT1M" });
    process.env.CRON_SECRET = "cron-secret-0123456789abcdef";
    try {
      const response = await cronRoute(
        new Request("http://localhost/api/cron/publish", {
          method: "POST",
          headers: { authorization: "Bearer cron-secret-0123456789abcdef" },
        }),
        { params: Promise.resolve({}) },
      );
      expect(response.status).toBe(200);
      await settleAfterTasks();
    } finally {
      delete process.env.CRON_SECRET;
    }
    expect(asked()).toEqual([old.youtubeId]);
    expect(await storedViews(old.id)).toBe(4321);
    expect((await getPublicVideo(old.id))?.views).toBe(4321);
    expect(await storedViews(fresh.id)).toBe(5);
  });

  it("backs off when YouTube refuses: the run stops, later runs wait, each refusal in a row waits longer", async () => {
    const a = await video();
    const b = await video();
    youtube.setVideo(a.youtubeId, "server-error");
    youtube.setVideo(b.youtubeId, "server-error");
    const start = new Date();
    const first = await refreshStaleVideoFigures({ limit: 10, now: start });
    expect(first).toMatchObject({ refreshed: 0, failed: 1, stopped: "youtube-refused" });
    expect(asked()).toHaveLength(1);
    const firstPause = Date.parse(first.pausedUntil!) - start.getTime();
    expect(firstPause).toBeGreaterThanOrEqual(14 * 60 * 1000);

    youtube.reset();
    youtube.setVideo(a.youtubeId, "server-error");
    youtube.setVideo(b.youtubeId, "server-error");
    expect(
      await refreshStaleVideoFigures({
        limit: 10,
        now: new Date(start.getTime() + firstPause / 2),
      }),
    ).toMatchObject({ stopped: "youtube-refused" });
    expect(asked()).toEqual([]);

    const second = await refreshStaleVideoFigures({
      limit: 10,
      now: new Date(Date.parse(first.pausedUntil!) + 1000),
    });
    expect(asked()).toHaveLength(1);
    expect(Date.parse(second.pausedUntil!) - Date.now()).toBeGreaterThan(firstPause * 1.5);

    youtube.reset();
    const recovered = await refreshStaleVideoFigures({
      limit: 10,
      now: new Date(Date.parse(second.pausedUntil!) + 1000),
    });
    expect(recovered).toEqual({ refreshed: 2, changed: 2, failed: 0 });
  });
});
