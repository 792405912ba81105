import { expect, test, type Browser, type Page } from "@playwright/test";

import { WEB_FONTS_FETCHED_KEY, WEB_FONTS_PENDING_CLASS } from "../../lib/web-fonts-pending";
import { publicPages } from "./public-helpers";

// A page's largest element must paint in the first frame that has content: no entrance that hides
// it (opacity, visibility or a clip), so the largest paint does not wait for the page's scripts.
// And what a visitor sees first is the same page with JavaScript off or with reduced motion.

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

type LcpRecord = {
  tag: string;
  inMain: boolean;
  text: string;
  url: string;
  src: string | null;
  hiddenBy: string[];
};

/**
 * Records every largest-contentful-paint entry as it is reported: its element, and whatever
 * on that element or an ancestor hides it at that moment or animates its opacity, visibility or clip.
 */
function recordLargestPaints() {
  const records: LcpRecord[] = [];
  (window as unknown as { __lcp: LcpRecord[] }).__lcp = records;
  const hides = (keyframe: Keyframe) =>
    ["opacity", "visibility", "clip", "clipPath"].some((property) => property in keyframe);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { element: Element | null; url: string }
    >) {
      const element = entry.element;
      if (!element) continue;
      const hiddenBy: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const name = `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}`;
        if (style.opacity !== "1") hiddenBy.push(`${name} opacity ${style.opacity}`);
        if (style.visibility !== "visible") hiddenBy.push(`${name} visibility ${style.visibility}`);
        if (style.clipPath !== "none") hiddenBy.push(`${name} clip-path ${style.clipPath}`);
        for (const animation of node.getAnimations()) {
          const keyframes =
            animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : [];
          if (keyframes.some(hides))
            hiddenBy.push(
              `${name} animation ${(animation as CSSAnimation).animationName ?? animation.id}`,
            );
        }
      }
      records.push({
        tag: element.tagName.toLowerCase(),
        inMain: !!element.closest("main"),
        text: (element.textContent ?? "").trim().slice(0, 60),
        url: entry.url,
        // The attribute resolved (not the srcset candidate picked, which depends on the viewport's history).
        src:
          element.getAttribute("src") && new URL(element.getAttribute("src")!, location.href).href,
        hiddenBy,
      });
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

type ScreenItem = { what: string; box: [number, number, number, number] };

/** What the first screen shows: each visible text run and image inside the viewport, with its box. */
function firstScreen(): ScreenItem[] {
  const boxOf = (box: DOMRect): ScreenItem["box"] => [box.x, box.y, box.width, box.height];
  const outside = (box: DOMRect, clip: DOMRect) =>
    box.bottom <= clip.top ||
    box.top >= clip.bottom ||
    box.right <= clip.left ||
    box.left >= clip.right;
  // Hidden, transparent, or wholly outside an ancestor that clips its overflow.
  const seen = (element: Element, box: DOMRect) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.opacity === "0" || style.visibility !== "visible" || style.display === "none")
        return false;
      if (
        node !== element &&
        style.overflow !== "visible" &&
        outside(box, node.getBoundingClientRect())
      )
        return false;
    }
    return true;
  };
  const inView = (box: DOMRect) =>
    box.width > 0 &&
    box.height > 0 &&
    box.bottom > 0 &&
    box.top < innerHeight &&
    box.right > 0 &&
    box.left < innerWidth;
  const items: ScreenItem[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest("script, style, noscript, template")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (inView(box) && seen(parent, box))
      items.push({ what: `text "${text.slice(0, 40)}"`, box: boxOf(box) });
  }
  for (const image of document.querySelectorAll("img")) {
    const box = image.getBoundingClientRect();
    if (inView(box) && seen(image, box))
      items.push({ what: `img "${image.alt}"`, box: boxOf(box) });
  }
  return items;
}

// A few pixels either way is sub-pixel rounding and font hinting between runs, not a difference a
// visitor sees; a fixed grid would still split two runs that straddle one of its lines.
const SAME_SCREEN_TOLERANCE = 6;

