import { NextResponse, type NextRequest } from "next/server";
import { isSessionCookieName } from "@/lib/auth/session-cookie-name";
import { contentSecurityPolicy } from "@/lib/security/headers";

// Optimistic checks only: every admin page, action and handler checks the session again on the
// server. Runs for the portal (at /ams-admin and /admin) and the auth screens.
const PORTAL = /^\/(ams-admin|admin)(\/|$)/;

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;

  // The Invalid Reset Link screen links to /admin/forgot-password; the screen lives at /forgot-password.
  if (pathname === "/admin/forgot-password") {
    return NextResponse.redirect(new URL(`/forgot-password${search}`, request.url));
  }

  if (PORTAL.test(pathname) && !hasSessionCookie(request)) {
    const login = new URL("/login", request.url);
    login.searchParams.set("from", pathname + search);
    return NextResponse.redirect(login);
  }

  // Pages rendered per request get a nonce-based script policy (see lib/security/headers.ts).
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ nonce, isDev: process.env.NODE_ENV !== "production" });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  // Server layouts cannot see their URL; requirePageViewer uses this for /login?from=.
  headers.set("x-pathname", pathname + search);

  // /admin/* reaches the portal's pages through next.config.ts's rewrites, after this runs.
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies.getAll().some(({ name }) => isSessionCookieName(name));
}

export const config = {
  matcher: [
    "/ams-admin",
    "/ams-admin/:path*",
    "/admin",
    "/admin/:path*",
    "/login",
    "/signup",
    "/forgot-password",
    "/reset-password/:path*",
    "/pending-approval",
  ],
};
