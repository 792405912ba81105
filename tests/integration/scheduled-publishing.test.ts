import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { revalidateTag } from "next/cache";
import { GET as listProjectsRoute, POST as createProjectRoute } from "@/app/api/projects/route";
import { GET as getProjectRoute, PUT as updateProjectRoute } from "@/app/api/projects/[id]/route";
import { GET as listVideosRoute, POST as createVideoRoute } from "@/app/api/videos/route";
import { GET as getVideoRoute } from "@/app/api/videos/[id]/route";
import { GET as cronGet, POST as cronPost } from "@/app/api/cron/publish/route";
import {
  getPublicProject,
  getPublicVideo,
  listActiveVideos,
  listPublishedProjects,
} from "@/lib/data/public-content";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { signedInAs } from "../helpers/auth";
import { startFakeYouTube, type FakeYouTube } from "../helpers/fake-youtube";
import { getRequest, idContext, jsonRequest } from "../helpers/requests";

// Scheduled posts against a controlled clock: Date is faked (timers stay real for the database
// drivers), so "an hour later" is one call, and nothing is saved in between.

const { getDb } = useTestDatabase();
const SECRET = "cron-secret-0123456789abcdef";
const HOUR = 3_600_000;
let staff: string;
let start: number;
let youtube: FakeYouTube;

beforeAll(async () => {
  // Video saves look up YouTube metadata: from the fake, never the internet.
  youtube = await startFakeYouTube();
  process.env.YOUTUBE_OEMBED_URL = youtube.oembedUrl;
  process.env.YOUTUBE_API_BASE_URL = youtube.dataApiBaseUrl;
  staff = (await signedInAs("user")).cookie;
  const db = await getDb();
  await db.project.deleteMany();
  await db.video.deleteMany();
});

beforeEach(() => {
  start = Date.now();
  vi.useFakeTimers({ toFake: ["Date"], now: start });
  vi.mocked(revalidateTag).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  delete process.env.CRON_SECRET;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await youtube.close();
  delete process.env.YOUTUBE_OEMBED_URL;
  delete process.env.YOUTUBE_API_BASE_URL;
});