/** Each item as a line, its box given relative to the other screen's where they differ by more. */
function describeScreen(items: ScreenItem[], reference: ScreenItem[]): string[] {
  return items.map(({ what, box }, index) => {
    const other = reference[index];
    const near = other?.what === what ? other.box : box;
    const shown = box.map((value, axis) => {
      const counterpart = near[axis] ?? value;
      return Math.abs(value - counterpart) <= SAME_SCREEN_TOLERANCE ? counterpart : value;
    });
    return `${what} ${shown.map((value) => Math.round(value)).join(",")}`;
  });
}

/** Opens `path` and returns its first screen once the entrance motion (finite animations) has ended. */
async function settledFirstScreen(page: Page, path: string): Promise<ScreenItem[]> {
  await page.goto(path, { waitUntil: "load" });
  // A first visit with scripts shows the local faces until the page has loaded and the web fonts
  // are in (web-fonts-script-client.tsx); both screens are read in the web fonts, after that swap.
  await expect(page.locator("html")).not.toContainClass(WEB_FONTS_PENDING_CLASS);
  // Time-based finite animations only: scroll-linked ones (the desktop parallax) end with the scroll.
  await page.evaluate(() => {
    const settled = Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().endTime !== Infinity &&
            // One in a section not rendered yet (content-visibility) waits for it to come near.
            !!(animation.effect as KeyframeEffect | null)?.target?.checkVisibility({
              contentVisibilityAuto: true,
            }),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    // The entrance takes under 2 s; anything longer is not an entrance.
    const entranceOver = Promise.race([
      settled,
      new Promise((resolve) => setTimeout(resolve, 4000)),
    ]);
    return Promise.all([entranceOver, document.fonts.ready]);
  });
  // Loops (the rotating word, the particles) go back to their start, so that every run is read
  // at the same point of them whatever the time it took to get here.
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().iterations === Infinity) animation.currentTime = 0;
  });
  return page.evaluate(firstScreen);
}

async function contextPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { javaScriptEnabled?: boolean; reducedMotion?: "reduce" } = {},
) {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion,
  });
  return context.newPage();
}

// Every kind of public page; IPs and posts are found through the sitemap.
const PAGES = [
  "home",
  "gallery",
  "about",
  "contact",
  "ip",
  "post-video",
  "post-project",
  "not-found",
] as const;

async function pathOf(page: Page, name: string): Promise<string> {
  const found = (await publicPages(page)).find(([pageName]) => pageName === name);
  return found![1];
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    // Each page loads several times on a machine that other work shares.
    test.describe.configure({ timeout: 120_000 });

    for (const name of PAGES) {
      test(`${name}: the largest paint is an element of the page, visible when it paints`, async ({
        page,
      }) => {
        const path = await pathOf(page, name);
        await page.setViewportSize(viewport);
        await page.addInitScript(recordLargestPaints);
        await page.goto(path, { waitUntil: "load" });
        // LCP stops at the first input; a short wait lets the last entry arrive.
        await page.waitForTimeout(500);
        const records = await page.evaluate(
          () => (window as unknown as { __lcp: LcpRecord[] }).__lcp,
        );
        const largest = records.at(-1);
        expect(largest, "a largest-contentful-paint entry").toBeDefined();
        // The header's site name as the largest paint is a sign that the page's own largest element was hidden.
        expect(
          largest!.inMain,
          `largest paint ${largest!.tag} "${largest!.text}" ${largest!.url} is in <main>`,
        ).toBe(true);
        for (const record of records) {
          expect(
            record.hiddenBy,
            `${record.tag} "${record.text}" ${record.url} is visible when it paints`,
          ).toEqual([]);
        }
      });

      // Every page sends its content in the HTML (no loading boundary whose skeleton only a
      // script replaces), so its first screen is the same without JavaScript.
      test(`${name}: the first screen is the same with JavaScript off and with reduced motion`, async ({
        page,
        browser,
      }) => {
        const path = await pathOf(page, name);
        await page.setViewportSize(viewport);
        const withScripts = await settledFirstScreen(page, path);
        expect(withScripts.length, "the first screen shows something").toBeGreaterThan(3);
        for (const options of [
          { javaScriptEnabled: false },
          { reducedMotion: "reduce" as const },
        ]) {
          const other = await contextPage(browser, viewport, options);
          const screen = await settledFirstScreen(other, path);
          expect(describeScreen(screen, withScripts), JSON.stringify(options)).toEqual(
            describeScreen(withScripts, withScripts),
          );
          await other.context().close();
        }
      });
    }
  });
}

