import { expect, test } from "@playwright/test";
import { signInThroughUi } from "./admin-helpers";

// The superadmin signs in through /login and lands on the dashboard, whose figures come from the
// database; the shell's theme choice is remembered and Logout leaves for /.

test("the dashboard shows the database's totals, the date, activity and working quick actions", async ({
  page,
}) => {
  await signInThroughUi(page);
  const stats = (await (await page.request.get("/api/admin/dashboard")).json()) as {
    totalVideos: number;
    totalProjects: number;
    totalUsers: number;
  };

  for (const [key, value, change] of [
    ["totalVideos", stats.totalVideos, "+12%"],
    ["totalProjects", stats.totalProjects, "+8%"],
    ["totalUsers", stats.totalUsers, "+5%"],
  ] as const) {
    const card = page.getByTestId(`stat-${key}`);
    await expect(card).toContainText(String(value));
    await expect(card).toContainText(change);
  }
  await expect(page.getByTestId("stat-totalViews")).toContainText("+24%");
  // Today's date in the site timezone, e.g. "24 November 2026".
  const { timezone } = (await (await page.request.get("/api/settings")).json()) as {
    timezone: string;
  };
  const today = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: timezone }).format(
    new Date(),
  );
  await expect(page.getByText(today)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();

  await page.getByRole("button", { name: "View Analytics" }).click();
  const analytics = page.getByRole("dialog", { name: "Analytics" });
  await expect(analytics.getByRole("table")).toContainText("Published");
  await expect(analytics.getByRole("row")).toHaveCount(9); // header + eight weeks
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Add New Video" }).click();
  await expect(page).toHaveURL(/\/ams-admin\/posts\?new=video$/, { timeout: 30_000 });
  const addVideo = page.getByRole("dialog", { name: "Add Video" });
  await expect(addVideo).toBeVisible();
  await expect(page.getByLabel("YouTube URL")).toBeFocused();

  // Closing the form drops ?new= from the address, so a reload does not open it again.
  await page.keyboard.press("Escape");
  await expect(addVideo).toBeHidden();
  await expect(page).toHaveURL(/\/ams-admin\/posts$/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Post Management", level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the theme toggle is remembered and Logout goes to /", async ({ page }) => {
  await signInThroughUi(page);
  const html = page.locator("html");
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(html).toHaveClass(/\blight\b/);
  await page.reload();
  await expect(html).toHaveClass(/\blight\b/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(html).toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem("auth_status"))).toBeNull();
  const back = await page.goto("/ams-admin");
  expect(back?.url()).toMatch(/\/login/);
});
