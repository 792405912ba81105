import { apiRoute, NO_STORE, jsonResponse } from "@/lib/api/route";
import { limitByAddress } from "@/lib/auth/address-limits";
import { verifyResetToken } from "@/lib/auth/password-reset";

type Context = { params: Promise<{ token: string }> };

// GET /api/auth/admin/verify-reset-token/{token} - is this reset link still usable?
export const GET = apiRoute<Context>(async (request, { params }) => {
  await limitByAddress(request, "reset-password");
  const { token } = await params;
  await verifyResetToken(token);
  return jsonResponse(
    { success: true, valid: true, message: "Reset link is valid" },
    { headers: NO_STORE },
  );
});
