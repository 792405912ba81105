import { expect, test, type Page } from "@playwright/test";

import { visit } from "./public-helpers";

// The hero animates with Framer Motion (scoped to the hero); the About hero's rotating word with
// CSS animations. Both stay still for visitors who ask for reduced motion.

/** Records the name of every CSS animation that starts on the page. */
async function recordAnimations(page: Page) {
  await page.addInitScript(() => {
    const names: string[] = [];
    (window as unknown as { __animations: string[] }).__animations = names;
    document.addEventListener("animationstart", (event) => names.push(event.animationName), true);
  });
  return () => page.evaluate(() => (window as unknown as { __animations: string[] }).__animations);
}

function translateY(transform: string): number {
  if (transform === "none") return 0;
  const values = transform.replace(/^matrix(3d)?\(|\)$/g, "").split(",").map(Number);
  return transform.startsWith("matrix3d") ? values[13]! : values[5]!;
}

test.describe("hero motion", () => {
  test("the hero's lines come in, then move with the scroll on desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const html = await (await page.request.get("/")).text();
    // Server-rendered hidden, so the entrance starts from nothing.
    expect(html).toMatch(/<h1[^>]*id="hero-title"[^>]*style="opacity:0/);

    await visit(page, "/");
    const title = page.locator("#hero-title");
    await expect(title).toHaveCSS("opacity", "1");
    const text = title.locator("xpath=..");
    await expect.poll(() => text.evaluate((node) => getComputedStyle(node).transform)).toBe("none");
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect
      .poll(async () => translateY(await text.evaluate((node) => getComputedStyle(node).transform)))
      .toBeGreaterThan(20);
  });

  test("below 1024px the hero does not move on scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/");
    const text = page.locator("#hero-title").locator("xpath=..");
    await expect(page.locator("#hero-title")).toHaveCSS("opacity", "1");
    await page.evaluate(() => window.scrollTo(0, 450));
    await page.waitForTimeout(400);
    expect(await text.evaluate((node) => getComputedStyle(node).transform)).toBe("none");
  });

  test("with reduced motion the hero shows without sliding and does not move on scroll", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, "/");
    const title = page.locator("#hero-title");
    await expect(title).toHaveCSS("opacity", "1");
    expect(translateY(await title.evaluate((node) => getComputedStyle(node).transform))).toBe(0);
    const text = title.locator("xpath=..");
    await page.evaluate(() => window.scrollTo(0, 450));
    await page.waitForTimeout(400);
    expect(await text.evaluate((node) => getComputedStyle(node).transform)).toBe("none");
  });
});

test.describe("rotating words", () => {
  test("the word slides out, then the next slides in", async ({ page }) => {
    const animations = await recordAnimations(page);
    await visit(page, "/about");
    const word = page.getByTestId("rotating-word");
    await expect(word).toHaveText("Influence");
    expect(await animations()).not.toContain("word-in");
    await expect(word).toHaveText("Impact", { timeout: 4500 });
    await expect.poll(animations).toEqual(expect.arrayContaining(["word-out", "word-in"]));
    const names = (await animations()).filter((name) => name.startsWith("word-"));
    expect(names.slice(0, 2)).toEqual(["word-out", "word-in"]);
  });

  test("with reduced motion the word stays", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const animations = await recordAnimations(page);
    await visit(page, "/about");
    const word = page.getByTestId("rotating-word");
    await expect(word).toHaveText("Influence");
    await page.waitForTimeout(3600);
    await expect(word).toHaveText("Influence");
    expect((await animations()).filter((name) => name.startsWith("word-"))).toEqual([]);
  });
});
