import { expect, test, type Page, type Response } from "@playwright/test";
import { gotoPortal } from "./admin-helpers";
import { sitemapPaths } from "./public-helpers";
import { SUPERADMIN } from "./support/constants";

// Every response carries the security headers; every page has a CSP with
// object-src 'none', base-uri 'self' and frame-ancestors 'none'; the portal and auth pages use a
// per-request nonce with 'strict-dynamic'. Every page still hydrates with no CSP violation.

const AUTH_PAGES = [
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password/not-a-real-token",
  "/pending-approval",
];
const PORTAL_PAGES = [
  "/ams-admin",
  "/ams-admin/posts",
  "/ams-admin/users",
  "/ams-admin/messages",
  "/ams-admin/activity",
  "/ams-admin/settings",
  "/admin",
  "/admin/users",
];

type Violations = { csp: string[]; console: string[] };

/** Records CSP violations (the DOM event and Chromium's console report) from before any script runs. */
async function watchCsp(page: Page): Promise<() => Promise<Violations>> {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) => {
      store.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => ({
    csp: await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    ),
    console: consoleErrors,
  });
}

function directives(policy: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d.slice(d.indexOf(" ") + 1)]),
  );
}

function expectBaseHeaders(response: Response, label: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toContain("camera=()");
  expect(headers["strict-transport-security"], `${label} (production server)`).toMatch(
    /max-age=\d{7,}/,
  );
}

function expectPagePolicy(response: Response, label: string, kind: "static" | "nonce") {
  const policy = directives(response.headers()["content-security-policy"]);
  expect(policy["object-src"], label).toBe("'none'");
  expect(policy["base-uri"], label).toBe("'self'");
  expect(policy["frame-ancestors"], label).toBe("'none'");
  if (kind === "nonce") {
    expect(policy["script-src"], label).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'$/);
  } else {
    expect(policy["script-src"], label).not.toContain("unsafe-eval");
  }
}

/** React attaches its props to every hydrated element: a page that did not hydrate has none. */
async function expectHydrated(page: Page, label: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll("a, button, input")].some((el) =>
            Object.keys(el).some((k) => k.startsWith("__reactProps$")),
          ),
        ),
      { message: `${label} hydrates`, timeout: 30_000 },
    )
    .toBe(true);
}

async function visitAndCheck(
  page: Page,
  path: string,
  kind: "static" | "nonce",
  violations: () => Promise<Violations>,
) {
  const sameOrigin: Response[] = [];
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const onResponse = (response: Response) => {
    if (new URL(response.url()).origin === origin) sameOrigin.push(response);
  };
  page.on("response", onResponse);
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  expect(response!.status(), path).toBeLessThan(500);
  expectBaseHeaders(response!, path);
  expectPagePolicy(response!, path, kind);
  await expectHydrated(page, path);
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  page.off("response", onResponse);
  // Every response of our own origin (scripts, styles, fonts, RSC payloads, API calls) is covered.
  for (const each of sameOrigin) {
    if (each.status() === 304) continue;
    expect(each.headers()["x-content-type-options"], `${each.url()} (loaded by ${path})`).toBe(
      "nosniff",
    );
  }
  const found = await violations();
  expect(found.csp, `CSP violations on ${path}`).toEqual([]);
  expect(found.console, `CSP console errors on ${path}`).toEqual([]);
}

test.describe("security headers and CSP", () => {
  // Many pages per test on a shared 2-core machine.
  test.setTimeout(240_000);
  test("public pages: static policy, hydrated, no violation, and the mobile menu opens", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const detail = (await sitemapPaths(page)).filter((p) => /^\/(ip|post)\//.test(p));
    const ip = detail.find((p) => p.startsWith("/ip/"));
    const post = detail.find((p) => p.startsWith("/post/"));
    expect(ip && post, "the sitemap lists an IP page and a post page").toBeTruthy();
    for (const path of [
      "/",
      "/gallery",
      "/about",
      "/contact",
      ip!,
      post!,
      "/no-such-page",
      "/adminfoo",
    ]) {
      await visitAndCheck(page, path, "static", violations);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expectHydrated(page, "/ (mobile)");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    expect((await violations()).csp).toEqual([]);
  });

  test("auth pages: nonce policy with strict-dynamic, hydrated, and the show-password toggle works", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    for (const path of AUTH_PAGES) await visitAndCheck(page, path, "nonce", violations);
    await page.goto("/login");
    await expectHydrated(page, "/login");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    expect((await violations()).csp).toEqual([]);
  });

  test("auth and portal pages carry this request's nonce in their HTML, never a cached one", async ({
    request,
  }) => {
    const paths = [...AUTH_PAGES, "sign in", "/ams-admin", "/ams-admin/settings"];
    for (const path of paths) {
      // Auth screens anonymously (signed in, they redirect), then the portal as the superadmin.
      if (path === "sign in") {
        expect((await request.post("/api/auth/admin/login", { data: SUPERADMIN })).status()).toBe(
          200,
        );
        continue;
      }
      for (let visit = 1; visit <= 2; visit += 1) {
        const response = await request.get(path, { maxRedirects: 0 });
        const header = /'nonce-([^']+)'/.exec(
          response.headers()["content-security-policy"] ?? "",
        )?.[1];
        const html = await response.text();
        const nonces = new Set(
          [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]),
        );
        expect(header, `${path} visit ${visit}`).toBeTruthy();
        expect([...nonces], `${path} visit ${visit}: scripts carry the header's nonce`).toEqual([
          header,
        ]);
      }
    }
  });

  test("portal pages (as the superadmin): nonce policy, hydrated, no violation, the theme toggle works", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const login = await page.request.post("/api/auth/admin/login", { data: SUPERADMIN });
    expect(login.status()).toBe(200);
    for (const path of PORTAL_PAGES) await visitAndCheck(page, path, "nonce", violations);
    await gotoPortal(page, "/ams-admin");
    const toggle = page.getByRole("button", { name: /Switch to (dark|light) theme/ });
    await expect(toggle).toBeVisible({ timeout: 30_000 });
    const before = await page.evaluate(() => document.documentElement.className);
    await toggle.click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.className))
      .not.toBe(before);
    expect((await violations()).csp).toEqual([]);
  });

  test("API answers, media, robots and the sitemap carry the headers too", async ({ request }) => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    const login = await request.post("/api/auth/admin/login", { data: SUPERADMIN });
    const upload = await request.post("/api/media", {
      multipart: { file: { name: "pixel.png", mimeType: "image/png", buffer: png } },
    });
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    for (const path of [
      "/api/health",
      "/api/projects",
      "/api/admin/dashboard",
      "/api/nope",
      url,
      "/robots.txt",
      "/sitemap.xml",
    ]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(response.status(), path).toBeLessThan(500);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBeTruthy();
      expect(headers["strict-transport-security"], path).toBeTruthy();
      expect(directives(headers["content-security-policy"])["frame-ancestors"], path).toBe(
        "'none'",
      );
    }
    const image = await request.get(url);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(login.status()).toBe(200);
  });
});
