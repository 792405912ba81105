import { expect, test, type Page } from "@playwright/test";

import { visit } from "./public-helpers";

const VALID = {
  Name: "Priya Sharma",
  Email: "priya@example.com",
  Subject: "Launch campaign for a new drink",
  Message: "We would like to plan a creator campaign for our summer launch in June.",
};

async function fillValid(page: Page) {
  const form = page.getByRole("form", { name: "Contact form" });
  for (const [label, value] of Object.entries(VALID))
    await form.getByLabel(label, { exact: true }).fill(value);
  return form;
}

// Every rule of the contact form and its message, checked when the field loses focus.
const CASES: Array<[string, string, string]> = [
  ["Name", "", "Name is required"],
  ["Name", "A", "Name must be at least 2 characters"],
  ["Name", "A".repeat(100), "Name must be less than 100 characters"],
  ["Name", "Agent 007", "Name can only contain letters and spaces"],
  ["Email", "", "Email is required"],
  ["Email", "not-an-email", "Please enter a valid email address"],
  ["Subject", "", "Subject is required"],
  ["Subject", "Hey", "Subject must be at least 5 characters"],
  ["Subject", "x".repeat(200), "Subject must be less than 200 characters"],
  ["Message", "", "Message is required"],
  ["Message", "Too short", "Message must be at least 10 characters"],
  ["Message", "x".repeat(1000), "Message must be less than 1000 characters"],
];

test.describe("contact form", () => {
  test("shows each validation message on blur, disables submit while it shows, and clears it on typing", async ({
    page,
  }) => {
    await visit(page, "/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Get In Touch" })).toBeVisible();
    const form = page.getByRole("form", { name: "Contact form" });
    const submit = form.getByRole("button", { name: /Send Message/ });
    for (const [label, value, message] of CASES) {
      const field = form.getByLabel(label, { exact: true });
      await field.fill(value);
      await field.blur();
      await expect(
        form.getByText(message, { exact: true }),
        `${label}=${value.slice(0, 12)}`,
      ).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(submit).toBeDisabled();
      // Typing clears that field's error.
      await field.pressSequentially("a");
      await expect(form.getByText(message, { exact: true })).toBeHidden();
      // A valid value keeps the next case independent.
      await field.fill(VALID[label as keyof typeof VALID]);
      await field.blur();
    }
    await expect(submit).toBeEnabled();
  });

  test("submitting an empty form shows every required message", async ({ page }) => {
    await visit(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: /Send Message/ }).click();
    for (const message of [
      "Name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test("a valid message goes through the real API: 'Sending...', success toast, form cleared", async ({
    page,
  }) => {
    await visit(page, "/contact");
    const form = await fillValid(page);
    const request = page.waitForRequest(
      (r) => r.url().endsWith("/api/contact/submit") && r.method() === "POST",
    );
    await form.getByRole("button", { name: /Send Message/ }).click();
    const body = (await request).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      name: VALID.Name,
      email: VALID.Email,
      subject: VALID.Subject,
      message: VALID.Message,
    });
    await expect(page.getByText("Success!")).toBeVisible();
    await expect(
      page.getByText("Message sent successfully! We will get back to you soon."),
    ).toBeVisible();
    for (const label of Object.keys(VALID))
      await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
  });

  test("shows 'Sending...' and disables the button while the request is in flight", async ({
    page,
  }) => {
    await visit(page, "/contact");
    let release: () => void = () => undefined;
    // The button can show "Sending..." before the request reaches the route: release it only
    // once it is held there.
    let held: () => void = () => undefined;
    const requestHeld = new Promise<void>((resolve) => (held = resolve));
    await page.route("**/api/contact/submit", async (route) => {
      const released = new Promise<void>((resolve) => (release = resolve));
      held();
      await released;
      await route.fulfill({ json: { success: true } });
    });
    const form = await fillValid(page);
    await form.getByRole("button", { name: /Send Message/ }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    await requestHeld;
    release();
    await expect(form.getByRole("button", { name: /Send Message/ })).toBeVisible();
  });

  // The server's other answers, simulated at the network layer because the shared schema stops
  // invalid input before it leaves the browser.
  test("puts the server's field details on the fields with a 'Validation Error' toast", async ({
    page,
  }) => {
    await visit(page, "/contact");
    await page.route("**/api/contact/submit", (route) =>
      route.fulfill({
        status: 400,
        json: {
          success: false,
          error: "Invalid input",
          details: [{ path: "email", msg: "This address bounced" }],
        },
      }),
    );
    const form = await fillValid(page);
    await form.getByRole("button", { name: /Send Message/ }).click();
    await expect(form.getByText("This address bounced")).toBeVisible();
    await expect(page.getByText("Validation Error")).toBeVisible();
    await expect(
      page.getByText("There are errors in your form submission. Please check the fields."),
    ).toBeVisible();
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue(VALID.Email);
  });

  test("shows a banner and an 'Error' toast on a server failure, cleared by typing", async ({
    page,
  }) => {
    await visit(page, "/contact");
    await page.route("**/api/contact/submit", (route) =>
      route.fulfill({
        status: 503,
        json: { success: false, error: "Service temporarily unavailable" },
      }),
    );
    const form = await fillValid(page);
    await form.getByRole("button", { name: /Send Message/ }).click();
    await expect(
      form.getByRole("alert").filter({ hasText: "Service temporarily unavailable" }),
    ).toBeVisible();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(form.getByRole("button", { name: /Send Message/ })).toBeDisabled();
    await form.getByLabel("Subject", { exact: true }).pressSequentially("!");
    await expect(form.getByText("Service temporarily unavailable")).toBeHidden();
    await expect(form.getByRole("button", { name: /Send Message/ })).toBeEnabled();
  });

  test("falls back to the generic error text when the server gives none", async ({ page }) => {
    await visit(page, "/contact");
    await page.route("**/api/contact/submit", (route) =>
      route.fulfill({ status: 500, body: "oops" }),
    );
    const form = await fillValid(page);
    await form.getByRole("button", { name: /Send Message/ }).click();
    await expect(
      form.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." }),
    ).toBeVisible();
  });

  test("shows a 'Connection Error' toast when the network fails", async ({ page }) => {
    await visit(page, "/contact");
    await page.route("**/api/contact/submit", (route) => route.abort("internetdisconnected"));
    const form = await fillValid(page);
    await form.getByRole("button", { name: /Send Message/ }).click();
    await expect(page.getByText("Connection Error")).toBeVisible();
    await expect(
      page.getByText("Failed to send message. Please check your connection and try again."),
    ).toBeVisible();
  });
});
