export type YouTubeErrorKind = "invalid_id" | "not_found" | "timeout" | "upstream";

/** A failed metadata lookup; the kind decides the HTTP status of /api/youtube/video/{id}. */
export class YouTubeError extends Error {
  readonly kind: YouTubeErrorKind;
  constructor(kind: YouTubeErrorKind, message: string) {
    super(message);
    this.name = "YouTubeError";
    this.kind = kind;
  }
}
