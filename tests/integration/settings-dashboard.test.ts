import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { revalidateTag } from "next/cache";
import { GET as getSettingsRoute, PUT as putSettingsRoute } from "@/app/api/settings/route";
import { GET as dashboardRoute } from "@/app/api/admin/dashboard/route";
import { POST as createProjectRoute } from "@/app/api/projects/route";
import { POST as contactRoute } from "@/app/api/contact/submit/route";
import { getHighlightVideos } from "@/lib/data/public-content";
import { getSiteSettings } from "@/lib/data/settings";
import { getDashboard, lastWeekStarts } from "@/lib/data/dashboard";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { createUser, signedInAs } from "../helpers/auth";
import { startFakeYouTube, type FakeYouTube } from "../helpers/fake-youtube";
import { countDatabaseQueries } from "../helpers/query-count";
import { getRequest, jsonRequest } from "../helpers/requests";

const { getDb } = useTestDatabase();
let youtube: FakeYouTube;
let superadmin: string;
let admin: string;

beforeAll(async () => {
  youtube = await startFakeYouTube();
  delete process.env.YOUTUBE_API_KEY;
  process.env.YOUTUBE_OEMBED_URL = youtube.oembedUrl;
  process.env.YOUTUBE_TIMEOUT_MS = "1500";
  superadmin = (await signedInAs("superadmin")).cookie;
  admin = (await signedInAs("admin")).cookie;
});
afterAll(() => youtube.close());

const settings = {
  siteName: "AMS Media Group",
  siteDescription: "Stories brands are proud of.",
  theme: "light",
  maxFileSize: 10,
  timezone: "Europe/London",
  emailNotifications: false,
  autoApprove: true,
};

const put = (body: unknown, cookie = superadmin) =>
  putSettingsRoute(jsonRequest("/api/settings", "PUT", body, cookie), undefined);

describe(`settings API (${databaseKind()})`, () => {
  it("answers the seeded settings to staff", async () => {
    const response = await getSettingsRoute(getRequest("/api/settings", admin), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      siteName: "AMS Media",
      theme: "dark",
      maxFileSize: 5,
      timezone: "Asia/Kolkata",
      highlightUrls: expect.any(Array),
    });
    expect((await getSettingsRoute(getRequest("/api/settings"), undefined)).status).toBe(401);
  });

  it("lets only the superadmin replace them, keeps highlightUrls when left out, and revalidates", async () => {
    expect((await put(settings, admin)).status).toBe(403);
    const db = await getDb();
    const before = await db.siteSettings.findUniqueOrThrow({ where: { id: 1 } });
    const response = await put(settings);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...settings, highlightUrls: before.highlightUrls });
    expect(await getSiteSettings()).toMatchObject({ siteName: "AMS Media Group", theme: "light" });
    expect(vi.mocked(revalidateTag)).toHaveBeenCalledWith("settings", { expire: 0 });
    expect(
      await db.activity.count({ where: { entityType: "settings", action: "updated" } }),
    ).toBeGreaterThan(0);
  });

  it("looks up and stores the highlight videos' metadata on save, tolerating a YouTube failure", async () => {
    youtube.setVideo("PPPPPPPPPPP", { title: "Highlight P", channelTitle: "P Channel" });
    youtube.setVideo("QQQQQQQQQQQ", "timeout");
    const urls = ["https://youtu.be/PPPPPPPPPPP", "https://www.youtube.com/watch?v=QQQQQQQQQQQ"];
    const response = await put({ ...settings, highlightUrls: urls });
    expect(response.status).toBe(200);
    expect((await response.json()).highlightUrls).toEqual(urls);
    const highlights = await getHighlightVideos();
    expect(highlights).toHaveLength(1);
    expect(highlights[0]).toMatchObject({
      youtubeId: "PPPPPPPPPPP",
      title: "Highlight P",
      channelTitle: "P Channel",
    });
  });

  it("does not ask YouTube again for highlights whose stored metadata is fresh", async () => {
    const before = await getHighlightVideos();
    youtube.setVideo("PPPPPPPPPPP", { title: "Renamed on YouTube since" });
    const asked = youtube.requests.length;
    const response = await put({ ...settings, highlightUrls: ["https://youtu.be/PPPPPPPPPPP"] });
    expect(response.status).toBe(200);
    expect(youtube.requests.length).toBe(asked);
    expect((await getHighlightVideos())[0]).toMatchObject({
      youtubeId: "PPPPPPPPPPP",
      title: before[0]!.title,
    });
  });

  it.each([
    [{ maxFileSize: 0 }, "maxFileSize", "Max file size must be between 1 and 100 MB"],
    [{ maxFileSize: 101 }, "maxFileSize", "Max file size must be between 1 and 100 MB"],
    [{ maxFileSize: 2.5 }, "maxFileSize", "Max file size must be a whole number of MB"],
    [{ maxFileSize: "10" }, "maxFileSize", "Max file size must be a number"],
    [{ theme: "blue" }, "theme", "Theme must be light or dark"],
    [
      { timezone: "Mars/Olympus" },
      "timezone",
      "Timezone must be one of: UTC, America/New_York, America/Chicago, America/Denver, America/Los_Angeles, Europe/London, Asia/Tokyo, Asia/Kolkata",
    ],
    [{ siteName: "" }, "siteName", "Site name is required"],
    [
      { emailNotifications: "yes" },
      "emailNotifications",
      "Email notifications must be true or false",
    ],
    [{ highlightUrls: ["https://vimeo.com/1"] }, "highlightUrls.0", "Invalid YouTube URL"],
    [
      {
        highlightUrls: [
          "https://youtu.be/AAAAAAAAAAA",
          "https://youtu.be/BBBBBBBBBBB",
          "https://youtu.be/CCCCCCCCCCC",
          "https://youtu.be/DDDDDDDDDDD",
        ],
      },
      "highlightUrls",
      "At most 3 highlight videos",
    ],
    [{ siteName: undefined }, "siteName", "Site name is required"],
  ])("refuses %j with 400", async (patch, path, msg) => {
    const response = await put({ ...settings, ...patch });
    expect(response.status).toBe(400);
    expect((await response.json()).details).toContainEqual({ path, msg });
  });
});