/** The page's largest paint with scripts on: its tag and the `src` or text that find it again. */
async function largestPaintWithScripts(page: Page, path: string): Promise<LcpRecord> {
  await page.addInitScript(recordLargestPaints);
  await page.goto(path, { waitUntil: "load" });
  await page.waitForTimeout(500);
  const records = await page.evaluate(() => (window as unknown as { __lcp: LcpRecord[] }).__lcp);
  expect(records.length, `${path}: a largest-contentful-paint entry`).toBeGreaterThan(0);
  return records.at(-1)!;
}

/** Whether the page's <main> holds that element, visible (a synchronous check: no page script runs). */
function showsElement(largest: LcpRecord): boolean {
  const candidates = [...document.querySelectorAll(`main ${largest.tag}`)];
  const match = candidates.find((element) =>
    largest.src
      ? new URL(element.getAttribute("src") ?? "", location.href).href === largest.src
      : (element.textContent ?? "").trim().slice(0, 60) === largest.text,
  );
  return !!match && match.checkVisibility({ opacityProperty: true, visibilityProperty: true });
}

// The pages a visitor can land on from a link; the 404 screen has its own test above.
const LANDING_PAGES = [
  "home",
  "gallery",
  "about",
  "contact",
  "ip",
  "post-video",
  "post-project",
] as const;

test("with JavaScript off every page shows its heading and its largest element, and no skeleton", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const paths = await publicPages(page);
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const tab = await context.newPage();
    for (const name of LANDING_PAGES) {
      const path = paths.find(([pageName]) => pageName === name)![1];
      await page.setViewportSize(viewport);
      const largest = await largestPaintWithScripts(page, path);
      expect(
        largest.inMain,
        `${name}: largest paint ${largest.tag} "${largest.text}" is in <main>`,
      ).toBe(true);
      // Twice: the first request may render the page, the second is served from the cache.
      for (let load = 0; load < 2; load++) {
        await tab.goto(path, { waitUntil: "load" });
        const where = `${name} ${viewport.name} load ${load + 1}`;
        await expect(tab.locator('[aria-busy="true"]'), `${where}: no skeleton`).toHaveCount(0);
        await expect(tab.locator("main h1").first(), `${where}: the main heading`).toBeVisible();
        expect(
          await tab.evaluate(showsElement, largest),
          `${where}: largest paint ${largest.tag} "${largest.text}" ${largest.src ?? ""}`,
        ).toBe(true);
      }
    }
    await context.close();
  }
});

test("the page's largest image is fetched first: preloaded with high priority, never lazy", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const paths = await publicPages(page);
  for (const [name, path] of paths.filter(([name]) =>
    ["home", "gallery", "ip", "post-video", "post-project"].includes(name),
  )) {
    const html = await (await page.request.get(path)).text();
    const preload = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0];
    expect(preload, `${name}: an image preload in the head`).toBeDefined();
    expect(preload, `${name}: the preload has high priority`).toContain('fetchPriority="high"');
    await page.goto(path);
    const lcpImage = page.locator('main img[fetchpriority="high"]').first();
    await expect(lcpImage, `${name}: the high-priority image is eager`).not.toHaveAttribute(
      "loading",
      "lazy",
    );
    const box = await lcpImage.boundingBox();
    expect(
      box!.width * box!.height,
      `${name}: the high-priority image is sized on the first screen`,
    ).toBeGreaterThan(10_000);
    expect(box!.y, `${name}: the high-priority image is on the first screen`).toBeLessThan(844);
  }
});

