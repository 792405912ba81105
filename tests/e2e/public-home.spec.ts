import { expect, test } from "@playwright/test";

import {
  SEEDED,
  allowClipboard,
  delayLaterScripts,
  shownRotatingWord,
  trackYouTubeRequests,
  visit,
} from "./public-helpers";

test.describe("home page", () => {
  test("shows every landing section in the spec's order with its texts", async ({ page }) => {
    await visit(page, "/");
    await expect(page).toHaveTitle(SEEDED.siteName);
    const hero = page.getByRole("heading", { level: 1 });
    await expect(hero).toHaveText(`We are ${SEEDED.siteName}`);
    await expect(page.getByText("Creative Excellence").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Get Started/ })).toHaveAttribute(
      "href",
      "/contact",
    );

    const services = page.locator("#services");
    await expect(services.getByRole("heading", { name: "What We Do" })).toBeVisible();
    await expect(services.getByText("Our Specializations")).toBeVisible();
    for (const [card, items] of [
      [
        "Branded Content Creation",
        ["Video Production", "Social Media Content", "Campaign Strategy"],
      ],
      [
        "Celebrity Engagement",
        ["Celebrity Partnerships", "Influencer Marketing", "Brand Ambassadorships"],
      ],
      ["Sponsorships & IP", ["Event Sponsorships", "IP Development", "Content Licensing"]],
      [
        "Digital Marketing",
        ["Social Media Strategy", "Performance Marketing", "Analytics & Insights"],
      ],
    ] as const) {
      const item = services
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: card }) });
      for (const text of items) await expect(item.getByText(text, { exact: true })).toBeVisible();
    }

    await expect(page.getByRole("heading", { name: "Media Highlights" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured IP's" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Showcasing Our Valued Partners" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Start a Campaign/ })).toHaveAttribute(
      "href",
      "/contact",
    );
    for (const step of [
      "Discover & Analyze",
      "Strategize & Plan",
      "Create & Execute",
      "Amplify & Measure",
    ]) {
      await expect(page.getByRole("heading", { name: step })).toBeVisible();
    }
    await expect(
      page.locator("#contact").getByRole("heading", { name: "Get In Touch" }),
    ).toBeVisible();
    await expect(page.locator("#contact")).toContainText("Mumbai, Maharashtra, India");

    // Order: services → about → work → IPs → partners → blueprint → contact.
    const order = await page.evaluate(() =>
      [
        "#services",
        "#about-hero-title",
        "#work",
        "#ips",
        "#partners-title",
        "#blueprint-title",
        "#contact",
      ].map(
        (selector) =>
          document.querySelector(selector)!.getBoundingClientRect().top + window.scrollY,
      ),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test("Watch More shows the channel tooltip and opens the channel with no opener or referrer", async ({
    page,
  }) => {
    await visit(page, "/");
    const watchMore = page.getByRole("link", { name: /Watch More/ });
    await expect(watchMore).toHaveAttribute("target", "_blank");
    await expect(watchMore).toHaveAttribute("rel", "noopener noreferrer");
    await expect(watchMore).toHaveAttribute("href", /youtube\.com\/@/);
    await watchMore.hover();
    await expect(page.getByRole("tooltip")).toContainText("youtube.com/@");
    // Leave with several pointer moves: Radix keeps the tooltip while the pointer may still be
    // heading for it, and decides on the next move.
    const box = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20, { steps: 8 });
    await expect(page.getByRole("tooltip")).toBeHidden();
  });

  test("the Watch More tooltip also shows on keyboard focus, can be hovered, and Escape hides it", async ({
    page,
  }) => {
    await visit(page, "/");
    const watchMore = page.getByRole("link", { name: /Watch More/ });
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toBeHidden();
    await expect(watchMore).toHaveAccessibleDescription(/youtube\.com\/@/);

    await watchMore.focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
    await watchMore.blur();

    // The pointer can move from the button onto the tooltip (WCAG 1.4.13) ...
    await watchMore.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveCSS("opacity", "1");
    const tip = (await tooltip.getByText(/youtube\.com\/@/).boundingBox())!;
    await page.mouse.move(tip.x + tip.width / 2, tip.y + tip.height / 2, { steps: 6 });
    await expect(tooltip).toBeVisible();
    // ... and Escape hides it without moving the pointer.
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
  });

  test("the hero video is a facade: no YouTube frame until the visitor clicks play", async ({
    page,
  }) => {
    const youtubeRequests = trackYouTubeRequests(page);
    await visit(page, "/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(youtubeRequests().filter((url) => !url.includes("ytimg"))).toEqual([]);
    // The click paints the spinner first; the iframe, costly to create, comes after that paint.
    const beforeNextPaint = await page
      .getByRole("button", { name: `Play ${SEEDED.highlightTitles[0]}` })
      .first()
      .evaluate(
        (button) =>
          new Promise<{ spinner: boolean; frame: boolean }>((resolve) => {
            (button as HTMLButtonElement).click();
            requestAnimationFrame(() =>
              resolve({
                spinner: !!document.querySelector('[role="status"] .animate-spin'),
                frame: !!document.querySelector("iframe"),
              }),
            );
          }),
      );
    expect(beforeNextPaint).toEqual({ spinner: true, frame: false });
    const frame = page.locator('iframe[src*="youtube-nocookie.com/embed/"]');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", /autoplay=1&controls=1&modestbranding=1&rel=0/);
  });

  test("the About hero cycles Vision, Strategy, Impact every 2.5 s", async ({ page }) => {
    await visit(page, "/");
    const shownWord = shownRotatingWord(page);
    await expect.poll(shownWord, { timeout: 8000 }).toBe("Vision");
    await expect.poll(shownWord, { timeout: 4000 }).toBe("Strategy");
    await expect.poll(shownWord, { timeout: 4000 }).toBe("Impact");
  });

  test("particles: 12 on desktop, 5 at 768px and below", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, "/");
    const visible = () =>
      page
        .getByTestId("particles")
        .locator(".particle")
        .evaluateAll((nodes) => nodes.filter((n) => getComputedStyle(n).display !== "none").length);
    expect(await visible()).toBe(12);
    await page.setViewportSize({ width: 768, height: 900 });
    expect(await visible()).toBe(5);
  });

  test("Media Highlights: modal player closes on Escape, backdrop and button; locks scroll; returns focus", async ({
    page,
  }) => {
    await visit(page, "/");
    const work = page.locator("#work");
    await expect(work.getByRole("heading", { level: 3 })).toHaveText(SEEDED.highlightTitles);
    const trigger = work.getByRole("button", { name: `Play ${SEEDED.highlightTitles[1]}` });

    // Keyboard: focus, Enter opens, Escape closes and focus comes back.
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: SEEDED.highlightTitles[1] });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await trigger.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5); // the backdrop
    await expect(dialog).toBeHidden();
  });

  test("Media Highlights: Share copies the video URL and shows 'Copied!' for 2 s; View More goes to the gallery", async ({
    page,
  }) => {
    await allowClipboard(page);
    await visit(page, "/");
    const work = page.locator("#work");
    await work.getByRole("button", { name: `Share ${SEEDED.highlightTitles[0]}` }).click();
    await page.getByRole("menuitem", { name: "Copy link" }).click();
    const status = work.getByText("Copied!");
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^https:\/\/(www\.)?youtu/,
    );
    await expect(status).toBeHidden({ timeout: 3500 });
    await work.getByRole("link", { name: /View More/ }).click();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test("Media Highlights: the player and the share menu load their code on demand and open on the first click", async ({
    page,
  }) => {
    await visit(page, "/");
    const work = page.locator("#work");
    await expect(
      page.locator('[data-slot="dialog-content"], [data-slot="dropdown-menu-trigger"]'),
    ).toHaveCount(0);
    const held = await delayLaterScripts(page);

    // One click on a thumbnail, while the player's code is still on its way, opens the player.
    const play = work.getByRole("button", { name: `Play ${SEEDED.highlightTitles[2]}` });
    await play.click();
    const dialog = page.getByRole("dialog", { name: SEEDED.highlightTitles[2] });
    await expect(dialog).toBeVisible();
    expect(held.length).toBeGreaterThan(0);
    // Focus moves into the dialog, as Radix does on open.
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();

    // One click opens the share menu; ArrowDown from the keyboard opens another with focus inside.
    await work.getByRole("button", { name: `Share ${SEEDED.highlightTitles[0]}` }).click();
    await expect(page.getByRole("menuitem", { name: "Copy link" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    const share = work.getByRole("button", { name: `Share ${SEEDED.highlightTitles[1]}` });
    await share.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Copy link" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(share).toBeFocused();
  });

  test("Featured IP's: advances every 4 s while in view, wraps, pauses on hover and by its button, and opens the IP", async ({
    page,
  }) => {
    await visit(page, "/");
    const carousel = page.getByRole("region", { name: "Featured IPs" });
    const main = carousel.getByTestId("carousel-main");
    await expect(main).toHaveAccessibleName(
      new RegExp(`^1 of ${SEEDED.ips}: ${SEEDED.firstIpTitle}`),
    );
    // Below the first screen it waits: a visitor who scrolls down meets the first slide.
    await page.waitForTimeout(4500);
    await expect(main).toHaveAccessibleName(/^1 of /);
    await carousel.scrollIntoViewIfNeeded();
    await expect(main).toHaveAccessibleName(/^2 of /, { timeout: 5500 });

    // Hover pauses.
    await main.hover();
    const paused = await main.getAttribute("aria-label");
    await page.waitForTimeout(4500);
    await expect(main).toHaveAttribute("aria-label", paused!);
    await page.mouse.move(0, 0);

    // Arrows wrap around.
    await carousel.getByRole("button", { name: "Pause slideshow" }).click();
    await carousel
      .getByRole("button", { name: "Go to slide 1:" + ` ${SEEDED.firstIpTitle}` })
      .click();
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(main).toHaveAccessibleName(new RegExp(`^${SEEDED.ips} of ${SEEDED.ips}:`));
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(main).toHaveAccessibleName(/^1 of /);
    await page.waitForTimeout(4500);
    await expect(main).toHaveAccessibleName(/^1 of /);
    const thumb = carousel.getByRole("button", { name: /^Show / }).first();
    await expect(thumb).toHaveCSS("width", "224px"); // 14rem

    await main.click();
    await expect(page).toHaveURL(/\/ip\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SEEDED.firstIpTitle);
  });

  test("Featured IP's: a press paints the dots' new state first; the new slide follows after that paint", async ({
    page,
  }) => {
    await visit(page, "/");
    const carousel = page.getByRole("region", { name: "Featured IPs" });
    await carousel.getByRole("button", { name: "Pause slideshow" }).click();
    const main = carousel.getByTestId("carousel-main");
    await expect(main).toHaveAccessibleName(/^\d+ of /);
    // What the frame right after the press would show: the press and React's updates for it
    // (flushed in a microtask) have run, no later task has.
    const afterPress = await page.evaluate(async () => {
      const region = document.querySelector('[aria-label="Featured IPs"]')!;
      const slide = () =>
        region.querySelector('[data-testid="carousel-main"]')!.getAttribute("aria-label");
      const currentDot = () =>
        region
          .querySelector('[aria-label="Slide dots"] [aria-current="true"]')!
          .getAttribute("aria-label");
      const before = { slide: slide(), dot: currentDot() };
      region.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!.click();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      return { before, slide: slide(), dot: currentDot() };
    });
    expect(afterPress.dot).not.toBe(afterPress.before.dot);
    expect(afterPress.slide).toBe(afterPress.before.slide);
    // The slide catches up with the dot.
    const position = Number(/Go to slide (\d+)/.exec(afterPress.dot!)![1]);
    await expect(main).toHaveAccessibleName(new RegExp(`^${position} of `));
  });

  test("partners: about 41 logos in two rows moving in opposite directions, with a pause control", async ({
    page,
  }) => {
    await visit(page, "/");
    const rows = page.locator(".marquee-track[data-direction]");
    await expect(rows).toHaveCount(2);
    // The rows start looping once their section has hydrated, as it comes near.
    await rows.first().scrollIntoViewIfNeeded();
    await expect(rows.nth(0)).toHaveAttribute("data-direction", "left");
    await expect(rows.nth(1)).toHaveAttribute("data-direction", "right");
    const named = page.locator(".marquee-track[data-direction] img:not([alt=''])");
    await expect(named).toHaveCount(41);
    await expect(rows.nth(0)).toHaveCSS("animation-name", "marquee");
    await expect(rows.nth(1)).toHaveCSS("animation-name", "marquee-reverse");
    // The seamless loop's second copy is added in the browser, hidden from assistive tech.
    await expect(
      page.locator(".marquee-track[data-direction] li[aria-hidden='true'] img[alt='']"),
    ).toHaveCount(41);
    // No seam: the copy starts exactly half-way along the track, where the -50% loop restarts.
    for (const row of await rows.all()) {
      const [half, copyStart] = await row.evaluate((track) => {
        const items = [...track.children] as HTMLElement[];
        const copy = items.find((item) => item.getAttribute("aria-hidden") === "true")!;
        return [(track as HTMLElement).offsetWidth / 2, copy.offsetLeft - items[0]!.offsetLeft];
      });
      expect(Math.abs(half - copyStart)).toBeLessThan(1);
    }
    await page.getByRole("button", { name: "Pause logos" }).click();
    expect(await rows.first().evaluate((n) => getComputedStyle(n).animationPlayState)).toBe(
      "paused",
    );
  });

  test("partners: the page's HTML carries each logo once; with reduced motion there is no copy and no motion", async ({
    page,
  }) => {
    const html = await (await page.request.get("/")).text();
    expect(html.match(/<img[^>]*src="\/partners\/northwind\.svg"/g)).toHaveLength(1);
    // Only the <img>: the list travels in the marquee's code, not again in the inline payload.
    expect(html.split("/partners/northwind.svg").length - 1).toBe(1);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/");
    const rows = page.locator(".marquee-track[data-direction]");
    await expect(rows.locator("img")).toHaveCount(41);
    await expect(rows.nth(0)).toHaveCSS("animation-name", "none");
  });
});
