import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, contentSecurityPolicy } from "@/lib/security/headers";

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split("; ").map((d) => [d.split(" ")[0], d.slice(d.indexOf(" ") + 1)]),
  );
}

describe("security headers", () => {
  it("forbids plugins, foreign base URIs and framing in every policy", () => {
    for (const policy of [contentSecurityPolicy(), contentSecurityPolicy({ nonce: "abc" })]) {
      const d = directives(policy);
      expect(d["object-src"]).toBe("'none'");
      expect(d["base-uri"]).toBe("'self'");
      expect(d["frame-ancestors"]).toBe("'none'");
    }
  });

  it("uses a nonce with strict-dynamic and no unsafe-inline when given a nonce", () => {
    const scripts = directives(contentSecurityPolicy({ nonce: "n0nce" }))["script-src"];
    expect(scripts).toBe("'nonce-n0nce' 'strict-dynamic'");
  });

  it("allows eval only in development", () => {
    expect(contentSecurityPolicy()).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy({ isDev: true })).toContain("'unsafe-eval'");
  });

  it("sends HSTS only in production, and the other headers always", () => {
    expect(baseSecurityHeaders({ isProduction: true })).toHaveProperty("Strict-Transport-Security");
    const dev = baseSecurityHeaders({ isProduction: false });
    expect(dev).not.toHaveProperty("Strict-Transport-Security");
    expect(dev).toMatchObject({ "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" });
    expect(dev["Referrer-Policy"]).toBeTruthy();
    expect(dev["Permissions-Policy"]).toContain("camera=()");
  });
});
