import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { createUser, signIn } from "../helpers/auth";

// Every route handler under app/api × every kind of visitor → the status class it must get.
// The route list comes from the disk, so a new route file fails this test until it is added here.

useTestDatabase();

type Who = "anonymous" | "pending" | "user" | "admin" | "superadmin";
type Outcome = "allowed" | 401 | 403;
type Row = Record<Who, Outcome> & { note?: string; fresh?: boolean; skipCall?: string };

const OK = "allowed" as const;
const PUBLIC: Row = { anonymous: OK, pending: OK, user: OK, admin: OK, superadmin: OK };
// A pending (or since-demoted) account has no valid session: it is treated like nobody.
const STAFF: Row = { anonymous: 401, pending: 401, user: OK, admin: OK, superadmin: OK };
const ADMINS: Row = { anonymous: 401, pending: 401, user: 403, admin: OK, superadmin: OK };
const SUPERADMIN: Row = { anonymous: 401, pending: 401, user: 403, admin: 403, superadmin: OK };
// Scheduled jobs answer to the CRON_SECRET bearer only: a session, however strong, is no key.
const CRON_ONLY: Row = { anonymous: 401, pending: 401, user: 401, admin: 401, superadmin: 401 };

const MATRIX: Record<string, Row> = {
  // next-auth's own endpoints (csrf, session, callback, signout) need a Next request context;
  // tests/e2e/auth.spec.ts covers them through the browser.
  "GET /api/auth/[...nextauth]": { ...PUBLIC, skipCall: "next-auth reads next/headers" },
  "POST /api/auth/[...nextauth]": { ...PUBLIC, skipCall: "next-auth reads next/headers" },
  "POST /api/auth/admin/login": PUBLIC,
  "POST /api/auth/admin/logout": { ...PUBLIC, fresh: true },
  "POST /api/auth/admin/register": PUBLIC,
  "POST /api/auth/admin/check-status": PUBLIC,
  "POST /api/auth/admin/forgot-password": PUBLIC,
  "GET /api/auth/admin/verify-reset-token/[token]": PUBLIC,
  "POST /api/auth/admin/reset-password/[token]": PUBLIC,
  "GET /api/auth/admin/session": STAFF,

  "GET /api/users": ADMINS,
  "POST /api/users/approve/[id]": ADMINS,
  "PUT /api/users/role/[id]": ADMINS,
  "PUT /api/users/status/[id]": ADMINS,
  "DELETE /api/users/[id]": ADMINS,
  "POST /api/users/unlock/[id]": ADMINS,
  "GET /api/settings/profile": STAFF,
  "PUT /api/settings/profile": STAFF,

  "GET /api/settings": STAFF,
  "PUT /api/settings": SUPERADMIN,
  "GET /api/admin/dashboard": STAFF,
  "GET /api/admin/messages": ADMINS,
  "PATCH /api/admin/messages/[id]": ADMINS,
  "POST /api/admin/messages/retry": ADMINS,
  "GET /api/admin/messages/export": ADMINS,

  "GET /api/projects": { ...PUBLIC, note: "anonymous sees published only" },
  "POST /api/projects": STAFF,
  "GET /api/projects/[id]": { ...PUBLIC, note: "a draft is 404 for non-staff" },
  "PUT /api/projects/[id]": STAFF,
  "DELETE /api/projects/[id]": STAFF,
  "GET /api/videos": { ...PUBLIC, note: "anonymous sees active only" },
  "POST /api/videos": STAFF,
  "GET /api/videos/[id]": { ...PUBLIC, note: "a draft is 404 for non-staff" },
  "PUT /api/videos/[id]": STAFF,
  "DELETE /api/videos/[id]": STAFF,
  "POST /api/videos/[id]/refresh": STAFF,
  "POST /api/videos/refresh": STAFF,
  "POST /api/media": STAFF,
  "GET /api/media/[id]": PUBLIC,
  "GET /api/youtube/lookup": STAFF,
  "GET /api/youtube/video/[videoId]": PUBLIC,
  "POST /api/contact/submit": PUBLIC,
  "GET /api/health": PUBLIC,
  "GET /api/preview": { ...STAFF, note: "enables draft mode for staff only" },
  "GET /api/cron/publish": CRON_ONLY,
  "POST /api/cron/publish": CRON_ONLY,
};

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const API_DIR = path.resolve(import.meta.dirname, "../../app/api");

