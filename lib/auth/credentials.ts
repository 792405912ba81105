import "server-only";
import { AppError } from "@/lib/api/route";
import { getDb } from "@/lib/db/client";
import { assertLoginAllowed, clearLoginFailures, normalizeUsername, recordLoginFailure } from "./login-limits";
import { hashPassword, verifyPassword } from "./password";
import type { Role, UserStatus } from "./permissions";
import { createAuthSession } from "./sessions";

export const LOGIN_FAILED_MESSAGE = "Invalid username or password";
export const ACCOUNT_STATE_MESSAGES = {
  pending: "Your account is pending approval. Please wait for an administrator to approve it.",
  inactive: "Your account is inactive. Please contact an administrator.",
  suspended: "Your account has been suspended. Please contact an administrator.",
} as const;

export type SignedIn = {
  user: { id: string; username: string; email: string; role: Role; status: UserStatus };
  sessionId: string;
  expiresAt: Date;
};

// An unknown username still runs one argon2 verification, so it answers like a wrong password.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${crypto.randomUUID()}`);
  return dummyHash;
}
// Made at start, so even the first unknown username costs no more than a wrong password.
void getDummyHash().catch(() => undefined);

/**
 * Checks a username and password and starts a session. Both sign-in paths (our login route and
 * next-auth's credentials provider) come through here. Pending, inactive and suspended accounts
 * are told so only after the right password.
 */
export async function signInWithPassword(username: string, password: string, clientAddress: string): Promise<SignedIn> {
  const account = normalizeUsername(username);
  await assertLoginAllowed(account, clientAddress);
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { usernameKey: account },
    select: { id: true, username: true, email: true, role: true, status: true, passwordHash: true },
  });
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !valid) {
    await recordLoginFailure(account, clientAddress);
    throw new AppError(401, LOGIN_FAILED_MESSAGE, { code: "INVALID_CREDENTIALS" });
  }
  await clearLoginFailures(account, clientAddress);
  if (user.role === "pending") throw new AppError(403, ACCOUNT_STATE_MESSAGES.pending, { code: "ACCOUNT_PENDING" });
  if (user.status !== "active") {
    throw new AppError(403, ACCOUNT_STATE_MESSAGES[user.status], { code: `ACCOUNT_${user.status.toUpperCase()}` });
  }
  const session = await createAuthSession(user.id);
  return {
    user: { id: user.id, username: user.username, email: user.email, role: user.role, status: user.status },
    sessionId: session.id,
    expiresAt: session.expiresAt,
  };
}
