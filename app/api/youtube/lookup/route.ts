import { AppError } from "@/lib/errors/app-error";
import { apiRoute, NO_STORE, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { toAppError } from "@/lib/youtube/http-errors";
import { getMetadata } from "@/lib/youtube/metadata-store";
import { INVALID_YOUTUBE_URL, parseYouTubeId } from "@/lib/youtube/parse";

// GET /api/youtube/lookup?url=... - the admin video form's auto-fill (posts:write)
export const GET = apiRoute(async (request) => {
  await requireViewer(request, "posts:write");
  const url = new URL(request.url).searchParams.get("url") ?? "";
  const youtubeId = parseYouTubeId(url);
  if (!youtubeId) {
    throw new AppError(400, INVALID_YOUTUBE_URL, {
      code: "VALIDATION_ERROR",
      details: [{ path: "url", msg: INVALID_YOUTUBE_URL }],
    });
  }
  const metadata = await getMetadata(youtubeId).catch((error: unknown) => {
    throw toAppError(error);
  });
  return jsonResponse({ youtubeId, url, ...metadata }, { headers: NO_STORE });
});
