// The scripted visit: a phone-sized Chromium (Playwright, Debian's Chromium) opens the home
// page, opens and closes the mobile menu, moves the IP carousel (next, then a dot), scrolls
// through the partner marquee and pauses it, and clicks the hero's video facade; then presses
// Share on a post page; on the gallery opens a card's share menu, picks a type and a category,
// types a search and moves to the next page; on the contact page types into the form and sends
// it. INP comes from the pages' own Event Timing entries, for the whole visit and for each
// interaction on its own; every request to a YouTube host is counted, split at the facade click.
import { chromium, type Locator, type Page } from "@playwright/test";
import { chromiumFlags, CHROMIUM_PATH } from "./lighthouse";
import { interactionToNextPaint } from "./stats";

const YOUTUBE_HOST =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|ggpht\.com)$/i;

export type VisitResult = {
  inp: number | null;
  worstInteractions: string[];
  youtubeBeforeFacade: Record<string, number>;
  youtubeAfterFacade: Record<string, number>;
  /** interaction: the step is one press whose own INP is a row; inp is null when it failed. */
  steps: { name: string; ok: boolean; detail?: string; interaction: boolean; inp: number | null }[];
  cpuSlowdown: number;
};

/** An Event Timing entry, its times in milliseconds since the page's time origin. */
type EventEntry = {
  name: string;
  interactionId: number;
  duration: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
};

/** Event Timing's lowest durationThreshold: faster interactions leave no entry. */
const EVENT_TIMING_THRESHOLD_MS = 16;

/** The pages the visit goes through, as absolute URLs. */
export type VisitPages = { home: string; post: string; gallery: string; contact: string };

/** The visiting phone: a 390×844 touch screen at twice the pixel density. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** Keystrokes a few hundred milliseconds apart: each one its own interaction, as a person types. */
const TYPING_DELAY_MS = 120;

