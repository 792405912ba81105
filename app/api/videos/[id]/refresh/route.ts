import type { IdContext } from "@/lib/api/content-access";
import { apiRoute, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { refreshVideoFigures } from "@/lib/data/video-figures";

// POST /api/videos/{id}/refresh - the video's views and duration from YouTube now (posts:write)
export const POST = apiRoute<IdContext>(async (request, { params }) => {
  await requireViewer(request, "posts:write");
  const { id } = await params;
  return jsonResponse(await refreshVideoFigures(id));
});
