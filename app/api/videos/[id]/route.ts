import { actorOf, getStaffViewer, type IdContext } from "@/lib/api/content-access";
import { NO_STORE, jsonResponse } from "@/lib/api/route";
import { apiRoute, readJson } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { deleteVideo, getVideoOrThrow, updateVideo } from "@/lib/data/videos";
import { getPublicVideoOrThrow } from "@/lib/data/public-content";
import { updateVideoSchema } from "@/lib/validations/video";

// GET /api/videos/{id} - one video; a draft is 404 for anyone but staff
export const GET = apiRoute<IdContext>(async (request, { params }) => {
  const { id } = await params;
  const staff = await getStaffViewer(request);
  const body = staff ? await getVideoOrThrow(id) : await getPublicVideoOrThrow(id);
  return jsonResponse(body, { headers: NO_STORE });
});

// PUT /api/videos/{id} - partial update (posts:write); omitted fields are kept
export const PUT = apiRoute<IdContext>(async (request, { params }) => {
  const viewer = await requireViewer(request, "posts:write");
  const { id } = await params;
  const input = await readJson(request, updateVideoSchema);
  return jsonResponse(await updateVideo(id, input, actorOf(viewer)));
});

// DELETE /api/videos/{id} - delete (posts:write)
export const DELETE = apiRoute<IdContext>(async (request, { params }) => {
  const viewer = await requireViewer(request, "posts:write");
  const { id } = await params;
  await deleteVideo(id, actorOf(viewer));
  return jsonResponse({ success: true, message: "Video deleted" });
});
