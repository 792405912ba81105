// Builds requests for route handlers called directly in tests.
export const BASE = "http://localhost";

export function jsonRequest(path: string, method: string, body: unknown, cookie?: string): Request {
  return new Request(`${BASE}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function getRequest(
  path: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${BASE}${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

export function idContext(id: string) {
  return { params: Promise.resolve({ id }) };
}
