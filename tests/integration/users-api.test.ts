import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/users/route";
import { POST as approveRoute } from "@/app/api/users/approve/[id]/route";
import { PUT as roleRoute } from "@/app/api/users/role/[id]/route";
import { PUT as statusRoute } from "@/app/api/users/status/[id]/route";
import { DELETE as deleteRoute } from "@/app/api/users/[id]/route";
import { getViewer } from "@/lib/auth/viewer";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { createUser, signIn, signedInAs, type TestUser } from "../helpers/auth";
import { getRequest, idContext, jsonRequest } from "../helpers/requests";

const { getDb } = useTestDatabase();
let adminCookie = "";
let admin: TestUser;
let superadminId = "";

beforeAll(async () => {
  const signed = await signedInAs("admin");
  admin = signed.user;
  adminCookie = signed.cookie;
  const db = await getDb();
  superadminId = (await db.user.findFirstOrThrow({ where: { role: "superadmin" } })).id;
});

const list = async (query: string, cookie = adminCookie) =>
  listRoute(getRequest(`/api/users${query}`, cookie), undefined);
const approve = (id: string, body: unknown = {}) =>
  approveRoute(jsonRequest(`/api/users/approve/${id}`, "POST", body, adminCookie), idContext(id));
const setRole = (id: string, role: unknown) =>
  roleRoute(jsonRequest(`/api/users/role/${id}`, "PUT", { role }, adminCookie), idContext(id));
const setStatus = (id: string, status: unknown) =>
  statusRoute(
    jsonRequest(`/api/users/status/${id}`, "PUT", { status }, adminCookie),
    idContext(id),
  );
const remove = (id: string) =>
  deleteRoute(jsonRequest(`/api/users/${id}`, "DELETE", undefined, adminCookie), idContext(id));
const sessionOf = (cookie: string) => getViewer(getRequest("/api/auth/admin/session", cookie));

