import { expect, test } from "@playwright/test";

import { SEEDED, visit, visitHomeBeforeLoad } from "./public-helpers";
import { isHydrated } from "./react-renders";

// The home page's sections below the first screen show their server HTML at once but hydrate only
// as they come near the viewport, when someone presses, focuses or clicks inside them, or (those
// with controls) one by one in idle time once the page has loaded: the page's start hydrates the
// header, the hero and the footer, and nothing else waits on the rest.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the lower sections stay server HTML until they come near, and the rest of the page works meanwhile", async ({
  page,
}) => {
  await visitHomeBeforeLoad(page);
  const carousel = page.getByRole("region", { name: "Featured IPs" });
  const next = carousel.getByRole("button", { name: "Next slide" });
  const pauseLogos = page.getByRole("button", { name: "Pause logos" });
  const play = page
    .getByRole("region", { name: `We are ${SEEDED.siteName}` })
    .getByRole("button", { name: `Play ${SEEDED.highlightTitles[0]}` });

  // Shown, but not hydrated.
  await expect(next).toBeAttached();
  expect(await isHydrated(next)).toBe(false);
  expect(await isHydrated(pauseLogos)).toBe(false);
  // The first screen is live, and its updates commit while those parts wait.
  expect(await isHydrated(play)).toBe(true);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  // Scrolling brings the carousel near: it hydrates and works.
  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(next)).toBe(true);
  const main = carousel.getByTestId("carousel-main");
  await carousel.getByRole("button", { name: "Pause slideshow" }).click();
  await next.click();
  await expect(main).toHaveAccessibleName(/^2 of /);
});

test("a click on a part that has not hydrated yet hydrates it and does what it says", async ({
  page,
}) => {
  await visitHomeBeforeLoad(page);
  const carousel = page.getByRole("region", { name: "Featured IPs" });
  const main = carousel.getByTestId("carousel-main");
  const next = carousel.getByRole("button", { name: "Next slide" });
  expect(await isHydrated(next)).toBe(false);
  await expect(main).toHaveAccessibleName(/^1 of /);

  // A click from assistive technology: no scroll, no pointer before it.
  await next.dispatchEvent("click");
  await expect(main).toHaveAccessibleName(/^2 of /);
  expect(await isHydrated(next)).toBe(true);
});

test("once the page has loaded, the waiting parts with controls hydrate in idle time, from the top down; the others wait until they come near", async ({
  page,
}) => {
  const release = await visitHomeBeforeLoad(page);
  const next = page
    .getByRole("region", { name: "Featured IPs" })
    .getByRole("button", { name: "Next slide" });
  expect(await isHydrated(next)).toBe(false);
  // Each part records when it hydrated; none of them is near the first screen.
  await page.evaluate(() => {
    const order: string[] = [];
    (window as unknown as { e2eHydrated: string[] }).e2eHydrated = order;
    const parts = [...document.querySelectorAll("main > .render-when-near")];
    setInterval(() => {
      parts.forEach((part, index) => {
        const heading = part.querySelector("section")?.getAttribute("aria-labelledby");
        const fiber = Object.keys(part.firstElementChild ?? {}).some((key) =>
          key.startsWith("__reactFiber"),
        );
        if (fiber && !order.includes(`${index} ${heading}`)) order.push(`${index} ${heading}`);
      });
    }, 5);
  });
  release();
  const hydrated = () =>
    page.evaluate(() => (window as unknown as { e2eHydrated: string[] }).e2eHydrated);
  await expect.poll(() => isHydrated(next), { timeout: 15_000 }).toBe(true);
  await expect.poll(hydrated, { timeout: 15_000 }).toContain("7 contact-title");
  await page.waitForTimeout(1000);
  // The services, within a screen of the hero; then the highlights, the carousel, the logos and
  // the contact form, in page order. Not the agency's story, the influencers or the blueprint
  // (text, pictures and links).
  expect(await hydrated()).toEqual([
    "0 services-title",
    "2 work-title",
    "3 ips-title",
    "4 partners-title",
    "7 contact-title",
  ]);
  // Nothing scrolled: the parts hydrated on their own.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A part without controls hydrates as it comes near.
  await page.locator("#about-hero-title").scrollIntoViewIfNeeded();
  await expect.poll(hydrated).toContain("1 about-hero-title");
});

test("after a client-side navigation to the home page every section is live at once", async ({
  page,
}) => {
  await visit(page, "/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  const next = page
    .getByRole("region", { name: "Featured IPs" })
    .getByRole("button", { name: "Next slide" });
  await expect(next).toBeAttached();
  expect(await isHydrated(next)).toBe(true);
  expect(await isHydrated(page.getByRole("button", { name: "Pause logos" }))).toBe(true);
});

test("the theme toggle works on the home page while its lower sections wait, and the choice stays", async ({
  page,
}) => {
  const release = await visitHomeBeforeLoad(page);
  const html = page.locator("html");
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(html).toHaveClass(/\blight\b/);
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  // Still waiting: the toggle did not need them.
  const next = page
    .getByRole("region", { name: "Featured IPs" })
    .getByRole("button", { name: "Next slide" });
  expect(await isHydrated(next)).toBe(false);
  release();

  await visit(page, "/");
  await expect(html).toHaveClass(/\blight\b/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(html).toHaveClass(/\bdark\b/);
});
