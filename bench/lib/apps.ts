// Where things are, which ports the bench uses, and how the app and the reference are built
// and started. The app runs exactly as in production (`next start`), with outside services on
// 127.0.0.1 and a DNS guard that keeps every connection on this machine.
import { existsSync } from "node:fs";
import path from "node:path";
import { seedProjects, seedId, seedVideos } from "../../lib/db/seed-content";
import type { FakeServices } from "./fake-services";
import { runToEnd, startProcess, waitForHttp, type Server } from "./processes";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const REFERENCE_DIR = path.join(ROOT, "bench/reference");
export const REFERENCE_DIST = path.join(ROOT, ".next-bench-reference");
// The app's build folder: NEXT_DIST_DIR when set (next.config.ts reads the same variable).
export const APP_DIST = path.join(ROOT, process.env.NEXT_DIST_DIR || ".next");
export const LOG_DIR = path.join(ROOT, "artifacts/bench");
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
const GUARD = path.join(ROOT, "bench/lib/loopback-guard.mjs");

// A production server refuses the README's development password, so the bench uses its own.
export const SUPERADMIN = { username: "admin", password: "Bench-Admin!2026-Pass" };

// 3310 and up: 3306 is MySQL's and MariaDB's port, often taken on a developer's machine.
export function benchPorts() {
  const base = Number(process.env.BENCH_PORT_BASE ?? 3310);
  return {
    app: base,
    reference: base + 1,
    nginx: base + 2,
    appPostgres: base + 3,
    fakes: base + 4,
    appRedis: base + 5,
    deployNginx: base + 6,
  };
}

/** Public routes with the seeded ids (deterministic, see lib/db/seed-content.ts). */
export function publicRoutes(): { route: string; path: string }[] {
  const ip = seedProjects.find((p) => p.category === "Intellectual Properties");
  const project = seedProjects.find((p) => p.category !== "Intellectual Properties");
  const video = seedVideos[0];
  if (!ip || !project || !video) throw new Error("seed content has no IP, project or video");
  return [
    { route: "/", path: "/" },
    { route: "/gallery", path: "/gallery" },
    { route: "/about", path: "/about" },
    { route: "/contact", path: "/contact" },
    { route: "/ip/{id}", path: `/ip/${seedId(`project:${ip.title}`)}` },
    {
      route: "/post/{id}?type=video",
      path: `/post/${seedId(`video:${video.youtubeId}`)}?type=video`,
    },
    {
      route: "/post/{id}?type=project",
      path: `/post/${seedId(`project:${project.title}`)}?type=project`,
    },
  ];
}

export function seededProjectId(): string {
  return seedId(`project:${seedProjects[0]!.title}`);
}

export function seededVideoId(): string {
  return seedId(`video:${seedVideos[0]!.youtubeId}`);
}

/** Environment of the app's build and servers: production secrets for the bench only, fakes for outside services. */
export function appEnv(opts: {
  port: number;
  fakes: FakeServices;
  pgliteDir?: string;
  databaseUrl?: string;
}): NodeJS.ProcessEnv {
  // The bench chooses the database itself; NODE_ENV is set by next build / next start.
  const dropped = new Set(["DATABASE_URL", "PGLITE_DIR", "NODE_ENV"]);
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !dropped.has(key)),
  ) as NodeJS.ProcessEnv;
  Object.assign(env, {
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${GUARD}`].filter(Boolean).join(" "),
    PORT: String(opts.port),
    NEXTAUTH_URL: `http://127.0.0.1:${opts.port}`,
    NEXTAUTH_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
    ADMIN_USERNAME: SUPERADMIN.username,
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: SUPERADMIN.password,
    SEED_DEMO_CONTENT: "true",
    YOUTUBE_API_KEY: "",
    YOUTUBE_API_BASE_URL: opts.fakes.dataApiBaseUrl,
    YOUTUBE_OEMBED_URL: opts.fakes.oembedUrl,
    RESEND_BASE_URL: opts.fakes.resendUrl,
    RESEND_API_KEY: "re_bench",
    CONTACT_INBOX: "inbox@example.com",
    // The API load comes from one address; each request names its own client (see api-load.ts).
    TRUST_PROXY: "1",
  });
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else env.PGLITE_DIR = opts.pgliteDir ?? path.join(ROOT, ".data/bench");
  return env;
}

// Both builds keep their browser source maps: the long-task rows tell Next's and React's scripts
// from ours by their sources (chunk-origins.ts). Each script then ends with a one-line comment
// naming its map, in the app and the reference alike.
const SOURCE_MAPS = { ANALYZE_BUNDLE: "1" };

export async function buildApp(env: NodeJS.ProcessEnv): Promise<void> {
  await runToEnd({
    name: "build-app",
    command: process.execPath,
    args: [NEXT_BIN, "build"],
    env: { ...env, ...SOURCE_MAPS },
    cwd: ROOT,
    logDir: LOG_DIR,
    timeoutMs: 15 * 60_000,
  });
}

export async function buildReference(): Promise<void> {
  const env = {
    ...process.env,
    ...SOURCE_MAPS,
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_OPTIONS: `--import=${GUARD}`,
  };
  // Next resolves the config's relative imports from the working directory: build from inside.
  await runToEnd({
    name: "build-reference",
    command: process.execPath,
    args: [NEXT_BIN, "build"],
    env,
    cwd: REFERENCE_DIR,
    logDir: LOG_DIR,
    timeoutMs: 10 * 60_000,
  });
}

export function hasBuild(distDir: string): boolean {
  return existsSync(path.join(distDir, "BUILD_ID"));
}

export async function startNext(opts: {
  name: string;
  cwd: string;
  port: number;
  env: NodeJS.ProcessEnv;
  cpus: string | null;
  readyPath: string;
}): Promise<Server> {
  const { child, logFile } = startProcess({
    name: opts.name,
    command: process.execPath,
    args: [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(opts.port)],
    env: { ...opts.env, PORT: String(opts.port) },
    cwd: opts.cwd,
    cpus: opts.cpus,
    logDir: LOG_DIR,
  });
  const url = `http://127.0.0.1:${opts.port}`;
  await waitForHttp(url + opts.readyPath, child, 120_000, logFile);
  return { name: opts.name, url, child, logFile };
}

export function referenceEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_OPTIONS: `--import=${GUARD}`,
    PORT: String(port),
    // The reference shares the app's start-up check of the production configuration.
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    NEXTAUTH_SECRET: "bench-reference-secret-0123456789abcdef",
    TRUST_PROXY: "1",
    ADMIN_PASSWORD: "",
  };
}
