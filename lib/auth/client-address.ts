import { getEnv } from "@/lib/env";

/**
 * Every client counts as this one address when no proxy is trusted: `next start` keeps a
 * client-sent X-Forwarded-For and gives a route handler no other view of the connection, so
 * nothing in the request tells clients apart without a proxy that appends to the header.
 */
export const UNTRUSTED_ADDRESS = "untrusted-direct";

export const TRUST_PROXY_REQUIRED_MESSAGE =
  "TRUST_PROXY must be set in production: the number of proxies in front of the app that append to " +
  "X-Forwarded-For (1 for nginx, a cloud load balancer or Vercel; 2 for a CDN plus a load balancer; " +
  '0 when clients connect directly, then every client shares one rate-limit address). See README "Client address".';

/** The number of trusted proxies; production refuses to guess, development defaults to none. */
export function trustedProxyCount(): number {
  const env = getEnv();
  if (env.TRUST_PROXY !== undefined) return env.TRUST_PROXY;
  if (env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
    throw new Error(TRUST_PROXY_REQUIRED_MESSAGE);
  }
  return 0;
}

/**
 * The client's address for rate limits. Each trusted proxy appends the address it received the
 * request from to X-Forwarded-For, so with N proxies in front of us the client is the entry N
 * places from the right; everything further left is whatever the client chose to send.
 */
export function getClientAddress(request: Request): string {
  const trustedProxies = trustedProxyCount();
  if (trustedProxies === 0) return UNTRUSTED_ADDRESS;
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped a proxy; its left-most entry is the best we have.
  const chosen = entries.at(-trustedProxies) ?? entries[0];
  return (chosen ?? UNTRUSTED_ADDRESS).slice(0, 64).toLowerCase();
}
