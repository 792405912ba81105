import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { unlockAccount } from "@/lib/auth/login-limits";
import { hashPassword } from "@/lib/auth/password";
import {
  canApprove,
  canChangeRole,
  canChangeStatus,
  canModifyUser,
  type AssignableRole,
  type Role,
  type UserStatus,
} from "@/lib/auth/permissions";
import { endUserSessions } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db/client";
import type { DbTransaction } from "@/lib/db/prisma";
import { hasSuperadmin } from "@/lib/db/seed";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RegisterInput } from "@/lib/validations/auth";
import type { ListUsersQuery } from "@/lib/validations/users";
import { writeWithActivity, type ActivityActor } from "./activity";
import { paginate, type Pagination } from "./pagination";
import { readSiteSettings } from "./settings";
import { containsText } from "./text-search";
import { isUuid } from "./uuid";

type Actor = { id: string; username: string };

/** The user as the API shows it; never the password hash. */
export type UserDto = {
  _id: string;
  username: string;
  email: string;
  role: Role;
  status: UserStatus;
  createdAt: string;
};

const userSelect = {
  id: true,
  username: true,
  email: true,
  role: true,
  status: true,
  createdAt: true,
} as const;
type UserRow = Prisma.UserGetPayload<{ select: typeof userSelect }>;