describe(`GET /api/admin/dashboard (${databaseKind()})`, () => {
  it("counts the rows, lists recent activity and the weekly analytics", async () => {
    await createUser({ role: "pending" });
    await createUser({ role: "pending" });
    const created = await createProjectRoute(
      jsonRequest(
        "/api/projects",
        "POST",
        { title: "Dash Project", description: "d", category: "Sponsorships", client: "c" },
        admin,
      ),
      undefined,
    );
    expect(created.status).toBe(201);
    const contact = jsonRequest("/api/contact/submit", "POST", {
      name: "Dash Visitor",
      email: "d@example.com",
      subject: "Dashboard test",
      message: "Counting this message.",
    });
    contact.headers.set("x-forwarded-for", "203.0.113.200");
    expect((await contactRoute(contact, undefined)).status).toBe(200);

    const response = await dashboardRoute(getRequest("/api/admin/dashboard", admin), undefined);
    expect(response.status).toBe(200);
    const body = await response.json();
    const db = await getDb();
    const views = (await db.video.findMany({ select: { views: true } })).reduce(
      (sum, v) => sum + Number(v.views),
      0,
    );
    expect(body).toMatchObject({
      totalVideos: await db.video.count(),
      totalProjects: await db.project.count(),
      totalUsers: await db.user.count(),
      pendingUsers: await db.user.count({ where: { role: "pending" } }),
      totalViews: views,
    });
    expect(body.pendingUsers).toBe(2);
    expect(body.recentActivity[0]).toMatchObject({
      type: "project",
      title: "Dash Project",
      action: "created",
    });
    expect(body.analytics.weeks).toHaveLength(8);
    const thisWeek = body.analytics.weeks.at(-1);
    expect(thisWeek.week).toBe(lastWeekStarts(new Date(), 8).at(-1)!.toISOString().slice(0, 10));
    expect(thisWeek.messages).toBe(
      await db.contactMessage.count({
        where: { createdAt: { gte: new Date(`${thisWeek.week}T00:00:00Z`) } },
      }),
    );
    const since = new Date(`${thisWeek.week}T00:00:00Z`);
    expect(thisWeek.published).toBe(
      (await db.project.count({ where: { status: "published", createdAt: { gte: since } } })) +
        (await db.video.count({ where: { status: "active", createdAt: { gte: since } } })),
    );
    expect((await dashboardRoute(getRequest("/api/admin/dashboard"), undefined)).status).toBe(401);
  });

  it("reads every figure in one database round trip", async () => {
    await getDashboard();
    const { result, queries } = await countDatabaseQueries(() => getDashboard());
    expect(queries).toBe(1);
    expect(result.analytics.weeks).toHaveLength(8);
    expect(result.recentActivity.length).toBeGreaterThan(0);
  });

  it("counts each post and message in the week it was created in", async () => {
    const db = await getDb();
    const starts = lastWeekStarts(new Date(), 8);
    const before = await getDashboard();
    const at = (week: number, hours: number) =>
      new Date(starts[week]!.getTime() + hours * 3_600_000);
    await db.project.create({
      data: {
        title: "Old",
        description: "d",
        category: "Sponsorships",
        client: "c",
        status: "published",
        createdAt: at(2, 1),
      },
    });
    await db.project.create({
      data: {
        title: "Old draft",
        description: "d",
        category: "Sponsorships",
        client: "c",
        status: "draft",
        createdAt: at(2, 2),
      },
    });
    await db.contactMessage.create({
      data: {
        name: "Early",
        email: "e@example.com",
        subject: "s",
        message: "m",
        createdAt: at(5, 167),
      },
    });
    await db.contactMessage.create({
      data: {
        name: "Too old",
        email: "o@example.com",
        subject: "s",
        message: "m",
        createdAt: at(0, -1),
      },
    });
    const after = await getDashboard();
    const delta = after.analytics.weeks.map((week, index) => ({
      published: week.published - before.analytics.weeks[index]!.published,
      messages: week.messages - before.analytics.weeks[index]!.messages,
    }));
    expect(delta).toEqual(
      starts.map((_, index) => ({ published: index === 2 ? 1 : 0, messages: index === 5 ? 1 : 0 })),
    );
    expect(
      after.recentActivity.every((item) =>
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(item.time),
      ),
    ).toBe(true);
  });

  it("starts weeks on Monday", () => {
    const starts = lastWeekStarts(new Date("2026-11-26T15:00:00Z"), 2);
    expect(starts.map((d) => d.toISOString())).toEqual([
      "2026-11-16T00:00:00.000Z",
      "2026-11-23T00:00:00.000Z",
    ]);
  });
});
