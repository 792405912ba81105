import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { getDb } from "@/lib/db/client";
import { hashPassword } from "./password";
import { endUserSessions } from "./sessions";

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export const INVALID_RESET_LINK = "Invalid or expired reset link";

/** Only the SHA-256 of a token is stored, so a database leak gives no usable link. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Issues a reset token (32 random bytes) for a user; any older unused token is spent at once,
 * so only the newest link works.
 */
export async function issueResetToken(userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  const db = await getDb();
  await db.$transaction([
    db.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } }),
    db.passwordResetToken.create({
      data: { userId, tokenHash: hashResetToken(token), expiresAt, createdAt: now },
    }),
  ]);
  return { token, expiresAt };
}

/** The user a reset link belongs to; 400 for an unknown, used or expired link. */
export async function verifyResetToken(token: string): Promise<{ userId: string }> {
  const row = await findUsableToken(token);
  if (!row) throw new AppError(400, INVALID_RESET_LINK);
  return { userId: row.userId };
}

/** Sets the new password, spends every token of the user and ends all of their sessions. */
export async function resetPasswordWithToken(token: string, password: string): Promise<void> {
  const row = await findUsableToken(token);
  if (!row) throw new AppError(400, INVALID_RESET_LINK);
  const db = await getDb();
  const now = new Date();
  const passwordHash = await hashPassword(password);
  const spent = await db.$transaction(async (tx) => {
    // Spending the token first, conditionally, makes it single-use even under concurrent requests.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count === 0) return false;
    await tx.passwordResetToken.updateMany({
      where: { userId: row.userId, usedAt: null },
      data: { usedAt: now },
    });
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    return true;
  });
  if (!spent) throw new AppError(400, INVALID_RESET_LINK);
  await endUserSessions(row.userId);
}

async function findUsableToken(token: string) {
  // Tokens are 43 base64url characters; anything else cannot be ours.
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
  const db = await getDb();
  return db.passwordResetToken.findFirst({
    where: { tokenHash: hashResetToken(token), usedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, userId: true },
  });
}