// A phone shows one gallery card on its first screen; the cards beside it on a wider screen are
// further down there and must not take the first round trips from the largest image.
test("the gallery fetches ahead only the pictures of its first screen: one on a phone, the row on a wide screen", async ({
  browser,
}) => {
  for (const { width, height, firstScreen } of [
    { width: 390, height: 844, firstScreen: 1 },
    { width: 800, height: 900, firstScreen: 2 },
    { width: 1440, height: 900, firstScreen: 3 },
  ]) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const highPriority = new Set<string>();
    cdp.on("Network.requestWillBeSent", ({ request, type }) => {
      if (type === "Image" && request.initialPriority === "High")
        highPriority.add(new URL(request.url).searchParams.get("url") ?? request.url);
    });
    await page.goto("/gallery", { waitUntil: "load" });
    const cards = page.locator(".gallery-grid > li img");
    const sourceOf = async (index: number) =>
      new URL((await cards.nth(index).getAttribute("src"))!, page.url()).searchParams.get("url");
    const firstRow = await Promise.all([0, 1, 2].map(sourceOf));
    expect(
      firstRow.map((source) => highPriority.has(source!)),
      `${width}px: the pictures fetched ahead`,
    ).toEqual(firstRow.map((_, index) => index < firstScreen));
    await expect(cards.first(), `${width}px: the first picture is eager`).not.toHaveAttribute(
      "loading",
      "lazy",
    );
    await context.close();
  }
});

// The first frame lays out and paints only what it shows: the home's later sections and the footer
// are skipped (content-visibility) until they come near the viewport, and render as they do.
test("the home's sections below the first screen are rendered only when they come near", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const skipped = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("main section, body footer")].map((element) => ({
        label: element.getAttribute("aria-labelledby") ?? element.tagName.toLowerCase(),
        // A skipped section keeps its own box; what it skips is its content, such as its text.
        skipped: !element
          .querySelector("h1, h2, p")
          ?.checkVisibility({ contentVisibilityAuto: true }),
      })),
    );
  const atLoad = await skipped();
  expect(atLoad[0], "the hero renders in the first frame").toMatchObject({ skipped: false });
  expect(
    atLoad.slice(-3).map((section) => section.skipped),
    "the last sections and the footer wait",
  ).toEqual([true, true, true]);

  await page.locator("footer").scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await skipped()).at(-1)?.skipped, { message: "the footer renders near" })
    .toBe(false);
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

// A script that reads a size or a scroll position while the page hydrates makes the browser lay
// out the page there and then, inside the hydration's long task, instead of in the next frame.
// `/contact` also mounts the Toaster once the page is idle: its trace runs until that is done.
//
// A read of a computed style forces a style pass only when the page's style is out of date, so
// whether a trace shows one depends on timing; the reads themselves are recorded too, each with
// the line of the script that made it.
function recordComputedStyleReads() {
  const reads: string[] = [];
  (window as unknown as { __computedStyleReads: string[] }).__computedStyleReads = reads;
  const read = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudo) => {
    reads.push(new Error().stack?.split("\n")[2]?.trim() ?? "unknown");
    return read(element, pseudo);
  };
}
const MOUNTED_AFTER_LOAD: Record<string, string> = {
  "/contact": 'section[aria-label^="Notifications"]',
};
for (const path of ["/", "/gallery", "/about", "/contact"]) {
  test(`hydrating ${path} forces no style or layout pass from a script`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(recordComputedStyleReads);
    // The stack category is what gives a style or layout pass the script that forced it.
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline.stack"],
    });
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.waitForLoadState("networkidle");
    const late = MOUNTED_AFTER_LOAD[path];
    if (late) await expect(page.locator(late)).toHaveCount(1);
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as {
      traceEvents: {
        name: string;
        args?: { beginData?: { stackTrace?: { functionName: string; url: string }[] } };
      }[];
    };
    const forced = trace.traceEvents
      .filter((event) => event.name === "UpdateLayoutTree" || event.name === "Layout")
      .map((event) => event.args?.beginData?.stackTrace?.[0])
      // The page's own scripts, not the test runner's.
      .filter((frame) => frame?.url.startsWith("http"))
      .map((frame) => `${frame?.functionName || "(anonymous)"} in ${frame?.url}`);
    expect(forced).toEqual([]);
    const reads = await page.evaluate(
      () => (window as unknown as { __computedStyleReads: string[] }).__computedStyleReads,
    );
    expect(reads, "computed styles read by the page's scripts").toEqual([]);
    await context.close();
  });
}

