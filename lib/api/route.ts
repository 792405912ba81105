import { z } from "zod";

// Schemas built with zod/mini (the ones that also ship to the browser, e.g. the contact form's)
// register no locale of their own: zod's English messages ("Unrecognized key: ...") are set here
// for every schema the server parses, whichever kind is built first.
z.config(z.locales.en());

export type FieldIssue = { path: string; msg: string };

/** The one error type route handlers throw; errorResponse turns it into JSON. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: FieldIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    options: { code?: string; details?: FieldIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = options.code;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return Response.json(
      {
        success: false,
        error: error.message,
        message: error.message,
        ...(error.code ? { type: error.code } : {}),
        ...(error.details ? { details: error.details } : {}),
      },
      { status: error.status, headers: error.headers },
    );
  }
  if (isDatabaseUnavailable(error)) {
    return Response.json(
      { success: false, error: "Service temporarily unavailable", message: "Service temporarily unavailable" },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
  // Unhandled errors are logged, never shown: no stack or internals in a response body.
  console.error("[api] unhandled error:", error);
  return Response.json(
    { success: false, error: "Internal server error", message: "Internal server error" },
    { status: 500 },
  );
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler so that every error becomes a JSON response. */
export function apiRoute<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      rethrowNextSignals(error);
      return errorResponse(error);
    }
  };
}

export const MAX_JSON_BYTES = 1_000_000;

/** Reads and validates a JSON body: 413 when too big, 400 with field details when invalid. */
export async function readJson<T>(request: Request, schema: z.core.$ZodType<T>, maxBytes = MAX_JSON_BYTES): Promise<T> {
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

/**
 * Validates any input with a shared schema (classic zod or zod/mini): 400 with
 * `details: [{ path, msg }]` when invalid.
 */
export function parseInput<T>(schema: z.core.$ZodType<T>, input: unknown): T {
  // PostgreSQL text cannot hold NUL; refused here rather than failing in the database (a 500).
  const nulPath = findNulCharacter(input);
  if (nulPath !== null) {
    throw new AppError(400, "Validation failed", {
      code: "VALIDATION_ERROR",
      details: [{ path: nulPath || "body", msg: "Text must not contain NUL characters" }],
    });
  }
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  throw new AppError(400, "Validation failed", {
    code: "VALIDATION_ERROR",
    details: issuesToDetails(parsed.error),
  });
}

/** The path of the first string (value or key) holding U+0000, or null. Iterative: input may be deeply nested. */
function findNulCharacter(input: unknown): string | null {
  const stack: [unknown, string][] = [[input, ""]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path;
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes("\u0000")) return path;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

export function issuesToDetails(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join(".") || "body", msg: issue.message }));
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

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH",
  // Prisma: can't reach, timed out, closed connection, no pool slot in time
  "P1001", "P1002", "P1017", "P2024",
  // Driver adapter error kinds (meta.driverAdapterError.cause.kind)
  "DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections",
]);
// "timeout expired" is pg's own message when a connection's handshake runs out of time.
const UNAVAILABLE_MESSAGE =
  /Can't reach database|connect ECONNREFUSED|Connection terminated|timeout exceeded when trying to connect|Query read timeout|Server has closed the connection|Connection closed|Client has encountered a connection error|^timeout expired$/i;

/**
 * Whether an error means "the database cannot be reached right now" (503, try again) rather than
 * a bug (500). Prisma wraps driver errors, so the chain (cause, driver adapter error) is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 10) {
    const current = pending.pop();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const { code, kind, message, cause, meta } = current as {
      code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown };
    };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof kind === "string" && UNAVAILABLE_CODES.has(kind)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    pending.push(cause, meta?.driverAdapterError);
  }
  return false;
}

// notFound(), redirect() and dynamic-rendering bailouts are signals for Next, not errors.
function rethrowNextSignals(error: unknown): void {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest === "string" && (digest.startsWith("NEXT_") || digest === "DYNAMIC_SERVER_USAGE")) {
    throw error;
  }
}
