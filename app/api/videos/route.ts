import { actorOf, getStaffViewer, searchParamsOf } from "@/lib/api/content-access";
import { NO_STORE, jsonResponse } from "@/lib/api/route";
import { apiRoute, readJson } from "@/lib/api/route";
import { parseInput } from "@/lib/validations/parse-input";
import { requireViewer } from "@/lib/auth/viewer";
import { createVideo, listVideos } from "@/lib/data/videos";
import { listPublicVideos } from "@/lib/data/public-content";
import { createVideoSchema, listVideosQuerySchema } from "@/lib/validations/video";

// GET /api/videos - list videos (anonymous: active only; staff: any status, search, pages)
export const GET = apiRoute(async (request) => {
  const query = parseInput(listVideosQuerySchema, searchParamsOf(request));
  const staff = await getStaffViewer(request);
  // Staff read live data, drafts included; everyone else the cached public list the pages use.
  const body = staff ? await listVideos(query) : await listPublicVideos(query);
  return jsonResponse(body, { headers: NO_STORE });
});

// POST /api/videos - create a video (posts:write)
export const POST = apiRoute(async (request) => {
  const viewer = await requireViewer(request, "posts:write");
  const input = await readJson(request, createVideoSchema);
  return jsonResponse(await createVideo(input, actorOf(viewer)), { status: 201 });
});
