import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoPortal, NAVIGATION_TIMEOUT, signInThroughUi } from "./admin-helpers";

// axe finds no WCAG 2.1 A/AA violations on any admin screen, in the dark and the light theme.

const SCREENS = [
  { path: "/ams-admin", heading: "Welcome back, Admin!" },
  { path: "/ams-admin/users", heading: "User Management" },
  { path: "/ams-admin/posts", heading: "Post Management" },
  { path: "/ams-admin/settings", heading: "Settings" },
  { path: "/ams-admin/messages", heading: "Messages" },
  { path: "/ams-admin/activity", heading: "Activity" },
];

for (const theme of ["dark", "light"] as const) {
  test(`admin screens have no axe violations in the ${theme} theme`, async ({ page }) => {
    test.slow();
    await signInThroughUi(page);
    await page.evaluate((value) => localStorage.setItem("ams-admin-theme", value), theme);
    for (const screen of SCREENS) {
      await gotoPortal(page, screen.path);
      await expect(page.getByRole("heading", { name: screen.heading, level: 1 })).toBeVisible({
        timeout: NAVIGATION_TIMEOUT,
      });
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
      expect(summary, `${screen.path} (${theme})`).toEqual([]);
    }
  });
}
