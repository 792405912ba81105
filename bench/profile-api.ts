// Where an API request's server time goes: the app on a scratch PostgreSQL database, pinned to
// the server core like the bench's, started with `node --cpu-prof` (unless PROFILE=0), each
// path of PROFILE_PATH (comma-separated, default /api/projects) loaded at 10 connections after
// a warm-up; prints req/s, p95 and the server's CPU time per request (which, unlike latency,
// another process on the core hardly moves). The .cpuprofile lands in PROFILE_DIR when the
// server stops. Needs a build in NEXT_DIST_DIR; see docs/benchmark.md.
import type autocannon from "autocannon";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createScratchDatabase } from "../tests/helpers/scratch-database";
import { login, nextClientAddress } from "./lib/api-load";
import { appEnv, benchPorts, LOG_DIR, ROOT, SUPERADMIN } from "./lib/apps";
import { startFakeServices } from "./lib/fake-services";
import { runLoad } from "./lib/load";
import { chooseCores, pinSelf, startProcess, stopProcess, waitForHttp } from "./lib/processes";
import { median, percentile } from "./lib/stats";

const settings = {
  dir: process.env.PROFILE_DIR ?? "/tmp/api-profile",
  paths: (process.env.PROFILE_PATH ?? "/api/projects").split(","),
  seconds: Number(process.env.PROFILE_SECONDS ?? 10),
  runs: Number(process.env.PROFILE_RUNS ?? 1),
  warmup: Number(process.env.PROFILE_WARMUP ?? 500),
  profile: process.env.PROFILE !== "0",
  signedIn: process.env.PROFILE_COOKIE === "1",
};

async function main(): Promise<void> {
  mkdirSync(settings.dir, { recursive: true });
  const ports = benchPorts();
  const cores = chooseCores();
  const fakes = await startFakeServices(ports.fakes);
  const scratch = await createScratchDatabase(
    process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    "profile",
  );
  const port = ports.appPostgres;
  const url = `http://127.0.0.1:${port}`;
  const { child, logFile } = startProcess({
    name: "app-profile",
    command: process.execPath,
    args: [
      ...(settings.profile ? ["--cpu-prof", `--cpu-prof-dir=${settings.dir}`] : []),
      "node_modules/next/dist/bin/next",
      ...["start", "-H", "127.0.0.1", "-p", String(port)],
    ],
    env: appEnv({ port, fakes, databaseUrl: scratch.url }),
    cwd: ROOT,
    cpus: cores.server,
    logDir: LOG_DIR,
  });
  try {
    await waitForHttp(`${url}/api/health`, child, 120_000, logFile);
    pinSelf(cores.load);
    const cookie = await login(url, SUPERADMIN.username, SUPERADMIN.password);
    const headers: Record<string, string> = { "accept-encoding": "gzip" };
    if (settings.signedIn) headers.cookie = cookie;
    const requestFor = (path: string): autocannon.Request => ({
      method: "GET",
      path,
      headers,
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, "x-forwarded-for": nextClientAddress() },
      }),
    });
    for (const path of settings.paths)
      await runLoad({
        url,
        connections: 10,
        amount: settings.warmup,
        requests: [requestFor(path)],
      });
    const figures = new Map(
      settings.paths.map((p) => [p, { p95: [] as number[], cpu: [] as number[] }]),
    );
    for (let i = 0; i < settings.runs; i++) {
      for (const path of settings.paths) {
        const cpuBefore = groupCpuMs(child.pid!);
        const run = await runLoad({
          url,
          connections: 10,
          durationSec: settings.seconds,
          requests: [requestFor(path)],
          collectLatencies: true,
        });
        const cpu = (groupCpuMs(child.pid!) - cpuBefore) / run.latencies.length;
        const p95 = percentile(run.latencies, 95);
        figures.get(path)!.p95.push(p95);
        figures.get(path)!.cpu.push(cpu);
        console.log(
          `${path}: ${run.rps.toFixed(0)} req/s, p95 ${p95.toFixed(1)} ms, server CPU ${cpu.toFixed(3)} ms per request, statuses ${JSON.stringify(run.statuses)}`,
        );
      }
    }
    for (const [path, f] of figures)
      console.log(
        `${path}: median p95 ${median(f.p95).toFixed(1)} ms, median server CPU ${median(f.cpu).toFixed(3)} ms per request (${f.cpu.length} runs)`,
      );
  } finally {
    await stopProcess(child);
    await fakes.close();
    await scratch.drop();
  }
}

/** CPU time (user + system) used so far by every process of a process group, in ms. */
function groupCpuMs(pgid: number): number {
  const msPerTick = 1000 / 100; // USER_HZ
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // After the command's closing parenthesis: state, ppid, pgrp, ... utime (12th), stime (13th).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid)
        total += (Number(fields[11]) + Number(fields[12])) * msPerTick;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
