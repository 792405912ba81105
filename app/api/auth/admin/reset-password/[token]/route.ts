import { apiRoute, readJson, jsonResponse } from "@/lib/api/route";
import { limitByAddress } from "@/lib/auth/address-limits";
import { resetPasswordWithToken } from "@/lib/auth/password-reset";
import { assertSameOrigin } from "@/lib/auth/same-origin";
import { resetPasswordSchema } from "@/lib/validations/auth";

type Context = { params: Promise<{ token: string }> };

// POST /api/auth/admin/reset-password/{token} - set a new password; the link works once
export const POST = apiRoute<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  await limitByAddress(request, "reset-password");
  const { token } = await params;
  const { password } = await readJson(request, resetPasswordSchema);
  await resetPasswordWithToken(token, password);
  return jsonResponse({ success: true, message: "Password reset successfully" });
});
