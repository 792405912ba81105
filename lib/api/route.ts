import { unstable_rethrow } from "next/navigation";
import { AppError } from "@/lib/errors/app-error";
import { isDatabaseUnavailable } from "@/lib/errors/database-unavailable";
import { parseInput } from "@/lib/validations/parse-input";
import type { z } from "zod";

/** For answers that are someone's own data or change with every call: never kept by a cache. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * Bodies up to this size are sent uncompressed. They fit in TCP's first flight (an initial window
 * of ten 1460-byte segments, headers included), so gzip cannot make them arrive a round trip
 * sooner, while it costs the server a fresh zlib stream per answer: a fifth of the CPU time of a
 * cached API read. Larger bodies are compressed as before.
 */
export const UNCOMPRESSED_MAX_BYTES = 8_192;

/**
 * Response.json, but a small body is marked `no-transform`, which Next's compression honours.
 * (Its own size threshold cannot apply: Next sends a handler's headers before its body.)
 */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const text = JSON.stringify(body);
  const headers = new Headers(init.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  if (Buffer.byteLength(text) <= UNCOMPRESSED_MAX_BYTES) {
    const cacheControl = headers.get("cache-control");
    headers.set("cache-control", cacheControl ? `${cacheControl}, no-transform` : "no-transform");
  }
  return new Response(text, { ...init, headers });
}

/** The JSON error body every API answer uses: AppError's status, message, code and details. */
export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return jsonResponse(
      {
        success: false,
        error: error.message,
        message: error.message,
        type: error.code,
        ...(error.details ? { details: error.details } : {}),
      },
      { status: error.status, headers: error.headers },
    );
  }
  if (isDatabaseUnavailable(error)) {
    return errorResponse(
      new AppError(503, "Service temporarily unavailable", { headers: { "Retry-After": "5" } }),
    );
  }
  // Unhandled errors are logged, never shown: no stack or internals in a response body.
  console.error("[api] unhandled error:", error);
  return errorResponse(new AppError(500, "Internal server error"));
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler so that every error becomes a JSON response. */
export function apiRoute<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      // notFound(), redirect() and dynamic-rendering bailouts are Next's signals, not errors.
      unstable_rethrow(error);
      return errorResponse(error);
    }
  };
}

export const MAX_JSON_BYTES = 1_000_000;

/** Reads and validates a JSON body: 413 when too big, 400 with field details when invalid. */
export async function readJson<T>(
  request: Request,
  schema: z.core.$ZodType<T>,
  maxBytes = MAX_JSON_BYTES,
): Promise<T> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError(413, "Request body too large");
  const text = new TextDecoder().decode(await readLimitedBytes(request, maxBytes));
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError(400, "Malformed JSON body", { code: "VALIDATION_ERROR" });
  }
  return parseInput(schema, body);
}

/** Reads a request body without trusting Content-Length (chunked bodies have none). */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
  tooLarge: () => AppError = () => new AppError(413, "Request body too large"),
): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
