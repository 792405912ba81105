import "server-only";
import { getDb } from "@/lib/db/client";

export type AccountStatus = { status: "notfound" | "pending" | "approved"; message: string };

export const ACCOUNT_STATUS_MESSAGES = {
  notfound: "Account not found",
  pending:
    "Your account approval is still pending. Please wait for admin confirmation before requesting a password reset.",
  approved: "Account is approved",
} as const;

/** The account check the forgot-password screen runs before asking for a link so it can say why no link will come. */
export async function getAccountStatus(email: string): Promise<AccountStatus> {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { emailKey: email.toLowerCase() },
    select: { role: true },
  });
  const status = !user ? "notfound" : user.role === "pending" ? "pending" : "approved";
  return { status, message: ACCOUNT_STATUS_MESSAGES[status] };
}
