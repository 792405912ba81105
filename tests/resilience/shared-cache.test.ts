import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProxyMode } from "../helpers/tcp-proxy";
import { startApp, type App } from "./support/app";
import { call, loginSuperadmin, type Answer } from "./support/http";
import { IP_PROJECT, OTHER_PROJECT, PUBLIC_PAGES, pageProblems, withIpTitle } from "./support/pages";

// Several servers show one site: two production servers behind nginx (the repository's
// deploy/nginx.conf) on one PostgreSQL and one Redis. What one server caches or revalidates, the
// other sees at once; a Redis outage slows nothing down and ends without a restart; a server that
// joins later serves the pages already rendered by the others.

const VISIBLE_WITHIN_MS = 1_000;
const OUTAGE_PAGE_DEADLINE_MS = 2_000;

let app: App;
let a: string;
let b: string;
let cookie: string;
let currentIpTitle = IP_PROJECT.title;

beforeAll(async () => {
  app = await startApp({ name: "shared-cache", servers: 2, redis: { viaProxy: true }, balancer: true });
  a = app.servers[0]!.url;
  b = app.servers[1]!.url;
  cookie = await loginSuperadmin(a);
  // Two servers and nginx: more than one server's start.
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

/** Polls until `ok` holds for the answer of GET path on base, within the time allowed. */
async function within(ms: number, base: string, path: string, ok: (answer: Answer) => boolean): Promise<Answer> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await call(base, path);
    if (ok(answer)) return answer;
    if (Date.now() > deadline) {
      expect.fail(`${base}${path} not as expected within ${ms} ms: ${answer.status} ${answer.body.slice(0, 200)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function warm(paths: string[]) {
  for (const base of [a, b]) for (const path of paths) await call(base, path);
}

function logs(index: number): string {
  return app.servers[index]!.output();
}

async function createProject(title: string, status: "published" | "draft"): Promise<string> {
  const created = await call(a, "/api/projects", {
    cookie,
    json: { title, description: `${title}: made on one server.`, category: "Branded Content", client: "Shared Cache Ltd", status },
  });
  expect(created.status, created.body).toBe(201);
  return (created.json as { _id: string })._id;
}

it("shows an edit saved through one server on the other's page, gallery, sitemap and public API within 1 s", async () => {
  const paths = [`/ip/${IP_PROJECT.id}`, "/gallery", "/sitemap.xml", `/api/projects/${IP_PROJECT.id}`];
  await warm(paths);
  const title = "Midnight Local Shared";
  const saved = await call(a, `/api/projects/${IP_PROJECT.id}`, { method: "PUT", json: { title }, cookie });
  expect(saved.status, saved.body).toBe(200);
  currentIpTitle = title;
  const updatedAt = (saved.json as { updatedAt: string }).updatedAt;
  await within(VISIBLE_WITHIN_MS, b, `/ip/${IP_PROJECT.id}`, (answer) => answer.body.includes(`>${title}</h1>`));
  await within(VISIBLE_WITHIN_MS, b, "/gallery", (answer) => answer.body.includes(title));
  await within(VISIBLE_WITHIN_MS, b, "/sitemap.xml", (answer) => answer.body.includes(updatedAt));
  await within(VISIBLE_WITHIN_MS, b, `/api/projects/${IP_PROJECT.id}`, (answer) => (answer.json as { title?: string }).title === title);
  // And through the load balancer, whichever server answers.
  for (let i = 0; i < 4; i++) await within(VISIBLE_WITHIN_MS, app.balancer!.url, "/gallery", (answer) => answer.body.includes(title));
});

it("answers 404 on both servers for a deleted post, and drops it from their gallery and sitemap", async () => {
  const id = await createProject("Short Lived Post", "published");
  const paths = [`/post/${id}?type=project`, "/gallery", "/sitemap.xml"];
  for (const base of [a, b]) await within(VISIBLE_WITHIN_MS, base, paths[0]!, (answer) => answer.status === 200);
  await warm(paths);
  const deleted = await call(a, `/api/projects/${id}`, { method: "DELETE", cookie });
  expect(deleted.status, deleted.body).toBe(200);
  for (const base of [b, a]) {
    await within(VISIBLE_WITHIN_MS, base, `/post/${id}?type=project`, (answer) => answer.status === 404);
    await within(VISIBLE_WITHIN_MS, base, "/gallery", (answer) => answer.status === 200 && !answer.body.includes("Short Lived Post"));
    await within(VISIBLE_WITHIN_MS, base, "/sitemap.xml", (answer) => answer.status === 200 && !answer.body.includes(id));
    await within(VISIBLE_WITHIN_MS, base, `/api/projects/${id}`, (answer) => answer.status === 404);
  }
});

it("shows a new post on both servers, and a draft on neither", async () => {
  await warm(["/gallery", "/sitemap.xml", "/api/projects"]);
  const published = await createProject("Brand New Shared Post", "published");
  const draft = await createProject("Secret Draft Post", "draft");
  for (const base of [b, a]) {
    await within(VISIBLE_WITHIN_MS, base, "/gallery", (answer) => answer.body.includes("Brand New Shared Post"));
    await within(VISIBLE_WITHIN_MS, base, "/sitemap.xml", (answer) => answer.body.includes(published));
    await within(VISIBLE_WITHIN_MS, base, `/post/${published}?type=project`, (answer) => answer.status === 200);
  }
  // By then every cache holds the new state: the draft is in none of it, on either server.
  for (const base of [a, b, app.balancer!.url]) {
    for (const path of ["/gallery", "/sitemap.xml", "/api/projects?limit=100"]) {
      const answer = await call(base, path);
      expect(answer.status, `${base}${path}`).toBe(200);
      expect(answer.body, `${base}${path}`).not.toContain("Secret Draft Post");
      expect(answer.body, `${base}${path}`).not.toContain(draft);
    }
    expect((await call(base, `/post/${draft}?type=project`)).status).toBe(404);
    expect((await call(base, `/api/projects/${draft}`)).status).toBe(404);
  }
});

describe.each<ProxyMode>(["reset", "blackhole"])("with Redis cut (%s)", (mode) => {
  it("keeps answering pages within 2 s and the API normally, logs the outage once, and shares again once Redis is back", async () => {
    const outagesBefore = [0, 1].map((i) => count(logs(i), "[cache] Redis is unreachable"));
    const recoveriesBefore = [0, 1].map((i) => count(logs(i), "[cache] Redis answers again"));
    app.redisProxy!.setMode(mode);
    try {
      for (let round = 0; round < 2; round++) {
        for (const base of [a, b]) {
          for (const page of PUBLIC_PAGES) {
            const answer = await call(base, page.path, { timeoutMs: 10_000 });
            const expected = withIpTitle(page, currentIpTitle);
            expect(pageProblems(expected, answer.status, answer.body), `${base}${page.path}`).toEqual([]);
            expect(answer.ms, `${base}${page.path}`).toBeLessThan(OUTAGE_PAGE_DEADLINE_MS);
          }
          const list = await call(base, "/api/projects");
          expect(list.status, list.body).toBe(200);
          expect(list.ms).toBeLessThan(OUTAGE_PAGE_DEADLINE_MS);
        }
      }
      // An edit during the outage shows on both servers (their pages render from the database).
      const client = `Outage Client ${mode}`;
      const saved = await call(a, `/api/projects/${OTHER_PROJECT.id}`, { method: "PUT", json: { client }, cookie });
      expect(saved.status, saved.body).toBe(200);
      expect((await call(b, `/api/projects/${OTHER_PROJECT.id}`)).json).toMatchObject({ client });
      // Once per outage, not per request.
      for (const i of [0, 1]) expect(count(logs(i), "[cache] Redis is unreachable"), logs(i).slice(-2000)).toBe(outagesBefore[i]! + 1);
    } finally {
      app.redisProxy!.setMode("pass");
    }
    // Back without a restart: both servers use Redis again, and an edit on A shows on B at once.
    const deadline = Date.now() + 15_000;
    while ([0, 1].some((i) => count(logs(i), "[cache] Redis answers again") === recoveriesBefore[i])) {
      expect(Date.now(), "both servers use Redis again").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await warm([`/ip/${IP_PROJECT.id}`]);
    const title = `Midnight Local After ${mode}`;
    const saved = await call(a, `/api/projects/${IP_PROJECT.id}`, { method: "PUT", json: { title }, cookie });
    expect(saved.status, saved.body).toBe(200);
    currentIpTitle = title;
    await within(VISIBLE_WITHIN_MS, b, `/ip/${IP_PROJECT.id}`, (answer) => answer.body.includes(`>${title}</h1>`));
    await within(VISIBLE_WITHIN_MS, b, "/gallery", (answer) => answer.body.includes(title));
  });
});

it("lets a server that joins later serve the pages the others rendered, without rendering them", async () => {
  // Fresh entries in Redis, rendered by A after an edit that no build contains.
  const title = "Midnight Local Cold Start";
  const saved = await call(a, `/api/projects/${IP_PROJECT.id}`, { method: "PUT", json: { title }, cookie });
  expect(saved.status, saved.body).toBe(200);
  const paths = ["/", "/gallery", `/ip/${IP_PROJECT.id}`];
  for (const path of paths) await within(VISIBLE_WITHIN_MS, a, path, (answer) => answer.body.includes(title));
  const cold = await app.addServer("cold");
  // Its first use of the cache (a page none of these) opens its connection to Redis.
  await call(cold.url, "/about");
  for (const path of paths) {
    const answer = await call(cold.url, path);
    expect(answer.status, path).toBe(200);
    expect(answer.body, path).toContain(title);
    // Next's own account of the request: HIT = answered from the cache, nothing rendered.
    expect(answer.headers.get("x-nextjs-cache"), `${path}\n${cold.output().slice(-2000)}`).toBe("HIT");
  }
});

function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}