export async function scriptedVisit(
  pages: VisitPages,
  cpuSlowdown: number,
  fakeImagesPort: number | null,
): Promise<VisitResult> {
  const args = chromiumFlags(fakeImagesPort).filter((f) => f !== "--headless=new");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const before: Record<string, number> = {};
    const after: Record<string, number> = {};
    let facadeClicked = false;
    page.on("request", (request) => {
      const host = new URL(request.url()).hostname;
      if (!YOUTUBE_HOST.test(host)) return;
      const bucket = facadeClicked ? after : before;
      bucket[host] = (bucket[host] ?? 0) + 1;
    });
    await page.addInitScript(() => {
      const store: EventEntry[] = [];
      (window as unknown as { __benchEvents: typeof store }).__benchEvents = store;
      new PerformanceObserver((list) => {
        // interactionId is not in TypeScript's DOM library yet.
        for (const entry of list.getEntries() as (PerformanceEventTiming & {
          interactionId?: number;
        })[]) {
          if (entry.interactionId)
            store.push({
              name: entry.name,
              interactionId: entry.interactionId,
              duration: entry.duration,
              startTime: entry.startTime,
              processingStart: entry.processingStart,
              processingEnd: entry.processingEnd,
            });
        }
      }).observe({
        type: "event",
        buffered: true,
        durationThreshold: 16,
      } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    // Each page's entries, kept when the visit moves on to the next page.
    const earlierPages: EventEntry[] = [];
    const eventsSoFar = () =>
      page.evaluate(
        () => (window as unknown as { __benchEvents: EventEntry[] }).__benchEvents ?? [],
      );
    const visit = async (url: string) => {
      if (page.url() !== "about:blank") earlierPages.push(...(await eventsSoFar()));
      // Set again per page: a navigation may start a new renderer, which starts unthrottled.
      if (cpuSlowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      // A visitor acts once the page has settled: scripts loaded and hydrated (bounded wait).
      await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
      await page.waitForTimeout(1_000);
    };
    await visit(pages.home);

    const steps: VisitResult["steps"] = [];
    const step = async (name: string, interaction: boolean, fn: () => Promise<string | void>) => {
      const seen = (await eventsSoFar()).length;
      try {
        const detail = await fn();
        await page.waitForTimeout(300);
        // The worst interaction of this step, so that a high INP points at its cause.
        const own = (await eventsSoFar()).slice(seen);
        const worst = own.length
          ? describeInteraction(own, worstInteraction(own))
          : "no event over 16 ms";
        steps.push({
          name,
          ok: true,
          detail: [worst, detail].filter(Boolean).join(", "),
          interaction,
          inp: stepInp(own),
        });
      } catch (error) {
        steps.push({
          name,
          ok: false,
          detail: (error instanceof Error ? error.message : String(error)).split("\n")[0],
          interaction,
          inp: null,
        });
      }
    };

    await step("mobile menu open", true, async () => {
      const button = await firstVisible(page, [
        page.getByRole("button", { name: /open menu/i }),
        page.getByRole("button", { name: /menu/i }),
      ]);
      await button.click();
      await page.getByRole("dialog").first().waitFor({ state: "visible", timeout: 5_000 });
    });

    await step("mobile menu close", true, async () => {
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").first().waitFor({ state: "hidden", timeout: 5_000 });
    });

    await step("carousel next", true, async () => {
      const next = await firstVisible(page, [
        page.getByRole("button", { name: /next slide/i }),
        page.getByRole("button", { name: /^next/i }),
      ]);
      await next.scrollIntoViewIfNeeded();
      await next.click();
    });

    await step("carousel dot", true, async () => {
      const dot = await firstVisible(page, [
        page.getByRole("button", { name: /go to slide 1/i }),
        page.getByRole("tab", { name: /slide 1/i }),
      ]);
      await dot.click();
    });

    await step("scroll through the marquee", false, async () => {
      const marquee = await firstVisible(page, [
        page.locator("section:has(#partners-title)"),
        page.getByText(/valued partners/i),
      ]);
      await marquee.scrollIntoViewIfNeeded();
      const box = await marquee.boundingBox();
      if (box) await page.mouse.move(box.x + box.width / 2, Math.max(1, Math.min(800, box.y + 10)));
      for (let i = 0; i < 8; i++) {
        await page.mouse.wheel(0, 150);
        await page.waitForTimeout(60);
      }
      for (let i = 0; i < 8; i++) {
        await page.mouse.wheel(0, -150);
        await page.waitForTimeout(60);
      }
    });

    await step("marquee pause", true, async () => {
      const pause = await firstVisible(page, [
        page.getByRole("button", { name: /pause logos/i }),
        page.getByRole("button", { name: /pause/i }),
      ]);
      await pause.scrollIntoViewIfNeeded();
      await pause.click();
      // The press renames the button ("Play logos"), so it is found again by either name.
      const toggle = page.getByRole("button", { name: /(pause|play) logos/i }).first();
      return `pressed: ${await toggle.getAttribute("aria-pressed")}`;
    });

    await step("video facade click", true, async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(500);
      const facade = await firstVisible(page, [
        page
          .locator("section[aria-labelledby='hero-title']")
          .getByRole("button", { name: /^play /i }),
        page.getByRole("button", { name: /^play /i }),
      ]);
      await facade.scrollIntoViewIfNeeded();
      facadeClicked = true;
      await facade.click();
      const frame = page.locator("iframe[src*='youtube']");
      await frame.first().waitFor({ state: "attached", timeout: 5_000 });
      return `player frame ${await frame.first().getAttribute("src")}`;
    });

    await visit(pages.post);
    await step("share menu open", true, async () => {
      const share = await firstVisible(page, [page.getByRole("button", { name: /^share$/i })]);
      await share.scrollIntoViewIfNeeded();
      await share.click();
      // Without a native share sheet the press copies the link and says so.
      await page
        .getByText(/copied/i)
        .first()
        .waitFor({ state: "visible", timeout: 5_000 });
    });

    await visit(pages.gallery);
    await step("gallery card share menu open", true, async () => {
      const more = await firstVisible(page, [
        page.getByRole("button", { name: /^more options for/i }),
      ]);
      await more.scrollIntoViewIfNeeded();
      await more.click();
      await page.getByRole("menu").first().waitFor({ state: "visible", timeout: 5_000 });
    });

    await step("gallery card share menu close", true, async () => {
      await page.keyboard.press("Escape");
      await page.getByRole("menu").first().waitFor({ state: "hidden", timeout: 5_000 });
    });

    await step("gallery type filter", true, async () => {
      const videos = page.getByRole("radio", { name: /^videos$/i });
      await videos.scrollIntoViewIfNeeded();
      await videos.click();
      await page.waitForFunction(() => window.location.search.includes("type=video"));
      await videos.getByText(/videos/i).waitFor();
      return `checked: ${await videos.getAttribute("aria-checked")}`;
    });

    await step("gallery category", true, async () => {
      // A key press on the focused select picks the next option (the phone's picker is not scripted).
      const category = page.getByRole("combobox", { name: /^category$/i });
      await category.focus();
      await page.keyboard.press("ArrowDown");
      await page.waitForFunction(() => window.location.search.includes("category="));
      return `picked: ${await category.inputValue()}`;
    });

    await step("gallery filters back to all", false, async () => {
      await page.getByRole("radio", { name: /^all$/i }).click();
      await page.getByRole("combobox", { name: /^category$/i }).selectOption("all");
      await page.waitForFunction(() => !/category=|type=/.test(window.location.search));
    });

    await step("gallery search typing", true, async () => {
      const search = page.getByRole("searchbox", { name: /search by keyword/i });
      await search.click();
      await search.pressSequentially("brand", { delay: TYPING_DELAY_MS });
      await page.waitForFunction(() => window.location.search.includes("q=brand"));
    });

    await step("gallery search cleared", false, async () => {
      await page.getByRole("searchbox", { name: /search by keyword/i }).fill("");
      await page.waitForFunction(() => !window.location.search.includes("q="));
    });

    await step("gallery page change", true, async () => {
      const next = page.getByRole("navigation", { name: /pagination/i }).getByRole("button", {
        name: /next/i,
      });
      await next.scrollIntoViewIfNeeded();
      await next.click();
      await page
        .getByTestId("page-status")
        .getByText(/page 2 of/i)
        .waitFor();
    });

    await visit(pages.contact);
    const form = page.getByRole("form", { name: /contact form/i });
    await step("contact form typing", true, async () => {
      const name = form.getByLabel(/^name$/i);
      await name.scrollIntoViewIfNeeded();
      await name.click();
      await name.pressSequentially("Bench Visitor", { delay: TYPING_DELAY_MS });
    });

    await step("contact form submit", true, async () => {
      await form.getByLabel(/^email$/i).fill("bench@example.com");
      await form.getByLabel(/^subject$/i).fill("A scripted visit");
      await form.getByLabel(/^message$/i).fill("Measuring how quickly the form answers a press.");
      const send = form.getByRole("button", { name: /send message/i });
      await send.scrollIntoViewIfNeeded();
      await send.click();
      await page
        .getByText(/message sent|thank you/i)
        .first()
        .waitFor({ timeout: 10_000 });
    });

    await page.waitForTimeout(1_000); // let the last event entries arrive
    const entries = [...earlierPages, ...(await eventsSoFar())];
    const worst = [...new Set(entries.map((e) => e.interactionId))]
      .map((id) => ({ id, duration: Math.max(...entryDurations(entries, id)) }))
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3);
    return {
      inp: interactionToNextPaint(entries),
      worstInteractions: worst.map((w) => describeInteraction(entries, w.id)),
      youtubeBeforeFacade: before,
      youtubeAfterFacade: after,
      steps,
      cpuSlowdown,
    };
  } finally {
    await browser.close();
  }
}

function entryDurations(events: readonly EventEntry[], interactionId: number): number[] {
  return events.filter((e) => e.interactionId === interactionId).map((e) => e.duration);
}

function worstInteraction(events: readonly EventEntry[]): number {
  return events.reduce((worst, event) => (event.duration > worst.duration ? event : worst))
    .interactionId;
}

/**
 * One interaction (its pointerdown, pointerup and click, or keydown and keyup) split the way
 * Event Timing allows: input delay until its first handler ran, processing from then to the end
 * of its last handler (with whatever ran between them), presentation from there to the paint.
 */
function describeInteraction(events: readonly EventEntry[], interactionId: number): string {
  const own = events.filter((e) => e.interactionId === interactionId);
  const start = Math.min(...own.map((e) => e.startTime));
  const end = Math.max(...own.map((e) => e.startTime + e.duration));
  const firstHandler = Math.min(...own.map((e) => e.processingStart));
  const lastHandler = Math.max(...own.map((e) => e.processingEnd));
  const ms = (value: number) => Math.round(value);
  return `worst ${own.map((e) => e.name).join("+")} ${ms(end - start)} ms (input delay ${ms(firstHandler - start)}, processing ${ms(lastHandler - firstHandler)}, presentation ${ms(end - lastHandler)})`;
}

/** One step's own INP: its worst interaction; at most 16 ms when no entry passed that threshold. */
export function stepInp(events: readonly EventEntry[]): number {
  return events.length ? interactionToNextPaint(events) : EVENT_TIMING_THRESHOLD_MS;
}

async function firstVisible(page: Page, candidates: Locator[]): Promise<Locator> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const candidate of candidates) {
      const first = candidate.first();
      if ((await first.count()) > 0 && (await first.isVisible())) return first;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`not found on the page: ${candidates.map((c) => c.toString()).join(" | ")}`);
}
