import { expect, test, type Page } from "@playwright/test";

import { allowClipboard, sitemapPaths, visit } from "./public-helpers";

// The public site loads sonner only when it shows its first toast (it is not in the pages'
// first-load JavaScript); the auth and admin areas keep a Toaster mounted from the start.

/** The scripts the page has loaded so far that hold sonner's Toaster. */
async function scriptsWithSonner(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith(".js")),
  );
  const hits: string[] = [];
  for (const url of urls) {
    if ((await (await page.request.get(url)).text()).includes("data-sonner-toaster"))
      hits.push(url);
  }
  return hits;
}

const toaster = (page: Page) => page.locator("[data-sonner-toaster]");

test.describe("public site toasts", () => {
  test("the first toast after a fresh load is shown, with sonner loaded only then", async ({
    page,
  }) => {
    const ipPath = (await sitemapPaths(page)).find((path) => path.startsWith("/ip/"))!;
    await visit(page, ipPath);
    expect(await scriptsWithSonner(page)).toEqual([]);
    await expect(page.locator('section[aria-label^="Notifications"]')).toHaveCount(0);

    await allowClipboard(page);
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    // A bare click event (no hover, focus or pointerdown first): the toast is asked for before
    // the Toaster exists, so it has to wait for it rather than be lost.
    await page.getByRole("button", { name: "Share" }).dispatchEvent("click");
    const shown = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Link copied to clipboard!" });
    await expect(shown).toBeVisible();
    expect(await scriptsWithSonner(page)).not.toEqual([]);

    // Same look as before: bottom right, rich colours, a close button, the site's theme.
    const theme = (await page.locator("html").getAttribute("class"))?.includes("light")
      ? "light"
      : "dark";
    await expect(toaster(page)).toHaveAttribute("data-sonner-theme", theme);
    await expect(shown).toHaveAttribute("data-y-position", "bottom");
    await expect(shown).toHaveAttribute("data-x-position", "right");
    await expect(shown).toHaveAttribute("data-rich-colors", "true");
    await expect(shown).toHaveAttribute("data-type", "success");
    await expect(shown.getByRole("button", { name: "Close toast" })).toBeVisible();

    // Later toasts replace it: one at a time.
    await page.getByRole("button", { name: /Share|Copied!/ }).click();
    await expect(page.locator("[data-sonner-toast][data-removed=false]")).toHaveCount(1);
  });

  test("the contact form's first toast after a fresh load is shown", async ({ page }) => {
    await visit(page, "/contact");
    await page.route("**/api/contact/submit", (route) =>
      route.fulfill({ json: { success: true } }),
    );
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name", { exact: true }).fill("Priya Sharma");
    // The (still empty) Toaster is mounted ahead of the answer, once the form's fields are live.
    await expect(page.locator('section[aria-label^="Notifications"]')).toHaveCount(1);
    await form.getByLabel("Email", { exact: true }).fill("priya@example.com");
    await form.getByLabel("Subject", { exact: true }).fill("Launch campaign");
    await form
      .getByLabel("Message", { exact: true })
      .fill("We would like to plan a creator campaign.");
    await form.getByRole("button", { name: /Send Message/ }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Success!" })).toBeVisible();
  });
});

test("the auth screens show their toasts (signup with Auto Approve on)", async ({ page }) => {
  await page.route("**/api/auth/admin/register", (route) =>
    route.fulfill({
      status: 201,
      json: {
        success: true,
        approved: true,
        message: "Registration successful. You can now sign in.",
      },
    }),
  );
  await page.goto("/signup");
  await page.getByLabel("Username").fill("toast_tester");
  await page.getByLabel("Email").fill("toast_tester@example.com");
  await page.getByRole("button", { name: "Generate Strong Password" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Registration successful. You can now sign in." }),
  ).toBeVisible();
});
