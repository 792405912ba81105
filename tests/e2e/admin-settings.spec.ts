import { expect, test, type APIRequestContext } from "@playwright/test";
import { editableSettings, openSection, signInThroughUi, toast, uniqueName } from "./admin-helpers";
import { SUPERADMIN } from "./support/constants";

// Site Settings drive the public site at once; the profile form checks passwords locally.

type Settings = Record<string, unknown> & { siteName: string };

async function readSettings(request: APIRequestContext): Promise<Settings> {
  return (await (await request.get("/api/settings")).json()) as Settings;
}

test("the superadmin renames the site and the public hero shows the new name", async ({ page }) => {
  test.slow();
  await signInThroughUi(page);
  const original = await readSettings(page.request);
  const siteName = uniqueName("Studio");
  try {
    await openSection(page, "Settings", "Settings");
    await page.getByRole("tab", { name: "Site Settings" }).click();
    await expect(page.getByText("Superadmin only")).toBeVisible();
    await expect(page.getByLabel("Site Description")).toHaveAttribute("rows", "3");

    // Max file size is bounded 1..100.
    await page.getByLabel("Max File Size (MB)").fill("0");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Max file size must be between 1 and 100 MB")).toBeVisible();
    await page.getByLabel("Max File Size (MB)").fill("12");

    await page.getByLabel("Site Name").fill(siteName);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Site settings updated successfully")).toBeVisible();
    expect((await readSettings(page.request)).siteName).toBe(siteName);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`We are ${siteName}`);
  } finally {
    // Other specs expect the seeded settings.
    const restored = await page.request.put("/api/settings", {
      data: editableSettings(original),
    });
    expect(restored.status()).toBe(200);
  }
});

test("the profile form explains password mistakes before sending anything", async ({ page }) => {
  await signInThroughUi(page);
  await openSection(page, "Settings", "Settings");
  await page.getByLabel("New Password", { exact: true }).fill("An0ther!Passw0rd");
  await page.getByLabel("Confirm New Password").fill("Different!Passw0rd");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("New passwords do not match")).toBeVisible();
  await expect(page.getByText("Current password is required to change password")).toBeVisible();

  // Saving without a password change only sends username and email.
  await page.getByLabel("New Password", { exact: true }).fill("");
  await page.getByLabel("Confirm New Password").fill("");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(toast(page, "Profile updated successfully")).toBeVisible();
});

test("a new e-mail is saved only with the current password, entered in the profile form", async ({
  page,
}) => {
  await signInThroughUi(page);
  await openSection(page, "Settings", "Settings");
  const email = page.getByLabel("Email", { exact: true });
  const original = await email.inputValue();
  await email.fill("owner.moved@example.com");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Current password is required to change email")).toBeVisible();

  /** Saves and waits until the form has reloaded the profile (it resets its fields from it). */
  async function saveWithPassword() {
    await page.getByLabel("Current Password").fill(SUPERADMIN.password);
    const reloaded = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/settings/profile") && response.request().method() === "GET",
    );
    await page.getByRole("button", { name: "Save Profile" }).click();
    await reloaded;
  }
  await saveWithPassword();
  await expect(email).toHaveValue("owner.moved@example.com");
  await expect(page.getByLabel("Current Password")).toHaveValue("");

  // Back to the original address for the other tests.
  await email.fill(original);
  await saveWithPassword();
  await expect(email).toHaveValue(original);
});
