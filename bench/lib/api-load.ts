// The API under load on PostgreSQL: reads, writes and login at 10 connections, each request's
// latency recorded, p95 computed over all measured requests (warm-up discarded), every 5xx
// counted. Each request names its own client address (X-Forwarded-For, honoured with
// TRUST_PROXY=1) so that per-address rate limits measure the handler, not the limiter.
import type autocannon from "autocannon";
import { apiEntries, type ApiKind } from "./budgets";
import type { Entry } from "./entries";
import { errorText } from "./first-load-js";
import { runLoad, type LoadRun } from "./load";
import { percentile } from "./stats";

export const API_CONNECTIONS = 10;

type Scenario = {
  label: string;
  kind: ApiKind;
  method: "GET" | "POST" | "PUT";
  path: string;
  body?: unknown;
  cookie?: boolean;
};

let addressCounter = 0;
/** Documentation-range addresses (RFC 5737): a header value only, nothing is sent to them. */
export function nextClientAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `198.51.${100 + ((n >> 8) % 100)}.${n % 256}`;
}

export async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextClientAddress() },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok)
    throw new Error(`login answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (!cookies.length) throw new Error("login set no cookie");
  return cookies.join("; ");
}

/** The project's current fields, sent back unchanged by the PUT (a realistic save from the editor). */
export async function projectUpdateBody(
  baseUrl: string,
  id: string,
  cookie: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api/projects/${id}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`GET /api/projects/${id} answered ${response.status}`);
  const raw = (await response.json()) as Record<string, unknown>;
  const project = (raw.project ?? raw) as Record<string, unknown>;
  const fields = ["title", "description", "keywords", "category", "status", "client", "image"];
  return Object.fromEntries(
    fields
      .filter((f) => project[f] !== undefined && project[f] !== null)
      .map((f) => [f, project[f]]),
  );
}

export function apiScenarios(
  ids: { projectId: string; videoId: string },
  updateBody: unknown,
  credentials: { username: string; password: string },
): Scenario[] {
  return [
    { label: "GET /api/projects", kind: "public-read", method: "GET", path: "/api/projects" },
    { label: "GET /api/videos", kind: "public-read", method: "GET", path: "/api/videos" },
    {
      label: "GET /api/projects/{id}",
      kind: "public-read",
      method: "GET",
      path: `/api/projects/${ids.projectId}`,
    },
    {
      label: "GET /api/videos/{id}",
      kind: "public-read",
      method: "GET",
      path: `/api/videos/${ids.videoId}`,
    },
    {
      label: "GET /api/admin/dashboard",
      kind: "staff-read",
      method: "GET",
      path: "/api/admin/dashboard",
      cookie: true,
    },
    {
      label: "POST /api/contact/submit",
      kind: "contact",
      method: "POST",
      path: "/api/contact/submit",
      body: {
        name: "Bench Visitor",
        email: "bench@example.com",
        subject: "Benchmark message",
        message: "A message sent by the benchmark's load generator.",
      },
    },
    {
      label: "PUT /api/projects/{id}",
      kind: "write",
      method: "PUT",
      path: `/api/projects/${ids.projectId}`,
      body: updateBody,
      cookie: true,
    },
    {
      label: "POST /api/auth/admin/login",
      kind: "login",
      method: "POST",
      path: "/api/auth/admin/login",
      body: credentials,
    },
  ];
}

/**
 * How much load a scenario gets: a short warm-up of its own, then `runs` runs of `amount`
 * requests. Every scenario is first warmed up together with the others (warmUpScenario), so
 * that none is measured while the fresh server still compiles its code or preloads its routes:
 * on a fresh server V8 runs the first few hundred requests of a route unoptimised (200 requests
 * after 20 discarded gave a p95 of 77 to 94 ms where the same server answered 29 to 34 ms a few
 * batches later).
 */
export type ApiPlan = { warmup: number; amount: number; runs: number };

function scenarioRequest(scenario: Scenario, cookie: string): autocannon.Request {
  const headers: Record<string, string> = { "accept-encoding": "gzip" };
  if (scenario.body !== undefined) headers["content-type"] = "application/json";
  if (scenario.cookie) headers.cookie = cookie;
  return {
    method: scenario.method,
    path: scenario.path,
    headers,
    ...(scenario.body !== undefined ? { body: JSON.stringify(scenario.body) } : {}),
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, "x-forwarded-for": nextClientAddress() },
    }),
  };
}

function loadScenario(
  baseUrl: string,
  request: autocannon.Request,
  amount: number,
  collectLatencies: boolean,
): Promise<LoadRun> {
  // autocannon refuses fewer requests than connections
  return runLoad({
    url: baseUrl,
    connections: API_CONNECTIONS,
    amount: Math.max(amount, API_CONNECTIONS),
    requests: [request],
    collectLatencies,
  });
}

/** Requests whose answers are discarded: the server compiles and caches what the scenario uses. */
export async function warmUpScenario(
  baseUrl: string,
  scenario: Scenario,
  cookie: string,
  amount: number,
): Promise<void> {
  await loadScenario(baseUrl, scenarioRequest(scenario, cookie), amount, false);
}

export async function measureScenario(
  baseUrl: string,
  scenario: Scenario,
  cookie: string,
  plan: ApiPlan,
): Promise<Entry[]> {
  const request = scenarioRequest(scenario, cookie);
  try {
    await loadScenario(baseUrl, request, plan.warmup, false);
    const runs: LoadRun[] = [];
    for (let i = 0; i < plan.runs; i++)
      runs.push(await loadScenario(baseUrl, request, plan.amount, true));
    return scenarioEntries(scenario, runs);
  } catch (error) {
    return apiEntries(scenario.label, scenario.kind, [], null, errorText(error));
  }
}

/** The rows of one scenario: the median of its runs' p95 (with their spread) and every 5xx. */
export function scenarioEntries(
  scenario: Pick<Scenario, "label" | "kind">,
  runs: readonly Pick<LoadRun, "latencies" | "statuses" | "errors">[],
): Entry[] {
  const statuses: Record<string, number> = {};
  for (const run of runs)
    for (const [code, count] of Object.entries(run.statuses))
      statuses[code] = (statuses[code] ?? 0) + count;
  const answered = runs.reduce((sum, run) => sum + run.latencies.length, 0);
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const serverErrors = Object.entries(statuses).reduce(
    (sum, [code, count]) => sum + (Number(code) >= 500 ? count : 0),
    0,
  );
  const otherNon2xx = Object.entries(statuses).filter(
    ([code]) => Number(code) < 200 || (Number(code) >= 300 && Number(code) < 500),
  );
  const notes = [`${runs.length} × ${answered / Math.max(1, runs.length)} requests`];
  if (otherNon2xx.length)
    notes.push(`non-2xx: ${otherNon2xx.map(([code, count]) => `${code}×${count}`).join(", ")}`);
  if (errors) notes.push(`${errors} connection errors/timeouts`);
  const p95s = runs
    .filter((run) => run.latencies.length > 0)
    .map((run) => percentile(run.latencies, 95));
  const rows = apiEntries(
    scenario.label,
    scenario.kind,
    p95s,
    serverErrors + errors,
    notes.join("; "),
  );
  // A p95 over 404s or 429s would time the error path, not the handler: such a row cannot pass.
  const unexpected = otherNon2xx.reduce((sum, [, count]) => sum + count, 0);
  if (unexpected > answered * 0.01 && rows[0]) {
    rows[0].pass = false;
    rows[0].note = `not a valid figure: ${unexpected} of ${answered} answers were not 2xx; ${rows[0].note ?? ""}`;
  }
  return rows;
}
