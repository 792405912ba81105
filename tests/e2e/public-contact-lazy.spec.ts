import { expect, test, type Page } from "@playwright/test";

import { visit } from "./public-helpers";

// The contact form's fields and react-hook-form are not in the first load of / and /contact: the
// server renders the form into the HTML, and its fields hydrate once their chunk has arrived.

// Strings only the form's own chunk holds: a react-hook-form option name and a placeholder.
const RHF_MARK = "shouldUnregister";
const FORM_MARK = "Tell us about your brand, goals and timing.";
// A class group only tailwind-merge's default configuration names.
const TAILWIND_MERGE_MARK = '"fvn-normal"';

/** The scripts a page's HTML loads (script tags and script preloads). */
async function htmlScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="(?:preload|modulepreload)"[^>]*>/g)) {
    if (!/as="script"|modulepreload/.test(match[0])) continue;
    const href = /href="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  return [...urls].map((url) => new URL(url.replace(/&amp;/g, "&"), "http://x").pathname);
}

/**
 * Holds back every script the HTML does not load (the form's chunk among them) until released.
 * The form sits on the first screen, so its chunk can be asked for before the load event, which
 * then waits for it: open the page with `waitUntil: "commit"`.
 */
async function holdLazyScripts(page: Page, firstLoad: string[]) {
  const held: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!firstLoad.includes(path)) {
      held.push(path);
      await released;
    }
    await route.continue();
  });
  return { held, release };
}

/** Opens /contact and leaves a one-letter name: the fields go live and check it on blur. */
async function leaveShortName(page: Page) {
  await visit(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  const name = form.getByLabel("Name", { exact: true });
  await name.fill("A");
  await name.blur();
  await expect(form.getByText("Name must be at least 2 characters", { exact: true })).toBeVisible();
  return name;
}

test.describe("contact form loaded on demand", () => {
  for (const path of ["/", "/contact"]) {
    test(`${path}: react-hook-form and the form's code are not among the HTML's scripts`, async ({
      page,
    }) => {
      const scripts = await htmlScripts(page, path);
      expect(scripts.length).toBeGreaterThan(3);
      for (const script of scripts) {
        const code = await (await page.request.get(script)).text();
        expect(code.includes(RHF_MARK), `${script} holds react-hook-form`).toBe(false);
        expect(code.includes(FORM_MARK), `${script} holds the form's fields`).toBe(false);
      }
      // They come in a chunk loaded later, once the form is near.
      const later: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url()).pathname;
        if (url.endsWith(".js") && !scripts.includes(url)) later.push(url);
      });
      await visit(page, path);
      await page.locator("#contact").scrollIntoViewIfNeeded();
      await expect
        .poll(async () => {
          for (const url of later)
            if ((await (await page.request.get(url)).text()).includes(RHF_MARK)) return true;
          return false;
        })
        .toBe(true);
    });
  }

  test("the form is in the server's HTML: labels, inputs and button show without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).not.toHaveAttribute("action");
    for (const label of ["Name", "Email", "Subject", "Message"])
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
    await context.close();
  });

  test("the live form loads no class-merging library", async ({ page }) => {
    // tailwind-merge builds its tables on first use (about 30 ms of a phone's load on /contact);
    // the fields' classes are fixed, so they are plain component classes.
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response.url());
    });
    await leaveShortName(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) {
      const code = await (await page.request.get(script)).text();
      expect(code.includes(TAILWIND_MERGE_MARK), `${script} holds tailwind-merge`).toBe(false);
    }
  });

  test("validates on blur right after load, with no hydration error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const name = await leaveShortName(page);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    expect(errors).toEqual([]);
  });

  test("what a visitor types, leaves and submits before the fields are live is kept, checked and sent (POST, never in the URL)", async ({
    page,
  }) => {
    const { held, release } = await holdLazyScripts(page, await htmlScripts(page, "/contact"));
    await visit(page, "/contact", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Contact form" });
    await expect.poll(() => held.length).toBeGreaterThan(0);

    // Left before the fields are live: checked once they are.
    const subject = form.getByLabel("Subject", { exact: true });
    await subject.fill("Hey");
    await subject.blur();
    await form.getByLabel("Name", { exact: true }).fill("Priya Sharma");
    await form.getByLabel("Email", { exact: true }).fill("priya@example.com");
    await form
      .getByLabel("Message", { exact: true })
      .fill("We would like to plan a creator campaign.");
    await form.getByRole("button", { name: /Send Message/ }).click();
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain("?");
    expect(page.url()).toMatch(/\/contact$/);

    let sent: Record<string, string> | null = null;
    await page.route("**/api/contact/submit", async (route) => {
      sent = route.request().postDataJSON() as Record<string, string>;
      await route.fulfill({ json: { success: true } });
    });
    release();
    // The waiting submit runs through react-hook-form: the short subject stops it.
    await expect(
      form.getByText("Subject must be at least 5 characters", { exact: true }),
    ).toBeVisible();
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Priya Sharma");
    expect(sent).toBeNull();

    await subject.fill("Launch campaign");
    await subject.blur();
    await form.getByRole("button", { name: /Send Message/ }).click();
    await expect(page.getByText("Success!")).toBeVisible();
    expect(sent).toMatchObject({
      name: "Priya Sharma",
      email: "priya@example.com",
      subject: "Launch campaign",
      message: "We would like to plan a creator campaign.",
    });
    expect(page.url()).toMatch(/\/contact$/);
  });

  test("a submit before the fields are live is sent once they are", async ({ page }) => {
    const { held, release } = await holdLazyScripts(page, await htmlScripts(page, "/contact"));
    await visit(page, "/contact", { waitUntil: "commit" });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name", { exact: true }).fill("Priya Sharma");
    await form.getByLabel("Email", { exact: true }).fill("priya@example.com");
    await form.getByLabel("Subject", { exact: true }).fill("Launch campaign");
    await form
      .getByLabel("Message", { exact: true })
      .fill("We would like to plan a creator campaign.");
    await page.route("**/api/contact/submit", (route) =>
      route.fulfill({ json: { success: true } }),
    );
    const request = page.waitForRequest(
      (r) => r.url().endsWith("/api/contact/submit") && r.method() === "POST",
    );
    await form.getByLabel("Message", { exact: true }).press("Enter"); // textarea: a new line, no submit
    await form.getByLabel("Subject", { exact: true }).press("Enter"); // implicit submission
    release();
    expect((await request).postDataJSON()).toMatchObject({
      name: "Priya Sharma",
      subject: "Launch campaign",
    });
    await expect(page.getByText("Success!")).toBeVisible();
    expect(page.url()).toMatch(/\/contact$/);
  });

  test("after a client-side navigation the form works as well", async ({ page }) => {
    await visit(page, "/about");
    await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));
    await page.locator("a[href='/contact']").filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    const form = page.getByRole("form", { name: "Contact form" });
    const email = form.getByLabel("Email", { exact: true });
    await email.fill("not-an-email");
    await email.blur();
    await expect(
      form.getByText("Please enter a valid email address", { exact: true }),
    ).toBeVisible();
    // A client-side navigation, not a new page.
    expect(
      await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage),
    ).toBe(true);
  });
});
