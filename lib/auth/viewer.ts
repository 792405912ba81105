import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { can, type Permission, type Role, type UserStatus } from "./permissions";
import { assertSameOrigin } from "./same-origin";
import { validateAuthSession } from "./sessions";
import { readSessionToken } from "./session-token";

/** The signed-in person, as checked against the database on this request. */
export type Viewer = {
  id: string;
  username: string;
  email: string;
  role: Role;
  status: UserStatus;
  sessionId: string;
};

/** The viewer of a route handler request, or null when the session is missing, ended or refused. */
export async function getViewer(request: Request): Promise<Viewer | null> {
  const claims = await readSessionToken(request);
  if (!claims) return null;
  const user = await validateAuthSession(claims.sid);
  // The JWT's user must still own the session row it names.
  if (!user || user.id !== claims.sub) return null;
  return user;
}

/**
 * Guard for route handlers: 401 without a valid session, 403 without the permission. For
 * state-changing methods it also refuses cross-site requests.
 */
export async function requireViewer(request: Request, permission?: Permission): Promise<Viewer> {
  assertSameOrigin(request);
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError(401, "Authentication required");
  if (permission && !can(viewer.role, permission)) throw new AppError(403, "Forbidden");
  return viewer;
}
