import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { getDb } from "@/lib/db/client";
import type { DbTransaction } from "@/lib/db/prisma";
import { clearRateLimit, hitRateLimit, peekRateLimit, releaseRateLimit } from "@/lib/rate-limit";

const MINUTE = 60_000;
const UNLIMITED = Number.MAX_SAFE_INTEGER;
// Guessing stays slow without letting a stranger lock the owner out: the tight limit is per
// account AND address; the per-account limit from anywhere is ten times looser, and a browser
// holding the account's device cookie is counted on its own, never by those windows.
export const LOGIN_LIMITS = {
  accountAddress: { limit: 5, windowMs: 15 * MINUTE },
  address: { limit: 20, windowMs: 15 * MINUTE },
  account: { limit: 100, windowMs: 60 * MINUTE },
  device: { limit: 5, windowMs: 15 * MINUTE },
  /** Each lock-out within a day doubles the next account+address window (15, 30, 60 ... min). */
  strikes: { windowMs: 24 * 60 * MINUTE, maxDoublings: 5 },
} as const;

/** Case, surrounding spaces and Unicode forms do not make a new account to count against. */
export function normalizeUsername(username: string): string {
  return username.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

/** Where an attempt comes from: a device the account trusts, or any browser at an address. */
export type LoginSource = { device: string } | { address: string };

export type LoginReservation = {
  account: string;
  source: LoginSource;
  fillsAccountAddressWindow: boolean;
};

const keys = (account: string, address: string) => ({
  accountAddress: `login:acct-ip:${account}|${address}`,
  strikes: `login:strikes:${account}|${address}`,
  address: `login:ip:${address}`,
  account: `login:acct:${account}`,
});
const deviceKey = (account: string, device: string) => `login:device:${account}|${device}`;

/**
 * Counts the attempt before the password is checked, one atomic increment per window, so a burst
 * of parallel guesses gets no more checks than the limit. Refuses (429 with Retry-After) when a
 * window is full; a refused attempt stays counted in the windows it reached.
 */
export async function reserveLoginAttempt(
  account: string,
  source: LoginSource,
): Promise<LoginReservation> {
  if ("device" in source) {
    await reserve(deviceKey(account, source.device), LOGIN_LIMITS.device);
    return { account, source, fillsAccountAddressWindow: false };
  }
  const k = keys(account, source.address);
  const strikes = await peekRateLimit(k.strikes, UNLIMITED);
  const doublings = Math.min(strikes.count, LOGIN_LIMITS.strikes.maxDoublings);
  const windowMs = LOGIN_LIMITS.accountAddress.windowMs * 2 ** doublings;
  const pair = await reserve(k.accountAddress, {
    limit: LOGIN_LIMITS.accountAddress.limit,
    windowMs,
  });
  await reserve(k.address, LOGIN_LIMITS.address);
  await reserve(k.account, LOGIN_LIMITS.account);
  return {
    account,
    source,
    fillsAccountAddressWindow: pair.count === LOGIN_LIMITS.accountAddress.limit,
  };
}

async function reserve(key: string, { limit, windowMs }: { limit: number; windowMs: number }) {
  const hit = await hitRateLimit(key, limit, windowMs);
  if (!hit.allowed) throw tooManyAttempts(hit.retryAfterSeconds);
  return hit;
}

/** A wrong password: the attempt stays counted; the one that locked the account+address is a strike. */
export async function settleLoginFailure(reservation: LoginReservation): Promise<void> {
  if (!reservation.fillsAccountAddressWindow || !("address" in reservation.source)) return;
  const { strikes } = keys(reservation.account, reservation.source.address);
  await hitRateLimit(strikes, UNLIMITED, LOGIN_LIMITS.strikes.windowMs);
}

/**
 * The right password: the device's (or this address's) failures for the account are forgotten,
 * and the attempt is given back to the address and account windows, which count failures only.
 */
export async function settleLoginSuccess(reservation: LoginReservation): Promise<void> {
  const { account, source } = reservation;
  if ("device" in source) {
    await clearRateLimit(deviceKey(account, source.device));
    return;
  }
  const k = keys(account, source.address);
  await clearRateLimit(k.accountAddress);
  await releaseRateLimit(k.address);
  await releaseRateLimit(k.account);
}

/** An admin unlocks an account: every failure window and strike for it, from any address or device
 * (inside `tx` when given, so the unlock commits with its activity entry). */
export async function unlockAccount(usernameKey: string, tx?: DbTransaction): Promise<void> {
  const account = normalizeUsername(usernameKey);
  await clearRateLimit(`login:acct-ip:${account}|`, { prefix: true }, tx);
  await clearRateLimit(`login:strikes:${account}|`, { prefix: true }, tx);
  await clearRateLimit(`login:device:${account}|`, { prefix: true }, tx);
  await clearRateLimit(`login:acct:${account}`, {}, tx);
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
          {
            key: { startsWith: `login:acct-ip:${account}|` },
            count: { gte: LOGIN_LIMITS.accountAddress.limit },
          },
          { key: `login:acct:${account}`, count: { gte: LOGIN_LIMITS.account.limit } },
        ];
      }),
    },
    select: { key: true },
  });
  const locked = new Set(
    rows.map((row) => row.key.replace(/^login:acct(-ip)?:/, "").split("|")[0]),
  );
  return new Set(usernames.filter((username) => locked.has(normalizeUsername(username))));
}

function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    429,
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    {
      code: "RATE_LIMITED",
      headers: { "Retry-After": String(retryAfterSeconds) },
    },
  );
}