describe(`users API (${databaseKind()})`, () => {
  it("lists with pagination, case-insensitive search and filters, in the spec's shape", async () => {
    for (let i = 0; i < 12; i += 1)
      await createUser({
        username: `Listed_${i}`,
        email: `listed${i}@Agency.test`,
        role: i % 3 === 0 ? "pending" : "user",
      });
    await createUser({ username: "suspended_one", status: "suspended" });

    const first = await list("?page=1&limit=5&search=LISTED");
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.pagination).toEqual({ page: 1, limit: 5, total: 12, pages: 3 });
    expect(body.users).toHaveLength(5);
    expect(Object.keys(body.users[0]).sort()).toEqual([
      "_id",
      "createdAt",
      "email",
      "role",
      "status",
      "username",
    ]);

    const third = await (await list("?page=3&limit=5&search=listed")).json();
    expect(third.users).toHaveLength(2);

    const byEmail = await (await list("?search=AGENCY.TEST&role=pending")).json();
    expect(byEmail.pagination.total).toBe(4);
    expect(byEmail.users.every((u: { role: string }) => u.role === "pending")).toBe(true);

    const suspended = await (await list("?status=suspended")).json();
    expect(suspended.users.map((u: { username: string }) => u.username)).toEqual(["suspended_one"]);

    const defaults = await (await list("")).json();
    expect(defaults.pagination).toMatchObject({ page: 1, limit: 10 });
  });

  it.each(["?page=0", "?limit=1000", "?role=owner", "?status=gone", "?page=abc"])(
    "answers 400 for the query %s",
    async (query) => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ type: "VALIDATION_ERROR" });
    },
  );

  it("approves a pending user as user by default, or as admin when asked; never as superadmin", async () => {
    const a = await createUser({ role: "pending" });
    const b = await createUser({ role: "pending" });
    const asUser = await approve(a.id);
    expect(asUser.status).toBe(200);
    expect(await asUser.json()).toMatchObject({
      message: "User approved successfully",
      user: { role: "user" },
    });
    expect(await (await approve(b.id, { role: "superadmin" })).json()).toMatchObject({
      type: "VALIDATION_ERROR",
    });
    expect(await (await approve(b.id, { role: "admin" })).json()).toMatchObject({
      user: { role: "admin" },
    });
    expect((await approve(a.id)).status).toBe(409);

    const db = await getDb();
    const activity = await db.activity.findFirst({
      where: { entityId: a.id, action: "approved as user" },
    });
    expect(activity).toMatchObject({
      actorId: admin.id,
      entityType: "user",
      entityTitle: a.username,
    });
  });

  it("switches roles between user and admin; a demotion ends the target's sessions", async () => {
    const target = await createUser({ role: "admin" });
    const cookie = await signIn(target.username, target.password);
    expect(await sessionOf(cookie)).not.toBeNull();
    const demoted = await setRole(target.id, "user");
    expect(demoted.status).toBe(200);
    expect(await demoted.json()).toMatchObject({
      message: "User role updated successfully",
      user: { role: "user" },
    });
    expect(await sessionOf(cookie)).toBeNull();
    expect((await setRole(target.id, "superadmin")).status).toBe(400);
    const pending = await createUser({ role: "pending" });
    expect((await setRole(pending.id, "admin")).status).toBe(409);
  });

  it("changes status; suspended and inactive end the target's sessions at once", async () => {
    for (const status of ["suspended", "inactive"] as const) {
      const target = await createUser({ role: "user" });
      const cookie = await signIn(target.username, target.password);
      const response = await setStatus(target.id, status);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        message: "User status updated successfully",
        user: { status },
      });
      expect(await sessionOf(cookie)).toBeNull();
      expect((await setStatus(target.id, "active")).status).toBe(200);
    }
    const pending = await createUser({ role: "pending" });
    expect((await setStatus(pending.id, "suspended")).status).toBe(409);
    expect((await setStatus(pending.id, "deleted")).status).toBe(400);
  });

  it("deletes a user and ends their session; 404 afterwards", async () => {
    const target = await createUser({ role: "user" });
    const cookie = await signIn(target.username, target.password);
    const response = await remove(target.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: "User deleted successfully" });
    expect(await sessionOf(cookie)).toBeNull();
    expect((await remove(target.id)).status).toBe(404);
  });

  it("protects the superadmin from every change, by an admin or by another superadmin", async () => {
    expect((await setRole(superadminId, "user")).status).toBe(403);
    expect((await setStatus(superadminId, "suspended")).status).toBe(403);
    expect((await remove(superadminId)).status).toBe(403);
    expect((await approve(superadminId, { role: "user" })).status).toBe(403);
    const db = await getDb();
    expect(await db.user.findUniqueOrThrow({ where: { id: superadminId } })).toMatchObject({
      role: "superadmin",
      status: "active",
    });

    const other = await createUser({ role: "superadmin" });
    const { cookie } = await signedInAs("superadmin");
    const asSuper = await deleteRoute(
      jsonRequest(`/api/users/${other.id}`, "DELETE", undefined, cookie),
      idContext(other.id),
    );
    expect(asSuper.status).toBe(403);
  });

  it("refuses changes to one's own account", async () => {
    expect((await setRole(admin.id, "user")).status).toBe(400);
    expect((await setStatus(admin.id, "inactive")).status).toBe(400);
    expect((await remove(admin.id)).status).toBe(400);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const call of [
      () => approve(unknown),
      () => setRole(unknown, "user"),
      () => setStatus(unknown, "active"),
      () => remove(unknown),
    ]) {
      const response = await call();
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: "User not found" });
    }
    for (const call of [
      () => approve("nope"),
      () => setRole("1; DROP TABLE users", "user"),
      () => setStatus("x", "active"),
      () => remove("123"),
    ]) {
      const response = await call();
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Invalid user id" });
    }
  });

  it("is closed to users (403) and to anonymous visitors (401)", async () => {
    const { cookie } = await signedInAs("user");
    expect((await list("", cookie)).status).toBe(403);
    expect((await listRoute(getRequest("/api/users"), undefined)).status).toBe(401);
  });
});
