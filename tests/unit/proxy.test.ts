import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

const request = (path: string, cookie?: string) =>
  new NextRequest(new URL(path, "http://localhost:3000"), { headers: cookie ? { cookie } : {} });

describe("proxy", () => {
  it.each(["/ams-admin", "/ams-admin/users?page=2", "/admin", "/admin/posts"])(
    "sends %s without a session cookie to /login with from",
    async (path) => {
      const response = await proxy(request(path));
      expect(response.status).toBe(307);
      const location = new URL(response.headers.get("location") ?? "");
      expect(location.pathname).toBe("/login");
      expect(location.searchParams.get("from")).toBe(path);
    },
  );

  it("lets /admin/* through with a session cookie, keeping the path the visitor asked for", async () => {
    const response = await proxy(request("/admin/users?x=1", "next-auth.session-token=abc"));
    // next.config.ts's rewrite maps it to /ams-admin inside the server; none from here.
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.get("x-middleware-request-x-pathname")).toBe("/admin/users?x=1");
  });

  it("lets /ams-admin through with a session cookie and sets a nonce policy", async () => {
    const response = await proxy(request("/ams-admin", "next-auth.session-token=abc"));
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-security-policy")).toMatch(
      /'nonce-[^']+' 'strict-dynamic'/,
    );
  });

  it("redirects /admin/forgot-password to /forgot-password, signed in or not", async () => {
    const response = await proxy(request("/admin/forgot-password"));
    expect(new URL(response.headers.get("location") ?? "").pathname).toBe("/forgot-password");
  });

  it("leaves the auth screens reachable without a session", async () => {
    const response = await proxy(request("/login?from=/ams-admin"));
    expect(response.headers.get("location")).toBeNull();
  });
});
