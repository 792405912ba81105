import { afterEach, describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import path from "node:path";
import type { NextAuthOptions } from "next-auth";
import { POST as loginRoute } from "@/app/api/auth/admin/login/route";
import { POST as logoutRoute } from "@/app/api/auth/admin/logout/route";
import { getAuthOptions } from "@/lib/auth/options";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { createUser, cookieHeaderFrom } from "../helpers/auth";

// The session cookie is HttpOnly and SameSite=Lax on both sign-in paths
// (our POST /api/auth/admin/login and next-auth's own /api/auth/callback/credentials), and Secure
// with the __Secure- prefix when the site is served over https (NEXTAUTH_URL https://...).

useTestDatabase();

// next-auth's request handler (what /api/auth/[...nextauth] runs after reading next/headers). The
// package does not export "./core", so it is loaded by file; the App Router wrapper around it needs
// a live Next request scope, which the e2e spec (security-bypass.spec.ts) covers over HTTP.
type AuthCookie = {
  name: string;
  value: string;
  options: { httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string };
};
type AuthResult = { status?: number; body?: unknown; redirect?: string; cookies?: AuthCookie[] };
const { AuthHandler } = createRequire(import.meta.url)(
  path.resolve(import.meta.dirname, "../../node_modules/next-auth/core/index.js"),
) as { AuthHandler: (params: { req: Request; options: NextAuthOptions }) => Promise<AuthResult> };
let address = 0;
afterEach(() => void delete process.env.NEXTAUTH_URL);

function parseSetCookie(header: string) {
  const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
  const name = pair.slice(0, pair.indexOf("="));
  const flags = new Map(
    attributes.map((attribute) => {
      const [key = "", ...value] = attribute.split("=");
      return [key.toLowerCase(), value.join("=")] as const;
    }),
  );
  return { name, value: pair.slice(name.length + 1), flags };
}

async function loginThroughApi(username: string, password: string) {
  address += 1;
  return loginRoute(
    new Request("http://localhost/api/auth/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.55.0.${address}` },
      body: JSON.stringify({ username, password }),
    }),
    undefined,
  );
}

/** next-auth's credentials sign-in, through its own request handler (csrf round trip included). */
async function loginThroughNextAuth(
  origin: string,
  username: string,
  password: string,
  deviceCookies: string[] = [],
) {
  const options = getAuthOptions({ onDeviceCookie: (setCookie) => deviceCookies.push(setCookie) });
  const csrf = await AuthHandler({ req: new Request(`${origin}/api/auth/csrf`), options });
  const csrfToken = (csrf.body as { csrfToken: string }).csrfToken;
  const cookie = (csrf.cookies ?? []).map((c) => `${c.name}=${c.value}`).join("; ");
  address += 1;
  return AuthHandler({
    req: new Request(`${origin}/api/auth/callback/credentials`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie,
        "x-forwarded-for": `10.56.0.${address}`,
      },
      body: JSON.stringify({ username, password, csrfToken, json: "true" }),
    }),
    options,
  });
}

