// `npm run bench`: builds the app and a bare reference page, starts them in
// production mode (the app on a fresh embedded database with the seed content, then on a
// scratch PostgreSQL database for the API), measures every budget against references taken in
// the same run, prints one table and writes bench/results.json. BENCH_QUICK=1: one run per
// measurement instead of five (Lighthouse) or three (throughput). BENCH_ONLY=shared-cache: only
// the shared-cache rows (cached `/` behind deploy/nginx.conf with the local cache, then with the
// cache in Redis);
// BENCH_ONLY=visit: only the scripted visit's rows (INP per interaction).
// BENCH_ONLY=throughput: only the HTML size and throughput rows with their references.
// BENCH_ONLY=api: only the API rows (on a scratch PostgreSQL database). Servers
// run on their own core (taskset), the load generators and browsers on the other; all traffic
// stays on 127.0.0.1.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createScratchDatabase } from "../tests/helpers/scratch-database";
import {
  apiScenarios,
  login,
  measureScenario,
  projectUpdateBody,
  warmUpScenario,
} from "./lib/api-load";
import {
  APP_DIST,
  appEnv,
  benchPorts,
  buildApp,
  buildReference,
  hasBuild,
  LOG_DIR,
  publicRoutes,
  REFERENCE_DIR,
  referenceEnv,
  ROOT,
  seededProjectId,
  seededVideoId,
  startNext,
  SUPERADMIN,
} from "./lib/apps";
import {
  htmlSizeEntries,
  interactionEntries,
  lighthouseDesktopEntry,
  lighthouseMobileEntries,
  networkLcpEntry,
  scriptFreeNetworkLcpEntry,
  sharedCacheEntries,
  throughputEntries,
  visitEntries,
  type LoadFigures,
} from "./lib/budgets";
import { failed, type Entry } from "./lib/entries";
import { startFakeServices, type FakeServices } from "./lib/fake-services";
import { startFakeYouTubeImages } from "./lib/fake-youtube-images";
import { errorText, firstLoadJsReport } from "./lib/first-load-js";
import { lcpRaceLine } from "./lib/lcp-race";
import { audit, CHROMIUM_PATH, withChrome } from "./lib/lighthouse";
import { throughput } from "./lib/load";
import { readChunkOrigins } from "./lib/chunk-origins";
import { longTaskEntries } from "./lib/long-tasks";
import { machineDetails } from "./lib/machine";
import { findNginx, NGINX_INSTALL_HINT, startDeployNginx, startNginx } from "./lib/nginx";
import {
  assertPortFree,
  chooseCores,
  killAllNow,
  pinSelf,
  stopAll,
  stopProcess,
  type Server,
} from "./lib/processes";
import { BENCH_REDIS_URL, deleteRedisKeys, redisAnswers, redisCacheEnv } from "./lib/redis";
import { formatTable } from "./lib/table";
import { scriptedVisit, type VisitResult } from "./lib/visit";
import { combineVisits } from "./lib/visit-runs";

