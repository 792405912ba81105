import "server-only";
import { can } from "@/lib/auth/permissions";
import { getViewer, type Viewer } from "@/lib/auth/viewer";
import type { ActivityActor } from "@/lib/data/activity";

/**
 * Signed-in staff (anyone who may open the dashboard) see every status; everybody else, pending
 * accounts included, sees only public content.
 */
export async function getStaffViewer(request: Request): Promise<Viewer | null> {
  const viewer = await getViewer(request);
  return viewer && can(viewer.role, "dashboard:view") ? viewer : null;
}

export function actorOf(viewer: Viewer): ActivityActor {
  return { id: viewer.id, username: viewer.username };
}

/** The query string as a plain object for the shared zod schemas (last value wins). */
export function searchParamsOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

export type IdContext = { params: Promise<{ id: string }> };
