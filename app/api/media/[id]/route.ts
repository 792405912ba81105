import type { IdContext } from "@/lib/api/content-access";
import { AppError } from "@/lib/errors/app-error";
import { apiRoute } from "@/lib/api/route";
import { isUuid } from "@/lib/data/uuid";
import { getMedia } from "@/lib/media/store";

// GET /api/media/{id} - an uploaded image. Bytes never change under an id, so the answer is
// cacheable forever; the type is the sniffed one and nosniff stops browsers guessing another.
export const GET = apiRoute<IdContext>(async (request, { params }) => {
  const { id } = await params;
  const media = isUuid(id) ? await getMedia(id) : null;
  if (!media) throw new AppError(404, "Image not found");
  const etag = `"${media.checksum}"`;
  const headers = {
    "Content-Type": media.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  const ifNoneMatch = request.headers.get("if-none-match");
  if (
    ifNoneMatch &&
    ifNoneMatch
      .split(",")
      .some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")
  ) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(Buffer.from(media.bytes), {
    headers: { ...headers, "Content-Length": String(media.size) },
  });
});
