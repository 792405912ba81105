import { expect, test, type Locator, type Page } from "@playwright/test";

import { allowClipboard, openPhone, sitemapPaths, visit } from "./public-helpers";
import { isHydrated, recordReactRenders, rendersOfPress } from "./react-renders";

// What a press costs a phone. Starting a chunk of code inside a press costs the press the script's
// insertion (about 20 ms on a phone), and the chunk's evaluation then tends to land before the
// press's paint. So code loaded on demand is fetched ahead of the press (the pointer resting on a
// trigger, keyboard focus, an idle moment) or after the press has painted, never inside it.

type PressWatch = { beforePaint: string[]; afterPaint: string[]; painted: boolean };

/**
 * From now until the frame after the next click has painted, records every script element the
 * page adds (a chunk loaded on demand); later ones are recorded apart.
 */
async function watchScriptsUntilClickPaints(page: Page) {
  await page.evaluate(() => {
    const watch: PressWatch = { beforePaint: [], afterPaint: [], painted: false };
    (window as unknown as { __pressWatch: PressWatch }).__pressWatch = watch;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src)
            (watch.painted ? watch.afterPaint : watch.beforePaint).push(node.src);
    }).observe(document, { childList: true, subtree: true });
    // A frame callback runs just before the paint; a task queued from it runs after.
    const markPainted = () =>
      requestAnimationFrame(() => setTimeout(() => (watch.painted = true), 0));
    addEventListener("click", markPainted, { capture: true, once: true });
  });
}

/** Lets whatever the page loads by itself (sections coming into view) arrive before a press. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}

const pressWatch = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pressWatch: PressWatch }).__pressWatch);

/** Runs `press` (a click and what shows it worked) and checks its code came after its paint. */
async function expectCodeAfterPressPaints(page: Page, press: () => Promise<void>) {
  await watchScriptsUntilClickPaints(page);
  await press();
  const watch = await pressWatch(page);
  expect(watch.beforePaint).toEqual([]);
  expect(watch.afterPaint.length).toBeGreaterThan(0);
}

test.describe("presses that open code loaded on demand", () => {
  test("phone menu: a click loads the sheet's code after its paint, not while pressing", async ({
    browser,
  }) => {
    const { context, page } = await openPhone(browser);
    await settle(page);
    await expectCodeAfterPressPaints(page, async () => {
      // Playwright moves the pointer onto the button and presses at once, as a quick tap does.
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    });
    await context.close();
  });

  test("phone menu: the pointer resting on the button fetches the sheet's code ahead", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await visit(page, "/");
    const chunk = page.waitForRequest(/\/_next\/static\/chunks\/.*\.js/);
    await page.getByRole("button", { name: "Open menu" }).hover();
    await chunk;
    await context.close();
  });

  test("Share on an IP page: a press (its pointer events included) loads the Toaster after its paint", async ({
    page,
  }) => {
    const ipPath = (await sitemapPaths(page)).find((path) => path.startsWith("/ip/"))!;
    await visit(page, ipPath);
    await allowClipboard(page);
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await settle(page);
    await expectCodeAfterPressPaints(page, async () => {
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    });
  });

  test("gallery card menu: a click loads the menu's code after its paint, not while pressing", async ({
    page,
  }) => {
    await visit(page, "/gallery");
    const trigger = page.getByRole("button", { name: /^More options for/ }).first();
    await trigger.scrollIntoViewIfNeeded();
    await settle(page);
    await expectCodeAfterPressPaints(page, async () => {
      await trigger.click();
      await expect(page.getByRole("menu")).toBeVisible();
    });
  });
});

/** Scrolls a control of the home's lower sections into view and waits until it has hydrated. */
async function bringNearAndHydrate(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(control)).toBe(true);
}

/** The contact page with a valid message filled in and checked, its API answering success. */
async function openFilledContactForm(page: Page) {
  await visit(page, "/contact");
  await page.route("**/api/contact/submit", (route) => route.fulfill({ json: { success: true } }));
  const form = page.getByRole("form", { name: "Contact form" });
  const fields = {
    Name: "Priya Sharma",
    Email: "priya@example.com",
    Subject: "Launch campaign",
    Message: "We would like to plan a creator campaign.",
  };
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel("Message", { exact: true }).blur();
  await expect(form.getByRole("button", { name: /Send Message/ })).toBeEnabled();
  return form;
}

test.describe("what a press renders again", () => {
  // React compares every attribute of each element it renders again, in the press's own task, so
  // a press renders only the controls whose state it changes.
  test.beforeEach(async ({ page }) => recordReactRenders(page));

  test("pausing the logos renders its button, not the 80-odd logos that CSS pauses", async ({
    page,
  }) => {
    await visit(page, "/");
    await bringNearAndHydrate(page.getByRole("button", { name: "Pause logos" }));
    const renders = await rendersOfPress(page, {
      target: "section:has(#partners-title) button[aria-pressed]",
      container: "section:has(#partners-title)",
    });
    // The rows' wrapper (its paused flag), the button's own box, the button and its two icons (an
    // <svg> and its <use> each: pause hidden, play shown).
    expect(renders).toEqual({ div: 2, button: 1, svg: 2, use: 2 });
    await expect(page.getByRole("button", { name: "Play logos" })).toBeVisible();
  });

  test("focusing the carousel (which stops it) renders none of its controls", async ({ page }) => {
    await visit(page, "/");
    await bringNearAndHydrate(
      page
        .getByRole("region", { name: "Featured IPs" })
        .getByRole("button", { name: "Next slide" }),
    );
    const renders = await rendersOfPress(page, {
      target: '[aria-roledescription="carousel"] button[aria-label="Next slide"]',
      container: '[aria-roledescription="carousel"]',
      action: "focus",
    });
    expect(renders).not.toHaveProperty("button");
    expect(renders).not.toHaveProperty("li");
  });

  test("a gallery type renders the type buttons and the pages, not the search box or the categories", async ({
    page,
  }) => {
    await visit(page, "/gallery");
    const renders = await rendersOfPress(page, {
      target: '[role="radiogroup"][aria-label="Type"] button:last-child',
      container: "main",
    });
    expect(renders).toMatchObject({ button: expect.any(Number) });
    expect(renders).not.toHaveProperty("input");
    expect(renders).not.toHaveProperty("select");
    expect(renders).not.toHaveProperty("option");
    await expect(page.getByRole("radio", { name: "Videos" })).toBeChecked();
  });

  test("Send renders its button alone before its paint, not the form's fields", async ({
    page,
  }) => {
    await openFilledContactForm(page);
    const renders = await rendersOfPress(page, {
      target: 'form[aria-label="Contact form"] button[type="submit"]',
      container: 'form[aria-label="Contact form"]',
    });
    // The button and its two icons, an <svg> and its <use> each (the paper plane hidden, the
    // spinner shown).
    expect(renders).toEqual({ button: 1, svg: 2, use: 2 });
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
  });
});

