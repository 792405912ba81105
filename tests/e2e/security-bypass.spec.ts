import { expect, test, type APIRequestContext } from "@playwright/test";
import { SESSION_COOKIE_NAME } from "../../lib/auth/session-cookie-name";
import { findLeak, hostileBodies, HOSTILE_PARAMS } from "../helpers/hostile-payloads";
import { registerAccount, uniqueName, STRONG_PASSWORD } from "./admin-helpers";
import { E2E_PORT, SUPERADMIN } from "./support/constants";

// Against the production server: the middleware-bypass header changes nothing, the
// login's return address stays on this site in the browser, next-auth's own endpoints (which only
// run inside a Next server) survive hostile input, and both sign-in paths set safe cookies.

test.setTimeout(240_000);

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
// Values that let requests skip middleware in vulnerable Next versions (CVE-2025-29927), for
// every name the file has had (middleware, proxy, src/...), repeated past the recursion limit.
const BYPASS_VALUES = [
  "middleware",
  "proxy",
  "src/middleware",
  "src/proxy",
  "pages/_middleware",
].flatMap((name) => [name, Array(5).fill(name).join(":"), Array(8).fill(name).join(":")]);

const PORTAL = ["/ams-admin", "/ams-admin/users", "/ams-admin/settings", "/admin", "/admin/posts"];

type Expectation = {
  method: "GET" | "PUT" | "POST";
  path: string;
  anonymous: number;
  user: number;
};
/** A slice of the authorization matrix that proves the server-side checks, not the proxy, decide. */
const MATRIX: Expectation[] = [
  { method: "GET", path: "/api/admin/dashboard", anonymous: 401, user: 200 },
  { method: "GET", path: "/api/users", anonymous: 401, user: 403 },
  { method: "GET", path: "/api/admin/messages", anonymous: 401, user: 403 },
  { method: "GET", path: "/api/settings", anonymous: 401, user: 200 },
  { method: "PUT", path: "/api/settings", anonymous: 401, user: 403 },
  { method: "POST", path: "/api/admin/messages/retry", anonymous: 401, user: 403 },
  { method: "GET", path: "/api/auth/admin/session", anonymous: 401, user: 200 },
];

async function send(
  request: APIRequestContext,
  { method, path }: Expectation,
  headers: Record<string, string>,
) {
  const options = { headers, maxRedirects: 0, ...(method === "GET" ? {} : { data: {} }) };
  return method === "GET"
    ? request.get(path, options)
    : method === "PUT"
      ? request.put(path, options)
      : request.post(path, options);
}

test("x-middleware-subrequest does not open the portal or change any API answer", async ({
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: ORIGIN });
  const admin = await playwright.request.newContext({ baseURL: ORIGIN });
  const member = await playwright.request.newContext({ baseURL: ORIGIN });
  expect((await admin.post("/api/auth/admin/login", { data: SUPERADMIN })).status()).toBe(200);
  const account = await registerAccount(anonymous, uniqueName("bypass"));
  expect(
    (await admin.post(`/api/users/approve/${account._id}`, { data: { role: "user" } })).status(),
  ).toBe(200);
  expect(
    (
      await member.post("/api/auth/admin/login", {
        data: { username: account.username, password: STRONG_PASSWORD },
      })
    ).status(),
  ).toBe(200);

  for (const value of ["", ...BYPASS_VALUES]) {
    const headers: Record<string, string> = value ? { "x-middleware-subrequest": value } : {};
    for (const path of PORTAL) {
      const response = await anonymous.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), `${path} with x-middleware-subrequest: ${value}`).toBe(307);
      expect(new URL(response.headers().location!, ORIGIN).pathname, path).toBe("/login");
    }
    for (const row of MATRIX) {
      expect(
        (await send(anonymous, row, headers)).status(),
        `anonymous ${row.method} ${row.path} with [${value}]`,
      ).toBe(row.anonymous);
      const asUser = await send(member, row, headers);
      expect(
        asUser.status(),
        `user ${row.method} ${row.path} with [${value}]: ${await asUser.text()}`,
      ).toBe(row.user);
    }
  }
  await Promise.all([anonymous.dispose(), admin.dispose(), member.dispose()]);
});

test("the portal stays closed in the browser with x-middleware-subrequest", async ({ browser }) => {
  for (const value of [
    "middleware:middleware:middleware:middleware:middleware",
    "proxy:proxy:proxy:proxy:proxy",
  ]) {
    const context = await browser.newContext({
      extraHTTPHeaders: { "x-middleware-subrequest": value },
    });
    const page = await context.newPage();
    await page.goto("/ams-admin/users");
    await expect(page).toHaveURL(/\/login\?from=%2Fams-admin%2Fusers$/);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await context.close();
  }
});

