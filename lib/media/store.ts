import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { getDb } from "@/lib/db/client";
import { readSiteSettings } from "@/lib/data/settings";
import { ALLOWED_IMAGE_TYPES_TEXT, sniffImageType } from "./sniff";

export type StoredMedia = { _id: string; url: string; contentType: string; size: number };

function mediaUrl(id: string): string {
  return `/api/media/${id}`;
}

/** The Max File Size setting in bytes. */
export async function maxUploadBytes(): Promise<number> {
  return (await readSiteSettings()).maxFileSize * 1024 * 1024;
}

/** Checks and stores an image: 413 over the Max File Size setting, 415 when not an accepted raster image. */
export async function storeImage(bytes: Uint8Array): Promise<StoredMedia> {
  const limit = await maxUploadBytes();
  if (bytes.byteLength > limit) {
    throw new AppError(413, `Image is larger than the ${limit / 1024 / 1024} MB limit`);
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError(415, `Only ${ALLOWED_IMAGE_TYPES_TEXT} images are allowed`);
  const checksum = createHash("sha256").update(bytes).digest("hex");
  const db = await getDb();
  // The same bytes uploaded twice share one row (and one browser cache entry).
  const existing = await db.media.findFirst({
    where: { checksum, contentType },
    select: { id: true, size: true },
  });
  const row =
    existing ??
    (await db.media.create({
      data: { bytes: Buffer.from(bytes), contentType, size: bytes.byteLength, checksum },
      select: { id: true, size: true },
    }));
  return { _id: row.id, url: mediaUrl(row.id), contentType, size: row.size };
}

/** A `data:<type>;base64,...` image from a JSON body, stored like an upload (the declared type is ignored). */
export async function storeDataUrlImage(dataUrl: string): Promise<StoredMedia> {
  const comma = dataUrl.indexOf(",");
  const payload = dataUrl.slice(comma + 1).replace(/\s+/g, "");
  if (comma < 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) {
    throw new AppError(400, "Validation failed", {
      code: "VALIDATION_ERROR",
      details: [{ path: "image", msg: "Image data is not valid base64" }],
    });
  }
  return storeImage(Buffer.from(payload, "base64"));
}

export async function getMedia(id: string) {
  const db = await getDb();
  return db.media.findUnique({ where: { id } });
}

export function isDataUrl(value: string): boolean {
  return value.startsWith("data:");
}
