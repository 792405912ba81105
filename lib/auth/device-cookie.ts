import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "@/lib/env";
import { secureCookies } from "./session-config";
import { parseCookies } from "./session-token";

/**
 * Device cookies: a browser that signed in to an account holds a token signed for that account,
 * so its failed logins count against that device alone and a lock-out caused by strangers'
 * guesses never blocks it. Each account has its own cookie (a browser may know several).
 */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

function sign(purpose: string, value: string): Buffer {
  // A key of its own, derived from the auth secret, so no other signed value can pass as this one.
  const key = createHmac("sha256", getAuthSecret()).update("device-cookie").digest();
  return createHmac("sha256", key).update(`${purpose}:${value}`).digest();
}

/** One cookie name per account; derived, so the name does not reveal the account's id. */
export function deviceCookieName(userId: string): string {
  const tag = sign("name", userId).subarray(0, 12).toString("base64url");
  return `${secureCookies() ? "__Host-" : ""}ams-device-${tag}`;
}

/** The device id this request's cookie proves for the account, or null (absent, altered, another account's). */
export function trustedDeviceId(cookieHeader: string | null, userId: string): string | null {
  const value = parseCookies(cookieHeader)[deviceCookieName(userId)];
  const [deviceId, signature, extra] = (value ?? "").split(".");
  if (!deviceId || !signature || extra !== undefined || !/^[A-Za-z0-9_-]{22}$/.test(deviceId))
    return null;
  const expected = sign("device", `${userId}:${deviceId}`);
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** A fresh device token for the account, as a Set-Cookie header value. */
export function deviceSetCookie(userId: string): string {
  const deviceId = randomBytes(16).toString("base64url");
  const signature = sign("device", `${userId}:${deviceId}`).toString("base64url");
  const parts = [
    `${deviceCookieName(userId)}=${deviceId}.${signature}`,
    "Path=/",
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
    `Expires=${new Date(Date.now() + DEVICE_COOKIE_MAX_AGE_S * 1000).toUTCString()}`,
    "HttpOnly",
    "SameSite=Strict",
  ];
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}
