import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { publicPages, visit } from "./public-helpers";

// Screenshots land here (git-ignored; CI uploads the folder as an artifact).
const SHOTS = "artifacts/screenshots";

async function useTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((value) => window.localStorage.setItem("ams-site-theme", value), theme);
}

for (const theme of ["dark", "light"] as const) {
  test(`axe finds no violations on any public page (${theme})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await useTheme(page, theme);
    for (const [name, path] of await publicPages(page)) {
      await page.goto(path);
      if (name !== "not-found") {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      }
      // Entrance fades must finish first: half-faded text would be measured at the wrong contrast.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      );
      await page.waitForTimeout(800);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      // Each node with axe's own account of it (for contrast: both colours and the ratio), so a
      // failure in CI says what was measured, not only where.
      const summary = results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 5)
            .map((n) => `${n.target.join(" ")} (${n.failureSummary?.replace(/\s+/g, " ")})`)
            .join(", ")}`,
      );
      expect(summary, `${name} (${theme})`).toEqual([]);
    }
  });
}

// Every page at a phone's and a wide screen's width: nothing scrolls sideways and no image is
// broken once all have loaded. The screenshots are kept for a person to look at.
test("every public page fits 375 and 1440 px with every image loaded (screenshots kept)", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const [name, path] of await publicPages(page)) {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, path).catch(() => page.goto(path));
      // Lazy images load as they come into view.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 700) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const layout = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        broken: [...document.images]
          .filter(
            (image) =>
              image.getClientRects().length > 0 && image.complete && image.naturalWidth === 0,
          )
          .map((image) => image.currentSrc || image.src),
      }));
      expect(layout.overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      expect(layout.broken, `${name} at ${width} px has broken images`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
  }
});

// Lighthouse's heading-order audit (not part of axe's WCAG tags above): no page skips a level.
test("every public page's headings go down one level at a time", async ({ page }) => {
  test.setTimeout(120_000);
  const pages = [
    ...(await publicPages(page)),
    ["gallery, no results", "/gallery?q=no-such-thing-anywhere"] as [string, string],
  ];
  for (const [name, path] of pages) {
    if (name !== "not-found") await visit(page, path);
    else await page.goto(path);
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
        .filter(
          (heading) =>
            heading.getClientRects().length > 0 &&
            !heading.closest("[hidden], [aria-hidden='true']"),
        )
        .map((heading) => `h${heading.tagName[1]} ${heading.textContent?.trim().slice(0, 40)}`),
    );
    expect(levels[0], name).toMatch(/^h1 /);
    const skips = levels.filter(
      (heading, i) => i > 0 && Number(heading[1]) > Number(levels[i - 1]![1]) + 1,
    );
    expect(skips, `${name}: ${levels.join(" | ")}`).toEqual([]);
  }
});
