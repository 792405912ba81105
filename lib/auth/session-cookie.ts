import "server-only";
import { SESSION_MAX_AGE_MS, sessionCookie } from "./session-config";
import { encodeSessionToken } from "./session-token";
import type { SignedIn } from "./credentials";

/** The Set-Cookie header next-auth's own credentials sign-in would send for this session. */
export async function sessionSetCookie(signedIn: SignedIn): Promise<string> {
  const token = await encodeSessionToken({
    sub: signedIn.user.id,
    sid: signedIn.sessionId,
    name: signedIn.user.username,
    email: signedIn.user.email,
    role: signedIn.user.role,
  });
  return serializeCookie(token, SESSION_MAX_AGE_MS / 1000);
}

/** Clears the session cookie (and any chunks next-auth may have written). */
export function clearSessionCookies(cookieHeader: string | null): string[] {
  const { name } = sessionCookie();
  const names = new Set([name]);
  for (const part of (cookieHeader ?? "").split(";")) {
    const cookieName = part.split("=")[0]?.trim();
    if (cookieName?.startsWith(`${name}.`)) names.add(cookieName);
  }
  return [...names].map((cookieName) => serializeCookie("", 0, cookieName));
}

function serializeCookie(
  value: string,
  maxAgeSeconds: number,
  name = sessionCookie().name,
): string {
  const { options } = sessionCookie();
  const parts = [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${Math.floor(maxAgeSeconds)}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (maxAgeSeconds > 0)
    parts.push(`Expires=${new Date(Date.now() + maxAgeSeconds * 1000).toUTCString()}`);
  else parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
