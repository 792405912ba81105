// Where a public page's start-up work goes: the bench's phone loads the page with Chromium's
// sampling profiler on, at a chosen CPU slowdown, and the samples' self time is summed per source
// module through the build's source maps (a build with ANALYZE_BUNDLE=1 keeps them; without, per
// script). Startup work here is what Lighthouse's TBT charges four times over.
//   ANALYZE_BUNDLE=1 NEXT_DIST_DIR=.next-analyze npx next build
//   NEXT_DIST_DIR=.next-analyze npx tsx bench/profile-load.ts /gallery [runs=3] [seconds=3]
// Figures are unthrottled milliseconds per run (the profile's time divided by the slowdown,
// PROFILE_CPU_SLOWDOWN, default 1). PROFILE_BASE_URL measures a server already running instead.
// BLOCK_PREFETCH=1 drops the router's prefetch requests, to weigh them. PROFILE_DEVICE=desktop loads
// the page in Lighthouse's desktop window (1350 × 940) instead of the phone.
import { chromium } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { APP_DIST } from "./lib/apps";
import { CHROMIUM_PATH } from "./lib/lighthouse";
import { startLocalApp } from "./lib/local-app";
import { PHONE } from "./lib/visit";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
};

const [route = "/", runsArg = "3", secondsArg = "3"] = process.argv.slice(2);
const runs = Number(runsArg);
const slowdown = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 1);
const DESKTOP = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 };
const device = process.env.PROFILE_DEVICE === "desktop" ? DESKTOP : PHONE;
const IDLE = new Set(["(idle)", "(program)"]);

/** Maps a script position to its source module, one source map per script. */
function sourceMapper() {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerOf = (url: string) => {
    const chunk = /\/_next\/(static\/chunks\/[^?]+)/.exec(url)?.[1];
    if (!chunk) return null;
    if (!consumers.has(chunk)) {
      const file = path.join(APP_DIST, chunk);
      const mapName = existsSync(file)
        ? /sourceMappingURL=(\S+)/.exec(readFileSync(file, "utf8"))?.[1]
        : undefined;
      const mapFile = mapName && path.join(APP_DIST, "static/chunks", mapName);
      consumers.set(
        chunk,
        mapFile && existsSync(mapFile)
          ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, "utf8")))
          : null,
      );
    }
    return consumers.get(chunk) ?? null;
  };
  return (frame: CallFrame): string => {
    if (!frame.url) return `(${frame.functionName || "native"})`;
    const consumer = consumerOf(frame.url);
    if (!consumer) return frame.url.replace(/^.*\//, "");
    const { source } = consumer.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    return (source ?? "?")
      .replace(/^.*node_modules\//, "")
      .replace(/^turbopack:\/\/\/\[project\]\//, "");
  };
}

/** Self time per module (ms, unthrottled) in one profile. */
function selfTimeByModule(profile: Profile, moduleOf: (frame: CallFrame) => string) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    if (IDLE.has(frame.functionName)) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000 / slowdown;
    const key = moduleOf(frame);
    totals.set(key, (totals.get(key) ?? 0) + ms);
  });
  return totals;
}

async function profileLoads(url: string): Promise<Map<string, number>> {
  const moduleOf = sourceMapper();
  const totals = new Map<string, number>();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true });
  try {
    for (let run = 0; run < runs; run++) {
      // A fresh context each run: nothing cached, as on a first visit.
      const context = await browser.newContext(device);
      const page = await context.newPage();
      if (process.env.BLOCK_PREFETCH === "1") {
        await page.route("**/*", (request) =>
          request.request().headers()["next-router-prefetch"]
            ? request.abort()
            : request.continue(),
        );
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(Number(secondsArg) * 1000);
      const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
      for (const [key, ms] of selfTimeByModule(profile, moduleOf))
        totals.set(key, (totals.get(key) ?? 0) + ms / runs);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return totals;
}

function print(totals: Map<string, number>) {
  const all = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`${route}: ${all.toFixed(1)} ms of main-thread work per run (${runs} runs)`);
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
}

async function main() {
  const external = process.env.PROFILE_BASE_URL;
  if (external) return print(await profileLoads(external + route));
  const app = await startLocalApp("profile-load-app");
  try {
    // The first request renders and caches the page; the profiled ones get the cached HTML.
    await (await fetch(app.url + route)).arrayBuffer();
    print(await profileLoads(app.url + route));
  } finally {
    await app.stop();
  }
}

await main();