function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, unknown>> },
) => Promise<Response>;
type Route = {
  key: string;
  url: string;
  method: string;
  handler: Handler;
  params: Record<string, unknown>;
};

// Values for dynamic segments: well-formed but unknown, so "allowed" shows as 400/404, never a change.
const SEGMENT_VALUES: Record<string, unknown> = {
  id: "00000000-0000-4000-8000-00000000abcd",
  token: "x".repeat(43),
  videoId: "not*a*video",
  nextauth: ["session"],
};

async function loadRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const file of routeFiles()) {
    const routePath = `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/")}`;
    const routeModule = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const params: Record<string, unknown> = {};
    const url = routePath.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
      params[name] = SEGMENT_VALUES[name] ?? "x";
      return String([params[name]].flat().join("/"));
    });
    for (const method of METHODS) {
      if (typeof routeModule[method] === "function") {
        routes.push({
          key: `${method} ${routePath}`,
          url,
          method,
          handler: routeModule[method] as Handler,
          params,
        });
      }
    }
  }
  return routes;
}

let routes: Route[] = [];
const cookies = {} as Record<Who, string>;
const credentials = {} as Record<Exclude<Who, "anonymous">, { username: string; password: string }>;

beforeAll(async () => {
  routes = await loadRoutes();
  for (const role of ["user", "admin", "superadmin"] as const) {
    const user = await createUser({ role });
    credentials[role] = user;
    cookies[role] = await signIn(user.username, user.password);
  }
  // A session whose account is pending (e.g. set back to pending after signing in).
  const pending = await createUser({ role: "user" });
  cookies.pending = await signIn(pending.username, pending.password);
  const db = await getDb();
  await db.user.update({ where: { id: pending.id }, data: { role: "pending" } });
  cookies.anonymous = "";
});

async function call(route: Route, who: Who, extraHeaders: Record<string, string>): Promise<number> {
  const headers: Record<string, string> = { ...extraHeaders };
  let cookie = cookies[who];
  if (MATRIX[route.key]?.fresh && who !== "anonymous" && who !== "pending") {
    cookie = await signIn(credentials[who].username, credentials[who].password);
  }
  if (cookie) headers.cookie = cookie;
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  if (hasBody) headers["content-type"] = "application/json";
  const request = new Request(`http://localhost${route.url}`, {
    method: route.method,
    headers,
    body: hasBody ? "{}" : undefined,
  });
  const response = await route.handler(request, { params: Promise.resolve(route.params) });
  return response.status;
}

const WHO: Who[] = ["anonymous", "pending", "user", "admin", "superadmin"];

describe(`authorization matrix (${databaseKind()})`, () => {
  it("lists every route handler under app/api, and nothing else", () => {
    const onDisk = routes.map((route) => route.key).sort();
    expect(onDisk).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [label, headers] of [
    ["", {}],
    [
      " with a forged x-middleware-subrequest header",
      { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    ],
  ] as const) {
    it(`gives each visitor the expected answer${label}`, async () => {
      const failures: string[] = [];
      for (const route of routes) {
        const row = MATRIX[route.key];
        if (!row || row.skipCall) continue;
        for (const who of WHO) {
          const status = await call(route, who, headers);
          const expected = row[who];
          const got: Outcome = status === 401 || status === 403 ? status : "allowed";
          if (got !== expected)
            failures.push(`${route.key} as ${who}: expected ${expected}, got ${status}`);
          if (status >= 500) failures.push(`${route.key} as ${who}: server error ${status}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
