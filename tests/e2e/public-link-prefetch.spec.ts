import { expect, test, type Page } from "@playwright/test";

import { visit } from "./public-helpers";

// Public links fetch their page when a visitor reaches for them (pointer or keyboard focus), not
// when they scroll into view: on a phone, fetching and decoding every visible link's page was a
// large share of the page's start-up work.

/** The paths of the router's prefetch requests from now on. */
function trackPrefetches(page: Page): string[] {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
  });
  return prefetched;
}

for (const path of ["/", "/gallery", "/contact"]) {
  test(`${path} fetches no linked page while it loads`, async ({ page }) => {
    const prefetched = trackPrefetches(page);
    await visit(page, path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    expect(prefetched).toEqual([]);
  });
}

test("a gallery card's page is fetched when the pointer reaches it, and opens without a reload", async ({
  page,
}) => {
  await visit(page, "/gallery");
  await page.waitForLoadState("networkidle");
  const prefetched = trackPrefetches(page);
  await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));
  const title = page.locator("main article h2 a").first();
  const href = await title.getAttribute("href");
  expect(href).toMatch(/^\/post\//);
  await title.hover();
  await expect.poll(() => prefetched).toContain(href!.split("?")[0]);
  const name = (await title.textContent())!.trim();
  await title.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage),
  ).toBe(true);
});

test("keyboard focus on a link fetches its page", async ({ page }) => {
  await visit(page, "/contact");
  await page.waitForLoadState("networkidle");
  const prefetched = trackPrefetches(page);
  const home = page.getByRole("link", { name: /home$/i }).first();
  await home.focus();
  await expect.poll(() => prefetched).toContain("/");
});
