import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { FAKE_RESEND_URL, SUPERADMIN } from "./support/constants";

// Sign-up, the pending screen, approval by the superadmin, sign-in, the session guard, and
// forgot/reset through the link from the mail the server sent (the fake Resend keeps it).

type Mail = { body: { to?: string | string[]; text?: string } };

const unique = `e2e_${Date.now().toString(36)}`;
const account = { username: unique, email: `${unique}@example.com` };
let password = "";

async function approveAsSuperadmin(request: APIRequestContext, username: string): Promise<void> {
  const login = await request.post("/api/auth/admin/login", { data: SUPERADMIN });
  expect(login.ok()).toBeTruthy();
  const list = await request.get(`/api/users?search=${encodeURIComponent(username)}&role=pending`);
  const { users } = (await list.json()) as { users: { _id: string; username: string }[] };
  const user = users.find((u) => u.username === username);
  expect(user, "the new account is listed as pending").toBeTruthy();
  const approved = await request.post(`/api/users/approve/${user?._id}`, { data: {} });
  expect(approved.status()).toBe(200);
  await request.post("/api/auth/admin/logout", { data: {} });
}

async function signIn(page: Page, username: string, secret: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in and waits until the portal has hydrated: its session guard has asked the server. */
async function signInToPortal(page: Page, username: string, secret: string): Promise<void> {
  const guardChecked = page.waitForResponse((response) =>
    response.url().endsWith("/api/auth/admin/session"),
  );
  await signIn(page, username, secret);
  await expect(page).toHaveURL(/\/ams-admin\/?$/);
  expect((await guardChecked).status()).toBe(200);
}

async function lastMailTo(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`${FAKE_RESEND_URL}/emails`);
  const { data } = (await response.json()) as { data: Mail[] };
  const mail = data.filter((m) => [m.body.to].flat().includes(email)).at(-1);
  const link = mail?.body.text?.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no reset mail for ${email}`);
  return link;
}

// Serial: each step continues with the account the previous one made. The pending screen alone
// takes 15 s, and a busy CI machine is slow, hence the longer limit.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test("sign up, wait on the pending screen until its 15-second limit", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Generate Strong Password" }).click();
  password = await page.getByLabel("Password", { exact: true }).inputValue();
  expect(password).toHaveLength(16);
  await expect(page.getByLabel("Confirm Password")).toHaveValue(password);
  await expect(page.getByText("Password strength:")).toContainText("Strong");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/pending-approval$/);
  await expect(page.getByText("awaiting review")).toBeVisible();
  await expect(page.getByText("Session time limit reached. Redirecting to login...")).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
});

test("the pending screen without a registration says Access Denied and goes to /login", async ({
  page,
}) => {
  await page.goto("/pending-approval");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
});

test("a pending account is refused, then signs in once the superadmin approves it", async ({
  page,
  request,
}) => {
  await signIn(page, account.username, password);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("pending approval");
  await expect(page).toHaveURL(/\/login$/);

  await approveAsSuperadmin(request, account.username);

  await signIn(page, account.username, password);
  await expect(page).toHaveURL(/\/ams-admin\/?$/);
  await expect(page.getByText("Admin", { exact: true }).first()).toBeVisible();
});

test("logout ends the session; the portal then sends visitors to /login", async ({ page }) => {
  await signInToPortal(page, account.username, password);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/ams-admin");
  await expect(page).toHaveURL(/\/login\?from=%2Fams-admin$/);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/login\?from=%2Fadmin%2Fusers$/);
});

test("the session guard notices a session ended elsewhere at its 5-minute re-check", async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await signInToPortal(page, account.username, password);

  // The same session signed out from a second tab that shares the cookie.
  const cookies = await page.context().cookies();
  const other = await browser.newContext();
  await other.addCookies(cookies);
  const out = await other.request.post("/api/auth/admin/logout", { data: {} });
  expect(out.ok()).toBeTruthy();
  await other.close();

  await page.clock.fastForward("05:01");
  await expect(page.getByText("Session expired. Redirecting to login...")).toBeVisible();
  await page.clock.fastForward("00:06");
  await expect(page).toHaveURL(/\/login\?from=/);
});

test("forgot and reset the password through the e-mailed link", async ({ page, request }) => {
  await page.goto("/admin/forgot-password");
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByRole("button", { name: "Request Reset Link" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Account not found");

  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Request Reset Link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "A password reset link has been sent to your email. Please check your inbox.",
  );
  await expect(page.getByLabel("Email")).toHaveValue("");

  const link = await lastMailTo(request, account.email);
  await page.goto(link);
  const newPassword = "Reset-Password-2026!";
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    page.getByText("Password reset successfully! Redirecting to login..."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request New Reset Link" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );

  await signIn(page, account.username, password);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Invalid username or password",
  );
  await signIn(page, account.username, newPassword);
  await expect(page).toHaveURL(/\/ams-admin\/?$/);
});

test("the sign-in, sign-up and reset-request buttons name the work under way and wait for it", async ({
  page,
}) => {
  const secret = "Busy-Label!2026-pass";
  const forms = [
    {
      path: "/login",
      api: "/api/auth/admin/login",
      idle: "Sign In",
      busy: "Signing In...",
      fill: async () => {
        await page.getByLabel("Username").fill("busy_label_user");
        await page.getByLabel("Password", { exact: true }).fill(secret);
      },
    },
    {
      path: "/signup",
      api: "/api/auth/admin/register",
      idle: "Create Account",
      busy: "Creating Account...",
      fill: async () => {
        await page.getByLabel("Username").fill("busy_label_user");
        await page.getByLabel("Email").fill("busy-label@example.com");
        await page.getByLabel("Password", { exact: true }).fill(secret);
        await page.getByLabel("Confirm Password").fill(secret);
      },
    },
    {
      path: "/forgot-password",
      // The form asks for the account's status before it asks for the mail.
      api: "/api/auth/admin/check-status",
      idle: "Request Reset Link",
      busy: "Checking Account...",
      fill: () => page.getByLabel("Email").fill("busy-label@example.com"),
    },
  ];
  for (const form of forms) {
    // The request is held, then dropped: nothing reaches the server, so no account is made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${form.api}`, async (route) => {
      await held;
      await route.abort();
    });
    await page.goto(form.path);
    await form.fill();
    await page.getByRole("button", { name: form.idle, exact: true }).click();
    const busy = page.getByRole("button", { name: form.busy });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByRole("button", { name: form.idle, exact: true })).toBeEnabled();
    await page.unroute(`**${form.api}`);
  }
});
