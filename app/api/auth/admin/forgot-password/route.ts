import { AppError } from "@/lib/errors/app-error";
import { apiRoute, readJson, jsonResponse } from "@/lib/api/route";
import { limitByAddress } from "@/lib/auth/address-limits";
import { requestPasswordReset } from "@/lib/auth/reset-request";
import { assertSameOrigin } from "@/lib/auth/same-origin";
import { ACCOUNT_STATUS_MESSAGES } from "@/lib/data/account-status";
import { emailOnlySchema } from "@/lib/validations/auth";

// POST /api/auth/admin/forgot-password - e-mail a reset link to an approved account
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  await limitByAddress(request, "forgot-password");
  const { email } = await readJson(request, emailOnlySchema);
  const outcome = await requestPasswordReset(email);
  if (outcome === "notfound") throw new AppError(404, ACCOUNT_STATUS_MESSAGES.notfound);
  if (outcome === "pending") throw new AppError(403, ACCOUNT_STATUS_MESSAGES.pending);
  if (outcome === "mail-failed") throw new AppError(502, "Failed to send reset email");
  if (outcome === "mail-unconfigured") throw new AppError(503, "E-mail is not configured");
  return jsonResponse({
    success: true,
    message: "A password reset link has been sent to your email. Please check your inbox.",
  });
});
