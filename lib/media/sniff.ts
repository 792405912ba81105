// Images are judged by their bytes, never by name or declared type: only raster formats that
// browsers cannot execute. SVG is refused outright (it can carry script).

export type ImageType = "image/png" | "image/jpeg" | "image/webp" | "image/gif" | "image/avif";

export const ALLOWED_IMAGE_TYPES_TEXT = "PNG, JPEG, WebP, GIF or AVIF";

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.subarray(start, end)).toString("latin1");
}

function detectFormat(bytes: Uint8Array): ImageType | null {
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    ascii(bytes, 12, 16) === "IHDR"
  )
    return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // ISO-BMFF: the major brand or a compatible brand says AVIF (HEIC and MP4 share the box).
    const boxSize = Math.min(
      bytes.length,
      Math.max(16, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0)),
    );
    const brands = ascii(bytes, 8, boxSize);
    if (/avif|avis/.test(brands)) return "image/avif";
  }
  return null;
}

// Markup anywhere in the file means a polyglot (an image that is also an HTML/SVG document):
// refused even with valid image magic, because some old clients sniff content.
const MARKUP = /<\s*(?:script|html|svg|body|iframe|object|embed|!doctype|\?xml)[\s>/]/i;

/** The true image type of these bytes, or null when they are not an accepted raster image. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length < 16) return null;
  const type = detectFormat(bytes);
  if (!type) return null;
  if (MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1")))
    return null;
  return type;
}
