import { AppError } from "@/lib/errors/app-error";
import { apiRoute, jsonResponse } from "@/lib/api/route";
import { getClientAddress } from "@/lib/auth/client-address";
import { hitRateLimit } from "@/lib/rate-limit";
import { toAppError } from "@/lib/youtube/http-errors";
import { getMetadata } from "@/lib/youtube/metadata-store";
import { isValidVideoId } from "@/lib/youtube/parse";

type Context = { params: Promise<{ videoId: string }> };

// GET /api/youtube/video/{videoId} - a video's metadata (stored copy when fresh, else YouTube)
export const GET = apiRoute<Context>(async (request, { params }) => {
  const { videoId } = await params;
  if (!isValidVideoId(videoId)) throw new AppError(400, "Invalid YouTube video id");
  // Public and able to reach YouTube: limited per address so nobody spends our quota.
  const limit = await hitRateLimit(`youtube:${getClientAddress(request)}`, 60, 60_000);
  if (!limit.allowed) {
    throw new AppError(429, "Too many requests", {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const metadata = await getMetadata(videoId).catch((error: unknown) => {
    throw toAppError(error);
  });
  return jsonResponse(metadata, {
    headers: { "Cache-Control": "public, max-age=300, s-maxage=3600" },
  });
});
