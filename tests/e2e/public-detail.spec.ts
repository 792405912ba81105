import { expect, test } from "@playwright/test";

import { SEEDED, allowClipboard, shownRotatingWord, sitemapPaths, visit } from "./public-helpers";

const UNKNOWN_ID = "00000000-0000-4000-a000-000000000000";

test.describe("IP and post pages", () => {
  test("the IP page shows category, title, description, date and its buttons", async ({ page }) => {
    const ipPath = (await sitemapPaths(page)).find((path) => path.startsWith("/ip/"))!;
    await visit(page, ipPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SEEDED.firstIpTitle);
    await expect(page.getByText("Intellectual Properties").first()).toBeVisible();
    await expect(page.getByText(/late-night live-music series/)).toBeVisible();
    await expect(page.locator("article time")).toHaveText(/\d{1,2} \w+ \d{4}/);
    await expect(page.getByRole("link", { name: /Back to IP Showcase/ })).toHaveAttribute(
      "href",
      "/#ips",
    );
    const id = ipPath.split("/").pop();
    await expect(page.getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      `/post/${id}?type=project`,
    );

    await allowClipboard(page);
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/ip/${id}`);
  });

  test("a video post shows views and channel, and 'Watch Video' plays inline with autoplay", async ({
    page,
  }) => {
    const videoPath = (await sitemapPaths(page)).find((path) => path.endsWith("type=video"))!;
    await visit(page, videoPath);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/\d+(\.\d)?[MK]? views/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "About This Video" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Keywords" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Keywords" }).getByRole("listitem").first(),
    ).toHaveText(/^#/);
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Watch Video" }).click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveAttribute(
      "src",
      /autoplay=1/,
    );
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  });

  test("a project post shows its client, 'View Details' and 'About This Project'", async ({
    page,
  }) => {
    await visit(page, "/gallery?type=project&q=glow");
    await page.getByRole("link", { name: "Glow Up Lab", exact: true }).click();
    await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}\?type=project$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glow Up Lab");
    await expect(page.getByText("Aster Beauty")).toBeVisible();
    await expect(page.getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      "#details",
    );
    await expect(page.getByRole("heading", { name: "About This Project" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Watch Video" })).toHaveCount(0);
  });

  test("the post page ignores a wrong ?type= and stays the same post", async ({ page }) => {
    const videoPath = (await sitemapPaths(page)).find((path) => path.endsWith("type=video"))!;
    await visit(page, videoPath.replace("type=video", "type=project"));
    await expect(page.getByRole("heading", { name: "About This Video" })).toBeVisible();
  });

  test("the IP and post pages send their content in the HTML: no skeleton, with or without JavaScript", async ({
    browser,
    page,
  }) => {
    const paths = await sitemapPaths(page);
    const detailPaths = [
      paths.find((path) => path.startsWith("/ip/"))!,
      paths.find((path) => path.endsWith("type=video"))!,
    ];
    const viewport = { width: 390, height: 844 };
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport, javaScriptEnabled });
      const tab = await context.newPage();
      for (const path of detailPaths) {
        // The first request renders the page; the second is served from the cache.
        for (let load = 0; load < 2; load++) {
          await tab.goto(path);
          await expect(tab.locator('[aria-busy="true"]'), path).toHaveCount(0);
          await expect(tab.getByRole("heading", { level: 1 }), path).toBeVisible();
          const footerTop = await tab
            .locator("footer")
            .evaluate((footer) => footer.getBoundingClientRect().top);
          expect(
            footerTop,
            `${path} with JavaScript ${javaScriptEnabled ? "on" : "off"}`,
          ).toBeGreaterThanOrEqual(viewport.height);
        }
      }
      await context.close();
    }
  });

  test("unknown ids answer 404 with 'IP Not Found' / 'Post Not Found' and 'Go Back Home'", async ({
    page,
  }) => {
    for (const [path, title] of [
      [`/ip/${UNKNOWN_ID}`, "IP Not Found"],
      [`/ip/not-a-uuid`, "IP Not Found"],
      [`/post/${UNKNOWN_ID}?type=video`, "Post Not Found"],
      [`/post/${UNKNOWN_ID}?type=project`, "Post Not Found"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("link", { name: /Go Back Home/ })).toHaveAttribute("href", "/");
    }
  });

  test("an unknown path answers 404 with 'Back to Home', 'Go Back' and the four shortcuts", async ({
    page,
  }) => {
    await visit(page, "/about");
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to Home/ })).toHaveAttribute("href", "/");
    const shortcuts = page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link");
    await expect(shortcuts).toHaveText(["Home", "Gallery", "About Us", "Contact"]);
    await page.getByRole("button", { name: /Go Back/ }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("about page", () => {
  test("rotates Influence, Impact, Innovation every 3 s and shows the blueprint and five team cards", async ({
    page,
  }) => {
    await visit(page, "/about");
    const shownWord = shownRotatingWord(page);
    await expect.poll(shownWord, { timeout: 9000 }).toBe("Influence");
    await expect.poll(shownWord, { timeout: 4500 }).toBe("Impact");
    await expect.poll(shownWord, { timeout: 4500 }).toBe("Innovation");
    await expect(page.getByRole("heading", { name: "Discover & Analyze" })).toBeVisible();
    const cards = page.getByTestId("team-card");
    await expect(cards).toHaveCount(5);
    const dubai = cards.last();
    await expect(dubai).toContainText("Dubai");
    await expect(dubai.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(dubai.getByRole("link", { name: /\+971/ })).toHaveAttribute("href", /^tel:/);
    await expect(dubai.getByRole("link", { name: /opens in a new tab/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  });
});
