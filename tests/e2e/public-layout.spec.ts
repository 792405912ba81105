import { expect, test, type Page } from "@playwright/test";

import { openPhone, SEEDED, visit } from "./public-helpers";

test.describe("header and footer", () => {
  test("header links, translucent after 50px of scroll, and route changes start at the top", async ({
    page,
  }) => {
    await visit(page, "/");
    const header = page.locator("header").first();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["HOME", "GALLERY", "ABOUT", "CONTACT"]);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 49));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-scrolled", "true");

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });

  test("footer: services link to /contact, company links, contact details, newsletter kept locally, scroll to top", async ({
    page,
  }) => {
    await visit(page, "/gallery");
    const footer = page.getByRole("contentinfo");
    for (const service of [
      "Branded Content",
      "Celebrity Engagement",
      "Sponsorships & IP",
      "Digital Marketing",
    ]) {
      await expect(footer.getByRole("link", { name: service })).toHaveAttribute("href", "/contact");
    }
    await expect(footer.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: /\+91/ })).toHaveAttribute("href", /^tel:/);
    await expect(footer).toContainText("Mumbai");

    let newsletterRequests = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") newsletterRequests++;
    });
    await footer.getByLabel(/Monthly notes/).fill("fan@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText("Thanks, you are on the list.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("ams-newsletter-email"))).toBe(
      "fan@example.com",
    );
    expect(newsletterRequests).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await footer.getByRole("button", { name: "Scroll to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeLessThan(5);
  });

  test("mobile: the menu opens as a sheet with the links and closes after navigating", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveText([
      "HOME",
      "GALLERY",
      "ABOUT",
      "CONTACT",
    ]);
    await sheet.getByRole("link", { name: "GALLERY" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(sheet).toBeHidden();
  });

  test("phone: the menu's code comes on demand, the first tap opens it, focus stays inside, Escape and outside taps close it", async ({
    browser,
  }) => {
    const { context, page } = await openPhone(browser);
    const trigger = page.getByRole("button", { name: "Open menu" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The sheet's code is not in the page yet: hold it back a little, so the tap opens the menu
    // while it is still on its way. One tap must be enough.
    const lateChunks: string[] = [];
    await page.route("**/_next/static/chunks/**", async (route) => {
      lateChunks.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await trigger.tap();
    const sheet = page.getByRole("dialog", { name: SEEDED.siteName });
    await expect(sheet).toBeVisible();
    expect(lateChunks.length).toBeGreaterThan(0);
    // The rest of the page, the button included, is hidden from assistive tech while it is open.
    await expect(
      page.getByRole("button", { name: "Open menu", includeHidden: true }),
    ).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("body")).toHaveAttribute("data-scroll-locked", /\d/);

    // Focus moves in (Radix starts on the first control that is not a link) and stays in.
    await expect(sheet.getByRole("button", { name: "Close menu" })).toBeFocused();
    const focusInside = () => sheet.evaluate((node) => node.contains(document.activeElement));
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside()).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("body")).not.toHaveAttribute("data-scroll-locked", /.*/);

    // A tap on the dimmed page beside the sheet closes it too; so does its close button.
    await trigger.tap();
    await expect(sheet).toBeVisible();
    await page.touchscreen.tap(20, 400);
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.tap();
    await sheet.getByRole("button", { name: "Close menu" }).tap();
    await expect(sheet).toBeHidden();
    await context.close();
  });

  test("smooth scrolling starts with the first wheel, not while the page loads, and pauses under a modal", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const lenisChunks: string[] = [];
    page.on("response", async (response) => {
      // Lenis's own code names its smooth-scrolling class; our scripts only load it.
      if (response.url().endsWith(".js") && (await response.text()).includes("lenis-smooth"))
        lenisChunks.push(response.url());
    });
    await visit(page, "/");
    await page.waitForLoadState("networkidle");
    expect(lenisChunks, "no smooth-scrolling code while the page loads").toEqual([]);
    await expect(page.locator("html")).not.toHaveClass(/\blenis\b/);

    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 300);
    await expect(page.locator("html")).toHaveClass(/\blenis\b/);
    // The response handler reads each body asynchronously, so the chunk may be recorded a little
    // after Lenis has started.
    await expect.poll(() => lenisChunks.length).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/lenis-stopped/);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator("html")).not.toHaveClass(/lenis-stopped/);
  });

  test("phone: opening and closing the menu leaves the page's inherited styles alone (no restyle of every element)", async ({
    browser,
  }) => {
    const { context, page } = await openPhone(browser);
    // Radix puts pointer-events: none on <body> while the sheet is open and clears it as it starts
    // to close; an inherited property changing on <body> restyles the whole page in the frame of
    // the press. The overlay takes outside presses, so <body>'s computed value must not move.
    const bodyPointerEvents = () =>
      page.evaluate(() => ({
        inline: document.body.style.pointerEvents,
        computed: getComputedStyle(document.body).pointerEvents,
      }));
    expect((await bodyPointerEvents()).computed).toBe("auto");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const sheet = page.getByRole("dialog", { name: SEEDED.siteName });
    await expect(sheet).toBeVisible();
    expect(await bodyPointerEvents()).toEqual({ inline: "none", computed: "auto" });
    await page.keyboard.press("Escape");
    // Closing (the sheet still sliding out): the inline style is gone, the computed value stayed.
    expect((await bodyPointerEvents()).computed).toBe("auto");
    await expect(sheet).toBeHidden();
    expect(await bodyPointerEvents()).toEqual({ inline: "", computed: "auto" });
    // Outside presses still only close the sheet: the overlay takes them.
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(sheet).toBeVisible();
    await page.touchscreen.tap(20, 400);
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test("phone: with the menu's code already in, a tap paints the button's open state before the sheet renders", async ({
    browser,
  }) => {
    const { context, page } = await openPhone(browser);
    const trigger = page.getByRole("button", { name: "Open menu" });
    // Focus fetches the sheet's code; wait until it is in.
    const sheetCode = page.waitForResponse((response) =>
      /\/_next\/static\/chunks\//.test(response.url()),
    );
    await trigger.focus();
    await sheetCode;
    await page.waitForTimeout(300);
    const afterPress = await page.evaluate(async () => {
      const button = document.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!;
      button.click();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      const expanded = button.getAttribute("aria-expanded");
      // Frame callbacks run just before the paint: the sheet is not rendered by then.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return { expanded, dialogsBeforePaint: document.querySelectorAll('[role="dialog"]').length };
    });
    expect(afterPress).toEqual({ expanded: "true", dialogsBeforePaint: 0 });
    await expect(page.getByRole("dialog", { name: SEEDED.siteName })).toBeVisible();
    await context.close();
  });

  test("a skip link jumps to the main content", async ({ page }) => {
    await visit(page, "/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

// Where a visitor finds the links and the social networks at each width: in the header, or in
// the menu behind its button. Below 768px both are in the menu; up to 1023px the header shows the
// links but has no room for the icons, so the menu holds them; from 1024px the header holds all.
const HEADER_WIDTHS = [
  { width: 375, navInHeader: false, socialInHeader: false },
  { width: 800, navInHeader: true, socialInHeader: false },
  { width: 1024, navInHeader: true, socialInHeader: true },
  { width: 1440, navInHeader: true, socialInHeader: true },
];
const SOCIAL_NAMES = ["YouTube", "Instagram", "LinkedIn", "X"];

async function expectLinks(scope: ReturnType<Page["locator"]>, navName: string) {
  await expect(scope.getByRole("navigation", { name: navName }).getByRole("link")).toHaveText([
    "HOME",
    "GALLERY",
    "ABOUT",
    "CONTACT",
  ]);
}

test.describe("header at every width", () => {
  for (const { width, navInHeader, socialInHeader } of HEADER_WIDTHS) {
    test(`${width}px: the links and the social networks are in the header or its menu, and the header fits`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, "/");
      const header = page.locator("header").first();
      const headerSocial = header.getByRole("list", { name: "Social networks" });
      const menuButton = header.getByRole("button", { name: "Open menu" });

      if (navInHeader) await expectLinks(header, "Main");
      else await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
      if (socialInHeader) {
        await expect(headerSocial.getByRole("link")).toHaveCount(SOCIAL_NAMES.length);
        for (const name of SOCIAL_NAMES)
          await expect(
            headerSocial.getByRole("link", { name: `${name} (opens in a new tab)`, exact: true }),
          ).toBeVisible();
      } else {
        await expect(headerSocial).toBeHidden();
      }

      // Every visible control of the header lies inside the viewport, and the page does not scroll sideways.
      for (const box of await header
        .locator("a:visible, button:visible")
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()))) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      if (navInHeader && socialInHeader) {
        await expect(menuButton).toBeHidden();
        return;
      }
      await menuButton.click();
      const sheet = page.getByRole("dialog");
      await expectLinks(sheet, "Mobile");
      const menuSocial = sheet.getByRole("list", { name: "Social networks" });
      for (const name of SOCIAL_NAMES)
        await expect(
          menuSocial.getByRole("link", { name: `${name} (opens in a new tab)`, exact: true }),
        ).toBeVisible();
    });
  }
});
