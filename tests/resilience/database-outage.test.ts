import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProxyMode } from "../helpers/tcp-proxy";
import { seedId } from "@/lib/db/seed-content";
import { startApp, type App } from "./support/app";
import { call, loginSuperadmin, looksLikeStack, nextClientAddress } from "./support/http";
import {
  IP_PROJECT,
  OTHER_PROJECT,
  PUBLIC_PAGES,
  pageProblems,
  withIpTitle,
} from "./support/pages";

// The database goes away: a production server reaches PostgreSQL through a TCP proxy that the
// test resets or blackholes. Cached pages and the anonymous public API (read from the same cache)
// must keep their content, the rest of the API must answer 503 with JSON quickly, no empty page may be cached, and everything must work again once the database
// is back, without a restart.

const API_DEADLINE_MS = 2_000;

let app: App;
let base: string;
let cookie: string;

beforeAll(async () => {
  app = await startApp({ name: "db-outage", viaProxy: true });
  base = app.servers[0]!.url;
  cookie = await loginSuperadmin(base);
  // Warm the page cache (the IP page is rendered on its first request).
  for (const page of PUBLIC_PAGES) {
    const answer = await call(base, page.path);
    expect(pageProblems(page, answer.status, answer.body)).toEqual([]);
  }
});

afterAll(async () => {
  await app?.stop();
});

function serverLog(): string {
  return app.servers[0]!.output().slice(-3000);
}

async function expectPagesServed(label: string) {
  for (const page of PUBLIC_PAGES) {
    const answer = await call(base, page.path, { timeoutMs: 10_000 });
    expect(
      pageProblems(page, answer.status, answer.body),
      `${label}: ${page.path}\n${serverLog()}`,
    ).toEqual([]);
  }
}

/**
 * Every kind of API call that needs the database answers 503 with a clear JSON error, fast,
 * without internals. Staff reads of content are live, so they are among them.
 */
async function expectApiUnavailable(label: string) {
  const attempts = [
    { path: "/api/projects", cookie },
    { path: `/api/projects/${OTHER_PROJECT.id}`, cookie },
    { path: "/api/health" },
    { path: "/api/auth/admin/session", cookie },
    { path: "/api/admin/dashboard", cookie },
    {
      path: "/api/auth/admin/login",
      json: { username: "someone", password: "Wrong-Password-1!" },
      address: nextClientAddress(),
    },
    {
      path: "/api/contact/submit",
      json: {
        name: "Outage Tester",
        email: "outage@example.com",
        subject: "During the outage",
        message: "Is anybody there? This must not hang.",
      },
      address: nextClientAddress(),
    },
    // A write that fails: it must not expire any cached page either (checked after recovery).
    {
      path: `/api/projects/${OTHER_PROJECT.id}`,
      method: "PUT",
      json: { title: "Written during the outage" },
      cookie,
    },
  ];
  for (const attempt of attempts) {
    const answer = await call(base, attempt.path, { ...attempt, timeoutMs: 15_000 });
    const what = `${label}: ${attempt.method ?? (attempt.json ? "POST" : "GET")} ${attempt.path} → ${answer.status} in ${Math.round(answer.ms)} ms: ${answer.body.slice(0, 300)}`;
    expect(answer.status, `${what}\n${serverLog()}`).toBe(503);
    expect(answer.ms, what).toBeLessThan(API_DEADLINE_MS);
    expect(answer.json, what).toMatchObject({ error: expect.stringMatching(/unavailable/i) });
    expect(looksLikeStack(answer.body), what).toBe(false);
  }
}

const PUBLIC_API_READS = ["/api/projects", "/api/videos", `/api/projects/${OTHER_PROJECT.id}`];

/** Anonymous reads of the public API, read once while the database is up (fills their cache). */
async function readPublicApi(): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const path of PUBLIC_API_READS) {
    const answer = await call(base, path);
    expect(answer.status, `${path}: ${answer.body.slice(0, 300)}`).toBe(200);
    bodies.set(path, answer.body);
  }
  return bodies;
}

/** Anonymous public reads come from the pages' data cache: the same answers as before, fast. */
async function expectPublicApiFromCache(label: string, before: Map<string, string>) {
  for (const [path, body] of before) {
    const answer = await call(base, path, { timeoutMs: 15_000 });
    const what = `${label}: GET ${path} → ${answer.status} in ${Math.round(answer.ms)} ms`;
    expect(answer.status, `${what}\n${serverLog()}`).toBe(200);
    expect(answer.body, what).toBe(body);
    expect(answer.ms, what).toBeLessThan(API_DEADLINE_MS);
  }
}

/** After the database is back, the API answers again within a bounded time (no restart). */
async function expectRecovered() {
  const deadline = Date.now() + 15_000;
  let last = await call(base, "/api/health");
  while (last.status !== 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await call(base, "/api/health");
  }
  expect(last.status, last.body).toBe(200);
}

