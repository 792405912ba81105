// The speed and security budgets of the bench, each as a function from measured figures (and the same-run
// reference) to table rows. Kept apart from the measuring code so they can be unit-tested.
import { check, info, spreadOf, type Entry, type Spread } from "./entries";
import { median } from "./stats";

export const KB = 1000; // sizes are reported in kB of 1000 bytes

export function firstLoadJsEntry(
  route: string,
  measuredBytes: number | null,
  bareBytes: number | null,
  note?: string,
): Entry {
  const home = route === "/";
  const limitBytes =
    bareBytes === null ? null : home ? bareBytes + 45 * KB : (bareBytes * 115) / 100; // integer maths: 1.15 × 100000 must be 115000
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

/**
 * Scripts a public page's HTML names, against the bare page's. A phone fetches them over a few
 * connections; past the first round each one waits for a free connection and then a round trip
 * (150 ms on slow 4G) before its first byte, so many small chunks cost more than their bytes.
 */
export const EXTRA_SCRIPTS_BUDGET = 3;

export function firstLoadScriptsEntry(
  route: string,
  measured: number | null,
  bare: number | null,
  note?: string,
): Entry {
  return check({
    name: `first-load scripts ${route}`,
    unit: "count",
    measured,
    reference: bare,
    limit: bare === null ? null : bare + EXTRA_SCRIPTS_BUDGET,
    op: "<=",
    budget: `≤ ref + ${EXTRA_SCRIPTS_BUDGET}`,
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
  lcp: number | null;
};

/** Per figure, the spread of its runs (missing for single runs). */
export type LighthouseSpreads = Partial<Record<keyof LighthouseFigures, Spread | null>>;

export function lighthouseMobileEntries(
  page: string,
  app: LighthouseFigures,
  bare: LighthouseFigures | null,
  spreads: LighthouseSpreads = {},
): Entry[] {
  const barePerf = bare?.performance ?? null;
  const bareTbt = bare?.tbt ?? null;
  const bareLcp = bare?.lcp ?? null;
  return [
    check({
      name: `lighthouse mobile performance ${page}`,
      unit: "score",
      measured: app.performance,
      reference: barePerf,
      limit: barePerf === null ? null : barePerf - 2,
      op: ">=",
      budget: "≥ ref − 2",
      spread: spreads.performance,
    }),
    check({
      name: `lighthouse mobile LCP ${page}`,
      unit: "ms",
      measured: app.lcp,
      reference: bareLcp,
      limit: bareLcp === null ? null : bareLcp + 500,
      op: "<=",
      budget: "≤ ref + 500 ms",
      spread: spreads.lcp,
    }),
    check({
      name: `lighthouse mobile TBT ${page}`,
      unit: "ms",
      measured: app.tbt,
      reference: bareTbt,
      limit: bareTbt === null ? null : bareTbt + 75,
      op: "<=",
      budget: "≤ ref + 75 ms",
      spread: spreads.tbt,
    }),
    check({
      name: `lighthouse mobile CLS ${page}`,
      unit: "cls",
      measured: app.cls,
      reference: bare?.cls ?? null,
      limit: 0.01,
      op: "<=",
      budget: "≤ 0.01",
      spread: spreads.cls,
    }),
    check({
      name: `lighthouse accessibility ${page}`,
      unit: "score",
      measured: app.accessibility,
      limit: 100,
      op: ">=",
      budget: "100",
    }),
    check({
      name: `lighthouse best practices ${page}`,
      unit: "score",
      measured: app.bestPractices,
      limit: 100,
      op: ">=",
      budget: "100",
    }),
    check({
      name: `lighthouse SEO ${page}`,
      unit: "score",
      measured: app.seo,
      limit: 100,
      op: ">=",
      budget: "100",
    }),
  ];
}

/**
 * The page's LCP with its main thread taken out (lcp-network.ts), beside the bare page's: what
 * its requests alone cost on slow 4G. Recorded, not budgeted (the LCP row is the budget); it moves
 * only when bytes or requests change, so it shows which way such a change went on any machine.
 */
export function networkLcpEntry(page: string, app: number[], bare: number[]): Entry {
  return networkOnlyEntry(`LCP network only ${page}`, app, bare);
}

/**
 * The same without the scripts: the document, stylesheets and pictures alone. Read against the LCP
 * row's budget, it says whether the page could be within it if its scripts left Lantern's graph,
 * as the bare page's do when it paints before running them; the gap to the row above is what the
 * scripts cost once they are in it.
 */
export function scriptFreeNetworkLcpEntry(page: string, app: number[], bare: number[]): Entry {
  return networkOnlyEntry(`LCP network without scripts ${page}`, app, bare);
}

function networkOnlyEntry(name: string, app: number[], bare: number[]): Entry {
  const medianOf = (runs: number[]) => (runs.length ? Math.round(median(runs)) : null);
  return info(name, "ms", medianOf(app), medianOf(bare), "info (guard)", undefined, spreadOf(app));
}

export function lighthouseDesktopEntry(
  page: string,
  performance: number | null,
  barePerformance: number | null,
  spread?: Spread | null,
): Entry {
  return check({
    spread,
    name: `lighthouse desktop performance ${page}`,
    unit: "score",
    measured: performance,
    reference: barePerformance,
    limit: 100,
    op: ">=",
    budget: "100",
  });
}

export type LoadFigures = {
  rps: number;
  p99: number;
  errors: number;
  rpsSpread?: Spread | null;
  p99Spread?: Spread | null;
};

/** Minimum share of the bare page's req/s (gzip requested) and of the same bytes as a static file. */
export const THROUGHPUT_BARE_RATIO = 0.35;
export const THROUGHPUT_STATIC_RATIO = 0.7;
export const THROUGHPUT_P99_MS = 150;

/**
 * Throughput of a cached page: against the bare page, against the page's own HTML served as a
 * static file by the same `next start` (what the ISR path costs beyond the bytes), and against
 * nginx serving those bytes (recorded only: the machine's physical limit).
 */
export function throughputEntries(
  route: string,
  app: LoadFigures | null,
  refs: { bare: LoadFigures | null; staticFile: LoadFigures | null; nginx: LoadFigures | null },
  note?: string,
): Entry[] {
  const { bare, staticFile, nginx } = refs;
  const ratioNote = (ref: LoadFigures | null, what: string) =>
    app && ref && ref.rps > 0 ? `${(app.rps / ref.rps).toFixed(2)}× ${what}` : undefined;
  const rows: Entry[] = [
    check({
      name: `throughput ${route}`,
      unit: "req/s",
      measured: app?.rps ?? null,
      spread: app?.rpsSpread,
      reference: bare?.rps ?? null,
      limit: bare ? bare.rps * THROUGHPUT_BARE_RATIO : null,
      op: ">=",
      budget: `≥ ${THROUGHPUT_BARE_RATIO} × ref (bare page)`,
      note: [ratioNote(bare, "the bare page"), note].filter(Boolean).join("; ") || undefined,
    }),
    check({
      name: `throughput ${route} vs static file`,
      unit: "req/s",
      measured: app?.rps ?? null,
      spread: app?.rpsSpread,
      reference: staticFile?.rps ?? null,
      limit: staticFile ? staticFile.rps * THROUGHPUT_STATIC_RATIO : null,
      op: ">=",
      budget: `≥ ${THROUGHPUT_STATIC_RATIO} × ref (same HTML as a file)`,
      note: ratioNote(staticFile, "the same bytes as a static file"),
    }),
    check({
      name: `latency p99 ${route}`,
      unit: "ms",
      measured: app?.p99 ?? null,
      spread: app?.p99Spread,
      reference: bare?.p99 ?? null,
      limit: THROUGHPUT_P99_MS,
      op: "<=",
      budget: `≤ ${THROUGHPUT_P99_MS} ms`,
    }),
    check({
      name: `errors ${route}`,
      unit: "count",
      measured: app?.errors ?? null,
      limit: 0,
      op: "<=",
      budget: "0",
    }),
  ];
  const ratio = app && nginx && nginx.rps > 0 ? app.rps / nginx.rps : null;
  rows.push(
    info(
      `throughput ${route} vs nginx`,
      "req/s",
      app?.rps ?? null,
      nginx?.rps ?? null,
      "info (guard)",
      ratio === null ? undefined : `${(ratio * 100).toFixed(1)}% of nginx`,
      app?.rpsSpread,
    ),
  );
  return rows;
}

/** Raw HTML budgets per page (what a phone downloads and parses); gzip recorded beside. */
export const HTML_RAW_BUDGET_KB: Record<string, number> = { "/": 90, "/gallery": 75 };

export function htmlSizeEntries(
  route: string,
  rawBytes: number | null,
  gzipBytes: number | null,
  note?: string,
): Entry[] {
  const limit = HTML_RAW_BUDGET_KB[route] ?? null;
  return [
    check({
      name: `HTML raw ${route}`,
      unit: "kB",
      measured: toKb(rawBytes),
      limit,
      op: "<=",
      budget: limit === null ? "no budget" : `≤ ${limit} kB`,
      note,
    }),
    info(`HTML gzip ${route}`, "kB", toKb(gzipBytes), null, "info (guard)"),
  ];
}

/**
 * Public lists and items come from the data cache (30 ms); the dashboard is one round trip
 * (50 ms); contact answers before the mail is sent (100 ms); login is one argon2id verification
 * at OWASP's minimum cost (400 ms at 10 connections on one core).
 */
export type ApiKind = "public-read" | "staff-read" | "contact" | "write" | "login";
export const API_P95_BUDGET_MS: Record<ApiKind, number> = {
  "public-read": 30,
  "staff-read": 50,
  contact: 100,
  write: 150,
  login: 400,
};

/** Minimum share of the local cache's req/s with the cache in Redis. */
export const SHARED_CACHE_RATIO = 0.8;

/**
 * The home page with its cache in Redis (several servers sharing one cache), measured as that
 * topology runs: through deploy/nginx.conf, which compresses in nginx. The reference is the same
 * server and nginx with Next's own local cache: a round trip to Redis per request may cost some
 * throughput, not most of it.
 */
export function sharedCacheEntries(
  redis: LoadFigures | null,
  local: LoadFigures | null,
  note?: string,
): Entry[] {
  return [
    check({
      name: "throughput / behind nginx (Redis cache)",
      unit: "req/s",
      measured: redis?.rps ?? null,
      spread: redis?.rpsSpread,
      reference: local?.rps ?? null,
      limit: local ? local.rps * SHARED_CACHE_RATIO : null,
      op: ">=",
      budget: `≥ ${SHARED_CACHE_RATIO} × ref (local cache, behind nginx)`,
      note,
    }),
    check({
      name: "latency p99 / behind nginx (Redis cache)",
      unit: "ms",
      measured: redis?.p99 ?? null,
      spread: redis?.p99Spread,
      reference: local?.p99 ?? null,
      limit: THROUGHPUT_P99_MS,
      op: "<=",
      budget: `≤ ${THROUGHPUT_P99_MS} ms`,
    }),
    check({
      name: "errors / behind nginx (Redis cache)",
      unit: "count",
      measured: redis?.errors ?? null,
      limit: 0,
      op: "<=",
      budget: "0",
    }),
  ];
}

/** A scenario's rows: the median of its runs' p95 latencies, their spread beside it, and its 5xx count. */
export function apiEntries(
  label: string,
  kind: ApiKind,
  p95s: readonly number[],
  serverErrors: number | null,
  note?: string,
): Entry[] {
  const limit = API_P95_BUDGET_MS[kind];
  return [
    check({
      name: `API p95 ${label}`,
      unit: "ms",
      measured: p95s.length ? median(p95s) : null,
      spread: spreadOf(p95s),
      limit,
      op: "<=",
      budget: `≤ ${limit} ms`,
      note,
    }),
    check({
      name: `API 5xx ${label}`,
      unit: "count",
      measured: serverErrors,
      limit: 0,
      op: "<=",
      budget: "0",
    }),
  ];
}

export function visitEntries(
  inp: number | null,
  youtubeRequestsBeforeFacade: number | null,
  stepsDone: number,
  stepsTotal: number,
  notes: { inp?: string; youtube?: string; steps?: string },
  inpSpread?: Spread | null,
): Entry[] {
  return [
    check({
      name: "visit INP (home, post, gallery, contact)",
      unit: "ms",
      measured: inp,
      spread: inpSpread,
      limit: 100,
      op: "<=",
      budget: "≤ 100 ms",
      note: notes.inp,
    }),
    check({
      name: "visit YouTube requests before facade click",
      unit: "count",
      measured: youtubeRequestsBeforeFacade,
      limit: 0,
      op: "<=",
      budget: "0",
      note: notes.youtube,
    }),
    check({
      name: "visit steps completed",
      unit: "count",
      measured: stepsDone,
      reference: stepsTotal,
      limit: stepsTotal,
      op: ">=",
      budget: `${stepsTotal} of ${stepsTotal}`,
      note: notes.steps,
    }),
  ];
}

/** One interaction of the scripted visit: its own INP (null when the step could not be done). */
export type InteractionFigure = {
  name: string;
  inp: number | null;
  note?: string;
  spread?: Spread | null;
};

export const INTERACTION_INP_BUDGET_MS = 100;

export function interactionEntries(interactions: readonly InteractionFigure[]): Entry[] {
  return interactions.map((interaction) =>
    check({
      name: `visit INP ${interaction.name}`,
      unit: "ms",
      measured: interaction.inp,
      limit: INTERACTION_INP_BUDGET_MS,
      op: "<=",
      budget: `≤ ${INTERACTION_INP_BUDGET_MS} ms`,
      note: interaction.note,
      spread: interaction.spread,
    }),
  );
}

function toKb(bytes: number | null): number | null {
  return bytes === null ? null : bytes / KB;
}
