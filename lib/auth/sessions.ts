import "server-only";
import { getDb } from "@/lib/db/client";
import type { Role, UserStatus } from "./permissions";
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS, SESSION_TOUCH_MS } from "./session-config";

export type SessionUser = {
  id: string;
  username: string;
  email: string;
  role: Role;
  status: UserStatus;
  sessionId: string;
};

/** Starts a server-side session; the JWT cookie only carries its id. */
export async function createAuthSession(
  userId: string,
  now = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  const db = await getDb();
  // Housekeeping on the rare write: the user's sessions that can no longer be used go.
  await db.authSession.deleteMany({
    where: {
      userId,
      OR: [
        { expiresAt: { lte: now } },
        { lastSeenAt: { lte: new Date(now.getTime() - SESSION_IDLE_MS) } },
      ],
    },
  });
  return db.authSession.create({
    data: {
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
    },
    select: { id: true, expiresAt: true },
  });
}

type Row = {
  session_id: string;
  last_seen_at: Date;
  user_id: string;
  username: string;
  email: string;
  role: Role;
  status: UserStatus;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks the session and the user's current state in one query: the row exists, is within its
 * 12-hour life and 2-hour idle limit, and the user is active and approved. So deleting,
 * suspending or demoting a user (or deleting the row) ends the session on the next request.
 */
export async function validateAuthSession(
  sessionId: string,
  now = new Date(),
): Promise<SessionUser | null> {
  if (!UUID.test(sessionId)) return null;
  const db = await getDb();
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const rows = await db.$queryRaw<Row[]>`
    SELECT s."id" AS session_id, s."last_seen_at", u."id" AS user_id, u."username", u."email",
           u."role"::text AS role, u."status"::text AS status
    FROM "auth_sessions" s JOIN "users" u ON u."id" = s."user_id"
    WHERE s."id" = ${sessionId}::uuid AND s."expires_at" > ${now} AND s."last_seen_at" > ${idleSince}
      AND u."status" = 'active' AND u."role" <> 'pending'`;
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - new Date(row.last_seen_at).getTime() >= SESSION_TOUCH_MS) {
    await db.authSession.updateMany({ where: { id: row.session_id }, data: { lastSeenAt: now } });
  }
  return {
    id: row.user_id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    sessionId: row.session_id,
  };
}

export async function deleteAuthSession(sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) return;
  const db = await getDb();
  await db.authSession.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of a user (optionally keeping one, e.g. the one that changed the password). */
export async function endUserSessions(userId: string, exceptSessionId?: string): Promise<number> {
  const db = await getDb();
  const result = await db.authSession.deleteMany({
    where: { userId, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
  });
  return result.count;
}
