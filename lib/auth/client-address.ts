import { getEnv } from "@/lib/env";

/**
 * The client's address for rate limits. Next.js fills X-Forwarded-For with the socket's address
 * when the request has none; behind a trusted proxy (TRUST_PROXY=1) the proxy's left-most entry
 * is the client. Without TRUST_PROXY we take the right-most entry, the one nearest to us.
 */
export function getClientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const entries = (forwarded ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chosen = getEnv().TRUST_PROXY === "1" ? entries[0] : entries.at(-1);
  return (chosen ?? request.headers.get("x-real-ip") ?? "unknown").slice(0, 64).toLowerCase();
}
