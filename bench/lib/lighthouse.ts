// Lighthouse (the npm package) in Debian's Chromium: mobile with Lighthouse's default
// throttling, and the desktop preset. Each page is audited `runs` times and each figure is the
// median of its runs. External hosts are unresolvable in the browser, so no audit leaves 127.0.0.1.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import type { LighthouseFigures } from "./budgets";
import { YOUTUBE_IMAGE_HOSTS } from "./fake-youtube-images";
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

/**
 * Names other than our own servers do not resolve, so nothing leaves 127.0.0.1; YouTube's
 * thumbnail hosts go to the local fake when one runs (see fake-youtube-images.ts).
 */
export function chromiumFlags(fakeImagesPort: number | null): string[] {
  const maps = fakeImagesPort ? YOUTUBE_IMAGE_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${fakeImagesPort}`) : [];
  const rules = [...maps, "MAP * ~NOTFOUND", "EXCLUDE localhost", "EXCLUDE 127.0.0.1"].join(", ");
  return [...BASE_FLAGS, `--host-resolver-rules=${rules}`, ...(fakeImagesPort ? ["--ignore-certificate-errors"] : [])];
}

export type FormFactor = "mobile" | "desktop";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUN_TIMEOUT_MS = 120_000;

/** weak: audits that scored under 0.9 in a weighted category (in any run), to explain a failing row. */
export type Audit = { figures: LighthouseFigures; runs: number; failures: string[]; weak: string[] };
type Sample = { figures: LighthouseFigures; weak: string[] };

export async function withChrome<T>(fakeImagesPort: number | null, fn: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: chromiumFlags(fakeImagesPort), logLevel: "silent" });
  try {
    return await fn(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** `runs` audits of one URL; figures are medians of the runs that completed. */
export async function audit(port: number, url: string, formFactor: FormFactor, runs: number, categories = CATEGORIES): Promise<Audit> {
  const samples: Sample[] = [];
  const failures: string[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      samples.push(await auditOnce(port, url, formFactor, categories));
    } catch (error) {
      failures.push(error instanceof Error ? error.message.split("\n")[0]! : String(error));
    }
  }
  const pick = (key: keyof LighthouseFigures) => {
    const values = samples.map((s) => s.figures[key]).filter((v): v is number => v !== null);
    return values.length ? median(values) : null;
  };
  return {
    figures: {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      tbt: pick("tbt"),
      cls: pick("cls"),
    },
    runs: samples.length,
    failures,
    weak: [...new Set(samples.flatMap((s) => s.weak))],
  };
}

async function auditOnce(port: number, url: string, formFactor: FormFactor, categories: string[]): Promise<Sample> {
  const config = formFactor === "desktop" ? desktopConfig : undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`lighthouse ${formFactor} ${url} took over ${RUN_TIMEOUT_MS / 1000}s`)), RUN_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: categories }, config), timeout]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
        .filter((a): a is NonNullable<typeof a> => !!a && typeof a.score === "number" && a.score < 0.9)
        .map((a) => `${category.id}:${a.id}`),
    );
    const figures = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
    };
    return { figures, weak };
  } finally {
    clearTimeout(timer);
  }
}
