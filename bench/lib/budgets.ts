// The budgets of issue 7 section 1, each as a function from measured figures (and the same-run
// reference) to table rows. Kept apart from the measuring code so they can be unit-tested.
import { check, info, type Entry } from "./entries";

export const KB = 1000; // sizes are reported in kB of 1000 bytes

export function firstLoadJsEntry(route: string, measuredBytes: number | null, bareBytes: number | null, note?: string): Entry {
  const home = route === "/";
  const limitBytes = bareBytes === null ? null : home ? bareBytes + 45 * KB : (bareBytes * 115) / 100; // integer maths: 1.15 × 100000 must be 115000
  return check({
    name: `first-load JS gzip ${route}`,
    unit: "kB",
    measured: toKb(measuredBytes),
    reference: toKb(bareBytes),
    limit: toKb(limitBytes),
    op: "<=",
    budget: home ? "≤ ref + 45 kB" : "≤ 1.15 × ref",
    note,
  });
}

export type LighthouseFigures = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  tbt: number | null;
  cls: number | null;
};

export function lighthouseMobileEntries(page: string, app: LighthouseFigures, bare: LighthouseFigures | null): Entry[] {
  const barePerf = bare?.performance ?? null;
  const bareTbt = bare?.tbt ?? null;
  return [
    check({
      name: `lighthouse mobile performance ${page}`,
      unit: "score",
      measured: app.performance,
      reference: barePerf,
      limit: barePerf === null ? null : barePerf - 2,
      op: ">=",
      budget: "≥ ref − 2",
    }),
    check({
      name: `lighthouse mobile TBT ${page}`,
      unit: "ms",
      measured: app.tbt,
      reference: bareTbt,
      limit: bareTbt === null ? null : bareTbt + 75,
      op: "<=",
      budget: "≤ ref + 75 ms",
    }),
    check({ name: `lighthouse mobile CLS ${page}`, unit: "cls", measured: app.cls, reference: bare?.cls ?? null, limit: 0.01, op: "<=", budget: "≤ 0.01" }),
    check({ name: `lighthouse accessibility ${page}`, unit: "score", measured: app.accessibility, limit: 100, op: ">=", budget: "100" }),
    check({ name: `lighthouse best practices ${page}`, unit: "score", measured: app.bestPractices, limit: 100, op: ">=", budget: "100" }),
    check({ name: `lighthouse SEO ${page}`, unit: "score", measured: app.seo, limit: 100, op: ">=", budget: "100" }),
  ];
}

export function lighthouseDesktopEntry(page: string, performance: number | null, barePerformance: number | null): Entry {
  return check({
    name: `lighthouse desktop performance ${page}`,
    unit: "score",
    measured: performance,
    reference: barePerformance,
    limit: 100,
    op: ">=",
    budget: "100",
  });
}

export type LoadFigures = { rps: number; p99: number; errors: number };

export function throughputEntries(route: string, app: LoadFigures | null, bare: LoadFigures | null, nginx: LoadFigures | null, note?: string): Entry[] {
  const rows: Entry[] = [
    check({
      name: `throughput ${route}`,
      unit: "req/s",
      measured: app?.rps ?? null,
      reference: bare?.rps ?? null,
      limit: bare ? bare.rps * 0.7 : null,
      op: ">=",
      budget: "≥ 0.7 × ref (bare page)",
      note,
    }),
    check({ name: `latency p99 ${route}`, unit: "ms", measured: app?.p99 ?? null, reference: bare?.p99 ?? null, limit: 100, op: "<=", budget: "≤ 100 ms" }),
    check({ name: `errors ${route}`, unit: "count", measured: app?.errors ?? null, limit: 0, op: "<=", budget: "0" }),
  ];
  const ratio = app && nginx && nginx.rps > 0 ? app.rps / nginx.rps : null;
  rows.push(
    info(`throughput ${route} vs nginx`, "req/s", app?.rps ?? null, nginx?.rps ?? null, "info (guard)", ratio === null ? undefined : `${(ratio * 100).toFixed(1)}% of nginx`),
  );
  return rows;
}

/**
 * The home page with its cache in Redis (several servers sharing one cache) against the same
 * server with Next's own local cache: a round trip to Redis per request may cost some throughput,
 * not most of it.
 */
export function sharedCacheEntries(redis: LoadFigures | null, local: LoadFigures | null, note?: string): Entry[] {
  return [
    check({
      name: "throughput / (Redis cache)",
      unit: "req/s",
      measured: redis?.rps ?? null,
      reference: local?.rps ?? null,
      limit: local ? local.rps * 0.8 : null,
      op: ">=",
      budget: "≥ 0.8 × ref (local cache)",
      note,
    }),
    check({ name: "latency p99 / (Redis cache)", unit: "ms", measured: redis?.p99 ?? null, reference: local?.p99 ?? null, limit: 150, op: "<=", budget: "≤ 150 ms" }),
    check({ name: "errors / (Redis cache)", unit: "count", measured: redis?.errors ?? null, limit: 0, op: "<=", budget: "0" }),
  ];
}

export type ApiKind = "read" | "write" | "login";
export const API_P95_BUDGET_MS: Record<ApiKind, number> = { read: 50, write: 150, login: 500 };

export function apiEntries(label: string, kind: ApiKind, p95: number | null, serverErrors: number | null, note?: string): Entry[] {
  const limit = API_P95_BUDGET_MS[kind];
  return [
    check({ name: `API p95 ${label}`, unit: "ms", measured: p95, limit, op: "<=", budget: `≤ ${limit} ms`, note }),
    check({ name: `API 5xx ${label}`, unit: "count", measured: serverErrors, limit: 0, op: "<=", budget: "0" }),
  ];
}

export function visitEntries(inp: number | null, youtubeRequestsBeforeFacade: number | null, stepsDone: number, stepsTotal: number, notes: { inp?: string; youtube?: string; steps?: string }): Entry[] {
  return [
    check({ name: "visit INP (mobile menu, carousel, marquee, facade)", unit: "ms", measured: inp, limit: 100, op: "<=", budget: "≤ 100 ms", note: notes.inp }),
    check({ name: "visit YouTube requests before facade click", unit: "count", measured: youtubeRequestsBeforeFacade, limit: 0, op: "<=", budget: "0", note: notes.youtube }),
    check({ name: "visit steps completed", unit: "count", measured: stepsDone, reference: stepsTotal, limit: stepsTotal, op: ">=", budget: `${stepsTotal} of ${stepsTotal}`, note: notes.steps }),
  ];
}

function toKb(bytes: number | null): number | null {
  return bytes === null ? null : bytes / KB;
}