export function serializeUser(row: UserRow): UserDto {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUsers(
  query: ListUsersQuery,
): Promise<{ users: UserDto[]; pagination: Pagination }> {
  const db = await getDb();
  const where: Prisma.UserWhereInput = {
    ...(query.role ? { role: query.role } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.search
      ? {
          OR: [{ username: containsText(query.search) }, { email: containsText(query.search) }],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.user.findMany({
      where,
      select: userSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.user.count({ where }),
  ]);
  return { users: rows.map(serializeUser), pagination: paginate(query.page, query.limit, total) };
}

/** 400 for a malformed id, 404 when no such user. */
export async function getUserOrThrow(id: string): Promise<UserRow> {
  if (!isUuid(id)) throw new AppError(400, "Invalid user id");
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id }, select: userSelect });
  if (!user) throw new AppError(404, "User not found");
  return user;
}

/** Registration: pending until approved, or an active user at once when Auto Approve is on. */
export async function registerUser(
  input: RegisterInput,
): Promise<{ user: UserDto; pendingSessionToken: string | null }> {
  await assertUnique(input.username, input.email);
  const { autoApprove } = await readSiteSettings();
  const passwordHash = await hashPassword(input.password);
  const row = await writeWithActivity(
    (tx) =>
      tx.user
        .create({
          data: {
            username: input.username,
            usernameKey: input.username.toLowerCase(),
            email: input.email,
            emailKey: input.email.toLowerCase(),
            passwordHash,
            role: autoApprove ? "user" : "pending",
            status: "active",
          },
          select: userSelect,
        })
        .catch(rethrowConflict),
    (created) => ({
      actor: { id: created.id, username: created.username },
      action: autoApprove ? "registered (auto-approved)" : "registered",
      entityType: "user",
      entityId: created.id,
      entityTitle: created.username,
    }),
  );
  // An opaque token for the 15-second pending screen; the browser keeps it, the server needs none.
  return {
    user: serializeUser(row),
    pendingSessionToken: autoApprove ? null : randomBytes(24).toString("base64url"),
  };
}

export async function approveUser(
  id: string,
  role: AssignableRole,
  actor: ActivityActor,
): Promise<UserDto> {
  const target = await getUserOrThrow(id);
  if (!canModifyUser(target)) throw new AppError(403, "A superadmin cannot be changed");
  if (!canApprove(target)) throw new AppError(409, "User is already approved");
  const row = await writeWithActivity(
    (tx) => updateUser(tx, id, { role, status: "active" }, { role: "pending" }),
    (updated) => ({
      actor,
      action: `approved as ${role}`,
      entityType: "user",
      entityId: id,
      entityTitle: updated.username,
    }),
  );
  return serializeUser(row);
}

export async function changeUserRole(
  id: string,
  role: AssignableRole,
  actor: Actor,
): Promise<UserDto> {
  const target = await getUserOrThrow(id);
  if (!canModifyUser(target)) throw new AppError(403, "A superadmin cannot be changed");
  if (target.id === actor.id) throw new AppError(400, "You cannot change your own role");
  if (!canChangeRole(target)) throw new AppError(409, "Pending users must be approved first");
  const row = await writeWithActivity(
    (tx) => updateUser(tx, id, { role }, { role: { in: ["user", "admin"] } }),
    (updated) => ({
      actor,
      action: `role changed to ${role}`,
      entityType: "user",
      entityId: id,
      entityTitle: updated.username,
    }),
  );
  // A demotion takes effect at once: the user signs in again with the new role.
  if (target.role === "admin" && role === "user") await endUserSessions(id);
  return serializeUser(row);
}

export async function changeUserStatus(
  id: string,
  status: UserStatus,
  actor: Actor,
): Promise<UserDto> {
  const target = await getUserOrThrow(id);
  if (!canModifyUser(target)) throw new AppError(403, "A superadmin cannot be changed");
  if (target.id === actor.id) throw new AppError(400, "You cannot change your own status");
  if (!canChangeStatus(target))
    throw new AppError(409, "Status can be changed only for approved users");
  const row = await writeWithActivity(
    (tx) => updateUser(tx, id, { status }, { role: { in: ["user", "admin"] } }),
    (updated) => ({
      actor,
      action: `status changed to ${status}`,
      entityType: "user",
      entityId: id,
      entityTitle: updated.username,
    }),
  );
  if (status !== "active") await endUserSessions(id);
  return serializeUser(row);
}

export async function deleteUser(id: string, actor: Actor): Promise<void> {
  const target = await getUserOrThrow(id);
  if (!canModifyUser(target)) throw new AppError(403, "A superadmin cannot be deleted");
  if (target.id === actor.id) throw new AppError(400, "You cannot delete your own account");
  // Sessions and reset tokens go with the row (ON DELETE CASCADE).
  await writeWithActivity(
    async (tx) => {
      const result = await tx.user.deleteMany({ where: { id, role: { not: "superadmin" } } });
      if (result.count === 0) throw new AppError(404, "User not found");
    },
    () => ({
      actor,
      action: "deleted",
      entityType: "user",
      entityId: id,
      entityTitle: target.username,
    }),
  );
}

/** Clears the failed-login locks of an account. */
export async function unlockUser(id: string, actor: ActivityActor): Promise<UserDto> {
  const target = await getUserOrThrow(id);
  await writeWithActivity(
    (tx) => unlockAccount(target.username, tx),
    () => ({
      actor,
      action: "unlocked",
      entityType: "user",
      entityId: id,
      entityTitle: target.username,
    }),
  );
  return serializeUser(target);
}

/** Conditional update: the guard re-checked in the WHERE so a concurrent change cannot slip past. */
async function updateUser(
  tx: DbTransaction,
  id: string,
  data: Prisma.UserUpdateManyMutationInput,
  guard: Prisma.UserWhereInput,
): Promise<UserRow> {
  const result = await tx.user.updateMany({ where: { id, ...guard }, data });
  if (result.count === 0) throw new AppError(409, "User changed meanwhile; reload and try again");
  return tx.user.findUniqueOrThrow({ where: { id }, select: userSelect });
}

/** 409 when the username or e-mail is taken, regardless of case (optionally ignoring one user). */
export async function assertUnique(
  username: string,
  email: string,
  exceptId?: string,
): Promise<void> {
  const db = await getDb();
  const clash = await db.user.findFirst({
    where: {
      OR: [{ usernameKey: username.toLowerCase() }, { emailKey: email.toLowerCase() }],
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { usernameKey: true },
  });
  if (!clash) return;
  throw new AppError(
    409,
    clash.usernameKey === username.toLowerCase()
      ? "Username already exists"
      : "Email already registered",
  );
}

export function rethrowConflict(error: unknown): never {
  if ((error as { code?: string }).code === "P2002")
    throw new AppError(409, "Username or email already exists");
  throw error;
}

export async function getProfile(id: string): Promise<UserDto> {
  return serializeUser(await getUserOrThrow(id));
}

/** Username and e-mail of the signed-in user (the password goes through lib/auth/change-password). */
export async function updateProfileDetails(
  id: string,
  input: { username: string; email: string },
): Promise<UserDto> {
  await assertUnique(input.username, input.email, id);
  const db = await getDb();
  const row = await db.user
    .update({
      where: { id },
      data: {
        username: input.username,
        usernameKey: input.username.toLowerCase(),
        email: input.email,
        emailKey: input.email.toLowerCase(),
      },
      select: userSelect,
    })
    .catch(rethrowConflict);
  return serializeUser(row);
}

/** Whether the site has a superadmin yet. Only a hint for /login: an unreachable database counts as yes. */
export async function siteHasAdministrator(): Promise<boolean> {
  try {
    return await hasSuperadmin(await getDb());
  } catch {
    return true;
  }
}