// A blur filter is repainted pixel by pixel on the phone's CPU: over a large area it is the
// costliest paint of the first frame. Soft glows are gradients instead.
test("no page's first screen paints a blur over a large area", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, path] of await publicPages(page)) {
    await page.goto(path);
    const blurred = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .map((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          const visible = Math.max(
            0,
            Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0),
          );
          return {
            element: `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`,
            blur: `${style.filter} ${style.backdropFilter}`,
            area: visible * Math.min(box.width, window.innerWidth),
          };
        })
        .filter(({ blur, area }) => blur.includes("blur(") && area > 40_000)
        .map(({ element, area }) => `${element} (${Math.round(area)} px²)`),
    );
    expect(blurred, name).toEqual([]);
  }
});

// Text paints at once in a fallback sized like the web font, so the swap moves nothing, also where
// Arial (the only face next/font's own fallbacks name) is missing, as on Android and on this machine.
test("the display and text faces fall back to size-adjusted local faces without Arial", async ({
  page,
}) => {
  await page.goto("/");
  const faces = await page.evaluate(async () => {
    const rules = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].filter(
        (rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule,
      ),
    );
    const descriptors = (family: string) => {
      const rule = rules.find(
        (r) => r.style.getPropertyValue("font-family").replaceAll('"', "") === family,
      );
      if (!rule) return null;
      const style = rule.style;
      return ["ascent-override", "descent-override", "line-gap-override", "size-adjust"]
        .map((name) => `${name} ${parseFloat(style.getPropertyValue(name))}`)
        .join(", ");
    };
    const loads = async (family: string) => {
      const face = [...document.fonts].find((f) => f.family.replaceAll('"', "") === family);
      return face ? (await face.load().catch(() => face)).status : "missing";
    };
    return {
      display: [descriptors("displayFont Fallback"), descriptors("Bricolage Local Fallback")],
      text: [descriptors("sansFont Fallback"), descriptors("Geist Local Fallback")],
      loads: [await loads("Bricolage Local Fallback"), await loads("Geist Local Fallback")],
      heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
    };
  });
  expect(faces.display[0], "next/font's display fallback").not.toBeNull();
  expect(faces.display[1], "the local display fallback matches it").toBe(faces.display[0]);
  expect(faces.text[0], "next/font's text fallback").not.toBeNull();
  expect(faces.text[1], "the local text fallback matches it").toBe(faces.text[0]);
  expect(faces.loads, "a local face is found here").toEqual(["loaded", "loaded"]);
  expect(faces.heading).toContain("Bricolage Local Fallback");
});

type FontTiming = {
  fcp: number;
  load: number;
  fonts: { name: string; start: number }[];
  heading: string;
};

/** When the page first painted and loaded, when each web font was requested, the heading's face. */
async function fontTiming(page: Page): Promise<FontTiming> {
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family === "displayFont" && face.status === "loaded"),
  );
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .loadEventStart,
    fonts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
    heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
  }));
}

