import "server-only";
import { draftMode } from "next/headers";
import { getPageViewer } from "./page-viewer";
import { can } from "./permissions";
import type { Viewer } from "./viewer";

/**
 * The signed-in staff member previewing a public page, or null. Next's draft mode (switched on by
 * GET /api/preview) renders the page per request and stores nothing; the session is checked here
 * as well, since the draft-mode cookie outlives a sign-out. The session cookie is read only in
 * draft mode, so for everyone else the page stays static.
 */
export async function getStaffPreviewer(): Promise<Viewer | null> {
  if (!(await draftMode()).isEnabled) return null;
  const viewer = await getPageViewer();
  return viewer && can(viewer.role, "dashboard:view") ? viewer : null;
}
