import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as sessionRoute } from "@/app/api/auth/admin/session/route";
import { getEnv } from "@/lib/env";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { signIn } from "../helpers/auth";
import { startFakeResend, type FakeResend } from "../helpers/fake-resend";
import { startFakeYouTube, type FakeYouTube } from "../helpers/fake-youtube";
import {
  fillPattern,
  listApiRouteFiles,
  loadRoute,
  paramsFor,
  type HttpMethod,
  type LoadedRoute,
} from "../helpers/api-routes";
import {
  findLeak,
  HOSTILE_PARAMS,
  HOSTILE_STRINGS,
  hostileBodies,
  hostileQueries,
  STORABLE_STRINGS,
} from "../helpers/hostile-payloads";

// The hostile-input sweep: every route file under app/api (read from disk, so a new
// route is swept too) × every exported method × hostile bodies, queries and path values, called
// anonymously and as the superadmin. An answer is a 4xx, or a 2xx that stored the text as sent;
// never a 5xx, never a stack trace or database internals in the body.

const { getDb } = useTestDatabase();

/** Routes that cannot run outside a Next server, with the place that sweeps them over HTTP. */
const HTTP_ONLY: Record<string, string> = {
  // next-auth's App Router handler reads next/headers (request scope of a real server).
  "/api/auth/[...nextauth]":
    "tests/e2e/security-bypass.spec.ts (HTTP sweep of next-auth's endpoints)",
};

const BODY_METHODS: HttpMethod[] = ["POST", "PUT", "PATCH", "DELETE"];
// DELETE runs last so that the other methods of a route still find their row.
const METHOD_ORDER: HttpMethod[] = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let youtube: FakeYouTube;
let resend: FakeResend;
let addressCounter = 0;
const routes: LoadedRoute[] = [];

beforeAll(async () => {
  youtube = await startFakeYouTube();
  resend = await startFakeResend();
  Object.assign(process.env, {
    YOUTUBE_API_BASE_URL: youtube.dataApiBaseUrl,
    YOUTUBE_OEMBED_URL: youtube.oembedUrl,
    YOUTUBE_TIMEOUT_MS: "3000",
    RESEND_BASE_URL: resend.url,
    RESEND_API_KEY: "re_test_key",
  });
  for (const file of listApiRouteFiles()) {
    if (!(file.pattern in HTTP_ONLY)) routes.push(await loadRoute(file));
  }
});
afterAll(async () => {
  await youtube?.close();
  await resend?.close();
  for (const name of [
    "YOUTUBE_API_BASE_URL",
    "YOUTUBE_OEMBED_URL",
    "YOUTUBE_TIMEOUT_MS",
    "RESEND_BASE_URL",
    "RESEND_API_KEY",
  ])
    delete process.env[name];
});

