import { AppError } from "@/lib/errors/app-error";
import { YouTubeError } from "./errors";

const STATUS = { invalid_id: 400, not_found: 404, upstream: 502, timeout: 504 } as const;

/** A failed lookup as the API answers it: 400 bad id, 404 unknown video, 502/504 YouTube trouble. */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof YouTubeError)) return error;
  const message = error.kind === "upstream" ? "YouTube lookup failed" : error.message;
  return new AppError(STATUS[error.kind], message);
}
