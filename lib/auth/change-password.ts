import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { getDb } from "@/lib/db/client";
import { hashPassword, verifyPassword } from "./password";
import { endUserSessions } from "./sessions";

/** Checks the current password before anything changes; 400 when it is wrong. */
export async function assertCurrentPassword(
  userId: string,
  currentPassword: string,
): Promise<void> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError(400, "Current password is incorrect", {
      code: "VALIDATION_ERROR",
      details: [{ path: "currentPassword", msg: "Current password is incorrect" }],
    });
  }
}

/**
 * Sets a new password, spends every outstanding reset link of the user (one mailed to an
 * attacker earlier must not undo the change) and ends every other session (the current one stays).
 */
export async function setPassword(
  userId: string,
  newPassword: string,
  keepSessionId?: string,
): Promise<void> {
  const db = await getDb();
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { passwordHash } }),
    db.passwordResetToken.updateMany({
      where: { userId, usedAt: null },
      data: { usedAt: new Date() },
    }),
  ]);
  await endUserSessions(userId, keepSessionId);
}
