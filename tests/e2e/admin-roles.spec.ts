import { expect, test } from "@playwright/test";
import {
  asSuperadmin,
  registerAccount,
  signInThroughUi,
  STRONG_PASSWORD,
  uniqueName,
} from "./admin-helpers";

// A user-role account: no Users, Messages or Activity in the navigation, no Site Settings tab,
// and the server answers 403 for those pages and their APIs (not only a hidden link).

test("a user-role account sees only its sections and gets 403 from the others", async ({
  page,
}) => {
  test.slow();
  const username = uniqueName("member");
  const user = await registerAccount(page.request, username);
  await asSuperadmin(page.request, async () => {
    const approved = await page.request.post(`/api/users/approve/${user._id}`, {
      data: { role: "user" },
    });
    expect(approved.status()).toBe(200);
  });

  await signInThroughUi(page, username, STRONG_PASSWORD);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Posts", "Settings"]);

  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("tab", { name: "Profile" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("tab", { name: "Site Settings" })).toHaveCount(0);
  await expect(page.getByLabel("Username")).toHaveValue(username);

  for (const path of [
    "/ams-admin/users",
    "/admin/users",
    "/ams-admin/messages",
    "/ams-admin/activity",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  }
  expect((await page.request.get("/api/users")).status()).toBe(403);
  expect((await page.request.get("/api/admin/messages")).status()).toBe(403);
  expect((await page.request.put("/api/settings", { data: {} })).status()).toBe(403);
});
