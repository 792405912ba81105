import { createRequire } from "node:module";
import path from "node:path";
import { NextRequest } from "next/server";
import type { NextAuthOptions } from "next-auth";
import { afterEach, describe, expect, it } from "vitest";
import { loginDestination, safeReturnPath } from "@/lib/auth/return-path";
import { getAuthOptions } from "@/lib/auth/options";
import { proxy } from "@/proxy";

// Open redirects: the login's return address and every redirect the site makes
// (the login page, next-auth's redirect callback, proxy.ts) lead only to paths on this site.
// tests/unit/return-path.test.ts holds the basic cases; these are the evasions.

const ORIGIN = "http://localhost:3000";

/** Return addresses that point off the site in some browser or parser. */
const OFF_SITE = [
  "//evil.example",
  "///evil.example",
  "////evil.example/x",
  "/\\evil.example",
  "\\/evil.example",
  "/\\\\evil.example",
  "\\\\evil.example",
  " //evil.example",
  "\t//evil.example",
  "/\t/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  "https://evil.example",
  "HTTPS://evil.example/ams-admin",
  "https:evil.example",
  "http:/evil.example",
  "//evil.example@localhost:3000",
  "https://localhost:3000@evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\nscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "%2F%2Fevil.example",
  "evil.example",
  ".evil.example",
];

/** Same-site paths that merely look odd: they must stay on this site (or fall back). */
const ODD_BUT_LOCAL = [
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/.//evil.example",
  "/ams-admin/..//evil.example",
  "/%09/evil.example",
];

function staysOnSite(target: string): boolean {
  const resolved = new URL(target, ORIGIN);
  return resolved.origin === ORIGIN;
}

describe("the login's return address (`from`)", () => {
  it.each(OFF_SITE)("refuses %j and falls back to the portal", (from) => {
    expect(safeReturnPath(from)).toBeNull();
    expect(loginDestination(from)).toBe("/ams-admin");
  });

  it.each(ODD_BUT_LOCAL)("keeps %j on this site", (from) => {
    const destination = loginDestination(from);
    expect(destination.startsWith("/")).toBe(true);
    expect(destination.startsWith("//")).toBe(false);
    expect(staysOnSite(destination)).toBe(true);
    // Browsers treat a backslash as a slash: the destination must not become //host either way.
    expect(staysOnSite(destination.replace(/\\/g, "/"))).toBe(true);
  });

  it("never sends a signed-in person back to an auth screen (no login loop)", () => {
    for (const screen of [
      "/login",
      "/login?from=/x",
      "/signup",
      "/forgot-password",
      "/reset-password/abc",
      "/pending-approval",
    ]) {
      expect(loginDestination(screen)).toBe("/ams-admin");
    }
  });
});

describe("next-auth's redirect callback", () => {
  type AuthCookie = { name: string; value: string };
  const { AuthHandler } = createRequire(import.meta.url)(
    path.resolve(import.meta.dirname, "../../node_modules/next-auth/core/index.js"),
  ) as {
    AuthHandler: (p: {
      req: Request;
      options: NextAuthOptions;
    }) => Promise<{ cookies?: AuthCookie[]; redirect?: string }>;
  };
  afterEach(() => void delete process.env.NEXTAUTH_URL);

  /** The callback URL next-auth settles on (it stores it in its callback-url cookie). */
  async function settledCallbackUrl(callbackUrl: string): Promise<string> {
    process.env.NEXTAUTH_URL = ORIGIN;
    const result = await AuthHandler({
      req: new Request(`${ORIGIN}/api/auth/csrf?callbackUrl=${encodeURIComponent(callbackUrl)}`),
      options: getAuthOptions(),
    });
    const cookie = result.cookies?.find((c) => c.name.endsWith("next-auth.callback-url"));
    return cookie ? decodeURIComponent(cookie.value) : ORIGIN;
  }

  it.each(OFF_SITE.filter((url) => !/[\u0000-\u001f]/.test(url)))(
    "keeps callbackUrl %j on this site",
    async (callbackUrl) => {
      const settled = await settledCallbackUrl(callbackUrl);
      expect(new URL(settled).origin).toBe(ORIGIN);
      expect(new URL(settled.replace(/\\/g, "/")).origin).toBe(ORIGIN);
    },
  );

  it("keeps a same-site callbackUrl", async () => {
    expect(await settledCallbackUrl("/ams-admin/users")).toBe(`${ORIGIN}/ams-admin/users`);
  });
});

describe("proxy.ts redirects", () => {
  const request = (url: string) => new NextRequest(new URL(url, ORIGIN));

  it.each([
    "/admin/forgot-password?next=https://evil.example",
    "/admin/forgot-password?x=//evil.example",
    "/ams-admin//evil.example",
    "/ams-admin/%2F%2Fevil.example",
    "/admin/..%2F..%2F%2Fevil.example",
    "/ams-admin?from=https://evil.example",
  ])("answers %s with a redirect on this site only", async (url) => {
    const response = await proxy(request(url));
    const location = response.headers.get("location");
    expect(location).not.toBeNull();
    expect(new URL(location!).origin).toBe(ORIGIN);
    const from = new URL(location!).searchParams.get("from");
    if (from !== null) expect(loginDestination(from).startsWith("//")).toBe(false);
  });
});
