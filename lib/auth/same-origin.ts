import { AppError } from "@/lib/errors/app-error";
import { getEnv } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests must come from our own pages. Browsers send Origin (and
 * Sec-Fetch-Site) on every POST/PUT/DELETE fetch; a request with neither is not a browser
 * form post from another site, so API clients and tests pass.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
    throw new AppError(403, "Cross-site request refused");
  }
  const origin = request.headers.get("origin");
  if (!origin) return;
  if (!allowedOrigins(request).has(origin.toLowerCase())) {
    throw new AppError(403, "Cross-site request refused");
  }
}

function allowedOrigins(request: Request): Set<string> {
  const allowed = new Set<string>();
  allowed.add(new URL(request.url).origin.toLowerCase());
  const configured = getEnv().NEXTAUTH_URL;
  if (configured) allowed.add(new URL(configured).origin.toLowerCase());
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) {
    const proto =
      request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
    allowed.add(`${proto}://${host}`.toLowerCase());
  }
  return allowed;
}
