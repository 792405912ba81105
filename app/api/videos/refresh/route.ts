import { apiRoute, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { refreshAllVideoFigures } from "@/lib/data/video-figures";

// One click asks YouTube once per distinct video, one after another: bounded so the request
// ends well within a host's time limit; a second click carries on with the rest.
const MOST_PER_CLICK = 100;

// POST /api/videos/refresh - every video's views and duration from YouTube (posts:write)
export const POST = apiRoute(async (request) => {
  await requireViewer(request, "posts:write");
  return jsonResponse(await refreshAllVideoFigures({ limit: MOST_PER_CLICK }));
});
