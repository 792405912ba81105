import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, rmSync, statSync } from "node:fs";
import path from "node:path";

// Starts and stops `next start` (a real production server) from an existing build, on a port
// and with an environment of the test's choosing. Several servers may run from one build.

// The app's folder: this checkout, or (RESILIENCE_APP_ROOT) a copy of it, e.g. a clean snapshot
// built while other work in this checkout is half-done.
export const APP_ROOT = process.env.RESILIENCE_APP_ROOT
  ? path.resolve(process.env.RESILIENCE_APP_ROOT)
  : path.resolve(import.meta.dirname, "../..");
const NEXT_BIN = path.join(APP_ROOT, "node_modules/next/dist/bin/next");

/** Lines of a server's output kept for assertions (a debug-logging server writes many). */
const KEPT_LINES = 20_000;

export type NextServer = {
  url: string;
  port: number;
  /** The server's recent output, for failure messages. */
  output(): string;
  /** How many lines the server has written so far: a mark for outputSince(). */
  linesWritten(): number;
  /** The lines written after `mark` (as far as the kept output reaches back). */
  outputSince(mark: number): string;
  stop(): Promise<void>;
};

export function hasProductionBuild(distDir: string): boolean {
  return existsSync(path.join(APP_ROOT, distDir, "BUILD_ID"));
}

/**
 * Copies a build into a dist dir of its own, so that the pages one test regenerates (Next
 * writes them into `<distDir>/server` and `<distDir>/cache`) never leak into another test.
 * Servers that must share a page cache are started on the same copy.
 * Pages and data that a server cached after the build (e.g. while the browser tests ran on the
 * same build, with their own content) are left out: those routes are rendered afresh from the
 * test's database. The build's own prerendered pages are kept.
 */
export function copyBuild(
  sourceDistDir: string,
  name: string,
): { distDir: string; remove(): void } {
  const source = path.join(APP_ROOT, sourceDistDir);
  const distDir = `${sourceDistDir}-run-${name}`;
  const target = path.join(APP_ROOT, distDir);
  // Written at the end of `next build`, after the prerendered pages.
  const builtAt = statSync(path.join(source, "prerender-manifest.json")).mtimeMs + 1_000;
  const root = escapeRegExp(source);
  // Pages (html, rsc, meta, segments) and route outputs (body) under server/app and
  // server/route-cache (where `next start` writes regenerated pages), data under cache/; never
  // the compiled code next to them.
  const runtimeOutput = new RegExp(
    `^${root}[\\/](server[\\/]app[\\/].*(\\.(html|rsc|meta|body)$|\\.segments[\\/])|server[\\/]route-cache[\\/]|cache[\\/](fetch-cache|images)[\\/])`,
  );
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, {
    recursive: true,
    filter: (file) => {
      // Build-tool caches are not read by `next start`.
      if (
        /[\\/]cache[\\/](webpack|turbopack|swc)([\\/]|$)/.test(file) ||
        /[\\/](turbopack|trace|trace-build)$/.test(file)
      )
        return false;
      if (!runtimeOutput.test(file)) return true;
      const stats = statSync(file);
      return stats.isDirectory() || stats.mtimeMs <= builtAt;
    },
  });
  return { distDir, remove: () => rmSync(target, { recursive: true, force: true }) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export async function startNextServer(options: {
  distDir: string;
  port: number;
  env: Record<string, string>;
  /** Path that must answer (any status below 500) before the server counts as up. */
  readyPath?: string;
  timeoutMs?: number;
}): Promise<NextServer> {
  const { distDir, port } = options;
  const url = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  // Lines dropped from the front of `lines` so far (the output kept is bounded).
  let dropped = 0;
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: APP_ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "/tmp",
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_DIST_DIR: distDir,
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    if (lines.length > KEPT_LINES) dropped += lines.splice(0, lines.length - KEPT_LINES).length;
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );

  const output = () => lines.slice(-400).join("\n");
  const linesWritten = () => dropped + lines.length;
  const outputSince = (mark: number) => lines.slice(Math.max(0, mark - dropped)).join("\n");
  const stop = async () => {
    if (exited) return;
    child.kill("SIGTERM");
    const killed = await Promise.race([exit.then(() => true), sleep(5_000).then(() => false)]);
    if (!killed) {
      child.kill("SIGKILL");
      await exit;
    }
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  const readyPath = options.readyPath ?? "/api/health";
  for (;;) {
    if (exited) throw new Error(`next start on port ${port} exited early:\n${output()}`);
    try {
      const response = await fetch(url + readyPath, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start on port ${port} did not become ready:\n${output()}`);
    }
    await sleep(250);
  }
  return { url, port, output, linesWritten, outputSince, stop };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
