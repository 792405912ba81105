import { createServer, get as httpGet } from "node:http";
import { createGunzip, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type App } from "./support/app";
import { freePort } from "./support/config";
import { call, loginSuperadmin, rawGet, type Answer } from "./support/http";
import { startBalancer } from "./support/nginx";
import { IP_PROJECT } from "./support/pages";

// Several servers show one site: two production servers behind nginx (the repository's
// deploy/nginx.conf) on one PostgreSQL and one Redis. What one server caches or revalidates, the
// other sees at once.

const VISIBLE_WITHIN_MS = 1_000;

let app: App;
let a: string;
let b: string;
let cookie: string;

beforeAll(async () => {
  app = await startApp({ name: "shared-cache", servers: 2, redis: {}, balancer: true });
  a = app.servers[0]!.url;
  b = app.servers[1]!.url;
  cookie = await loginSuperadmin(a);
  // Two servers and nginx: more than one server's start.
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

/** Polls until `ok` holds for the answer of GET path on base, within the time allowed. */
async function within(
  ms: number,
  base: string,
  path: string,
  ok: (answer: Answer) => boolean,
): Promise<Answer> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await call(base, path);
    if (ok(answer)) return answer;
    if (Date.now() > deadline) {
      expect.fail(
        `${base}${path} not as expected within ${ms} ms: ${answer.status} ${answer.body.slice(0, 200)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function warm(paths: string[]) {
  for (const base of [a, b]) for (const path of paths) await call(base, path);
}

async function createProject(title: string, status: "published" | "draft"): Promise<string> {
  const created = await call(a, "/api/projects", {
    cookie,
    json: {
      title,
      description: `${title}: made on one server.`,
      category: "Branded Content",
      client: "Shared Cache Ltd",
      status,
    },
  });
  expect(created.status, created.body).toBe(201);
  return (created.json as { _id: string })._id;
}

// First, before any edit: the pages compared below must not change between two requests.
it("compresses a public page, its RSC payload and the public API in nginx, same content as uncompressed", async () => {
  const balancer = app.balancer!.url;
  for (const path of ["/", "/api/projects"]) {
    await warm([path]);
    const plain = await rawGet(balancer + path, { "accept-encoding": "identity" });
    const gzipped = await rawGet(balancer + path, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(plain.status, path).toBe(200);
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    expect(gzipped.status, path).toBe(200);
    // gzip from nginx: the servers behind it are never asked for br or zstd.
    expect(gzipped.headers["content-encoding"], path).toBe("gzip");
    expect(gzipped.headers.vary, path).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gzipped.body).equals(plain.body), `${path}: same bytes`).toBe(true);
    expect(gzipped.body.length, path).toBeLessThan(plain.body.length / 2);
  }
  // A client navigation's request; Next first redirects it to the URL with its cache key (_rsc).
  const rscHeaders = { rsc: "1", "accept-encoding": "gzip" };
  const keyed = await rawGet(`${balancer}/`, rscHeaders);
  const rscUrl = keyed.status === 307 ? new URL(keyed.headers.location!, balancer).href : "";
  const rsc = keyed.status === 307 ? await rawGet(rscUrl, rscHeaders) : keyed;
  expect(rsc.status).toBe(200);
  expect(rsc.headers["content-type"]).toMatch(/^text\/x-component/);
  expect(rsc.headers["content-encoding"]).toBe("gzip");
});

/**
 * A stand-in for the servers behind deploy/nginx.conf: it records the Accept-Encoding of every
 * request it gets, and streams /streamed as a page with a loading state does (the shell at once,
 * the rest `lateMs` later).
 */
async function recordingUpstream(lateMs: number) {
  const acceptEncodings: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    acceptEncodings.push(request.headers["accept-encoding"]);
    if (request.url !== "/streamed") {
      response.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.write(`<!DOCTYPE html><body>${"<p>Loading...</p>".repeat(200)}<!--shell-->`);
    setTimeout(() => response.end("<p>Content</p></body>"), lateMs);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { port, acceptEncodings, close: () => server.close() };
}

/** GET through gzip: when the shell arrived and when the body ended, in ms from the request. */
function timeStreamedPage(
  url: string,
): Promise<{ encoding?: string; shellMs: number; endMs: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      const gunzip = createGunzip();
      let text = "";
      let shellMs = Number.NaN;
      gunzip.on("data", (chunk: Buffer) => {
        text += chunk.toString("utf8");
        if (Number.isNaN(shellMs) && text.includes("<!--shell-->"))
          shellMs = performance.now() - started;
      });
      gunzip.on("end", () =>
        resolve({
          encoding: response.headers["content-encoding"],
          shellMs,
          endMs: performance.now() - started,
        }),
      );
      gunzip.on("error", reject);
      response.pipe(gunzip);
    }).on("error", reject);
  });
}

it("asks the servers behind nginx for uncompressed bodies, and passes a streamed page on compressed as it comes", async () => {
  const lateMs = 1_500;
  const upstream = await recordingUpstream(lateMs);
  const balancer = await startBalancer([upstream.port, upstream.port]);
  try {
    const streamed = await timeStreamedPage(`${balancer.url}/streamed`);
    expect(streamed.encoding).toBe("gzip");
    expect(streamed.endMs).toBeGreaterThanOrEqual(lateMs - 50);
    // The shell arrives long before the end: neither nginx's buffers nor its gzip hold it back.
    expect(streamed.shellMs).toBeLessThan(lateMs / 3);
    // The readiness checks through nginx (fetch asks for gzip) and the page (gzip): none passed on.
    expect(upstream.acceptEncodings.length).toBeGreaterThan(1);
    expect(new Set(upstream.acceptEncodings)).toEqual(new Set([undefined]));
  } finally {
    await balancer.stop();
    upstream.close();
  }
});

it("shows an edit saved through one server on the other's page, gallery, sitemap and public API within 1 s", async () => {
  const paths = [
    `/ip/${IP_PROJECT.id}`,
    "/gallery",
    "/sitemap.xml",
    `/api/projects/${IP_PROJECT.id}`,
  ];
  await warm(paths);
  const title = "Midnight Local Shared";
  const saved = await call(a, `/api/projects/${IP_PROJECT.id}`, {
    method: "PUT",
    json: { title },
    cookie,
  });
  expect(saved.status, saved.body).toBe(200);
  const updatedAt = (saved.json as { updatedAt: string }).updatedAt;
  await within(VISIBLE_WITHIN_MS, b, `/ip/${IP_PROJECT.id}`, (answer) =>
    answer.body.includes(`>${title}</h1>`),
  );
  await within(VISIBLE_WITHIN_MS, b, "/gallery", (answer) => answer.body.includes(title));
  await within(VISIBLE_WITHIN_MS, b, "/sitemap.xml", (answer) => answer.body.includes(updatedAt));
  await within(
    VISIBLE_WITHIN_MS,
    b,
    `/api/projects/${IP_PROJECT.id}`,
    (answer) => (answer.json as { title?: string }).title === title,
  );
  // And through the load balancer, whichever server answers.
  for (let i = 0; i < 4; i++)
    await within(VISIBLE_WITHIN_MS, app.balancer!.url, "/gallery", (answer) =>
      answer.body.includes(title),
    );
});

it("answers 404 on both servers for a deleted post, and drops it from their gallery and sitemap", async () => {
  const id = await createProject("Short Lived Post", "published");
  const paths = [`/post/${id}?type=project`, "/gallery", "/sitemap.xml"];
  for (const base of [a, b])
    await within(VISIBLE_WITHIN_MS, base, paths[0]!, (answer) => answer.status === 200);
  await warm(paths);
  const deleted = await call(a, `/api/projects/${id}`, { method: "DELETE", cookie });
  expect(deleted.status, deleted.body).toBe(200);
  for (const base of [b, a]) {
    await within(
      VISIBLE_WITHIN_MS,
      base,
      `/post/${id}?type=project`,
      (answer) => answer.status === 404,
    );
    await within(
      VISIBLE_WITHIN_MS,
      base,
      "/gallery",
      (answer) => answer.status === 200 && !answer.body.includes("Short Lived Post"),
    );
    await within(
      VISIBLE_WITHIN_MS,
      base,
      "/sitemap.xml",
      (answer) => answer.status === 200 && !answer.body.includes(id),
    );
    await within(VISIBLE_WITHIN_MS, base, `/api/projects/${id}`, (answer) => answer.status === 404);
  }
});

it("shows a new post on both servers, and a draft on neither", async () => {
  await warm(["/gallery", "/sitemap.xml", "/api/projects"]);
  const published = await createProject("Brand New Shared Post", "published");
  const draft = await createProject("Secret Draft Post", "draft");
  for (const base of [b, a]) {
    await within(VISIBLE_WITHIN_MS, base, "/gallery", (answer) =>
      answer.body.includes("Brand New Shared Post"),
    );
    await within(VISIBLE_WITHIN_MS, base, "/sitemap.xml", (answer) =>
      answer.body.includes(published),
    );
    await within(
      VISIBLE_WITHIN_MS,
      base,
      `/post/${published}?type=project`,
      (answer) => answer.status === 200,
    );
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
