// Load generation with autocannon, in this process (pinned to the load cores). Every run is
// bounded by a duration or a request count, and by a hard deadline that stops it regardless.
import autocannon from "autocannon";
import type { LoadFigures } from "./budgets";
import { spreadOf } from "./entries";
import { median } from "./stats";

/** What browsers send: they ask for compression, which a server must then do per request. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export type LoadRun = {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
  latencies: number[];
};

type RequestSpec = NonNullable<autocannon.Options["requests"]>[number];

export async function runLoad(opts: {
  url: string;
  connections: number;
  durationSec?: number;
  amount?: number;
  headers?: Record<string, string>;
  requests?: RequestSpec[];
  collectLatencies?: boolean;
}): Promise<LoadRun> {
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  const hardDeadlineMs = ((opts.durationSec ?? 0) + 120) * 1000;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.durationSec ?? 10 }),
        headers: opts.headers,
        requests: opts.requests,
        timeout: 10,
      },
      (error, res) => {
        clearTimeout(timer);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(res);
      },
    );
    const timer = setTimeout(() => instance.stop(), hardDeadlineMs);
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if (opts.collectLatencies) latencies.push(responseTime);
    });
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses,
    latencies,
  };
}

/** Throughput of one URL: a discarded warm-up, then `runs` runs; the median of each figure with its spread, errors summed. */
export async function throughput(
  url: string,
  opts: { connections: number; warmupSec: number; runSec: number; runs: number },
): Promise<LoadFigures & { statuses: Record<string, number> }> {
  const headers = { "accept-encoding": BROWSER_ACCEPT_ENCODING };
  await runLoad({ url, connections: opts.connections, durationSec: opts.warmupSec, headers });
  const runs: LoadRun[] = [];
  for (let i = 0; i < opts.runs; i++)
    runs.push(
      await runLoad({ url, connections: opts.connections, durationSec: opts.runSec, headers }),
    );
  const statuses: Record<string, number> = {};
  for (const run of runs)
    for (const [code, count] of Object.entries(run.statuses))
      statuses[code] = (statuses[code] ?? 0) + count;
  return {
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    rpsSpread: spreadOf(runs.map((r) => r.rps)),
    p99Spread: spreadOf(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    statuses,
  };
}
