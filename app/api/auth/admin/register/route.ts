import { apiRoute, readJson, jsonResponse } from "@/lib/api/route";
import { limitByAddress } from "@/lib/auth/address-limits";
import { assertSameOrigin } from "@/lib/auth/same-origin";
import { registerUser } from "@/lib/data/users";
import { registerSchema } from "@/lib/validations/auth";

// POST /api/auth/admin/register - create an account: pending approval, or active at once with Auto Approve
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  await limitByAddress(request, "register");
  const input = await readJson(request, registerSchema);
  const { user, pendingSessionToken } = await registerUser(input);
  const approved = user.role !== "pending";
  return jsonResponse(
    {
      success: true,
      message: approved
        ? "Registration successful. You can now sign in."
        : "Registration successful. Your account is pending approval by an administrator.",
      approved,
      user,
      ...(pendingSessionToken ? { pendingSessionToken } : {}),
    },
    { status: 201 },
  );
});