// On a phone's first round trips 70 to 95 kB of fonts would share the bandwidth with the HTML, the
// stylesheet, the largest image and the scripts: a tab's first page load paints in the size-matched
// local faces and fetches the web fonts once the page has loaded; the tab's next page load has them
// from the start.
test("a first page load fetches the web fonts after the page has loaded, and the next one uses them at once", async ({
  page,
}) => {
  await page.goto("/");
  const first = await fontTiming(page);
  expect(first.fonts.length, "the display and text faces").toBeGreaterThanOrEqual(2);
  expect(first.load, "the page loads after its first paint").toBeGreaterThan(first.fcp);
  for (const font of first.fonts)
    expect(font.start, `${font.name} requested after the load`).toBeGreaterThanOrEqual(first.load);
  expect(first.heading, "the heading swaps to the display face").toMatch(/^"?displayFont"?,/);

  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, WEB_FONTS_FETCHED_KEY);
  await page.goto("/about");
  const later = await fontTiming(page);
  const display = later.fonts.find((font) => font.name.includes("bricolage"));
  expect(display, "the display face is requested").toBeDefined();
  expect(
    display!.start,
    "the next page load asks for the display face before it paints",
  ).toBeLessThan(later.fcp);
  await expect(page.locator("html")).not.toContainClass(WEB_FONTS_PENDING_CLASS);
});

test("while the web fonts wait, each face is next/font's own fallback list without the web font", async ({
  page,
}) => {
  await page.goto("/");
  const families = await page.evaluate((pendingClass) => {
    const root = document.documentElement;
    const read = () =>
      ["--font-display-face", "--font-geist-sans", "--font-geist-mono"].map((name) =>
        getComputedStyle(root)
          .getPropertyValue(name)
          .split(",")
          .map((family) => family.replaceAll('"', "").trim()),
      );
    root.classList.remove(pendingClass);
    const loaded = read();
    root.classList.add(pendingClass);
    const pending = read();
    root.classList.remove(pendingClass);
    return { loaded, pending };
  }, WEB_FONTS_PENDING_CLASS);
  expect(families.pending).toEqual(families.loaded.map((list) => list.slice(1)));
});

// An image in CSS given as a data: URL is decoded inside the style pass that first needs it, and an
// SVG one builds a whole document there: a dozen icons cost the first frame 50 to 90 ms of a phone's
// main thread, during which the page's scripts arrive and run before anything is shown. Even from a
// file, an SVG used as an image (a CSS mask, say) is a document of its own, laid out and rasterised
// at every paint: 40 to 80 ms of paint on a load of /gallery here. The icons are <use> of one
// sprite's symbols instead, shapes painted with the page.
test("no page draws an icon as an SVG image: no data: URLs, no paint of the sprite as an image", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const [name, path] of await publicPages(page)) {
    await browser.startTracing(page, {
      // PaintImage, which names the image it paints, is among the disabled-by-default events.
      categories: [
        "blink",
        "loading",
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
      ],
    });
    await page.goto(path, { waitUntil: "load" });
    // Icons are on screen, and drawn, before the trace stops.
    await expect(
      page.locator("svg.icon").filter({ visible: true }).first(),
      `${name}: an icon on the first screen`,
    ).toBeInViewport();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as {
      traceEvents: { name: string; args?: { data?: { url?: string } } }[];
    };
    const urlOf = (event: (typeof trace.traceEvents)[number]) => event.args?.data?.url ?? "";
    // Counted whenever they come: an <img> of an SVG file may or may not beat the first paint,
    // but a data: URL in the stylesheet is decoded by the style pass that first needs it.
    const inlineSvgs = trace.traceEvents.filter(
      (event) => event.name === "ResourceSendRequest" && urlOf(event).startsWith("data:image/svg"),
    );
    expect(inlineSvgs.length, `${name}: SVG images given as data: URLs`).toBe(0);
    const spriteImages = trace.traceEvents.filter(
      (event) => event.name === "PaintImage" && urlOf(event).includes("/icons.svg"),
    );
    expect(spriteImages.length, `${name}: paints of the icon sprite as an image`).toBe(0);
  }
  await context.close();
});