/** Each request comes from its own address, so rate limits never hide what a handler does. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.77.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

let superadminSession: string | undefined;

/** The superadmin's cookie; signs in again only when a swept route (logout) ended the session. */
async function superadminCookie(): Promise<string> {
  if (superadminSession) {
    const check = await sessionRoute(
      new Request("http://localhost/api/auth/admin/session", {
        headers: { cookie: superadminSession },
      }),
      undefined,
    );
    if (check.status === 200) return superadminSession;
  }
  const env = getEnv();
  superadminSession = await signIn(env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
  return superadminSession;
}

/** Fresh rows for a route's dynamic segments, so one case's DELETE cannot starve the next. */
async function segmentValues(route: LoadedRoute): Promise<Record<string, string>> {
  const db = await getDb();
  const values: Record<string, string> = {};
  for (const segment of route.segments) {
    if (segment === "token") values.token = "a".repeat(64);
    else if (segment === "videoId") values.videoId = "dQw4w9WgXcQ";
    else if (segment === "id" && route.pattern.startsWith("/api/projects/")) {
      values.id = (
        await db.project.create({
          data: {
            title: "Sweep",
            description: "Sweep",
            client: "Sweep",
            category: "Branded Content",
          },
        })
      ).id;
    } else if (segment === "id" && route.pattern.startsWith("/api/videos/")) {
      values.id = (
        await db.video.create({
          data: {
            title: "Sweep",
            description: "Sweep",
            url: `https://www.youtube.com/watch?v=${videoId(addressCounter++)}`,
            youtubeId: videoId(addressCounter),
            category: "Branded Content",
          },
        })
      ).id;
    } else if (segment === "id" && route.pattern.startsWith("/api/users/")) {
      // Written directly (no password hashing): these accounts are only ever targets, never sign in.
      const name = `sweep_${addressCounter++}_${Date.now().toString(36)}`;
      const role = route.pattern.includes("approve") ? "pending" : "user";
      values.id = (
        await db.user.create({
          data: {
            username: name,
            usernameKey: name,
            email: `${name}@example.test`,
            emailKey: `${name}@example.test`,
            passwordHash: "not-a-hash",
            role,
            status: "active",
          },
        })
      ).id;
    } else if (segment === "id" && route.pattern.startsWith("/api/admin/messages/")) {
      values.id = (
        await db.contactMessage.create({
          data: {
            name: "Sweep",
            email: "sweep@example.com",
            subject: "Sweep subject",
            message: "Sweep message body",
          },
        })
      ).id;
    } else if (segment === "id" && route.pattern.startsWith("/api/media/")) {
      values.id = (await db.media.create({ data: mediaRow() })).id;
    } else {
      throw new Error(
        `The sweep has no sample value for [${segment}] of ${route.pattern}: add one to segmentValues()`,
      );
    }
  }
  return values;
}

function mediaRow() {
  return {
    bytes: new Uint8Array(PNG),
    contentType: "image/png",
    size: PNG.length,
    checksum: "0".repeat(64),
  };
}

function videoId(n: number): string {
  return `sweep${String(n).padStart(6, "0")}`.slice(0, 11);
}

type Call = {
  method: HttpMethod;
  path: string;
  params: Record<string, string | string[]>;
  body?: string;
  contentType?: string;
  cookie?: string;
};

async function call(route: LoadedRoute, { method, path, params, body, contentType, cookie }: Call) {
  const handler = route.handlers[method];
  if (!handler) throw new Error(`${route.pattern} has no ${method}`);
  const headers: Record<string, string> = { "x-forwarded-for": nextAddress() };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = contentType ?? "application/json";
  const request = new Request(`http://localhost${path}`, { method, headers, body });
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

/** The answer is a 2xx/3xx/4xx, names an error when it refuses, and leaks nothing. */
function expectSafe(label: string, answer: { status: number; text: string; headers: Headers }) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(findLeak(answer.text), label).toBeNull();
  if (answer.status >= 400 && answer.headers.get("content-type")?.includes("json")) {
    expect(
      typeof (JSON.parse(answer.text) as { error?: unknown }).error,
      `${label} names its error`,
    ).toBe("string");
  }
}

function methodsOf(route: LoadedRoute): HttpMethod[] {
  return METHOD_ORDER.filter((method) => route.handlers[method]);
}

describe(`hostile-input sweep (${databaseKind()})`, () => {
  it("finds every route file on disk and can exercise each one", async () => {
    const files = listApiRouteFiles();
    expect(files.length).toBeGreaterThan(20);
    for (const pattern of Object.keys(HTTP_ONLY)) {
      expect(
        files.map((file) => file.pattern),
        `HTTP_ONLY lists ${pattern}, which is no longer on disk`,
      ).toContain(pattern);
    }
    for (const route of routes) {
      expect(
        methodsOf(route).length,
        `${route.pattern} exports no HTTP method handler`,
      ).toBeGreaterThan(0);
      paramsFor(route.segments, await segmentValues(route)); // throws for a segment the sweep cannot fill
    }
  });

  it("answers hostile bodies with a 4xx (or a harmless 2xx), anonymously and as the superadmin", async () => {
    const bodies = hostileBodies();
    for (const route of routes) {
      for (const method of methodsOf(route).filter((m) => BODY_METHODS.includes(m))) {
        for (const identity of ["anonymous", "superadmin"] as const) {
          const cookie = identity === "superadmin" ? await superadminCookie() : undefined;
          const values = await segmentValues(route);
          const path = fillPattern(route.pattern, values);
          for (const { name, body, contentType } of bodies) {
            const answer = await call(route, {
              method,
              path,
              params: paramsFor(route.segments, values),
              body,
              contentType,
              cookie,
            });
            expectSafe(`${method} ${route.pattern} as ${identity} with ${name}`, answer);
          }
        }
      }
    }
    // JSON.parse keeps "__proto__" as an own key; nothing may have reached Object.prototype.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it("answers a body one byte over the route's limit with 413", async () => {
    const cookie = await superadminCookie();
    const limited = routes.filter((r) => Object.keys(r.jsonLimits).length > 0);
    expect(limited.length).toBeGreaterThan(10);
    for (const route of limited) {
      for (const [method, limit] of Object.entries(route.jsonLimits) as [HttpMethod, number][]) {
        const body = `{"title":"${"x".repeat(limit - 11)}"}`; // limit + 1 bytes
        expect(Buffer.byteLength(body)).toBe(limit + 1);
        const values = await segmentValues(route);
        const answer = await call(route, {
          method,
          path: fillPattern(route.pattern, values),
          params: paramsFor(route.segments, values),
          body,
          cookie,
        });
        expectSafe(`${method} ${route.pattern} oversized`, answer);
        expect(
          answer.status,
          `${method} ${route.pattern} with ${limit + 1} bytes: ${answer.text.slice(0, 200)}`,
        ).toBe(413);
      }
    }
  });

  it("answers hostile query strings and path values with a 4xx or a 2xx", async () => {
    const queries = hostileQueries();
    for (const route of routes) {
      for (const identity of ["anonymous", "superadmin"] as const) {
        const cookie = identity === "superadmin" ? await superadminCookie() : undefined;
        const values = await segmentValues(route);
        for (const method of methodsOf(route).filter((m) => m === "GET")) {
          for (const query of queries) {
            const answer = await call(route, {
              method,
              path: `${fillPattern(route.pattern, values)}?${query}`,
              params: paramsFor(route.segments, values),
              cookie,
            });
            expectSafe(`GET ${route.pattern}?${query.slice(0, 80)} as ${identity}`, answer);
          }
        }
        if (route.segments.length === 0) continue;
        for (const method of methodsOf(route)) {
          for (const hostile of HOSTILE_PARAMS) {
            const bad = Object.fromEntries(route.segments.map((segment) => [segment, hostile]));
            const answer = await call(route, {
              method,
              path: fillPattern(route.pattern, bad),
              params: paramsFor(route.segments, bad),
              body: method === "GET" || method === "HEAD" ? undefined : "{}",
              cookie,
            });
            expectSafe(
              `${method} ${route.pattern} with [${route.segments.join(",")}]=${JSON.stringify(hostile.slice(0, 40))} as ${identity}`,
              answer,
            );
          }
        }
      }
    }
  });
});

describe(`hostile strings are stored verbatim (${databaseKind()})`, () => {
  const route = (pattern: string) => {
    const found = routes.find((r) => r.pattern === pattern);
    if (!found) throw new Error(`${pattern} is not on disk`);
    return found;
  };

  /** Creates a post through `path` as the superadmin, checks the answer is safe and 201, and returns it. */
  async function createWithText(
    path: "/api/projects" | "/api/videos",
    name: string,
    body: Record<string, unknown>,
    cookie: string,
  ): Promise<Record<string, unknown>> {
    const created = await call(route(path), {
      method: "POST",
      path,
      params: {},
      body: JSON.stringify(body),
      cookie,
    });
    expectSafe(`POST ${path} with ${name}`, created);
    expect(created.status, `${name}: ${created.text.slice(0, 200)}`).toBe(201);
    return JSON.parse(created.text) as Record<string, unknown>;
  }

  it("keeps every hostile string in every project text field exactly as sent", async () => {
    const cookie = await superadminCookie();
    for (const [name, text] of STORABLE_STRINGS) {
      const body = {
        title: text,
        description: text,
        client: text,
        imageAlt: text,
        keywords: [text.slice(0, 60)],
        category: "Branded Content",
      };
      const project = await createWithText("/api/projects", name, body, cookie);
      const expected = text.trim(); // the API trims text fields, nothing else
      expect(project).toMatchObject({
        title: expected,
        description: expected,
        client: expected,
        imageAlt: expected,
        keywords: [text.slice(0, 60).trim()],
      });
      const read = await call(route("/api/projects/[id]"), {
        method: "GET",
        path: `/api/projects/${project._id}`,
        params: { id: String(project._id) },
      });
      expect(JSON.parse(read.text)).toMatchObject({ title: expected, description: expected });
    }
  });

  it("keeps every hostile string in every video text field exactly as sent", async () => {
    const cookie = await superadminCookie();
    let n = 0;
    for (const [name, text] of STORABLE_STRINGS) {
      n += 1;
      const body = {
        url: `https://www.youtube.com/watch?v=${videoId(900 + n)}`,
        title: text,
        description: text,
        channelTitle: text,
        keywords: [text.slice(0, 60)],
        category: "Sponsorships",
      };
      const video = await createWithText("/api/videos", name, body, cookie);
      const expected = text.trim();
      expect(video).toMatchObject({
        title: expected,
        description: expected,
        channelTitle: expected,
      });
    }
  });

  it("keeps hostile site names and descriptions exactly as sent", async () => {
    const cookie = await superadminCookie();
    const base = {
      theme: "dark",
      maxFileSize: 5,
      timezone: "UTC",
      emailNotifications: true,
      autoApprove: false,
    };
    for (const [name, text] of STORABLE_STRINGS) {
      const saved = await call(route("/api/settings"), {
        method: "PUT",
        path: "/api/settings",
        params: {},
        body: JSON.stringify({ ...base, siteName: text, siteDescription: text }),
        cookie,
      });
      expectSafe(`PUT /api/settings with ${name}`, saved);
      expect(saved.status, `${name}: ${saved.text.slice(0, 200)}`).toBe(200);
      expect(JSON.parse(saved.text)).toMatchObject({
        siteName: text.trim(),
        siteDescription: text.trim(),
      });
    }
  });

  it("keeps hostile contact subjects and messages exactly as sent", async () => {
    for (const [name, text] of STORABLE_STRINGS) {
      const subject = `${text} (subject)`;
      const message = `${text} (message body)`;
      const sent = await call(route("/api/contact/submit"), {
        method: "POST",
        path: "/api/contact/submit",
        params: {},
        body: JSON.stringify({
          name: "Hostile Sender",
          email: "hostile@example.com",
          subject,
          message,
        }),
      });
      expectSafe(`POST /api/contact/submit with ${name}`, sent);
      expect(sent.status, `${name}: ${sent.text.slice(0, 200)}`).toBe(200);
      const db = await getDb();
      const stored = await db.contactMessage.findFirst({
        where: { subject: subject.trim() },
        orderBy: { createdAt: "desc" },
      });
      expect(stored?.message, name).toBe(message.trim());
    }
  });

  it("searches for an SQL-injection string as plain text", async () => {
    const cookie = await superadminCookie();
    const query = encodeURIComponent(HOSTILE_STRINGS.sqlQuote);
    const found = await call(route("/api/projects"), {
      method: "GET",
      path: `/api/projects?search=${query}`,
      params: {},
      cookie,
    });
    expect(found.status).toBe(200);
    const titles = JSON.parse(found.text) as {
      projects?: { title: string }[];
      data?: { title: string }[];
    };
    const list = titles.projects ?? titles.data ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((project) => project.title.includes(HOSTILE_STRINGS.sqlQuote))).toBe(true);
  });

  it("refuses text with NUL characters with a 400 that names the field", async () => {
    const cookie = await superadminCookie();
    const body = {
      title: HOSTILE_STRINGS.nulByte,
      description: "d",
      client: "c",
      category: "Branded Content",
    };
    const answer = await call(route("/api/projects"), {
      method: "POST",
      path: "/api/projects",
      params: {},
      body: JSON.stringify(body),
      cookie,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ details: [{ path: "title" }] });
  });
});
