import "server-only";
import { getDb } from "@/lib/db/client";
import { escapeHtml, isMailConfigured, sendMail } from "@/lib/mail";
import { getSiteUrl } from "@/lib/site-url";
import { issueResetToken, RESET_TOKEN_TTL_MS } from "./password-reset";

export type ResetRequestOutcome =
  "notfound" | "pending" | "sent" | "mail-failed" | "mail-unconfigured";

/**
 * Issues a reset link and e-mails it. The link is built from the configured site URL, never
 * from the request's Host header, so a forged Host cannot redirect the link elsewhere.
 */
export async function requestPasswordReset(email: string): Promise<ResetRequestOutcome> {
  // Without a way to send it, a link is never issued (and never written anywhere).
  if (!isMailConfigured()) {
    console.warn("[auth] password reset refused: e-mail is not configured (set RESEND_API_KEY).");
    return "mail-unconfigured";
  }
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { emailKey: email.toLowerCase() },
    select: { id: true, username: true, email: true, role: true },
  });
  if (!user) return "notfound";
  if (user.role === "pending") return "pending";
  const { token } = await issueResetToken(user.id);
  const link = `${getSiteUrl()}/reset-password/${token}`;
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  try {
    await sendMail({
      to: user.email,
      subject: "Reset your AMS Media admin password",
      text: `Hello ${user.username},\n\nSomeone asked to reset the password of your AMS Media admin account.\nOpen this link within ${minutes} minutes to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.\n`,
      html: `<p>Hello ${escapeHtml(user.username)},</p><p>Someone asked to reset the password of your AMS Media admin account. Open this link within ${minutes} minutes to choose a new password:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If you did not ask for this, ignore this e-mail; your password stays the same.</p>`,
    });
    return "sent";
  } catch (error) {
    console.error("[auth] reset mail failed:", error instanceof Error ? error.message : error);
    return "mail-failed";
  }
}
