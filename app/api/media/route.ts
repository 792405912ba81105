import { AppError } from "@/lib/errors/app-error";
import { apiRoute, readLimitedBytes, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { maxUploadBytes, storeImage } from "@/lib/media/store";

// Room for the multipart envelope (boundaries, headers) around the file itself.
const ENVELOPE_BYTES = 64 * 1024;

// POST /api/media - upload one image (multipart field `file`; posts:write) → { _id, url }
export const POST = apiRoute(async (request) => {
  await requireViewer(request, "posts:write");
  const limit = await maxUploadBytes();
  const tooLarge = () =>
    new AppError(413, `Image is larger than the ${limit / 1024 / 1024} MB limit`);
  if (Number(request.headers.get("content-length") ?? "0") > limit + ENVELOPE_BYTES)
    throw tooLarge();
  const body = await readLimitedBytes(request, limit + ENVELOPE_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new AppError(400, "Expected a multipart form with a file");
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) {
    throw new AppError(400, "Validation failed", {
      code: "VALIDATION_ERROR",
      details: [{ path: "file", msg: "An image file is required" }],
    });
  }
  const stored = await storeImage(new Uint8Array(await file.arrayBuffer()));
  return jsonResponse(
    { _id: stored._id, url: stored.url, contentType: stored.contentType, size: stored.size },
    { status: 201 },
  );
});