describe(`session cookies (${databaseKind()})`, () => {
  it("POST /api/auth/admin/login sets an HttpOnly, SameSite=Lax cookie, not Secure over http", async () => {
    process.env.NEXTAUTH_URL = "http://localhost:3000";
    const user = await createUser();
    const response = await loginThroughApi(user.username, user.password);
    expect(response.status).toBe(200);
    const [setCookie, deviceCookie, ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    const device = parseSetCookie(deviceCookie!);
    expect(device.name).toMatch(/^ams-device-[\w-]+$/);
    expect(device.flags.has("httponly")).toBe(true);
    expect(device.flags.get("samesite")).toBe("Strict");
    expect(device.flags.has("secure")).toBe(false);
    expect(Number(device.flags.get("max-age"))).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    const cookie = parseSetCookie(setCookie!);
    expect(cookie.name).toBe("next-auth.session-token");
    expect(cookie.flags.has("httponly")).toBe(true);
    expect(cookie.flags.get("samesite")).toBe("Lax");
    expect(cookie.flags.get("path")).toBe("/");
    expect(cookie.flags.has("secure")).toBe(false);
    expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);
  });

  it("POST /api/auth/admin/login sets a __Secure- cookie with Secure over https, and logout clears it alike", async () => {
    process.env.NEXTAUTH_URL = "https://ams.example";
    const user = await createUser();
    const response = await loginThroughApi(user.username, user.password);
    expect(response.status).toBe(200);
    const cookie = parseSetCookie(response.headers.getSetCookie()[0]!);
    expect(cookie.name).toBe("__Secure-next-auth.session-token");
    expect([...cookie.flags.keys()]).toEqual(
      expect.arrayContaining(["httponly", "secure", "samesite", "path", "max-age"]),
    );
    expect(cookie.flags.get("samesite")).toBe("Lax");
    const device = parseSetCookie(response.headers.getSetCookie()[1]!);
    expect(device.name).toMatch(/^__Host-ams-device-/);
    expect([...device.flags.keys()]).toEqual(
      expect.arrayContaining(["httponly", "secure", "samesite", "path", "max-age"]),
    );
    expect(device.flags.get("path")).toBe("/");

    const logout = await logoutRoute(
      new Request("http://localhost/api/auth/admin/logout", {
        method: "POST",
        headers: { cookie: cookieHeaderFrom(response) },
      }),
      undefined,
    );
    const cleared = logout.headers.getSetCookie().map(parseSetCookie);
    expect(cleared.map((c) => c.name)).toContain("__Secure-next-auth.session-token");
    for (const c of cleared) {
      expect(c.value).toBe("");
      expect(c.flags.get("max-age")).toBe("0");
      expect(c.flags.has("secure")).toBe(true);
      expect(c.flags.has("httponly")).toBe(true);
    }
  });

  it("next-auth's /api/auth/callback/credentials sets every cookie HttpOnly, SameSite=Lax, not Secure over http", async () => {
    process.env.NEXTAUTH_URL = "http://localhost:3000";
    const user = await createUser();
    const result = await loginThroughNextAuth(
      "http://localhost:3000",
      user.username,
      user.password,
    );
    const session = result.cookies?.find((c) => c.name === "next-auth.session-token");
    expect(session, JSON.stringify(result)).toBeDefined();
    for (const c of result.cookies ?? []) {
      expect(c.options, c.name).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/" });
      expect(c.options.secure, c.name).toBeFalsy();
    }
  });

  it("next-auth's /api/auth/callback/credentials uses __Secure-/__Host- cookies with Secure over https", async () => {
    process.env.NEXTAUTH_URL = "https://ams.example";
    const user = await createUser();
    const deviceCookies: string[] = [];
    const result = await loginThroughNextAuth(
      "https://ams.example",
      user.username,
      user.password,
      deviceCookies,
    );
    expect(deviceCookies.map(parseSetCookie)).toEqual([
      expect.objectContaining({
        name: expect.stringMatching(/^__Host-ams-device-/),
        flags: expect.any(Map),
      }),
    ]);
    expect(parseSetCookie(deviceCookies[0]!).flags.has("secure")).toBe(true);
    const names = (result.cookies ?? []).map((c) => c.name);
    expect(names, JSON.stringify(result)).toContain("__Secure-next-auth.session-token");
    for (const c of result.cookies ?? []) {
      expect(c.name, "every next-auth cookie carries a secure prefix").toMatch(/^__(Secure|Host)-/);
      expect(c.options, c.name).toMatchObject({
        httpOnly: true,
        sameSite: "lax",
        secure: true,
        path: "/",
      });
    }
  });

  it("both sign-in paths issue a cookie the other path's reader accepts (one session format)", async () => {
    process.env.NEXTAUTH_URL = "http://localhost:3000";
    const user = await createUser();
    const result = await loginThroughNextAuth(
      "http://localhost:3000",
      user.username,
      user.password,
    );
    const session = result.cookies?.find((c) => c.name === "next-auth.session-token");
    const { GET: sessionRoute } = await import("@/app/api/auth/admin/session/route");
    const answer = await sessionRoute(
      new Request("http://localhost/api/auth/admin/session", {
        headers: { cookie: `${session!.name}=${session!.value}` },
      }),
      undefined,
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      authenticated: true,
      user: { username: user.username },
    });
  });
});
