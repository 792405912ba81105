import { expect, test } from "@playwright/test";
import {
  gotoPortal,
  openSection,
  registerAccount,
  signInThroughUi,
  toast,
  uniqueName,
} from "./admin-helpers";

// User management: a pending registration is approved, its role and status changed, and the
// account deleted after the spec's confirmation; the superadmin's row offers no actions.

test("the superadmin approves a pending user, changes role and status, then deletes it", async ({
  page,
}) => {
  test.slow(); // a dozen server round trips
  const username = uniqueName("pend");
  await registerAccount(page.request, username);
  await signInThroughUi(page);

  await openSection(page, "Users", "User Management");
  await expect(page.getByText(/^\d+ total users$/)).toBeVisible();

  // Server-side search, kept in the URL.
  await page.getByPlaceholder("Search by username or email...").fill(username);
  await expect(page).toHaveURL(new RegExp(`q=${username}`));
  const row = page.getByTestId(`user-row-${username}`);
  await expect(row).toContainText("pending");
  await expect(page.getByText("Showing 1 to 1 of 1 users")).toBeVisible();

  await row.getByRole("button", { name: `Approve ${username}` }).click();
  await page.getByRole("menuitem", { name: "Approve as user" }).click();
  await expect(toast(page, "User approved successfully")).toBeVisible();

  const role = row.getByRole("combobox", { name: `Role of ${username}` });
  await expect(role).toHaveText("user");
  await role.click();
  await page.getByRole("option", { name: "admin" }).click();
  await expect(toast(page, "User role updated successfully")).toBeVisible();
  await expect(role).toHaveText("admin");

  const status = row.getByRole("combobox", { name: `Status of ${username}` });
  await status.click();
  await page.getByRole("option", { name: "suspended" }).click();
  await expect(toast(page, "User status updated successfully")).toBeVisible();
  await expect(status).toHaveText("suspended");

  await row.getByRole("button", { name: `Delete ${username}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    `Are you sure you want to delete user "${username}"? This action cannot be undone.`,
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "User deleted successfully")).toBeVisible();
  await expect(page.getByText("No users found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
});

test("filters live in the URL and the superadmin's row has no actions", async ({ page }) => {
  // getByRole skips the hidden copy a streamed navigation can leave in the DOM for a moment.
  await signInThroughUi(page);
  await gotoPortal(page, "/ams-admin/users?role=superadmin");
  await expect(page.getByRole("combobox", { name: "Filter by role" })).toHaveText("Superadmin");
  const row = page.getByTestId("user-row-admin").filter({ visible: true });
  await expect(row).toContainText("No actions");
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(row.getByRole("combobox")).toHaveCount(0);

  await page.getByRole("combobox", { name: "Filter by status" }).click();
  await page.getByRole("option", { name: "Suspended" }).click();
  await expect(page).toHaveURL(/role=superadmin&status=suspended/);
  await expect(page.getByText("No users found")).toBeVisible();
});

test("an account locked by failed sign-ins shows Locked and can be unlocked", async ({
  page,
  playwright,
}) => {
  test.slow();
  const username = uniqueName("lk");
  // A separate context, so the failed sign-ins do not touch the page's session.
  const stranger = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  await registerAccount(stranger, username);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await stranger.post("/api/auth/admin/login", {
      data: { username, password: "not-the-password" },
    });
    expect(response.status()).toBe(401);
  }
  expect(
    (
      await stranger.post("/api/auth/admin/login", {
        data: { username, password: "not-the-password" },
      })
    ).status(),
  ).toBe(429);
  await stranger.dispose();

  await signInThroughUi(page);
  await gotoPortal(page, `/ams-admin/users?q=${username}`);
  const row = page.getByTestId(`user-row-${username}`);
  const lockBadge = row.getByTitle("Too many failed sign-ins");
  await expect(lockBadge).toHaveText("locked");
  await row.getByRole("button", { name: `Unlock ${username}` }).click();
  await expect(toast(page, "User unlocked successfully")).toBeVisible();
  await expect(lockBadge).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Unlock ${username}` })).toHaveCount(0);
});