async function createProject(body: Record<string, unknown>) {
  const response = await createProjectRoute(
    jsonRequest(
      "/api/projects",
      "POST",
      {
        title: "Launch Film",
        description: "A launch.",
        category: "Branded Content",
        client: "Acme",
        ...body,
      },
      staff,
    ),
    undefined,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as {
    _id: string;
    title: string;
    publishAt: string | null;
    status: string;
  };
}

async function anonymousProjectStatus(id: string) {
  return (await getProjectRoute(getRequest(`/api/projects/${id}`), idContext(id))).status;
}

async function anonymousProjectTitles() {
  const response = await listProjectsRoute(getRequest("/api/projects"), undefined);
  return ((await response.json()) as { projects: Array<{ title: string }> }).projects.map(
    (project) => project.title,
  );
}

function cron(method: "GET" | "POST", authorization?: string) {
  const request = new Request("http://localhost/api/cron/publish", {
    method,
    headers: authorization ? { authorization } : {},
  });
  return (method === "GET" ? cronGet : cronPost)(request, undefined);
}

describe(`scheduled publishing (${databaseKind()})`, () => {
  it("keeps a scheduled project off every public read until its time, then shows it without a save", async () => {
    const publishAt = new Date(start + HOUR).toISOString();
    const project = await createProject({ title: "Scheduled Film", publishAt });
    expect(project).toMatchObject({ status: "published", publishAt });

    expect(await anonymousProjectStatus(project._id)).toBe(404);
    expect(await anonymousProjectTitles()).not.toContain("Scheduled Film");
    expect(await getPublicProject(project._id)).toBeNull();
    expect((await listPublishedProjects()).map((item) => item.title)).not.toContain(
      "Scheduled Film",
    );
    // Staff see it, with its time.
    const asStaff = await getProjectRoute(
      getRequest(`/api/projects/${project._id}`, staff),
      idContext(project._id),
    );
    expect(asStaff.status).toBe(200);
    expect(((await asStaff.json()) as { publishAt: string }).publishAt).toBe(publishAt);

    vi.setSystemTime(start + HOUR + 1000);
    expect(await anonymousProjectStatus(project._id)).toBe(200);
    expect(await anonymousProjectTitles()).toContain("Scheduled Film");
    expect((await getPublicProject(project._id))?.title).toBe("Scheduled Film");
    expect((await listPublishedProjects()).map((item) => item.title)).toContain("Scheduled Film");
  });

  it("keeps a scheduled video off the public API and public reads until its time", async () => {
    const publishAt = new Date(start + HOUR).toISOString();
    const created = await createVideoRoute(
      jsonRequest(
        "/api/videos",
        "POST",
        {
          url: "https://youtu.be/sched000001",
          title: "Scheduled Clip",
          description: "Soon.",
          category: "Branded Content",
          publishAt,
        },
        staff,
      ),
      undefined,
    );
    expect(created.status).toBe(201);
    const video = (await created.json()) as { _id: string; status: string; publishAt: string };
    expect(video).toMatchObject({ status: "active", publishAt });

    expect(
      (await getVideoRoute(getRequest(`/api/videos/${video._id}`), idContext(video._id))).status,
    ).toBe(404);
    const list = (await (await listVideosRoute(getRequest("/api/videos"), undefined)).json()) as {
      videos: Array<{ _id: string }>;
    };
    expect(list.videos.map((item) => item._id)).not.toContain(video._id);
    expect(await getPublicVideo(video._id)).toBeNull();
    expect((await listActiveVideos()).map((item) => item._id)).not.toContain(video._id);

    vi.setSystemTime(start + HOUR + 1000);
    expect(
      (await getVideoRoute(getRequest(`/api/videos/${video._id}`), idContext(video._id))).status,
    ).toBe(200);
    expect((await getPublicVideo(video._id))?.title).toBe("Scheduled Clip");
    expect((await listActiveVideos()).map((item) => item._id)).toContain(video._id);
  });

  it("stores a publish time that is not ahead as 'publish now', and 'null' clears a schedule", async () => {
    const past = await createProject({
      title: "Backdated",
      publishAt: new Date(start - 60_000).toISOString(),
    });
    expect(past.publishAt).toBeNull();
    expect(await anonymousProjectStatus(past._id)).toBe(200);

    const scheduled = await createProject({
      title: "Pulled Forward",
      publishAt: new Date(start + HOUR).toISOString(),
    });
    const cleared = await updateProjectRoute(
      jsonRequest(`/api/projects/${scheduled._id}`, "PUT", { publishAt: null }, staff),
      idContext(scheduled._id),
    );
    expect(((await cleared.json()) as { publishAt: string | null }).publishAt).toBeNull();
    expect(await anonymousProjectStatus(scheduled._id)).toBe(200);
  });

  it("answers a malformed publish time with a 400 naming the field", async () => {
    const response = await createProjectRoute(
      jsonRequest(
        "/api/projects",
        "POST",
        {
          title: "T",
          description: "D",
          category: "Branded Content",
          client: "C",
          publishAt: "tomorrow",
        },
        staff,
      ),
      undefined,
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(
      "Publish time must be an ISO date and time",
    );
  });

  it("refuses the cron endpoint without CRON_SECRET, and with a wrong bearer", async () => {
    expect((await cron("POST", `Bearer ${SECRET}`)).status).toBe(401);
    process.env.CRON_SECRET = SECRET;
    expect((await cron("POST")).status).toBe(401);
    expect((await cron("POST", "Bearer wrong-secret-0123456789")).status).toBe(401);
    expect((await cron("GET", SECRET)).status).toBe(401);
  });

  it("publishes what is due when the cron calls: clears the time, logs it, expires its pages", async () => {
    const due = await createProject({
      title: "Due Soon",
      publishAt: new Date(start + 2000).toISOString(),
    });
    const later = await createProject({
      title: "Due Later",
      publishAt: new Date(start + HOUR).toISOString(),
    });
    process.env.CRON_SECRET = SECRET;

    const early = await cron("POST", `Bearer ${SECRET}`);
    expect(early.status).toBe(200);
    expect(((await early.json()) as { published: unknown[] }).published).toEqual([]);

    vi.setSystemTime(start + 3000);
    vi.mocked(revalidateTag).mockClear();
    const response = await cron("GET", `Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);
    const report = (await response.json()) as {
      published: Array<{ type: string; id: string; title: string }>;
    };
    expect(report.published).toEqual([{ type: "project", id: due._id, title: "Due Soon" }]);

    const db = await getDb();
    expect((await db.project.findUniqueOrThrow({ where: { id: due._id } })).publishAt).toBeNull();
    expect(
      (await db.project.findUniqueOrThrow({ where: { id: later._id } })).publishAt,
    ).not.toBeNull();
    const activity = await db.activity.findFirstOrThrow({
      where: { entityId: due._id, action: "published" },
    });
    expect(activity).toMatchObject({
      actorId: null,
      entityType: "project",
      entityTitle: "Due Soon",
    });
    const tags = vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag);
    expect(tags).toEqual(
      expect.arrayContaining(["projects", "gallery", "home", `project:${due._id}`]),
    );
    expect(tags).not.toContain(`project:${later._id}`);

    // A second run finds nothing left to do.
    const again = (await (await cron("POST", `Bearer ${SECRET}`)).json()) as {
      published: unknown[];
    };
    expect(again.published).toEqual([]);
  });
});
