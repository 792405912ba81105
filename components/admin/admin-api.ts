// Browser client for the admin API routes: JSON in and out, cookies always sent.

export type ApiFieldIssue = { path: string; msg: string };

/** A failed API call: the server's message (or a generic one), its status and field issues. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: ApiFieldIssue[];

  constructor(status: number, message: string, details: ApiFieldIssue[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.details = details;
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain value is sent as JSON; FormData is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
};

export async function adminApi<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  // Spec 6: a stored auth token, where one exists, travels as a bearer header too.
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(path, {
    method,
    headers,
    credentials: "include",
    cache: "no-store",
    signal,
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const record = (payload ?? {}) as { message?: unknown; error?: unknown; details?: unknown };
    const message =
      (typeof record.message === "string" && record.message) ||
      (typeof record.error === "string" && record.error) ||
      `API request failed with status ${response.status}`;
    throw new ApiError(response.status, message, Array.isArray(record.details) ? record.details : []);
  }
  return payload as T;
}

/** The error's own message when it has one, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem("auth_token");
  } catch {
    return null;
  }
}
