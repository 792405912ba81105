import { apiRoute, NO_STORE, jsonResponse } from "@/lib/api/route";
import { assertSameOrigin } from "@/lib/auth/same-origin";
import { clearSessionCookies } from "@/lib/auth/session-cookie";
import { readSessionToken } from "@/lib/auth/session-token";
import { deleteAuthSession } from "@/lib/auth/sessions";

// POST /api/auth/admin/logout - ends the session on the server and clears the cookie
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const claims = await readSessionToken(request);
  if (claims) await deleteAuthSession(claims.sid);
  const response = jsonResponse(
    { success: true, message: "Logged out successfully" },
    { headers: NO_STORE },
  );
  for (const cookie of clearSessionCookies(request.headers.get("cookie")))
    response.headers.append("Set-Cookie", cookie);
  return response;
});
