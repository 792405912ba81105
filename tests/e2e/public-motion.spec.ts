import { expect, test, type Page } from "@playwright/test";

import { shownRotatingWord, visit, visitHomeBeforeLoad } from "./public-helpers";

// The hero comes in with CSS animations and moves with the scroll through Framer Motion (loaded on
// desktop only); the About hero's rotating word is CSS. All stay still for reduced-motion visitors.
// The entrance moves the hero's lines and never hides them: they are opaque from the first frame.

/** Records the name of every CSS animation that starts on the page. */
async function recordAnimations(page: Page) {
  await page.addInitScript(() => {
    const names: string[] = [];
    (window as unknown as { __animations: string[] }).__animations = names;
    document.addEventListener("animationstart", (event) => names.push(event.animationName), true);
  });
  return () => page.evaluate(() => (window as unknown as { __animations: string[] }).__animations);
}

/** The vertical part of an element's computed `translate` ("none", or "0px 120px"). */
function translateY(translate: string): number {
  if (translate === "none") return 0;
  const [, y = "0"] = translate.split(" ");
  return parseFloat(y);
}

const heroText = (page: Page) => page.locator('[data-hero-layer="text"]');
const translateOf = (page: Page) =>
  heroText(page).evaluate((node) => getComputedStyle(node).translate);

/** The hero lines' opacity and transform in the first frame the page paints. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const frame: Array<{ opacity: string; transform: string }> = [];
    (window as unknown as { __firstFrame: typeof frame }).__firstFrame = frame;
    document.addEventListener("DOMContentLoaded", () =>
      requestAnimationFrame(() => {
        for (const line of document.querySelectorAll(".hero-rise")) {
          const style = getComputedStyle(line);
          frame.push({ opacity: style.opacity, transform: style.transform });
        }
      }),
    );
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __firstFrame: Array<{ opacity: string; transform: string }> })
          .__firstFrame,
    );
}

test.describe("hero motion", () => {
  test("the hero's lines rise on a spring, visible from the first frame, then move with the scroll on desktop", async ({
    page,
  }) => {
    const animations = await recordAnimations(page);
    const firstFrame = await recordFirstFrame(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, "/");
    const title = page.locator("#hero-title");
    await expect(title).toHaveCSS("opacity", "1");
    // In the first frame every line is already opaque, and sits below its place (it rises).
    const lines = await firstFrame();
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line.opacity).toBe("1");
      expect(line.transform).not.toBe("none");
    }
    // Four lines and the card, in order (0.2 s, then every 0.15 s; the card at 0.4 s). Each
    // animation reports its start only once its delay is over, so the last ones may still be due.
    await expect
      .poll(async () => (await animations()).filter((name) => name === "hero-rise"))
      .toHaveLength(5);
    await expect(title).toHaveCSS("animation-delay", "0.35s");
    expect(translateY(await translateOf(page))).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect.poll(async () => translateY(await translateOf(page))).toBeGreaterThan(20);
    // Back at the top, everything is in place again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => translateY(await translateOf(page))).toBe(0);
  });

  test("on desktop the scroll tracking loads once the page has loaded, not while it starts", async ({
    page,
  }) => {
    const trackingScripts: string[] = [];
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      const code = await response.text().catch(() => "");
      if (code.includes("data-hero-layer")) trackingScripts.push(response.url());
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    // The page's images are held back, so its load event waits while it hydrates.
    const releaseImages = await visitHomeBeforeLoad(page);
    expect(trackingScripts).toEqual([]);

    releaseImages();
    await expect.poll(() => trackingScripts.length).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect.poll(async () => translateY(await translateOf(page))).toBeGreaterThan(20);
  });

  test("below 1024px the hero does not move on scroll, and the scroll tracking is not loaded", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.url().endsWith(".js")) scripts.push(await response.text().catch(() => ""));
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/");
    await expect(page.locator("#hero-title")).toHaveCSS("opacity", "1");
    await page.evaluate(() => window.scrollTo(0, 450));
    await page.waitForTimeout(400);
    expect(await translateOf(page)).toBe("none");
    expect(scripts.some((code) => code.includes("data-hero-layer"))).toBe(false);
  });

  test("with reduced motion the hero shows without an entrance and does not move on scroll", async ({
    page,
  }) => {
    const animations = await recordAnimations(page);
    const firstFrame = await recordFirstFrame(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, "/");
    expect(await firstFrame()).toEqual(
      Array.from({ length: 5 }, () => ({ opacity: "1", transform: "none" })),
    );
    await expect(page.locator("#hero-title")).toHaveCSS("opacity", "1");
    expect(await animations()).not.toContain("hero-rise");
    await page.evaluate(() => window.scrollTo(0, 450));
    await page.waitForTimeout(400);
    expect(await translateOf(page)).toBe("none");
  });
});

/** The CSS animations running on elements inside the viewport, as "name on tag.class". */
function runningOnScreen(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .flatMap((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (!target) return [];
        const box = target.getBoundingClientRect();
        const onScreen =
          box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        const name = (animation as CSSAnimation).animationName ?? "script";
        return onScreen ? [`${name} on ${target.tagName}.${target.classList[0] ?? ""}`] : [];
      }),
  );
}

