import { apiRoute, NO_STORE, readJson, jsonResponse } from "@/lib/api/route";
import { getClientAddress } from "@/lib/auth/client-address";
import { signInWithPassword } from "@/lib/auth/credentials";
import { assertSameOrigin } from "@/lib/auth/same-origin";
import { SESSION_MAX_AGE_MS } from "@/lib/auth/session-config";
import { sessionSetCookie } from "@/lib/auth/session-cookie";
import { readSessionToken } from "@/lib/auth/session-token";
import { deleteAuthSession } from "@/lib/auth/sessions";
import { serializeUser } from "@/lib/data/users";
import { loginSchema } from "@/lib/validations/auth";

// POST /api/auth/admin/login - sign in with username and password; sets the next-auth session cookie
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const { username, password } = await readJson(request, loginSchema);
  const signedIn = await signInWithPassword(username, password, {
    address: getClientAddress(request),
    cookieHeader: request.headers.get("cookie"),
  });
  // Signing in again replaces this browser's previous session instead of leaving it behind.
  const previous = await readSessionToken(request);
  if (previous) await deleteAuthSession(previous.sid);
  const response = jsonResponse(
    {
      success: true,
      message: "Login successful",
      user: serializeUser(signedIn.user),
      sessionTimeout: SESSION_MAX_AGE_MS,
    },
    { headers: NO_STORE },
  );
  response.headers.append("Set-Cookie", await sessionSetCookie(signedIn));
  response.headers.append("Set-Cookie", signedIn.deviceCookie);
  return response;
});
