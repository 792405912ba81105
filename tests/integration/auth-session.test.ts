import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as sessionRoute } from "@/app/api/auth/admin/session/route";
import { POST as logoutRoute } from "@/app/api/auth/admin/logout/route";
import { getViewer, requireViewer } from "@/lib/auth/viewer";
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from "@/lib/auth/session-config";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { createUser, signIn, signedInAs } from "../helpers/auth";

const { getDb } = useTestDatabase();
const url = "http://localhost/api/auth/admin/session";
const withCookie = (cookie: string, init: RequestInit = {}) =>
  new Request(url, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });

afterEach(() => {
  vi.useRealTimers();
});

describe(`sessions (${databaseKind()})`, () => {
  it("getViewer returns the signed-in user and null without a cookie", async () => {
    const { user, cookie } = await signedInAs("admin");
    const viewer = await getViewer(withCookie(cookie));
    expect(viewer).toMatchObject({
      id: user.id,
      username: user.username,
      role: "admin",
      status: "active",
    });
    expect(await getViewer(new Request(url))).toBeNull();
    expect(await getViewer(withCookie("next-auth.session-token=garbage"))).toBeNull();
  });

  it("requireViewer answers 401 without a session and 403 without the permission", async () => {
    const { cookie } = await signedInAs("user");
    await expect(requireViewer(new Request(url))).rejects.toMatchObject({
      status: 401,
      message: "Authentication required",
    });
    await expect(requireViewer(withCookie(cookie), "users:manage")).rejects.toMatchObject({
      status: 403,
      message: "Forbidden",
    });
    await expect(requireViewer(withCookie(cookie), "posts:write")).resolves.toMatchObject({
      role: "user",
    });
  });

  it("refuses a cross-site state-changing request even with a valid session", async () => {
    const { cookie } = await signedInAs("admin");
    const crossSite = withCookie(cookie, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    await expect(requireViewer(crossSite)).rejects.toMatchObject({ status: 403 });
    const sameSite = withCookie(cookie, {
      method: "POST",
      headers: { origin: "http://localhost" },
    });
    await expect(requireViewer(sameSite)).resolves.toMatchObject({ role: "admin" });
  });

  it("ends at once when the user is deleted, suspended, set inactive or demoted to pending", async () => {
    const db = await getDb();
    const changes = [
      (id: string) => db.user.update({ where: { id }, data: { status: "suspended" } }),
      (id: string) => db.user.update({ where: { id }, data: { status: "inactive" } }),
      (id: string) => db.user.update({ where: { id }, data: { role: "pending" } }),
      (id: string) => db.user.delete({ where: { id } }),
    ];
    for (const change of changes) {
      const { user, cookie } = await signedInAs("user");
      expect(await getViewer(withCookie(cookie))).not.toBeNull();
      await change(user.id);
      expect(await getViewer(withCookie(cookie))).toBeNull();
    }
  });

  it("expires 12 hours after sign-in even when used all along", async () => {
    const { cookie } = await signedInAs("user");
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let hours = 1; hours < 12; hours += 1) {
      vi.setSystemTime(start + hours * 3_600_000);
      expect(await getViewer(withCookie(cookie)), `after ${hours} h`).not.toBeNull();
    }
    vi.setSystemTime(start + SESSION_MAX_AGE_MS + 1000);
    expect(await getViewer(withCookie(cookie))).toBeNull();
  });

  it("expires after 2 hours without use, and use keeps it alive", async () => {
    const { cookie } = await signedInAs("user");
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start + SESSION_IDLE_MS - 60_000);
    expect(await getViewer(withCookie(cookie))).not.toBeNull();
    vi.setSystemTime(start + 2 * SESSION_IDLE_MS - 120_000);
    expect(await getViewer(withCookie(cookie))).not.toBeNull();
    vi.setSystemTime(start + 3 * SESSION_IDLE_MS);
    expect(await getViewer(withCookie(cookie))).toBeNull();
  });

  it("GET /session returns the viewer; logout deletes the session row and clears the cookie", async () => {
    const user = await createUser({ role: "admin" });
    const cookie = await signIn(user.username, user.password);
    const ok = await sessionRoute(withCookie(cookie), undefined);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      authenticated: true,
      user: { username: user.username, role: "admin" },
    });

    const db = await getDb();
    expect(await db.authSession.count({ where: { userId: user.id } })).toBe(1);
    const out = await logoutRoute(withCookie(cookie, { method: "POST" }), undefined);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join("\n")).toMatch(/next-auth\.session-token=;.*Max-Age=0/);
    expect(await db.authSession.count({ where: { userId: user.id } })).toBe(0);

    const after = await sessionRoute(withCookie(cookie), undefined);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: "Authentication required" });
  });
});

describe(`session housekeeping (${databaseKind()})`, () => {
  it("signing in again from the same browser replaces its previous session row", async () => {
    const { POST: login } = await import("@/app/api/auth/admin/login/route");
    const user = await createUser({ role: "user" });
    const first = await signIn(user.username, user.password);
    const request = new Request("http://localhost/api/auth/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: first, "x-forwarded-for": "10.9.9.9" },
      body: JSON.stringify({ username: user.username, password: user.password }),
    });
    expect((await login(request, undefined)).status).toBe(200);
    const db = await getDb();
    expect(await db.authSession.count({ where: { userId: user.id } })).toBe(1);
    expect(await getViewer(withCookie(first))).toBeNull();
  });

  it("a new sign-in drops the user's expired and idle session rows", async () => {
    const user = await createUser({ role: "user" });
    const db = await getDb();
    const old = new Date(Date.now() - 13 * 3_600_000);
    await db.authSession.create({
      data: {
        userId: user.id,
        createdAt: old,
        lastSeenAt: old,
        expiresAt: new Date(old.getTime() + SESSION_MAX_AGE_MS),
      },
    });
    await signIn(user.username, user.password);
    expect(await db.authSession.count({ where: { userId: user.id } })).toBe(1);
  });
});
