import "server-only";
import { cookies, headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { can, type Permission } from "./permissions";
import { safeReturnPath } from "./return-path";
import { validateAuthSession } from "./sessions";
import { readSessionTokenFromCookies } from "./session-token";
import type { Viewer } from "./viewer";

/** The viewer of a server component or server action (reads the request's cookies). */
export async function getPageViewer(): Promise<Viewer | null> {
  const store = await cookies();
  const claims = await readSessionTokenFromCookies(
    Object.fromEntries(store.getAll().map((c) => [c.name, c.value])),
  );
  if (!claims) return null;
  const user = await validateAuthSession(claims.sid);
  if (!user || user.id !== claims.sub) return null;
  return user;
}

/**
 * Guard for admin pages and server actions: redirects to /login?from=<this page> without a
 * session, and answers 403 (forbidden()) without the permission.
 */
export async function requirePageViewer(permission?: Permission, from?: string): Promise<Viewer> {
  const viewer = await getPageViewer();
  if (!viewer) {
    const path = safeReturnPath(from ?? (await currentPath()));
    redirect(path ? `/login?from=${encodeURIComponent(path)}` : "/login");
  }
  if (permission && !can(viewer.role, permission)) forbidden();
  return viewer;
}

// proxy.ts passes the requested path along, since a layout cannot see its own URL.
async function currentPath(): Promise<string | null> {
  return (await headers()).get("x-pathname");
}
