// next-auth's session cookie names. Kept free of settings and imports, so the proxy and the
// anonymous request path can recognise the cookie without reading the environment.

export const SESSION_COOKIE_NAME = "next-auth.session-token";
/** The name next-auth uses when the site is served over https. */
export const SECURE_SESSION_COOKIE_NAME = `__Secure-${SESSION_COOKIE_NAME}`;

/** Whether a cookie is the session cookie under either name, or one chunk (`.0`, `.1`...) of it. */
export function isSessionCookieName(name: string): boolean {
  return [SESSION_COOKIE_NAME, SECURE_SESSION_COOKIE_NAME].some(
    (cookie) => name === cookie || name.startsWith(`${cookie}.`),
  );
}
