import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { SUPERADMIN } from "./config";

// Plain HTTP against a running server, with what the suite asserts on: status, body, time.

export type Answer = { status: number; body: string; json: unknown; ms: number; headers: Headers };

let addressCounter = 0;
/** A distinct client address per call (10.x.y.z), for rate limits keyed on the client. */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function call(
  base: string,
  path: string,
  options: {
    method?: string;
    json?: unknown;
    cookie?: string;
    address?: string;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.json !== undefined) headers["content-type"] = "application/json";
  if (options.cookie) headers.cookie = options.cookie;
  if (options.address) headers["x-forwarded-for"] = options.address;
  const started = performance.now();
  const response = await fetch(base + path, {
    method: options.method ?? (options.json === undefined ? "GET" : "POST"),
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    redirect: "manual",
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  let json: unknown = undefined;
  try {
    json = JSON.parse(body);
  } catch {
    // not JSON (a page)
  }
  return { status: response.status, body, json, ms, headers: response.headers };
}

/** Signs in through POST /api/auth/admin/login and returns the Cookie header for later calls. */
export async function login(
  base: string,
  username: string,
  password: string,
  address = nextClientAddress(),
): Promise<string> {
  const response = await fetch(`${base}/api/auth/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200)
    throw new Error(`login(${username}) on ${base}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

export function loginSuperadmin(base: string): Promise<string> {
  return login(base, SUPERADMIN.username, SUPERADMIN.password);
}

/** A body must never carry a stack trace or internals. */
export function looksLikeStack(body: string): boolean {
  return /\bat [\w.<>]+ \(|node_modules|\.tsx?:\d+|PrismaClient|ECONNREFUSED|Error:/.test(body);
}

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** GET with exactly these headers, the body as sent (fetch would ask for and undo compression). */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}
