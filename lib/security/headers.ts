// Security headers for every response, in one place. The cached public pages cannot carry a
// per-request nonce, so their policy allows Next's inline bootstrap scripts; the portal and auth
// pages render per request and get a nonce-based policy with 'strict-dynamic' (proxy.ts).

export const YOUTUBE_FRAME_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
];
export const IMAGE_ORIGINS = ["https://i.ytimg.com", "https://img.youtube.com"];

type PolicyOptions = { nonce?: string; isDev?: boolean };

export function contentSecurityPolicy({ nonce, isDev = false }: PolicyOptions = {}): string {
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  if (isDev) scripts.push("'unsafe-eval'"); // React's dev tooling evaluates code
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scripts,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...IMAGE_ORIGINS],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(isDev ? ["ws:"] : [])],
    "frame-src": YOUTUBE_FRAME_ORIGINS,
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Headers sent on every response (the CSP is added separately per page kind). */
export function baseSecurityHeaders({
  isProduction,
}: {
  isProduction: boolean;
}): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    ...(isProduction ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
