import { getEnv } from "@/lib/env";
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from "./session-cookie-name";

// Server-enforced session limits; the login answers SESSION_MAX_AGE_MS as sessionTimeout.
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so most requests only read. */
export const SESSION_TOUCH_MS = 60 * 1000;

/** Secure cookies (and their __Secure- name) when the site is served over https, as next-auth decides. */
export function secureCookies(): boolean {
  return getEnv().NEXTAUTH_URL?.startsWith("https://") ?? false;
}

/** The name and options next-auth itself uses for its session cookie. */
export function sessionCookie() {
  const secure = secureCookies();
  return {
    name: secure ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME,
    options: { httpOnly: true, sameSite: "lax" as const, path: "/", secure },
  };
}
