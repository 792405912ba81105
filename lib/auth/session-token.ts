import "server-only";
import { encode, getToken, type JWT } from "next-auth/jwt";
import { getAuthSecret } from "@/lib/env";
import { SESSION_MAX_AGE_MS, sessionCookie } from "./session-config";
import { isSessionCookieName } from "./session-cookie-name";
import { decodeSessionJwt } from "./session-jwt";

/** Claims our session JWT carries: the user id (sub) and the server-side session id (sid). */
export type SessionClaims = JWT & { sub: string; sid: string; name?: string | null; role?: string };

/** Encodes the session JWT exactly as next-auth does, so both sign-in paths set one cookie. */
export function encodeSessionToken(claims: SessionClaims): Promise<string> {
  return encode({ token: claims, secret: getAuthSecret(), maxAge: SESSION_MAX_AGE_MS / 1000 });
}

/** Reads the session JWT from a request's cookies (works in route handlers and tests alike). */
export async function readSessionToken(request: Request): Promise<SessionClaims | null> {
  const cookies = parseCookies(request.headers.get("cookie"));
  // Most API requests are anonymous: with no session cookie there is nothing to decode, and
  // neither the settings nor the key need reading.
  if (!Object.keys(cookies).some(isSessionCookieName)) return null;
  return readSessionTokenFromCookies(cookies);
}

/** Reads the session JWT from a cookie map (server components pass cookies().getAll()). */
export async function readSessionTokenFromCookies(
  cookies: Record<string, string>,
): Promise<SessionClaims | null> {
  const cookie = sessionCookie();
  // getToken reads `req.cookies` (chunked cookies included); a plain Request only has the header.
  // Bearer headers are deliberately ignored: only our httpOnly cookie carries a session.
  const req = { cookies, headers: {} } as unknown as Parameters<typeof getToken>[0]["req"];
  const token = await getToken({
    req,
    secret: getAuthSecret(),
    cookieName: cookie.name,
    secureCookie: cookie.options.secure,
    decode: decodeSessionJwt,
  });
  return toClaims(token);
}

function toClaims(token: JWT | null): SessionClaims | null {
  if (!token || typeof token.sub !== "string" || typeof token.sid !== "string") return null;
  return token as SessionClaims;
}

export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}