/**
 * Clicks `target` (a CSS selector) from inside the page and returns, once the next frame has been
 * rendered, how many <use> elements were pointed at another symbol meanwhile, and the symbol that
 * each icon shown in `target` draws.
 */
function iconsOfPress(page: Page, target: string) {
  return page.evaluate(async (target) => {
    let repointed = 0;
    const observer = new MutationObserver((records) => (repointed += records.length));
    observer.observe(document.body, { attributeFilter: ["href"], subtree: true });
    const control = document.querySelector<HTMLElement>(target);
    if (!control) throw new Error(`no ${target} on the page`);
    control.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    observer.takeRecords().forEach(() => repointed++);
    observer.disconnect();
    const shown = [...control.querySelectorAll("svg")]
      .filter((icon) => icon.getClientRects().length > 0)
      .map((icon) => icon.querySelector("use")?.getAttribute("href"));
    return { repointed, shown };
  }, target);
}

// The first time a drawn <use> is pointed at another symbol of the sprite, a phone spends 10 to 20
// ms on it inside the press; controls whose icon follows their state draw both and hide one.
test.describe("a press that changes a control's icon shows the other icon, never re-points one", () => {
  test("pausing the logos", async ({ page }) => {
    await visit(page, "/");
    await bringNearAndHydrate(page.getByRole("button", { name: "Pause logos" }));
    const icons = await iconsOfPress(page, "section:has(#partners-title) button[aria-pressed]");
    expect(icons).toEqual({ repointed: 0, shown: ["/icons.svg#play"] });
    await expect(page.getByRole("button", { name: "Play logos" })).toBeVisible();
  });

  test("pausing the slideshow", async ({ page }) => {
    await visit(page, "/");
    await bringNearAndHydrate(page.getByRole("button", { name: "Pause slideshow" }));
    const icons = await iconsOfPress(page, 'button[aria-label="Pause slideshow"]');
    expect(icons).toEqual({ repointed: 0, shown: ["/icons.svg#play"] });
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  });

  test("switching the theme", async ({ page }) => {
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "Switch to light theme" });
    await expect.poll(() => isHydrated(toggle)).toBe(true);
    const icons = await iconsOfPress(page, 'header button[aria-label="Switch to light theme"]');
    expect(icons).toEqual({ repointed: 0, shown: ["/icons.svg#moon"] });
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
  });

  test("sending the contact form", async ({ page }) => {
    const form = await openFilledContactForm(page);
    const icons = await iconsOfPress(page, 'form[aria-label="Contact form"] button[type="submit"]');
    expect(icons).toEqual({ repointed: 0, shown: ["/icons.svg#loader-circle"] });
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(form.getByRole("button", { name: /Send Message/ })).toBeVisible();
  });
});

test("contact form: its schema and Toaster are in before the visitor starts; clicking and typing load no code", async ({
  page,
}) => {
  await visit(page, "/contact");
  // Loaded while the page is idle, once the form's fields are live.
  await expect(page.locator('section[aria-label^="Notifications"]')).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  const added: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") added.push(request.url());
  });
  const name = page.getByRole("form", { name: "Contact form" }).getByLabel("Name", { exact: true });
  await name.click();
  await name.pressSequentially("Ada Lovelace", { delay: 50 });
  await name.blur();
  // The blur check ran with the schema already there.
  await expect(name).not.toHaveAttribute("aria-invalid");
  expect(added).toEqual([]);
});

test("contact form: Send paints 'Sending...' before the message is checked and sent", async ({
  page,
}) => {
  const form = await openFilledContactForm(page);
  const beforePaint = await page.evaluate(async () => {
    let sent = false;
    const send = window.fetch;
    window.fetch = (...args) => {
      sent = true;
      return send(...args);
    };
    const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
    button.click();
    // Frame callbacks run just before the paint.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return { text: button.textContent?.trim(), disabled: button.disabled, sent };
  });
  expect(beforePaint).toEqual({ text: "Sending...", disabled: true, sent: false });
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
});

test("typing in a field does not start smooth scrolling; a scrolling key does", async ({
  page,
}) => {
  await visit(page, "/contact");
  const name = page.getByRole("form", { name: "Contact form" }).getByLabel("Name", { exact: true });
  await name.click();
  await name.pressSequentially("Ada");
  await page.keyboard.press("Escape");
  await page.waitForTimeout(300);
  await expect(page.locator("html")).not.toHaveClass(/\blenis\b/);
  await name.blur();
  await page.keyboard.press("PageDown");
  await expect(page.locator("html")).toHaveClass(/\blenis\b/);
});
