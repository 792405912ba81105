// Lighthouse (the npm package) in Debian's Chromium: mobile with Lighthouse's default
// throttling, and the desktop preset. Each page is audited `runs` times and each figure is the
// median of its runs. External hosts are unresolvable in the browser, so no audit leaves 127.0.0.1.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import type { LighthouseFigures, LighthouseSpreads } from "./budgets";
import { spreadOf } from "./entries";
import { YOUTUBE_IMAGE_HOSTS } from "./fake-youtube-images";
import { networkOnlyLcpMs, type NetworkOnlyLcp } from "./lcp-network";
import { lcpRaceOf, type LcpRace } from "./lcp-race";
import type { LongTask } from "./long-tasks";
import { median } from "./stats";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const BASE_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/*
 * chrome-launcher turns off RenderDocument (Chrome's own way of committing a navigation, on by
 * default) for tools that break with it. In this headless Chromium, with it off, a page that cannot
 * paint at once (its stylesheet came 100 ms after its HTML) is first presented only when Lighthouse
 * next evaluates a script in it, 1.2 or 2.2 s in instead of 0.4 s; Lantern then charges its largest
 * paint with every request and task before that. Puppeteer no longer turns it off either: this
 * measures Chrome as it ships. Chromium keeps only the last --disable-features, so the list
 * is edited rather than added to.
 */
const DISABLE_FEATURES = "--disable-features=";

/** chrome-launcher's own flags, with Chrome's navigation left on, then ours. */
export function lighthouseChromiumFlags(fakeImagesPort: number | null): string[] {
  const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith(DISABLE_FEATURES)
      ? DISABLE_FEATURES +
        flag
          .slice(DISABLE_FEATURES.length)
          .split(",")
          .filter((feature) => feature !== "RenderDocument")
          .join(",")
      : flag,
  );
  return [...launcherFlags, ...chromiumFlags(fakeImagesPort)];
}

/**
 * Names other than our own servers do not resolve, so nothing leaves 127.0.0.1; YouTube's
 * thumbnail hosts go to the local fake when one runs (see fake-youtube-images.ts).
 */
export function chromiumFlags(fakeImagesPort: number | null): string[] {
  const maps = fakeImagesPort
    ? YOUTUBE_IMAGE_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${fakeImagesPort}`)
    : [];
  const rules = [...maps, "MAP * ~NOTFOUND", "EXCLUDE localhost", "EXCLUDE 127.0.0.1"].join(", ");
  return [
    ...BASE_FLAGS,
    `--host-resolver-rules=${rules}`,
    ...(fakeImagesPort ? ["--ignore-certificate-errors"] : []),
  ];
}

export type FormFactor = "mobile" | "desktop";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUN_TIMEOUT_MS = 120_000;

/**
 * figures: medians of the runs; spreads: min and max of each; weak: audits that scored under 0.9
 * in a weighted category (in any run), to explain a failing row; longTasks: each run's long tasks;
 * races: each run's observed paints and the scripts that had arrived by then (see lcp-race.ts).
 */
export type Audit = {
  figures: LighthouseFigures;
  spreads: LighthouseSpreads;
  runs: number;
  failures: string[];
  weak: string[];
  longTasks: LongTask[][];
  races: LcpRace[];
  /** Each mobile run's network-only LCPs (lcp-network.ts); empty on desktop. */
  networkLcps: NetworkOnlyLcp[];
};
type Sample = {
  figures: LighthouseFigures;
  weak: string[];
  longTasks: LongTask[];
  race: LcpRace | null;
  networkLcp: NetworkOnlyLcp | null;
};

const FIGURES: (keyof LighthouseFigures)[] = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "tbt",
  "cls",
  "lcp",
];

export async function withChrome<T>(
  fakeImagesPort: number | null,
  fn: (port: number) => Promise<T>,
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: lighthouseChromiumFlags(fakeImagesPort),
    ignoreDefaultFlags: true,
    logLevel: "silent",
  });
  try {
    return await fn(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** `runs` audits of one URL; figures are medians of the runs that completed. */
export async function audit(
  port: number,
  url: string,
  formFactor: FormFactor,
  runs: number,
  categories = CATEGORIES,
): Promise<Audit> {
  const samples: Sample[] = [];
  const failures: string[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      samples.push(await auditOnce(port, url, formFactor, categories));
    } catch (error) {
      failures.push(error instanceof Error ? error.message.split("\n")[0]! : String(error));
    }
  }
  const valuesOf = (key: keyof LighthouseFigures) =>
    samples.map((s) => s.figures[key]).filter((v): v is number => v !== null);
  const figures = Object.fromEntries(
    FIGURES.map((key) => [key, valuesOf(key).length ? median(valuesOf(key)) : null]),
  ) as LighthouseFigures;
  const spreads: LighthouseSpreads = Object.fromEntries(
    FIGURES.map((key) => [key, spreadOf(valuesOf(key))]),
  );
  return {
    figures,
    spreads,
    longTasks: samples.map((s) => s.longTasks),
    races: samples.flatMap((s) => (s.race ? [s.race] : [])),
    networkLcps: samples.flatMap((s) => (s.networkLcp === null ? [] : [s.networkLcp])),
    runs: samples.length,
    failures,
    weak: [...new Set(samples.flatMap((s) => s.weak))],
  };
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** One Lighthouse run of `url` (its report and artifacts), failing on a timeout or a runtime error. */
export async function runLighthouse(
  port: number,
  url: string,
  formFactor: FormFactor,
  categories: string[],
): Promise<LighthouseResult> {
  const config = formFactor === "desktop" ? desktopConfig : undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`lighthouse ${formFactor} ${url} took over ${RUN_TIMEOUT_MS / 1000}s`)),
      RUN_TIMEOUT_MS,
    );
  });
  try {
    const result = await Promise.race([
      lighthouse(
        url,
        { port, output: "json", logLevel: "error", onlyCategories: categories },
        config,
      ),
      timeout,
    ]);
    if (!result?.lhr) throw new Error(`lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(
        `lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    return result;
  } finally {
    clearTimeout(timer);
  }
}

async function auditOnce(
  port: number,
  url: string,
  formFactor: FormFactor,
  categories: string[],
): Promise<Sample> {
  const { lhr, artifacts } = await runLighthouse(port, url, formFactor, categories);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === "number" ? value : null;
  };
  const weak = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a): a is NonNullable<typeof a> => !!a && typeof a.score === "number" && a.score < 0.9,
      )
      .map((a) => `${category.id}:${a.id}`),
  );
  const figures = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    lcp: numeric("largest-contentful-paint"),
  };
  return {
    figures,
    weak,
    longTasks: longTasksOf(lhr.audits["long-tasks"]?.details),
    race: lcpRaceOf(lhr.audits),
    networkLcp:
      formFactor === "mobile" ? await networkOnlyLcpMs(artifacts, lhr.configSettings) : null,
  };
}

/** The long-tasks audit's rows (script URL, duration, start), whatever else its details hold. */
function longTasksOf(details: unknown): LongTask[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: { url?: unknown; duration?: unknown; startTime?: unknown }) =>
    typeof item.duration === "number" && typeof item.startTime === "number"
      ? [
          {
            url: typeof item.url === "string" ? item.url : "Unattributable",
            durationMs: item.duration,
            startMs: item.startTime,
          },
        ]
      : [],
  );
}
