import { expect, test } from "@playwright/test";

import { visit } from "./public-helpers";
import { hydratedCount, isHydrated } from "./react-renders";

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

// A stylesheet added to a page restyles every element as it goes in and as it comes out: 40 to
// 130 ms each way on a phone (4x CPU) on these pages. The theme's provider did that as it
// mounted (turning transitions off around a theme it only re-applied); now only a press on the
// theme toggle does.
function recordAddedStylesheets() {
  const added: string[] = [];
  (window as unknown as { __addedStyles: string[] }).__addedStyles = added;
  document.addEventListener("DOMContentLoaded", () =>
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLStyleElement) added.push(node.textContent ?? "");
    }).observe(document, { childList: true, subtree: true }),
  );
}

for (const path of ["/", "/about"]) {
  test(`${path} adds no stylesheet while it hydrates`, async ({ page }) => {
    await page.addInitScript(recordAddedStylesheets);
    await visit(page, path);
    await page.waitForLoadState("networkidle");
    const added = await page.evaluate(
      () => (window as unknown as { __addedStyles: string[] }).__addedStyles,
    );
    expect(added).toEqual([]);
  });
}

test("the theme toggle switches every colour at once, transitions included", async ({ page }) => {
  await visit(page, "/gallery");
  const link = page.locator("header .nav-link").first();
  await expect(link).toBeVisible();
  // The link eases its colour on hover (transition-colors); a switch must not ease it.
  const colourRightAfterSwitch = await page.evaluate(async () => {
    const toggle = document.querySelector<HTMLButtonElement>(
      'button[aria-label="Switch to light theme"]',
    )!;
    toggle.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return getComputedStyle(document.querySelector("header .nav-link")!).color;
  });
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await page.waitForTimeout(500);
  const settledColour = await link.evaluate((element) => getComputedStyle(element).color);
  expect(colourRightAfterSwitch).toBe(settledColour);
  // And the transitions are back for what follows.
  await expect
    .poll(() => link.evaluate((element) => getComputedStyle(element).transitionDuration))
    .not.toBe("0s");
});

// next-themes takes the theme's class off <html> and puts it back each time its provider mounts,
// so on every page load. With a `dark:` variant written as `.dark *`, each such change restyles
// every element of the page (a whole style pass inside the hydration's task); written as a
// descendant of `.dark`, it restyles only the elements with a `dark:` class.
test("taking the theme's class off <html> and back restyles a few elements, not the page", async ({
  page,
  browser,
}) => {
  await visit(page, "/");
  await page.waitForLoadState("networkidle");
  const elements = await page.evaluate(() => document.querySelectorAll("*").length);
  await browser.startTracing(page, { categories: ["devtools.timeline", "blink.user_timing"] });
  await page.evaluate(async () => {
    // Right after a frame, so that nothing else is waiting to be styled.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const root = document.documentElement;
    performance.mark("theme-class-start");
    root.classList.remove("light", "dark");
    root.classList.add("dark");
    void document.body.offsetTop;
    performance.mark("theme-class-end");
  });
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as {
    traceEvents: { name: string; ph: string; ts: number; args?: { elementCount?: number } }[];
  };
  const markAt = (name: string) => trace.traceEvents.find((event) => event.name === name)!.ts;
  const [start, end] = [markAt("theme-class-start"), markAt("theme-class-end")];
  const restyled = trace.traceEvents
    .filter((event) => event.name === "UpdateLayoutTree" && event.ph === "X")
    .filter((event) => event.ts >= start && event.ts <= end)
    .map((event) => event.args?.elementCount ?? 0);
  expect(restyled.length, "the change was styled").toBeGreaterThan(0);
  expect(Math.max(...restyled), `elements restyled, of ${elements}`).toBeLessThan(elements / 10);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

// The partner logos' seamless loop needs a second copy of each row. Rendered by React, the copy's
// 41 items and images were created, given their attributes and listened to inside the section's
// hydration, which a press on the section (its pause button) waits for. Cloned from the finished
// items, it costs one native call per logo, and React hydrates each logo once.
test("the logos' loop copy is cloned in the browser: React hydrates each logo once", async ({
  page,
}) => {
  await visit(page, "/");
  const pause = page.getByRole("button", { name: "Pause logos" });
  await pause.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(pause)).toBe(true);
  const images = page.locator(".marquee-track[data-direction] img");
  const copies = page.locator(".marquee-track[data-direction] li[aria-hidden='true'] img[alt='']");
  await expect(copies).toHaveCount(41);
  await expect(images).toHaveCount(82);
  expect(await hydratedCount(images), "images that React created or hydrated").toBe(41);
  // The copy leaves with the motion: with reduced motion the row stands still, and has no copy.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(copies).toHaveCount(0);
  await expect(images).toHaveCount(41);
});

// Each image costs its loader's set-up when it is made, lazy or not. The partners section
// hydrates while the page loads (in idle time), so its copy waits until the rows come near.
test("the logos' loop copy waits until the rows come near: the page's load makes no images for it", async ({
  page,
}) => {
  await visit(page, "/");
  const pause = page.getByRole("button", { name: "Pause logos" });
  await expect.poll(() => isHydrated(pause), { timeout: 15_000 }).toBe(true);
  await page.waitForTimeout(500);
  const rows = page.locator(".marquee-track[data-direction]");
  const images = rows.locator("img");
  expect(await images.count()).toBe(41);
  await expect(rows.first()).toHaveCSS("animation-name", "none");
  // With the section just below the screen (its content rendered), the copy comes and the rows
  // start moving. The sections above take their real heights a few frames after they come near,
  // so the target is taken again until it holds.
  const sectionTop = () =>
    page.evaluate(async () => {
      const section = document.querySelector("section:has(#partners-title)")!;
      window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - innerHeight - 100);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return section.getBoundingClientRect().top - innerHeight;
    });
  await expect.poll(sectionTop).toBe(100);
  await expect(images).toHaveCount(82);
  await expect(rows.first()).toHaveCSS("animation-name", "marquee");
  await expect(rows.nth(1)).toHaveCSS("animation-name", "marquee-reverse");
});