test.describe("scroll cue", () => {
  test("nudges while the hero settles, then the first screen is still until a pointer rests on the cue", async ({
    page,
  }) => {
    const animations = await recordAnimations(page);
    // Lighthouse's desktop window.
    await page.setViewportSize({ width: 1350, height: 940 });
    await visit(page, "/");
    await expect.poll(animations).toContain("scroll-cue");
    // A loop on the first screen makes a new frame for as long as the page is open.
    await expect.poll(() => runningOnScreen(page), { timeout: 5_000 }).toEqual([]);

    await page.locator(".hero-scroll").hover();
    await expect.poll(() => runningOnScreen(page)).toContain("scroll-cue on A.hero-scroll");
    await page.mouse.move(5, 5);
    await expect.poll(() => runningOnScreen(page)).toEqual([]);
  });

  test("stays still with reduced motion", async ({ page }) => {
    const animations = await recordAnimations(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1350, height: 940 });
    await visit(page, "/");
    await page.locator(".hero-scroll").hover();
    await page.waitForTimeout(400);
    expect(await animations()).not.toContain("scroll-cue");
  });
});

test.describe("rotating words", () => {
  /** The shown word's vertical offsets (its swap's translateY), sampled every frame for 3.2 s. */
  async function sampledOffsets(page: Page) {
    return page.evaluate(async () => {
      const swap = document.querySelector(".rotating-words")!;
      const offsets = new Set<number>();
      const started = performance.now();
      while (performance.now() - started < 3200) {
        offsets.add(Math.round(new DOMMatrix(getComputedStyle(swap).transform).m42));
        await new Promise(requestAnimationFrame);
      }
      return [...offsets];
    });
  }

  test("the word slides up and out, then the next slides in from below", async ({ page }) => {
    await visit(page, "/about");
    const shownWord = shownRotatingWord(page);
    await expect.poll(shownWord, { timeout: 9000 }).toBe("Influence");
    const offsets = await sampledOffsets(page);
    expect(Math.min(...offsets), "slides up as it leaves").toBeLessThan(-2);
    expect(Math.max(...offsets), "comes in from below").toBeGreaterThan(2);
  });

  test("turns in CSS alone: with JavaScript off the words still change", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    const shownWord = shownRotatingWord(page);
    await expect.poll(shownWord, { timeout: 9000 }).toBe("Influence");
    await expect.poll(shownWord, { timeout: 4500 }).toBe("Impact");
    await expect.poll(shownWord, { timeout: 4500 }).toBe("Innovation");
    await context.close();
  });

  test("with reduced motion the word stays", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/about");
    const shownWord = shownRotatingWord(page);
    expect(await shownWord()).toBe("Influence");
    await page.waitForTimeout(3600);
    expect(await shownWord()).toBe("Influence");
    const running = await page
      .locator(".rotating-words")
      .evaluate((words) => words.getAnimations({ subtree: true }).length);
    expect(running).toBe(0);
  });
});