describe.each<ProxyMode>(["reset", "blackhole"])("with PostgreSQL cut (%s)", (mode) => {
  it("keeps the cached pages and public API answers, answers 503 fast otherwise, and recovers without a restart", async () => {
    const publicAnswers = await readPublicApi();
    app.proxy!.setMode(mode);
    try {
      await expectPagesServed(`${mode}, pages`);
      await expectPublicApiFromCache(mode, publicAnswers);
      await expectApiUnavailable(mode);
      await expectPagesServed(`${mode}, pages after failed writes`);
    } finally {
      app.proxy!.setMode("pass");
    }
    await expectRecovered();
    await expectPagesServed(`${mode}, pages after recovery`);
    // The failed write did not happen.
    const project = await call(base, `/api/projects/${OTHER_PROJECT.id}`);
    expect(project.json).toMatchObject({ title: OTHER_PROJECT.title });
  });
});

it("serves no empty page when a revalidation runs during the outage, and shows the edit afterwards", async () => {
  // A saved edit expires the project's pages; the database goes away before anyone looks.
  const newTitle = "Midnight Local Revisited";
  const saved = await call(base, `/api/projects/${IP_PROJECT.id}`, {
    method: "PUT",
    json: { title: newTitle },
    cookie,
  });
  expect(saved.status, saved.body).toBe(200);
  app.proxy!.setMode("blackhole");
  try {
    for (const page of PUBLIC_PAGES) {
      const answer = await call(base, page.path, { timeoutMs: 15_000 });
      // The old or the new title: either is content; an error or empty state is not.
      const shown = answer.body.includes(newTitle) ? withIpTitle(page, newTitle) : page;
      expect(
        pageProblems(shown, answer.status, answer.body),
        `during outage ${page.path}\n${serverLog()}`,
      ).toEqual([]);
    }
  } finally {
    app.proxy!.setMode("pass");
  }
  await expectRecovered();
  // Nothing degraded stays cached: within a bounded time every page shows the edit, and no
  // answer in between is empty.
  const deadline = Date.now() + 45_000;
  for (const page of PUBLIC_PAGES) {
    const expected = withIpTitle(page, newTitle);
    for (;;) {
      const answer = await call(base, page.path);
      const problems = pageProblems(expected, answer.status, answer.body);
      const stillOld =
        problems.length > 0 && problems.every((p) => p.includes("missing") && p.includes(newTitle));
      if (problems.length === 0) break;
      expect(stillOld, `after recovery ${page.path}: ${problems.join("; ")}`).toBe(true);
      expect(Date.now(), `after recovery ${page.path} still shows the old title`).toBeLessThan(
        deadline,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
});

it("signs in and saves again after the outage", async () => {
  app.proxy!.setMode("reset");
  app.proxy!.setMode("pass");
  const freshCookie = await loginSuperadmin(base);
  const saved = await call(base, `/api/projects/${OTHER_PROJECT.id}`, {
    method: "PUT",
    json: { client: "Aster Beauty Group" },
    cookie: freshCookie,
  });
  expect(saved.status, saved.body).toBe(200);
  const rows = await app.sql<{ client: string }>("SELECT client FROM projects WHERE id = $1", [
    OTHER_PROJECT.id,
  ]);
  expect(rows[0]?.client).toBe("Aster Beauty Group");
});

it("brings nothing unpublished or deleted back when pages render during an outage", async () => {
  const project = { id: seedId("project:First Mile"), title: "First Mile" };
  const video = { id: seedId("video:9bZkp7q19f0"), title: "Summer Drop Launch Film" };
  const paths = ["/", "/gallery", `/ip/${project.id}`];
  // Rendered with both items first, so every read behind these pages has its last-good copy.
  for (const path of paths) expect((await call(base, path)).status, path).toBe(200);
  const gallery = await call(base, "/gallery");
  expect(gallery.body).toContain(project.title);
  expect(gallery.body).toContain(video.title);

  const freshCookie = await loginSuperadmin(base);
  const unpublished = await call(base, `/api/projects/${project.id}`, {
    method: "PUT",
    json: { status: "draft" },
    cookie: freshCookie,
  });
  expect(unpublished.status, unpublished.body).toBe(200);
  const deleted = await call(base, `/api/videos/${video.id}`, {
    method: "DELETE",
    cookie: freshCookie,
  });
  expect(deleted.status, deleted.body).toBe(200);

  // The removals expired these pages: each request now renders them with the database away.
  app.proxy!.setMode("reset");
  try {
    for (const path of paths) {
      const answer = await call(base, path, { timeoutMs: 15_000 });
      expect(answer.body, `during outage ${path} (${answer.status})`).not.toContain(project.title);
      expect(answer.body, `during outage ${path} (${answer.status})`).not.toContain(video.title);
    }
  } finally {
    app.proxy!.setMode("pass");
  }
  await expectRecovered();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await call(base, "/gallery");
    expect(answer.body).not.toContain(project.title);
    expect(answer.body).not.toContain(video.title);
    if (answer.status === 200 && answer.body.includes(OTHER_PROJECT.title)) break;
    expect(Date.now(), "the gallery renders its content again after the outage").toBeLessThan(
      deadline,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
});
