import "server-only";
import { AppError } from "@/lib/api/route";
import { getDb } from "@/lib/db/client";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "@/lib/rate-limit";

const MINUTE = 60_000;
// Guessing stays slow without letting a stranger lock the owner out: the tight limit is per
// account AND address; the per-account limit from anywhere is ten times looser.
export const LOGIN_LIMITS = {
  accountAddress: { limit: 5, windowMs: 15 * MINUTE },
  address: { limit: 20, windowMs: 15 * MINUTE },
  account: { limit: 100, windowMs: 60 * MINUTE },
  /** Each lock-out within a day doubles the next account+address window (15, 30, 60 ... min). */
  strikes: { windowMs: 24 * 60 * MINUTE, maxDoublings: 5 },
} as const;

/** Case, surrounding spaces and Unicode forms do not make a new account to count against. */
export function normalizeUsername(username: string): string {
  return username.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

const keys = (account: string, address: string) => ({
  accountAddress: `login:acct-ip:${account}|${address}`,
  strikes: `login:strikes:${account}|${address}`,
  address: `login:ip:${address}`,
  account: `login:acct:${account}`,
});

/** Refuses (429 with Retry-After) while any failure window is full. */
export async function assertLoginAllowed(account: string, address: string): Promise<void> {
  const k = keys(account, address);
  const checks = await Promise.all([
    peekRateLimit(k.accountAddress, LOGIN_LIMITS.accountAddress.limit),
    peekRateLimit(k.address, LOGIN_LIMITS.address.limit),
    peekRateLimit(k.account, LOGIN_LIMITS.account.limit),
  ]);
  const blocked = checks.filter((check) => !check.allowed);
  if (blocked.length === 0) return;
  const retryAfter = Math.max(...blocked.map((check) => check.retryAfterSeconds));
  throw tooManyAttempts(retryAfter);
}

export async function recordLoginFailure(account: string, address: string): Promise<void> {
  const k = keys(account, address);
  const strikes = await peekRateLimit(k.strikes, Number.MAX_SAFE_INTEGER);
  const doublings = Math.min(strikes.count, LOGIN_LIMITS.strikes.maxDoublings);
  const windowMs = LOGIN_LIMITS.accountAddress.windowMs * 2 ** doublings;
  const hit = await hitRateLimit(k.accountAddress, LOGIN_LIMITS.accountAddress.limit, windowMs);
  if (hit.count === LOGIN_LIMITS.accountAddress.limit) {
    await hitRateLimit(k.strikes, Number.MAX_SAFE_INTEGER, LOGIN_LIMITS.strikes.windowMs);
  }
  await hitRateLimit(k.address, LOGIN_LIMITS.address.limit, LOGIN_LIMITS.address.windowMs);
  await hitRateLimit(k.account, LOGIN_LIMITS.account.limit, LOGIN_LIMITS.account.windowMs);
}

/** A successful sign-in forgets this address's failures for the account. */
export async function clearLoginFailures(account: string, address: string): Promise<void> {
  await clearRateLimit(keys(account, address).accountAddress);
}

/** An admin unlocks an account: every failure window and strike for it, from any address. */
export async function unlockAccount(usernameKey: string): Promise<void> {
  const account = normalizeUsername(usernameKey);
  await clearRateLimit(`login:acct-ip:${account}|`, { prefix: true });
  await clearRateLimit(`login:strikes:${account}|`, { prefix: true });
  await clearRateLimit(`login:acct:${account}`);
}

/**
 * Which of these usernames a failure window locks right now, from any address (for the admin
 * users screen's Unlock action). Returns the usernames as given.
 */
export async function lockedUsernames(usernames: string[]): Promise<Set<string>> {
  if (usernames.length === 0) return new Set();
  const db = await getDb();
  const rows = await db.rateLimit.findMany({
    where: {
      resetAt: { gt: new Date() },
      OR: usernames.flatMap((username) => {
        const account = normalizeUsername(username);
        return [
          { key: { startsWith: `login:acct-ip:${account}|` }, count: { gte: LOGIN_LIMITS.accountAddress.limit } },
          { key: `login:acct:${account}`, count: { gte: LOGIN_LIMITS.account.limit } },
        ];
      }),
    },
    select: { key: true },
  });
  const locked = new Set(rows.map((row) => row.key.replace(/^login:acct(-ip)?:/, "").split("|")[0]));
  return new Set(usernames.filter((username) => locked.has(normalizeUsername(username))));
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(429, `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    code: "RATE_LIMITED",
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}
