import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as lookupRoute } from "@/app/api/youtube/lookup/route";
import { GET as videoRoute } from "@/app/api/youtube/video/[videoId]/route";
import { fetchYouTubeMetadata } from "@/lib/youtube/fetch-metadata";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { signedInAs } from "../helpers/auth";
import { startFakeYouTube, type FakeYouTube } from "../helpers/fake-youtube";
import { getRequest } from "../helpers/requests";

const { getDb } = useTestDatabase();
let youtube: FakeYouTube;

beforeAll(async () => {
  youtube = await startFakeYouTube();
  process.env.YOUTUBE_API_BASE_URL = youtube.dataApiBaseUrl;
  process.env.YOUTUBE_OEMBED_URL = youtube.oembedUrl;
  process.env.YOUTUBE_TIMEOUT_MS = "1500";
});
afterAll(async () => {
  await youtube.close();
  delete process.env.YOUTUBE_API_KEY;
});
beforeEach(() => youtube.reset());

const video = {
  title: "Launch Film",
  description: "The long description",
  channelTitle: "Agency Channel",
  publishedAt: "2025-05-06T07:08:09Z",
  duration: "PT1H2M3S",
  viewCount: "98765",
  thumbnail: "https://i.ytimg.com/vi/AAAAAAAAAAA/maxresdefault.jpg",
};

const modes = [
  ["Data API", () => void (process.env.YOUTUBE_API_KEY = "test-key")],
  ["oEmbed", () => void delete process.env.YOUTUBE_API_KEY],
] as const;

describe.each(modes)(`fetchYouTubeMetadata through the %s (${databaseKind()})`, (mode, select) => {
  beforeEach(select);

  it("reads a found video", async () => {
    youtube.setVideo("AAAAAAAAAAA", video);
    const metadata = await fetchYouTubeMetadata("AAAAAAAAAAA");
    if (mode === "Data API") {
      expect(metadata).toEqual({
        youtubeId: "AAAAAAAAAAA",
        title: "Launch Film",
        description: "The long description",
        thumbnail: video.thumbnail,
        duration: "1:02:03",
        views: 98765,
        publishedAt: "2025-05-06T07:08:09.000Z",
        channelTitle: "Agency Channel",
      });
      expect(youtube.requests[0]?.query).toMatchObject({
        part: "snippet,contentDetails,statistics",
        id: "AAAAAAAAAAA",
        key: "test-key",
      });
    } else {
      // oEmbed knows title, channel and thumbnail only.
      expect(metadata).toEqual({
        youtubeId: "AAAAAAAAAAA",
        title: "Launch Film",
        description: "",
        thumbnail: video.thumbnail,
        duration: "0:00",
        views: 0,
        publishedAt: null,
        channelTitle: "Agency Channel",
      });
      expect(youtube.requests[0]?.query).toMatchObject({
        url: "https://www.youtube.com/watch?v=AAAAAAAAAAA",
        format: "json",
      });
    }
  });

  it.each([
    ["not-found", "not_found"],
    ["timeout", "timeout"],
    ["malformed", "upstream"],
    ["server-error", "upstream"],
  ] as const)("turns %s into a YouTubeError of kind %s", async (behaviour, kind) => {
    youtube.setVideo("BBBBBBBBBBB", behaviour);
    await expect(fetchYouTubeMetadata("BBBBBBBBBBB")).rejects.toMatchObject({
      name: "YouTubeError",
      kind,
    });
  });

  it("never calls YouTube for a malformed id", async () => {
    await expect(fetchYouTubeMetadata("../../etc")).rejects.toMatchObject({ kind: "invalid_id" });
    expect(youtube.requests).toHaveLength(0);
  });
});

describe(`GET /api/youtube/video/{videoId} (${databaseKind()})`, () => {
  const call = (id: string, ip = "203.0.113.1") =>
    videoRoute(getRequest(`/api/youtube/video/${id}`, undefined, { "x-forwarded-for": ip }), {
      params: Promise.resolve({ videoId: id }),
    });

  it("answers the metadata fields, stores them and serves the stored copy next time", async () => {
    process.env.YOUTUBE_API_KEY = "test-key";
    youtube.setVideo("CCCCCCCCCCC", video);
    const response = await call("CCCCCCCCCCC");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      title: "Launch Film",
      description: "The long description",
      thumbnail: video.thumbnail,
      duration: "1:02:03",
      views: 98765,
      publishedAt: "2025-05-06T07:08:09.000Z",
      channelTitle: "Agency Channel",
    });
    const db = await getDb();
    expect(
      await db.youtubeMetadata.findUnique({ where: { youtubeId: "CCCCCCCCCCC" } }),
    ).toMatchObject({ title: "Launch Film" });
    youtube.setVideo("CCCCCCCCCCC", "server-error");
    expect((await call("CCCCCCCCCCC")).status).toBe(200);
    expect(youtube.requests).toHaveLength(1);
  });

  it.each([
    ["DDDDDDDDDDD", "not-found", 404, "Video not found"],
    ["EEEEEEEEEEE", "timeout", 504, "YouTube did not answer in time"],
    ["FFFFFFFFFFF", "malformed", 502, "YouTube lookup failed"],
  ] as const)("answers %s (%s) with %i", async (id, behaviour, status, error) => {
    youtube.setVideo(id, behaviour);
    const response = await call(id);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
  });

  it("answers 400 for a malformed id", async () => {
    const response = await call("bad id!");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Invalid YouTube video id" });
  });

  it("limits each address to 60 lookups a minute", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < 60; i += 1) expect((await call("CCCCCCCCCCC", ip)).status).toBe(200);
    const limited = await call("CCCCCCCCCCC", ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe(`GET /api/youtube/lookup (${databaseKind()})`, () => {
  it("looks a URL up for staff and refuses anonymous callers and bad URLs", async () => {
    delete process.env.YOUTUBE_API_KEY;
    youtube.setVideo("GGGGGGGGGGG", video);
    const { cookie } = await signedInAs("user");
    const ok = await lookupRoute(
      getRequest(
        `/api/youtube/lookup?url=${encodeURIComponent("https://youtu.be/GGGGGGGGGGG")}`,
        cookie,
      ),
      undefined,
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      youtubeId: "GGGGGGGGGGG",
      title: "Launch Film",
      channelTitle: "Agency Channel",
    });
    const bad = await lookupRoute(
      getRequest("/api/youtube/lookup?url=https://vimeo.com/1", cookie),
      undefined,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      details: [{ path: "url", msg: "Invalid YouTube URL" }],
    });
    const anonymous = await lookupRoute(
      getRequest("/api/youtube/lookup?url=https://youtu.be/GGGGGGGGGGG"),
      undefined,
    );
    expect(anonymous.status).toBe(401);
  });
});