const quick = process.env.BENCH_QUICK === "1";
const ONLY_PARTS = ["shared-cache", "visit", "throughput", "api"] as const;
const only = process.env.BENCH_ONLY || undefined;
if (only !== undefined && !ONLY_PARTS.includes(only as (typeof ONLY_PARTS)[number])) {
  throw new Error(`BENCH_ONLY=${only}: expected one of ${ONLY_PARTS.join(", ")}`);
}
const settings = {
  quick,
  lighthouseRuns: quick ? 1 : 5,
  throughput: quick
    ? { connections: 50, warmupSec: 3, runSec: 5, runs: 1 }
    : { connections: 50, warmupSec: 5, runSec: 10, runs: 3 },
  // Three runs even when quick: a p95 over a few hundred requests on a shared machine varies
  // run to run, and the spread shows by how much. Every scenario but login is first warmed up
  // with the others (see ApiPlan); login is a deliberately slow hash per request.
  api: {
    warmupAll: 500,
    read: { warmup: 50, amount: quick ? 200 : 1000, runs: 3 },
    login: { warmup: 30, amount: quick ? 60 : 200, runs: 3 },
  },
  // The scripted visit runs on a phone-sized screen with Lighthouse's mobile CPU slowdown.
  visitCpuSlowdown: Number(process.env.BENCH_VISIT_CPU_SLOWDOWN ?? 4),
  // Each interaction's row is the median of this many visits, with their spread.
  visitRuns: Number(process.env.BENCH_VISIT_RUNS ?? (quick ? 1 : 3)),
  postgresServer: process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
};
const LIGHTHOUSE_ROUTES = [
  "/",
  "/gallery",
  "/about",
  "/contact",
  "/ip/{id}",
  "/post/{id}?type=video",
  "/post/{id}?type=project",
];
// Pages whose HTML size, long tasks and throughput are budgeted.
const HEAVY_ROUTES = ["/", "/gallery"];
// The heavy pages' HTML, copied into the reference app's public folder before it starts, so the
// same `next start` serves the same bytes as a static file (what the ISR path costs beyond them).
const STATIC_COPY_DIR = path.join(REFERENCE_DIR, "public/bench-static");
const staticCopyPath = (route: string) =>
  `/bench-static/${route === "/" ? "home" : route.slice(1)}.html`;

