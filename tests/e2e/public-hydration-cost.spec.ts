import { expect, test } from "@playwright/test";

import { visit } from "./public-helpers";

// What hydrating a public page costs a phone. The first Intl date or relative-time formatter a
// page builds loads the browser's locale and timezone data: about 80 to 100 ms on a phone, inside
// the hydration's long task. So the cards' dates come written by the server, "3 days ago" is
// phrased by hand, and the browser builds no such formatter.

/** Counts every Intl date and relative-time formatter the page builds; they work as before. */
function countIntlFormatters() {
  const state = window as unknown as { __intlFormatters: number };
  state.__intlFormatters = 0;
  const counted = <T extends object>(Formatter: T): T =>
    new Proxy(Formatter, {
      construct(target, args) {
        state.__intlFormatters++;
        return Reflect.construct(target as new (...a: unknown[]) => object, args);
      },
      apply(target, thisArg, args) {
        state.__intlFormatters++;
        return Reflect.apply(target as (...a: unknown[]) => unknown, thisArg, args);
      },
    });
  const intl = Intl as unknown as Record<"DateTimeFormat" | "RelativeTimeFormat", object>;
  intl.DateTimeFormat = counted(intl.DateTimeFormat);
  intl.RelativeTimeFormat = counted(intl.RelativeTimeFormat);
}

for (const path of ["/", "/gallery"]) {
  test(`${path} builds no Intl date formatter in the browser while it loads`, async ({ page }) => {
    await page.addInitScript(countIntlFormatters);
    await visit(page, path);
    // The dates the visitor sees are there: the server's, or "… ago" once hydrated.
    await expect(page.locator("main time").first()).toHaveText(/\d{4}|ago$|^just now$/);
    await page.waitForLoadState("networkidle");
    const built = await page.evaluate(
      () => (window as unknown as { __intlFormatters: number }).__intlFormatters,
    );
    expect(built).toBe(0);
  });
}

test("a highlight's date reads as relative time, with the calendar date as its tooltip", async ({
  page,
}) => {
  await visit(page, "/");
  const date = page.locator("#work time").first();
  // The highlights hydrate as they come near, and then phrase their dates.
  await date.scrollIntoViewIfNeeded();
  await expect(date).toHaveText(/ago$|^just now$/);
  await expect(date).toHaveAttribute("title", /^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(date).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
});
