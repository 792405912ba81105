import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { siteSettingsSchema } from "../../lib/validations/settings";
import { SUPERADMIN } from "./support/constants";

// Shared steps for the admin portal specs.

// A first visit can compile on a dev server or wait on a busy CI machine.
export const NAVIGATION_TIMEOUT = 30_000;

export const STRONG_PASSWORD = "Str0ng!Passw0rd#26";

/** The fields of GET /api/settings that PUT /api/settings takes back: its schema's keys. */
export function editableSettings(settings: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(siteSettingsSchema.shape)
      .filter((field) => field in settings)
      .map((field) => [field, settings[field]]),
  );
}

/** A name no other run or spec uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** Signs in through the /login screen and waits for the dashboard. */
export async function signInThroughUi(
  page: Page,
  username = SUPERADMIN.username,
  password = SUPERADMIN.password,
): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/ams-admin$/, { timeout: NAVIGATION_TIMEOUT });
  await expect(page.getByRole("heading", { name: "Welcome back, Admin!" })).toBeVisible({
    timeout: NAVIGATION_TIMEOUT,
  });
}

/** Registers an account through the API; it is pending unless Auto Approve is on. */
export async function registerAccount(
  request: APIRequestContext,
  username: string,
): Promise<{ _id: string; username: string }> {
  const response = await request.post("/api/auth/admin/register", {
    data: { username, email: `${username}@example.com`, password: STRONG_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { _id: string; username: string } };
  return user;
}

/** Runs `fn` with a request context signed in as the superadmin (its own cookies). */
export async function asSuperadmin<T>(
  request: APIRequestContext,
  fn: () => Promise<T>,
): Promise<T> {
  const login = await request.post("/api/auth/admin/login", { data: SUPERADMIN });
  expect(login.status()).toBe(200);
  try {
    return await fn();
  } finally {
    await request.post("/api/auth/admin/logout", { data: {} });
  }
}

/** The toast region's latest message. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/**
 * A full load of a portal page. A screen with a loading state streams: its content first arrives
 * in a hidden holder (`<div hidden id="S:0">`) that React's reveal script empties a moment after
 * hydration has drawn the same screen, so until then a query by text or test id finds it twice.
 * Waits for every holder to be gone.
 */
export async function gotoPortal(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'), undefined, {
    timeout: NAVIGATION_TIMEOUT,
  });
  return response;
}

/** Opens a section from the side navigation and waits for its heading. */
export async function openSection(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: link }).click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible({
    timeout: NAVIGATION_TIMEOUT,
  });
}
