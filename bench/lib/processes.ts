// Child processes of the bench: every server is started in its own process group, pinned to
// the server core with taskset, and remembered so that stopAll() can end it (also on error or
// Ctrl-C). Every wait here has a deadline.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type Cores = { server: string | null; load: string | null };

/** Server on the last core, load generator and browsers on the others (none when taskset or a 2nd core is missing). */
export function chooseCores(): Cores {
  const count = os.availableParallelism();
  const hasTaskset = spawnSync("taskset", ["--version"]).status === 0;
  if (!hasTaskset || count < 2) return { server: null, load: null };
  return {
    server: process.env.BENCH_SERVER_CPUS ?? String(count - 1),
    load: process.env.BENCH_LOAD_CPUS ?? (count === 2 ? "0" : `0-${count - 2}`),
  };
}

/** Moves this process (all its threads) to the load cores; children inherit it unless pinned otherwise. */
export function pinSelf(cpus: string | null): void {
  if (!cpus) return;
  spawnSync("taskset", ["-a", "-cp", cpus, String(process.pid)], { stdio: "ignore" });
}

export type Server = { name: string; url: string; child: ChildProcess; logFile: string };

const running = new Set<ChildProcess>();

export function startProcess(opts: {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  cpus: string | null;
  logDir: string;
}): { child: ChildProcess; logFile: string } {
  mkdirSync(opts.logDir, { recursive: true });
  const logFile = path.join(opts.logDir, `${opts.name}.log`);
  const log = createWriteStream(logFile);
  const [command, args] = opts.cpus
    ? ["taskset", ["-c", opts.cpus, opts.command, ...opts.args]]
    : [opts.command, opts.args];
  const child = spawn(command, args, {
    cwd: opts.cwd,
    env: opts.env ?? process.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  running.add(child);
  child.on("exit", () => running.delete(child));
  return { child, logFile };
}

/** Runs a command to completion (a build), its output in a log file; throws with the log's tail on failure. */
export async function runToEnd(opts: {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  logDir: string;
  timeoutMs: number;
}): Promise<void> {
  const { child, logFile } = startProcess({ ...opts, cpus: null });
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      killGroup(child, "SIGKILL");
      resolve(null);
    }, opts.timeoutMs);
    child.on("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) {
    const { readFileSync } = await import("node:fs");
    const tail = readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n");
    throw new Error(
      `${opts.name} ${code === null ? "timed out" : `exited ${code}`} (log: ${logFile})\n${tail}`,
    );
  }
}

/** Polls url until it answers (any status below 500) or the deadline passes. */
export async function waitForHttp(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "";
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server for ${url} exited with ${child.exitCode} (log: ${logFile})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${lastError}; log: ${logFile})`);
}

export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () =>
      reject(
        new Error(
          `port ${port} on 127.0.0.1 is in use (set BENCH_PORT_BASE to move the bench's ports)`,
        ),
      ),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

export async function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopProcess(child)));
}

/** Synchronous last resort for process exit handlers. */
export function killAllNow(): void {
  for (const child of running) killGroup(child, "SIGKILL");
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal); // the whole group: npx/taskset wrappers and their children
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}
