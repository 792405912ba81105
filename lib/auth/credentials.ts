import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { getDb } from "@/lib/db/client";
import { deviceSetCookie, trustedDeviceId } from "./device-cookie";
import {
  normalizeUsername,
  reserveLoginAttempt,
  settleLoginFailure,
  settleLoginSuccess,
  type LoginSource,
} from "./login-limits";
import { hashPassword, verifyPassword } from "./password";
import type { Role, UserStatus } from "./permissions";
import { createAuthSession } from "./sessions";

export const LOGIN_FAILED_MESSAGE = "Invalid username or password";
export const ACCOUNT_STATE_MESSAGES = {
  pending: "Your account is pending approval. Please wait for an administrator to approve it.",
  inactive: "Your account is inactive. Please contact an administrator.",
  suspended: "Your account has been suspended. Please contact an administrator.",
} as const;
const ACCOUNT_STATE_CODES = {
  inactive: "ACCOUNT_INACTIVE",
  suspended: "ACCOUNT_SUSPENDED",
} as const;

export type SignedIn = {
  user: {
    id: string;
    username: string;
    email: string;
    role: Role;
    status: UserStatus;
    createdAt: Date;
  };
  sessionId: string;
  expiresAt: Date;
  /** Set-Cookie value that makes this browser a trusted device of the account. */
  deviceCookie: string;
};

/** Who is signing in: the client address and the Cookie header (for the account's device cookie). */
export type LoginClient = { address: string; cookieHeader: string | null };

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
 * next-auth's credentials provider) come through here. The attempt is counted before the
 * password is checked; a browser with the account's device cookie is counted on its own.
 * Pending, inactive and suspended accounts are told so only after the right password.
 */
export async function signInWithPassword(
  username: string,
  password: string,
  client: LoginClient,
): Promise<SignedIn> {
  const account = normalizeUsername(username);
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { usernameKey: account },
    select: {
      id: true,
      username: true,
      email: true,
      role: true,
      status: true,
      createdAt: true,
      passwordHash: true,
    },
  });
  const device = user ? trustedDeviceId(client.cookieHeader, user.id) : null;
  const source: LoginSource = device ? { device } : { address: client.address };
  const reservation = await reserveLoginAttempt(account, source);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !valid) {
    await settleLoginFailure(reservation);
    throw new AppError(401, LOGIN_FAILED_MESSAGE, { code: "INVALID_CREDENTIALS" });
  }
  await settleLoginSuccess(reservation);
  if (user.role === "pending")
    throw new AppError(403, ACCOUNT_STATE_MESSAGES.pending, { code: "ACCOUNT_PENDING" });
  if (user.status !== "active") {
    throw new AppError(403, ACCOUNT_STATE_MESSAGES[user.status], {
      code: ACCOUNT_STATE_CODES[user.status],
    });
  }
  const session = await createAuthSession(user.id);
  return {
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      status: user.status,
      createdAt: user.createdAt,
    },
    sessionId: session.id,
    expiresAt: session.expiresAt,
    deviceCookie: deviceSetCookie(user.id),
  };
}
