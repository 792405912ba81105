// What runs on the page's main thread from one press to the paint that answers it, at the visit's
// CPU slowdown: `tsx bench/trace-interaction.ts <scenario>` (the keys of SCENARIOS below) on an
// existing build (NEXT_DIST_DIR, BENCH_PORT_BASE as for the bench). Prints each task between the
// press and the paint with its biggest script calls (by the build's function names), and keeps the
// trace and a CPU profile in /tmp. Most scenarios scroll to the control and let the page settle
// first; `carousel-jump` presses right after the jump, as the scripted visit does.
import { chromium, type Page } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { publicRoutes } from "./lib/apps";
import { chromiumFlags, CHROMIUM_PATH } from "./lib/lighthouse";
import { startLocalApp } from "./lib/local-app";
import { PHONE } from "./lib/visit";

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
};

const which = process.argv[2] ?? "menu";

const nextSlide = (page: Page) => page.getByRole("button", { name: /next slide/i }).first();
const pauseLogos = (page: Page) => page.getByRole("button", { name: /pause logos/i });
const nextGalleryPage = (page: Page) =>
  page.getByRole("navigation", { name: /pagination/i }).getByRole("button", { name: /next/i });

const SCENARIOS: Record<
  string,
  { route: string; prepare: (page: Page) => Promise<void>; act: (page: Page) => Promise<void> }
> = {
  menu: {
    route: "/",
    prepare: async () => undefined,
    act: async (page) => page.getByRole("button", { name: /open menu/i }).click(),
  },
  "menu-close": {
    route: "/",
    prepare: async (page) => {
      await page.getByRole("button", { name: /open menu/i }).click();
      await page.getByRole("dialog").waitFor({ state: "visible" });
      await page.waitForTimeout(1000);
    },
    act: async (page) => page.keyboard.press("Escape"),
  },
  carousel: {
    route: "/",
    prepare: async (page) => nextSlide(page).scrollIntoViewIfNeeded(),
    act: async (page) => nextSlide(page).click(),
  },
  "carousel-jump": {
    route: "/",
    prepare: async () => undefined,
    act: async (page) => {
      await nextSlide(page).scrollIntoViewIfNeeded();
      await nextSlide(page).click();
    },
  },
  marquee: {
    route: "/",
    prepare: async (page) => pauseLogos(page).scrollIntoViewIfNeeded(),
    act: async (page) => pauseLogos(page).click(),
  },
  "gallery-page": {
    route: "/gallery",
    prepare: async (page) => nextGalleryPage(page).scrollIntoViewIfNeeded(),
    act: async (page) => nextGalleryPage(page).click(),
  },
  "gallery-share": {
    route: "/gallery",
    prepare: async (page) =>
      page
        .getByRole("button", { name: /^more options for/i })
        .first()
        .scrollIntoViewIfNeeded(),
    act: async (page) =>
      page
        .getByRole("button", { name: /^more options for/i })
        .first()
        .click(),
  },
  "contact-type": {
    route: "/contact",
    prepare: async (page) => page.getByLabel(/^name$/i).scrollIntoViewIfNeeded(),
    act: async (page) => {
      await page.getByLabel(/^name$/i).click();
      await page.getByLabel(/^name$/i).pressSequentially("Bench", { delay: 120 });
    },
  },
  "contact-submit": {
    route: "/contact",
    prepare: async (page) => {
      await page.getByLabel(/^name$/i).fill("Bench Visitor");
      await page.getByLabel(/^email$/i).fill("bench@example.com");
      await page.getByLabel(/^subject$/i).fill("A scripted visit");
      await page.getByLabel(/^message$/i).fill("Measuring how quickly the form answers a press.");
      await page.getByRole("button", { name: /send message/i }).scrollIntoViewIfNeeded();
    },
    act: async (page) => page.getByRole("button", { name: /send message/i }).click(),
  },
};

async function main() {
  const scenario = SCENARIOS[which];
  if (!scenario) throw new Error(`unknown scenario ${which}`);
  const app = await startLocalApp("trace-app");
  const routePath = (route: string) => publicRoutes().find((r) => r.route === route)!.path;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumFlags(null).filter((f) => f !== "--headless=new"),
    headless: true,
  });
  try {
    await (await fetch(app.url + routePath(scenario.route))).arrayBuffer();
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(app.url + routePath(scenario.route), { waitUntil: "load" });
    await page.waitForLoadState("networkidle").catch(() => undefined);
    await page.waitForTimeout(1500);
    await scenario.prepare(page);
    await page.waitForTimeout(1000);
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "disabled-by-default-devtools.timeline.frame",
        "v8.execute",
        "blink.user_timing",
        "toplevel",
      ],
    });
    const profiler = await context.newCDPSession(page);
    await profiler.send("Profiler.enable");
    await profiler.send("Profiler.setSamplingInterval", { interval: 200 });
    await profiler.send("Profiler.start");
    await scenario.act(page);
    await page.waitForTimeout(800);
    const { profile } = await profiler.send("Profiler.stop");
    const buffer = await browser.stopTracing();
    writeFileSync(`/tmp/trace-${which}.json`, buffer);
    report(JSON.parse(buffer.toString()).traceEvents as TraceEvent[]);
    writeFileSync(`/tmp/trace-${which}.cpuprofile`, JSON.stringify(profile));
  } finally {
    await browser.close();
    await app.stop();
  }
}

function report(events: TraceEvent[]) {
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.ph === "M",
  );
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid);
  const t0 = Math.min(...onMain.filter((e) => e.ts > 0).map((e) => e.ts));
  const ms = (ts: number) => ((ts - t0) / 1000).toFixed(1);
  console.log(`t0 ${t0}`);
  const tasks = onMain.filter((e) => e.ph === "X" && e.name === "RunTask" && (e.dur ?? 0) > 1000);
  const notable = new Set([
    "EventDispatch",
    "FunctionCall",
    "EvaluateScript",
    "v8.compile",
    "v8.evaluateModule",
    "UpdateLayoutTree",
    "Layout",
    "Paint",
    "TimerFire",
    "FireAnimationFrame",
    "RunMicrotasks",
    "ParseHTML",
    "ResourceReceivedData",
  ]);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    console.log(`task @${ms(task.ts)} ${((task.dur ?? 0) / 1000).toFixed(1)} ms`);
    const inner = onMain.filter(
      (e) =>
        e.ph === "X" && e.ts >= task.ts && e.ts < end && notable.has(e.name) && (e.dur ?? 0) > 500,
    );
    for (const e of inner) {
      const data = e.args?.data ?? {};
      const what = [data.type, data.functionName, data.url, data.lineNumber]
        .filter((v) => v !== undefined && v !== "")
        .join(" ");
      console.log(`   ${e.name} @${ms(e.ts)} ${((e.dur ?? 0) / 1000).toFixed(1)} ms ${what}`);
    }
  }
  for (const e of onMain.filter((e) => e.name === "Commit" || e.name === "PaintImage")) {
    console.log(`commit @${ms(e.ts)}`);
  }
}

await main();