test("the portal at /admin is answered by this server itself, and sign-in returns to the path asked for", async ({
  playwright,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: ORIGIN });
  // A session cookie that no session matches: the proxy lets it pass, the page's own check
  // sends the visitor to sign in.
  for (const path of ["/admin", "/admin/users", "/admin/posts?page=2"]) {
    const response = await visitor.get(path, {
      headers: { cookie: `${SESSION_COOKIE_NAME}=stale` },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(307);
    // A rewrite to an absolute URL would name the server's internal address here.
    expect(response.headers()["x-middleware-rewrite"], path).toBeUndefined();
    expect(response.headers().location, path).toBe(`/login?from=${encodeURIComponent(path)}`);
  }
  await visitor.dispose();
});

test("signing in with a hostile return address lands on this site's portal", async ({ page }) => {
  for (const from of [
    "//evil.example/steal",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/.//evil.example",
  ]) {
    await page.context().clearCookies();
    await page.goto(`/login?from=${encodeURIComponent(from)}`);
    await page.getByLabel("Username").fill(SUPERADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(SUPERADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page, `from=${from}`).toHaveURL(`${ORIGIN}/ams-admin`);
    // Opening /login again while signed in redirects on the server, also only on this site.
    const response = await page.request.get(`/login?from=${encodeURIComponent(from)}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location!, ORIGIN).toString()).toBe(`${ORIGIN}/ams-admin`);
  }
  // A safe return address is honoured.
  await page.context().clearCookies();
  await page.goto(`/login?from=${encodeURIComponent("/ams-admin/settings")}`);
  await signInThroughUiAt(page);
  await expect(page).toHaveURL(`${ORIGIN}/ams-admin/settings`);
});

async function signInThroughUiAt(page: import("@playwright/test").Page) {
  await page.getByLabel("Username").fill(SUPERADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(SUPERADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("next-auth's endpoints answer hostile input without a 5xx or a leak", async ({ request }) => {
  const actions = [
    "csrf",
    "session",
    "providers",
    "signin",
    "signin/credentials",
    "signout",
    "callback/credentials",
    "error",
    "_log",
    "nope",
  ];
  const bodies = hostileBodies().filter((b) => Buffer.byteLength(b.body) < 200_000);
  for (const action of actions) {
    for (const query of [
      "",
      ...HOSTILE_PARAMS.map(
        (p) => `callbackUrl=${encodeURIComponent(p)}&error=${encodeURIComponent(p)}`,
      ),
      "callbackUrl=javascript:alert(1)",
      "callbackUrl=https://evil.example",
    ]) {
      const response = await request.get(`/api/auth/${action}${query ? `?${query}` : ""}`, {
        maxRedirects: 0,
      });
      const body = await response.text();
      expect(
        response.status(),
        `GET ${action}?${query.slice(0, 60)}: ${body.slice(0, 200)}`,
      ).toBeLessThan(500);
      expect(findLeak(body), `GET ${action}`).toBeNull();
      const location = response.headers().location;
      if (location)
        expect(new URL(location, ORIGIN).origin, `GET ${action}?${query} redirects off-site`).toBe(
          ORIGIN,
        );
    }
    for (const { name, body, contentType } of bodies) {
      const response = await request.post(`/api/auth/${action}`, {
        headers: { "content-type": contentType ?? "application/json" },
        data: body,
        maxRedirects: 0,
      });
      const text = await response.text();
      expect(response.status(), `POST ${action} with ${name}: ${text.slice(0, 200)}`).toBeLessThan(
        500,
      );
      expect(findLeak(text), `POST ${action} with ${name}`).toBeNull();
    }
  }
});

test("both sign-in paths set an HttpOnly, SameSite=Lax session cookie and a device cookie over HTTP", async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  const login = await api.post("/api/auth/admin/login", { data: SUPERADMIN });
  const apiCookie = login
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
  expect(apiCookie).toHaveLength(2);
  expect(apiCookie[0]).toMatch(/^next-auth\.session-token=[^;]+;/);
  expect(apiCookie[0]).toMatch(/; HttpOnly/i);
  expect(apiCookie[0]).toMatch(/; SameSite=Lax/i);
  expect(apiCookie[1]).toMatch(/^ams-device-[\w-]+=[^;]+;.*; HttpOnly; SameSite=Strict/i);

  const nextAuth = await playwright.request.newContext({ baseURL: ORIGIN });
  const { csrfToken } = (await (await nextAuth.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  const callback = await nextAuth.post("/api/auth/callback/credentials", {
    form: {
      username: SUPERADMIN.username,
      password: SUPERADMIN.password,
      csrfToken,
      callbackUrl: "https://evil.example/x",
      json: "true",
    },
    maxRedirects: 0,
  });
  expect(callback.status()).toBeLessThan(400);
  const cookies = callback
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
  const session = cookies.find((c) => c.startsWith("next-auth.session-token="));
  expect(session, cookies.join("\n")).toBeDefined();
  // The device cookie is ours, added by the route around next-auth; Strict, as it only signs in.
  const device = cookies.filter((c) => c.startsWith("ams-device-"));
  expect(device, cookies.join("\n")).toHaveLength(1);
  for (const cookie of cookies) {
    expect(cookie, cookie).toMatch(/; HttpOnly/i);
    expect(cookie, cookie).toMatch(
      cookie.startsWith("ams-device-") ? /; SameSite=Strict/i : /; SameSite=Lax/i,
    );
  }
  // next-auth's redirect after sign-in stays on this site whatever callbackUrl said.
  const redirect =
    callback.headers().location ??
    ((await callback.json().catch(() => ({}))) as { url?: string }).url;
  if (redirect) expect(new URL(redirect, ORIGIN).origin).toBe(ORIGIN);
  await Promise.all([api.dispose(), nextAuth.dispose()]);
});