const entries: Entry[] = [];
const details: string[] = [];
const cleanups: (() => unknown)[] = [];
let fakeImagesPort: number | null = null;
const say = (line: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

const cores = chooseCores();
// Read before anything starts: the load average the run began under.
const machine = machineDetails(ROOT, cores, CHROMIUM_PATH);

async function main(): Promise<void> {
  const ports = benchPorts();
  for (const port of Object.values(ports)) await assertPortFree(port);
  const workDir = mkdtempSync(path.join(tmpdir(), "ams-bench-"));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  const fakes = await startFakeServices(ports.fakes);
  cleanups.push(() => fakes.close());
  const env = appEnv({ port: ports.app, fakes, pgliteDir: path.join(workDir, "pglite") });
  try {
    const images = await startFakeYouTubeImages(path.join(ROOT, "public/seed"));
    cleanups.push(() => images.close());
    fakeImagesPort = images.port;
  } catch (error) {
    details.push(
      `no local stand-in for YouTube thumbnails (${errorText(error)}): the browser cannot load them here`,
    );
  }
  say(
    `server cores: ${cores.server ?? "any"}, load generator cores: ${cores.load ?? "any"}; load average ${machine.loadAverageAtStart.join(" ")}; logs in ${path.relative(ROOT, LOG_DIR)}/`,
  );

  const skipBuild = process.env.BENCH_SKIP_BUILD === "1";
  if (skipBuild && !hasBuild(APP_DIST))
    throw new Error(`BENCH_SKIP_BUILD=1 but there is no build in ${APP_DIST}`);
  // Only the full run and the throughput part compare with the bare reference page.
  if (!only || only === "throughput") {
    say("building the bare reference page (bench/reference) ...");
    await buildReference();
  }
  if (skipBuild) {
    say(`using the existing app build in ${path.relative(ROOT, APP_DIST)} (BENCH_SKIP_BUILD=1)`);
  } else {
    say("building the app (next build) ...");
    await buildApp(env);
  }

  pinSelf(cores.load); // from here on: this process, autocannon and the browsers on the load cores
  if (only === "shared-cache") {
    await sharedCacheOnly(env);
    return;
  }
  if (only === "visit") {
    await visitOnly(env);
    return;
  }
  if (only === "api") {
    await phase("API on PostgreSQL", "API", () => apiPhase(fakes));
    return;
  }
  say("starting the app (embedded database, seed content) and the reference ...");
  const app = await startApp(env);
  const routes = publicRoutes();
  for (const { route, path: p } of routes) {
    // First requests fill the ISR cache; the measurements below see the cached pages.
    const response = await fetch(app.url + p, { signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    details.push(
      `warm-up ${route}: ${response.status}${response.headers.get("x-nextjs-cache") ? ` (x-nextjs-cache: ${response.headers.get("x-nextjs-cache")})` : ""}`,
    );
  }
  await phase("HTML size", "HTML", () => htmlPhase(app, routes));
  const reference = await startNext({
    name: "reference",
    cwd: REFERENCE_DIR,
    port: ports.reference,
    env: referenceEnv(ports.reference),
    cpus: cores.server,
    readyPath: "/",
  });
  if (only === "throughput") {
    await phase("throughput", "throughput", async () => {
      await throughputPhase(app, reference, routes);
    });
    return;
  }

  await phase("first-load JavaScript", "first-load JS gzip", async () => {
    const report = await firstLoadJsReport(app.url, reference.url, routes);
    details.push(...report.lines);
    entries.push(...report.entries);
  });

  await phase("Lighthouse", "lighthouse", () => lighthousePhase(app, reference, routes));

  await phase("scripted visit", "visit", () => visitPhase(app, routes));

  await phase("throughput", "throughput", async () => {
    await throughputPhase(app, reference, routes);
  });
  const localHome: { figures: LoadFigures | null } = { figures: null };
  await phase("throughput of cached / behind nginx (local cache)", SHARED_CACHE_ROW, async () => {
    localHome.figures = (await homeBehindNginx(app, "app / (local cache)")).figures;
  });

  await stopProcess(app.child);
  await stopProcess(reference.child);

  // The same build and database, its cache in Redis: after the app stopped (one process at a
  // time may open the embedded database).
  await phase("throughput with the cache in Redis", SHARED_CACHE_ROW, () =>
    sharedCachePhase(env, localHome.figures),
  );

  await phase("API on PostgreSQL", "API", () => apiPhase(fakes));
}

/** The API under load on a scratch PostgreSQL database: every API row. */
async function apiPhase(fakes: FakeServices): Promise<void> {
  const ports = benchPorts();
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  try {
    scratch = await createScratchDatabase(settings.postgresServer, "bench");
  } catch (error) {
    throw new Error(
      `PostgreSQL not reachable at ${settings.postgresServer} (${errorText(error)}); start it or set BENCH_POSTGRES_URL`,
    );
  }
  cleanups.push(() => scratch.drop());
  const pgEnv = appEnv({ port: ports.appPostgres, fakes, databaseUrl: scratch.url });
  const server = await startNext({
    name: "app-postgres",
    cwd: ROOT,
    port: ports.appPostgres,
    env: pgEnv,
    cpus: cores.server,
    readyPath: "/api/health",
  });
  try {
    const cookie = await login(server.url, SUPERADMIN.username, SUPERADMIN.password);
    const projectId = seededProjectId();
    const body = await projectUpdateBody(server.url, projectId, cookie);
    const scenarios = apiScenarios({ projectId, videoId: seededVideoId() }, body, SUPERADMIN);
    const { warmupAll, read, login: logins } = settings.api;
    say(`  warming up: ${warmupAll} requests of each scenario but login`);
    for (const scenario of scenarios.filter((s) => s.kind !== "login"))
      await warmUpScenario(server.url, scenario, cookie, warmupAll);
    for (const scenario of scenarios) {
      say(`  ${scenario.label}`);
      const plan = scenario.kind === "login" ? logins : read;
      entries.push(...(await measureScenario(server.url, scenario, cookie, plan)));
    }
    details.push(
      `API: ${warmupAll} requests of each read/write discarded, then per scenario ${read.warmup} more and ${read.runs} runs of ${read.amount} (login: ${logins.warmup}, then ${logins.runs} × ${logins.amount}) at 10 connections; each row the median of its runs' p95; e-mails sent to the fake provider: ${fakes.mails()}`,
    );
  } finally {
    await stopProcess(server.child);
  }
}

async function lighthousePhase(
  app: Server,
  reference: Server,
  routes: { route: string; path: string }[],
): Promise<void> {
  const runs = settings.lighthouseRuns;
  await withChrome(fakeImagesPort, async (port) => {
    say(`  bare page (${runs} mobile + ${runs} desktop runs)`);
    const bareMobile = await audit(port, `${reference.url}/`, "mobile", runs);
    const bareDesktop = await audit(port, `${reference.url}/`, "desktop", runs, ["performance"]);
    details.push(
      `lighthouse bare page: mobile ${JSON.stringify(bareMobile.figures)}; desktop performance ${bareDesktop.figures.performance}`,
      lcpRaceLine("bare page", bareMobile.races),
    );
    const origins = readChunkOrigins(APP_DIST);
    if (origins.size === 0)
      details.push(
        `no source maps in ${path.relative(ROOT, APP_DIST)} (build with ANALYZE_BUNDLE=1): every script of the app counts as ours in the long-task rows`,
      );
    for (const { route, path: p } of routes.filter((r) => LIGHTHOUSE_ROUTES.includes(r.route))) {
      say(`  ${route}`);
      const mobile = await audit(port, app.url + p, "mobile", runs);
      const desktop = await audit(port, app.url + p, "desktop", runs, ["performance"]);
      details.push(lcpRaceLine(route, mobile.races));
      const rows = [
        ...lighthouseMobileEntries(route, mobile.figures, bareMobile.figures, mobile.spreads),
        networkLcpEntry(
          route,
          mobile.networkLcps.map((run) => run.withScripts),
          bareMobile.networkLcps.map((run) => run.withScripts),
        ),
        scriptFreeNetworkLcpEntry(
          route,
          mobile.networkLcps.map((run) => run.withoutScripts),
          bareMobile.networkLcps.map((run) => run.withoutScripts),
        ),
        lighthouseDesktopEntry(
          route,
          desktop.figures.performance,
          bareDesktop.figures.performance,
          desktop.spreads.performance,
        ),
      ];
      if (HEAVY_ROUTES.includes(route)) {
        rows.push(...longTaskEntries(route, mobile.longTasks, new URL(app.url).origin, origins));
      }
      const why = (audits: string[], failures: string[]) =>
        [...(audits.length ? [`below 0.9: ${audits.join(", ")}`] : []), ...failures].join("; ");
      for (const row of rows) {
        if (row.pass !== false || row.note) continue;
        const source = row.name.includes("desktop") ? desktop : mobile;
        const category = row.name.match(/performance|TBT|CLS/)
          ? "performance"
          : row.name.match(/accessibility/)
            ? "accessibility"
            : row.name.match(/best practices/)
              ? "best-practices"
              : "seo";
        const note = why(
          source.weak.filter((w) => w.startsWith(`${category}:`)),
          source.failures,
        );
        if (note) row.note = note;
      }
      entries.push(...rows);
    }
  });
}

/** The app on its server core, on the database `env` names (the embedded one with the seed content). */
function startApp(env: NodeJS.ProcessEnv): Promise<Server> {
  return startNext({
    name: "app",
    cwd: ROOT,
    port: benchPorts().app,
    env,
    cpus: cores.server,
    readyPath: "/api/health",
  });
}

/** The scripted visit alone, on the app with the seed content. */
async function visitOnly(env: NodeJS.ProcessEnv): Promise<void> {
  say("starting the app (embedded database, seed content) ...");
  const app = await startApp(env);
  try {
    const routes = publicRoutes();
    // First requests fill the ISR cache; the visit sees the pages cached.
    for (const { path: p } of routes)
      await (await fetch(app.url + p, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();
    await phase("scripted visit", "visit", () => visitPhase(app, routes));
  } finally {
    await stopProcess(app.child);
  }
}

/** The scripted visit's rows: INP per interaction and for the visit (medians of the visits), YouTube requests, steps. */
async function visitPhase(app: Server, routes: { route: string; path: string }[]): Promise<void> {
  const pageUrl = (route: string) => app.url + routes.find((r) => r.route === route)!.path;
  const pages = {
    home: pageUrl("/"),
    post: pageUrl("/post/{id}?type=video"),
    gallery: pageUrl("/gallery"),
    contact: pageUrl("/contact"),
  };
  const visits: VisitResult[] = [];
  for (let i = 0; i < settings.visitRuns; i++) {
    if (settings.visitRuns > 1) say(`  visit ${i + 1} of ${settings.visitRuns}`);
    visits.push(await scriptedVisit(pages, settings.visitCpuSlowdown, fakeImagesPort));
  }
  const combined = combineVisits(visits);
  const { typical } = combined;
  const hosts = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([h, n]) => `${h} ×${n}`)
      .join(", ") || "none";
  const before = Object.values(combined.youtubeBeforeFacade).reduce((a, b) => a + b, 0);
  details.push(
    `visit (${typical.cpuSlowdown}× CPU slowdown, ${visits.length} visit${visits.length === 1 ? "" : "s"}, steps of the median one): ${typical.steps.map((s) => `${s.name}: ${s.ok ? "ok" : "FAILED"}${s.detail ? ` (${s.detail})` : ""}`).join("; ")}`,
  );
  details.push(
    `visit YouTube requests after the facade click: ${hosts(combined.youtubeAfterFacade)}`,
  );
  const failedSteps = visits.flatMap((v) => v.steps.filter((s) => !s.ok));
  entries.push(
    ...interactionEntries(combined.interactions),
    ...visitEntries(
      combined.inp,
      before,
      combined.stepsDone,
      combined.stepsTotal,
      {
        inp: `${typical.cpuSlowdown}× CPU slowdown; longest events: ${typical.worstInteractions.join(", ") || "none over 16 ms"}`,
        youtube: before ? hosts(combined.youtubeBeforeFacade) : undefined,
        steps: failedSteps.length
          ? failedSteps.map((s) => `${s.name}: ${s.detail}`).join("; ")
          : undefined,
      },
      combined.inpSpread,
    ),
  );
}

// The shared-cache rows measure the several-servers topology: cached `/` through the shipped
// deploy/nginx.conf (nginx compresses, the server sends plain bodies), nginx's worker on the
// server core with the app. Their reference is the same topology with Next's local cache.
const SHARED_CACHE_ROW = "throughput / behind nginx (Redis cache)";

/** The shared-cache rows alone: cached `/` with Next's local cache, then with the cache in Redis. */
async function sharedCacheOnly(env: NodeJS.ProcessEnv): Promise<void> {
  say("starting the app (embedded database, seed content) ...");
  const app = await startApp(env);
  const local: { figures: LoadFigures | null } = { figures: null };
  try {
    await phase("throughput of cached / behind nginx (local cache)", SHARED_CACHE_ROW, async () => {
      await warmHome(app);
      await homeDirect(app, "app / (local cache)");
      local.figures = (await homeBehindNginx(app, "app / (local cache)")).figures;
    });
  } finally {
    // One process at a time may open the embedded database.
    await stopProcess(app.child);
  }
  await phase("throughput with the cache in Redis", SHARED_CACHE_ROW, () =>
    sharedCachePhase(env, local.figures),
  );
}

/** Measures cached `/` behind nginx with the cache in Redis against `local` (the same, local cache). */
async function sharedCachePhase(env: NodeJS.ProcessEnv, local: LoadFigures | null): Promise<void> {
  if (!(await redisAnswers(BENCH_REDIS_URL))) {
    entries.push(
      ...sharedCacheEntries(
        null,
        local,
        `Redis does not answer at ${BENCH_REDIS_URL} (set BENCH_REDIS_URL)`,
      ),
    );
    return;
  }
  const redisEnv = redisCacheEnv();
  cleanups.push(() => deleteRedisKeys(BENCH_REDIS_URL, redisEnv.REDIS_KEY_PREFIX));
  const port = benchPorts().appRedis;
  const server = await startNext({
    name: "app-redis",
    cwd: ROOT,
    port,
    env: { ...env, ...redisEnv, NEXTAUTH_URL: `http://127.0.0.1:${port}` },
    cpus: cores.server,
    readyPath: "/api/health",
  });
  try {
    // The first request renders the page into Redis; the measurements see it cached there.
    await warmHome(server);
    await homeDirect(server, "app / (cache in Redis)");
    const { figures, note } = await homeBehindNginx(server, "app / (cache in Redis)");
    entries.push(...sharedCacheEntries(figures, local, note));
  } finally {
    await stopProcess(server.child);
  }
}

async function warmHome(server: Server): Promise<void> {
  for (let i = 0; i < 2; i++)
    await (await fetch(`${server.url}/`, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();
}

/** Cached `/` straight from `next start` (which then gzips it itself): a details line only. */
async function homeDirect(server: Server, label: string): Promise<void> {
  say(`  ${label}, next start directly`);
  const figures = await throughput(`${server.url}/`, settings.throughput);
  details.push(
    `throughput ${label}, next start directly (for information): ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, statuses ${JSON.stringify(figures.statuses)}`,
  );
}

/** Cached `/` of `server` through deploy/nginx.conf, nginx pinned on the server core too. */
async function homeBehindNginx(
  server: Server,
  label: string,
): Promise<{ figures: LoadFigures; note: string }> {
  const binary = findNginx();
  if (!binary) throw new Error(NGINX_INSTALL_HINT);
  const workDir = mkdtempSync(path.join(tmpdir(), "ams-bench-deploy-nginx-"));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  const nginx = await startDeployNginx({
    binary,
    port: benchPorts().deployNginx,
    upstreamPort: Number(new URL(server.url).port),
    workDir,
    cpus: cores.server,
    logDir: LOG_DIR,
  });
  try {
    const probe = await fetch(`${nginx.url}/`, { headers: { "accept-encoding": "gzip" } });
    await probe.arrayBuffer();
    const note = `x-nextjs-cache: ${probe.headers.get("x-nextjs-cache") ?? "none"}, ${probe.headers.get("content-encoding") ?? "uncompressed"} from nginx`;
    say(`  ${label}, behind nginx`);
    const figures = await throughput(`${nginx.url}/`, settings.throughput);
    details.push(
      `throughput ${label}, behind nginx (deploy/nginx.conf): ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, statuses ${JSON.stringify(figures.statuses)}; ${note}`,
    );
    return { figures, note };
  } finally {
    await stopProcess(nginx.child);
  }
}

async function throughputPhase(
  app: Server,
  reference: Server,
  routes: { route: string; path: string }[],
): Promise<void> {
  const home = await fetch(`${app.url}/`, { headers: { "accept-encoding": "identity" } });
  const homeHtml = Buffer.from(await home.arrayBuffer());
  details.push(
    `home page HTML: ${(homeHtml.length / 1000).toFixed(1)} kB raw, ${(gzipSync(homeHtml).length / 1000).toFixed(1)} kB gzip (compressed again on every request by next start)`,
  );
  let nginx: Server | null = null;
  const nginxBinary = findNginx();
  if (!nginxBinary) {
    console.warn(NGINX_INSTALL_HINT);
    details.push(NGINX_INSTALL_HINT);
  } else {
    // Its own world-readable folder: nginx's workers drop root and must read the files.
    const nginxDir = mkdtempSync(path.join(tmpdir(), "ams-bench-nginx-"));
    cleanups.push(() => rmSync(nginxDir, { recursive: true, force: true }));
    nginx = await startNginx({
      binary: nginxBinary,
      port: benchPorts().nginx,
      html: homeHtml,
      workDir: nginxDir,
      cpus: cores.server,
      logDir: LOG_DIR,
    });
    const served = await fetch(`${nginx.url}/`, { headers: { "accept-encoding": "gzip" } });
    const bytes = Buffer.from(await served.arrayBuffer());
    if (served.status !== 200 || !bytes.equals(homeHtml)) {
      details.push(
        `nginx reference dropped: it answered ${served.status} and ${bytes.equals(homeHtml) ? "the same" : "other"} bytes than the app's home page`,
      );
      await stopProcess(nginx.child);
      nginx = null;
    }
  }
  const t = settings.throughput;
  const load = async (label: string, url: string) => {
    say(`  ${label}`);
    const figures = await throughput(url, t);
    details.push(
      `throughput ${label}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, statuses ${JSON.stringify(figures.statuses)}`,
    );
    return figures;
  };
  const bare = await load("bare page", `${reference.url}/`);
  const nginxFigures = nginx ? await load("nginx (home HTML bytes)", `${nginx.url}/`) : null;
  if (nginx) await stopProcess(nginx.child);
  for (const route of HEAVY_ROUTES) {
    const p = routes.find((r) => r.route === route)!.path;
    const probe = await fetch(app.url + p, { headers: { "accept-encoding": "gzip" } });
    await probe.arrayBuffer();
    const cache = probe.headers.get("x-nextjs-cache");
    const note = `${cache ? `x-nextjs-cache: ${cache}` : "no x-nextjs-cache header (rendered per request?)"}, ${probe.headers.get("content-encoding") ?? "uncompressed"}`;
    const staticFile = await staticReference(reference, route, load);
    // nginx serves the home page's bytes only: its ratio is recorded for "/".
    const refs = { bare, staticFile, nginx: route === "/" ? nginxFigures : null };
    const figures = await load(`app ${route}`, app.url + p);
    entries.push(...throughputEntries(route, figures, refs, note));
  }
}

/**
 * Raw and gzip size of each heavy page's cached HTML, and a copy of it in the reference app's
 * public folder (before the reference starts), for the static-file throughput reference.
 */
async function htmlPhase(app: Server, routes: { route: string; path: string }[]): Promise<void> {
  if (!existsSync(path.join(REFERENCE_DIR, "public")))
    cleanups.push(() =>
      rmSync(path.join(REFERENCE_DIR, "public"), { recursive: true, force: true }),
    );
  else cleanups.push(() => rmSync(STATIC_COPY_DIR, { recursive: true, force: true }));
  mkdirSync(STATIC_COPY_DIR, { recursive: true });
  for (const route of HEAVY_ROUTES) {
    const p = routes.find((r) => r.route === route)!.path;
    const response = await fetch(app.url + p, {
      headers: { "accept-encoding": "identity" },
      signal: AbortSignal.timeout(60_000),
    });
    const html = Buffer.from(await response.arrayBuffer());
    const note = response.status === 200 ? undefined : `answered ${response.status}`;
    entries.push(
      ...htmlSizeEntries(
        route,
        response.status === 200 ? html.length : null,
        response.status === 200 ? gzipSync(html).length : null,
        note,
      ),
    );
    writeFileSync(path.join(STATIC_COPY_DIR, path.basename(staticCopyPath(route))), html);
  }
}

/** The reference server's req/s for the page's HTML as a static file; null when it is not served as such. */
async function staticReference(
  reference: Server,
  route: string,
  load: (label: string, url: string) => Promise<LoadFigures>,
): Promise<LoadFigures | null> {
  const url = reference.url + staticCopyPath(route);
  const probe = await fetch(url, { headers: { "accept-encoding": "gzip" } });
  await probe.arrayBuffer();
  if (probe.status !== 200) {
    details.push(`static-file reference for ${route} dropped: ${url} answered ${probe.status}`);
    return null;
  }
  return load(`static file of ${route} (reference server)`, url);
}

/** Runs one part; a failure becomes a failing row and the bench goes on with the next part. */
async function phase(title: string, rowName: string, fn: () => Promise<void>): Promise<void> {
  say(`${title} ...`);
  try {
    await fn();
  } catch (error) {
    say(`${title} failed: ${errorText(error)}`);
    entries.push(failed(`${rowName} (${title})`, "count", "completes", errorText(error)));
  }
}

async function cleanUp(): Promise<void> {
  await stopAll();
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch(() => undefined);
  cleanups.length = 0;
}

process.on("exit", killAllNow);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    entries.push(failed("bench run", "count", "completes", errorText(error)));
  })
  .finally(async () => {
    await cleanUp();
    if (details.length) console.log(`\n${details.join("\n")}\n`);
    console.log(formatTable(entries));
    const results = {
      generatedAt: new Date().toISOString(),
      settings,
      machine,
      results: entries,
    };
    writeFileSync(path.join(ROOT, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nresults: bench/results.json${quick ? " (BENCH_QUICK=1: single runs)" : ""}`);
    process.exit(entries.some((e) => e.pass === false) ? 1 : 0);
  });
