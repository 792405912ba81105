import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as register } from "@/app/api/auth/admin/register/route";
import { POST as login } from "@/app/api/auth/admin/login/route";
import { POST as logout } from "@/app/api/auth/admin/logout/route";
import { POST as checkStatus } from "@/app/api/auth/admin/check-status/route";
import { GET as session } from "@/app/api/auth/admin/session/route";
import { POST as approve } from "@/app/api/users/approve/[id]/route";
import * as password from "@/lib/auth/password";
import { ACCOUNT_STATE_MESSAGES, LOGIN_FAILED_MESSAGE } from "@/lib/auth/credentials";
import { SESSION_MAX_AGE_MS } from "@/lib/auth/session-config";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { cookieHeaderFrom, createUser, signedInAs } from "../helpers/auth";
import { getRequest, idContext, jsonRequest } from "../helpers/requests";

const { getDb } = useTestDatabase();

let address = 0;
/** A login from its own client address, so rate limits of other cases never interfere. */
function loginRequest(body: unknown) {
  address += 1;
  const request = jsonRequest("/api/auth/admin/login", "POST", body);
  request.headers.set("x-forwarded-for", `10.1.${address >> 8}.${address & 255}`);
  return login(request, undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe(`auth lifecycle (${databaseKind()})`, () => {
  it("register → pending refused → approve → login → request works → logout → 401", async () => {
    const created = await register(
      jsonRequest("/api/auth/admin/register", "POST", {
        username: "NewEditor",
        email: "New.Editor@Example.com",
        password: "Str0ng!Passw0rd",
      }),
      undefined,
    );
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({
      approved: false,
      user: { username: "NewEditor", role: "pending", status: "active" },
    });
    expect(body.pendingSessionToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(body.user).not.toHaveProperty("passwordHash");

    const status = await checkStatus(
      jsonRequest("/api/auth/admin/check-status", "POST", { email: "new.editor@example.com" }),
      undefined,
    );
    expect(await status.json()).toMatchObject({ status: "pending" });

    const refused = await loginRequest({ username: "NewEditor", password: "Str0ng!Passw0rd" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: ACCOUNT_STATE_MESSAGES.pending,
      type: "ACCOUNT_PENDING",
    });
    expect(refused.headers.getSetCookie()).toEqual([]);

    const admin = await signedInAs("superadmin");
    const approved = await approve(
      jsonRequest(`/api/users/approve/${body.user._id}`, "POST", {}, admin.cookie),
      idContext(body.user._id),
    );
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      message: "User approved successfully",
      user: { role: "user" },
    });

    // Username is matched regardless of case and surrounding spaces.
    const ok = await loginRequest({ username: "  neweditor ", password: "Str0ng!Passw0rd" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      success: true,
      sessionTimeout: SESSION_MAX_AGE_MS,
      user: { role: "user" },
    });
    const setCookie = ok.headers.getSetCookie()[0] ?? "";
    expect(setCookie).toMatch(
      /^next-auth\.session-token=[^;]+; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax/,
    );
    const cookie = cookieHeaderFrom(ok);

    expect((await session(getRequest("/api/auth/admin/session", cookie), undefined)).status).toBe(
      200,
    );
    const out = await logout(jsonRequest("/api/auth/admin/logout", "POST", {}, cookie), undefined);
    expect(out.status).toBe(200);
    const after = await session(getRequest("/api/auth/admin/session", cookie), undefined);
    expect(after.status).toBe(401);
  });

  it("Auto Approve Users makes a new account an active user at once", async () => {
    const db = await getDb();
    await db.siteSettings.update({ where: { id: 1 }, data: { autoApprove: true } });
    try {
      const created = await register(
        jsonRequest("/api/auth/admin/register", "POST", {
          username: "auto_user",
          email: "auto@example.com",
          password: "Str0ng!Passw0rd",
        }),
        undefined,
      );
      expect(created.status).toBe(201);
      const body = await created.json();
      expect(body).toMatchObject({ approved: true, user: { role: "user", status: "active" } });
      expect(body).not.toHaveProperty("pendingSessionToken");
      expect(
        (await loginRequest({ username: "auto_user", password: "Str0ng!Passw0rd" })).status,
      ).toBe(200);
    } finally {
      await db.siteSettings.update({ where: { id: 1 }, data: { autoApprove: false } });
    }
  });

  it.each([
    [{ username: "TAKEN_NAME", email: "fresh1@example.com" }, "Username already exists"],
    [{ username: "fresh_name", email: "TAKEN@EXAMPLE.COM" }, "Email already registered"],
  ])(
    "answers 409 for a taken username or e-mail regardless of case (%j)",
    async (fields, message) => {
      await createUser({ username: "taken_name", email: "taken@example.com" });
      const response = await register(
        jsonRequest("/api/auth/admin/register", "POST", { ...fields, password: "Str0ng!Passw0rd" }),
        undefined,
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ message });
      const db = await getDb();
      await db.user.deleteMany({ where: { usernameKey: "taken_name" } });
    },
  );

  it.each([
    [{ username: "ab", email: "x@example.com", password: "Str0ng!Passw0rd" }, "username"],
    [{ username: "valid_name", email: "not-an-email", password: "Str0ng!Passw0rd" }, "email"],
    [{ username: "valid_name", email: "x@example.com", password: "short" }, "password"],
    [{ username: "valid_name", email: "x@example.com", password: "abcdefgh" }, "password"],
    [{ username: "<script>", email: "x@example.com", password: "Str0ng!Passw0rd" }, "username"],
  ])("refuses an invalid registration with 400 and field details (%j)", async (body, field) => {
    const response = await register(
      jsonRequest("/api/auth/admin/register", "POST", body),
      undefined,
    );
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.type).toBe("VALIDATION_ERROR");
    expect(json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("answers an unknown username and a wrong password alike, and hashes for both", async () => {
    const user = await createUser({ role: "user" });
    const verify = vi.spyOn(password, "verifyPassword");
    const unknown = await loginRequest({ username: "nobody_here", password: "whatever-123" });
    const wrong = await loginRequest({ username: user.username, password: "whatever-123" });
    expect(verify).toHaveBeenCalledTimes(2);
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await unknown.json(), await wrong.json()];
    expect(a).toEqual(b);
    expect(a).toMatchObject({ message: LOGIN_FAILED_MESSAGE });
  });

  it.each(["inactive", "suspended"] as const)(
    "tells a %s account so only after the right password",
    async (status) => {
      const user = await createUser({ role: "user", status });
      const wrong = await loginRequest({ username: user.username, password: "Wrong-password-1" });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ message: LOGIN_FAILED_MESSAGE });
      const right = await loginRequest({ username: user.username, password: user.password });
      expect(right.status).toBe(403);
      expect(await right.json()).toMatchObject({ message: ACCOUNT_STATE_MESSAGES[status] });
      expect(right.headers.getSetCookie()).toEqual([]);
    },
  );

  it("also hides a pending account behind the password check", async () => {
    const user = await createUser({ role: "pending" });
    const wrong = await loginRequest({ username: user.username, password: "Wrong-password-1" });
    expect(await wrong.json()).toMatchObject({ message: LOGIN_FAILED_MESSAGE });
  });

  it("answers a missing field with the validation details the login screen shows", async () => {
    const response = await loginRequest({ username: "someone" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      type: "VALIDATION_ERROR",
      details: [{ path: "password", msg: "Password is required" }],
    });
  });

  it("refuses a login posted from another site", async () => {
    const user = await createUser({ role: "user" });
    const request = jsonRequest("/api/auth/admin/login", "POST", {
      username: user.username,
      password: user.password,
    });
    request.headers.set("origin", "https://evil.example");
    const response = await login(request, undefined);
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("check-status answers notfound, pending and approved", async () => {
    const approvedUser = await createUser({ role: "admin" });
    const ask = async (email: string) =>
      (
        await checkStatus(jsonRequest("/api/auth/admin/check-status", "POST", { email }), undefined)
      ).json();
    expect(await ask("nobody@example.com")).toEqual({
      status: "notfound",
      message: "Account not found",
    });
    expect(await ask(approvedUser.email.toUpperCase())).toMatchObject({ status: "approved" });
  });
});
