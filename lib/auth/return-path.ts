// Where the login may send someone back: only paths on this site.
const FALLBACK = "/ams-admin";

/** Returns the path when it is a same-site path ("/x"), else null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith("/")) return null;
  // "//host" and "/\host" are protocol-relative to browsers; control characters can hide either.
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const resolved = new URL(value, "http://same.site");
    if (resolved.origin !== "http://same.site") return null;
    // Dot segments can resolve to "//host" ("/.//evil.example"), which browsers read as another site.
    if (resolved.pathname.startsWith("//")) return null;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return null;
  }
}

/** The login's destination: `from` when it is a safe path (not an auth screen), else the portal. */
export function loginDestination(from: string | null | undefined): string {
  const path = safeReturnPath(from);
  if (!path) return FALLBACK;
  if (/^\/(login|signup|pending-approval|forgot-password|reset-password)(\/|\?|#|$)/.test(path))
    return FALLBACK;
  return path;
}
