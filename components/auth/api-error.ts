// Reads our API's error body ({ error, message, type, details }) for the auth screens.
export type ApiErrorBody = {
  error?: string;
  message?: string;
  type?: string;
  details?: { param?: string; path?: string; msg?: string }[];
};

export async function readBody<T>(response: Response): Promise<T & ApiErrorBody> {
  return ((await response.json().catch(() => ({}))) ?? {}) as T & ApiErrorBody;
}

/** Spec 8: 'Validation failed: {param}: {msg}' with the items joined by commas. */
export function validationText(body: ApiErrorBody): string | null {
  if (body.type !== "VALIDATION_ERROR" || !body.details?.length) return null;
  return `Validation failed: ${body.details.map((d) => `${d.param ?? d.path ?? "body"}: ${d.msg ?? "invalid"}`).join(", ")}`;
}

export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}
