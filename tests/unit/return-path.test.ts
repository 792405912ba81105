import { describe, expect, it } from "vitest";
import { loginDestination, safeReturnPath } from "@/lib/auth/return-path";

describe("safeReturnPath", () => {
  it.each([
    ["/ams-admin", "/ams-admin"],
    ["/ams-admin/users?page=2", "/ams-admin/users?page=2"],
    ["/admin/posts#top", "/admin/posts#top"],
    ["/a/../ams-admin", "/ams-admin"],
  ])("accepts the same-site path %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/ams-admin",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "ams-admin",
    "/\t/evil.example",
    "/\n/evil.example",
    "",
    null,
    undefined,
    "/" + "a".repeat(3000),
  ])("refuses %j", (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});

describe("loginDestination", () => {
  it("uses a safe `from`, else the portal, and never an auth screen", () => {
    expect(loginDestination("/ams-admin/users")).toBe("/ams-admin/users");
    expect(loginDestination("//evil.example")).toBe("/ams-admin");
    expect(loginDestination(null)).toBe("/ams-admin");
    expect(loginDestination("/login?from=/x")).toBe("/ams-admin");
    expect(loginDestination("/signup")).toBe("/ams-admin");
  });
});
