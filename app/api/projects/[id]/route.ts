import { actorOf, getStaffViewer, type IdContext } from "@/lib/api/content-access";
import { NO_STORE, jsonResponse } from "@/lib/api/route";
import { apiRoute, readJson } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { deleteProject, getProjectOrThrow, updateProject } from "@/lib/data/projects";
import { getPublicProjectOrThrow } from "@/lib/data/public-content";
import { updateProjectSchema } from "@/lib/validations/project";

// GET /api/projects/{id} - one project; a draft is 404 for anyone but staff
export const GET = apiRoute<IdContext>(async (request, { params }) => {
  const { id } = await params;
  const staff = await getStaffViewer(request);
  const body = staff ? await getProjectOrThrow(id) : await getPublicProjectOrThrow(id);
  return jsonResponse(body, { headers: NO_STORE });
});

// PUT /api/projects/{id} - partial update (posts:write); omitted fields are kept
export const PUT = apiRoute<IdContext>(async (request, { params }) => {
  const viewer = await requireViewer(request, "posts:write");
  const { id } = await params;
  const input = await readJson(request, updateProjectSchema, 20_000_000);
  return jsonResponse(await updateProject(id, input, actorOf(viewer)));
});

// DELETE /api/projects/{id} - delete (posts:write)
export const DELETE = apiRoute<IdContext>(async (request, { params }) => {
  const viewer = await requireViewer(request, "posts:write");
  const { id } = await params;
  await deleteProject(id, actorOf(viewer));
  return jsonResponse({ success: true, message: "Project deleted" });
});
