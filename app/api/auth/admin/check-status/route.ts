import { apiRoute, readJson, jsonResponse } from "@/lib/api/route";
import { limitByAddress } from "@/lib/auth/address-limits";
import { assertSameOrigin } from "@/lib/auth/same-origin";
import { getAccountStatus } from "@/lib/data/account-status";
import { emailOnlySchema } from "@/lib/validations/auth";

// POST /api/auth/admin/check-status - notfound | pending | approved for an e-mail (forgot-password asks first)
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  await limitByAddress(request, "check-status");
  const { email } = await readJson(request, emailOnlySchema);
  return jsonResponse(await getAccountStatus(email));
});
