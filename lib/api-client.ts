// The browser's client for our own API: JSON in and out, the session cookie sent, and a failed
// answer turned into an ApiError carrying the server's message, code and field issues.

export type ApiFieldIssue = { path: string; msg: string };

/**
 * A failed API call: its status, code, field issues and the server's message, which is empty when
 * the server gave none (each screen then shows its own fallback text).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly type: string | undefined;
  readonly details: ApiFieldIssue[];

  constructor(
    status: number,
    message: string,
    { type, details = [] }: { type?: string; details?: ApiFieldIssue[] } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.type = type;
    this.details = details;
  }
}

/** The request never got an answer (offline, connection dropped): screens say so differently. */
class NetworkError extends Error {
  constructor() {
    super("Network request failed");
    this.name = "NetworkError";
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain value is sent as JSON; FormData is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
};

export async function callApi<T = unknown>(
  path: string,
  { method = "GET", body, signal }: RequestOptions = {},
): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      cache: "no-store",
      signal,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError();
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

function toApiError(status: number, payload: unknown): ApiError {
  const record = (payload ?? {}) as {
    message?: unknown;
    error?: unknown;
    type?: unknown;
    details?: unknown;
  };
  const message =
    (typeof record.message === "string" && record.message) ||
    (typeof record.error === "string" && record.error) ||
    "";
  const details = Array.isArray(record.details)
    ? record.details.filter(
        (item): item is ApiFieldIssue =>
          typeof item?.path === "string" && typeof item?.msg === "string",
      )
    : [];
  return new ApiError(status, message, {
    type: typeof record.type === "string" ? record.type : undefined,
    details,
  });
}

/** A validation failure as the screens show it: 'Validation failed: {field}: {msg}', joined by commas. */
export function validationText(error: unknown): string | null {
  if (
    !(error instanceof ApiError) ||
    error.type !== "VALIDATION_ERROR" ||
    error.details.length === 0
  )
    return null;
  return `Validation failed: ${error.details.map((issue) => `${issue.path}: ${issue.msg}`).join(", ")}`;
}

/** The error's own message when it has one, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
