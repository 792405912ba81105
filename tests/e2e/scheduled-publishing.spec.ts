import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "@playwright/test";
import { formatDateTime } from "../../lib/format";
import { instantToZonedTime } from "../../lib/time-zone";
import { gotoPortal, NAVIGATION_TIMEOUT, signInThroughUi, uniqueName } from "./admin-helpers";
import { E2E_BASE_URL } from "../../playwright.config";
import { E2E_CRON_SECRET, SUPERADMIN } from "./support/constants";

// Scheduled posts on the production server, against the real clock: a post scheduled seconds
// ahead is nowhere public before its time and public after it, with no save in between.

// Seconds ahead: enough for the "before" checks to finish before the time on a busy machine
// (each is asserted to have run before it).
const SCHEDULE_AHEAD_MS = 15_000;
const AFTER_TIMEOUT = { timeout: 30_000 };

// Sign-in and the Posts screen's images take long on a busy CI machine.
test.slow();

async function staffApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  expect((await api.post("/api/auth/admin/login", { data: SUPERADMIN })).status()).toBe(200);
  return api;
}

async function scheduleProject(
  api: APIRequestContext,
  title: string,
  publishAt: number,
): Promise<string> {
  const response = await api.post("/api/projects", {
    data: {
      title,
      description: "A scheduled project.",
      category: "Branded Content",
      client: "Clock Co",
      publishAt: new Date(publishAt).toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

async function siteTimeZone(api: APIRequestContext): Promise<string> {
  return ((await (await api.get("/api/settings")).json()) as { timezone: string }).timezone;
}

test.describe("scheduled publishing", () => {
  test("a post scheduled seconds ahead: 404, not in the gallery or sitemap, then public at its time without a save", async () => {
    const staff = await staffApi();
    const anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    const title = uniqueName("Scheduled");
    const publishAt = Date.now() + SCHEDULE_AHEAD_MS;
    const id = await scheduleProject(staff, title, publishAt);

    expect((await anonymous.get(`/post/${id}`)).status()).toBe(404);
    expect(await (await anonymous.get("/gallery")).text()).not.toContain(title);
    expect(await (await anonymous.get("/sitemap.xml")).text()).not.toContain(id);
    expect(await (await anonymous.get("/api/projects")).text()).not.toContain(id);
    expect(Date.now(), "the checks above ran before the publish time").toBeLessThan(publishAt);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt - Date.now()) + 200));
    // The pages above were cached until the publish time; the first request after it renders
    // them anew (or is answered from the expired copy while they render), so a few tries at most.
    await expect
      .poll(async () => (await anonymous.get(`/post/${id}`)).status(), AFTER_TIMEOUT)
      .toBe(200);
    await expect
      .poll(
        async () => (await (await anonymous.get("/gallery")).text()).includes(title),
        AFTER_TIMEOUT,
      )
      .toBe(true);
    await expect
      .poll(
        async () => (await (await anonymous.get("/sitemap.xml")).text()).includes(id),
        AFTER_TIMEOUT,
      )
      .toBe(true);
    expect(await (await anonymous.get("/api/projects")).text()).toContain(id);

    await staff.delete(`/api/projects/${id}`);
  });

  test("the cron endpoint publishes what is due: the very next request shows it", async () => {
    const staff = await staffApi();
    const anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    const title = uniqueName("CronDue");
    const publishAt = Date.now() + SCHEDULE_AHEAD_MS;
    const id = await scheduleProject(staff, title, publishAt);
    expect((await anonymous.get(`/post/${id}`)).status()).toBe(404);
    expect(Date.now(), "the check above ran before the publish time").toBeLessThan(publishAt);

    expect((await anonymous.post("/api/cron/publish")).status()).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt - Date.now()) + 200));
    const run = await anonymous.post("/api/cron/publish", {
      headers: { authorization: `Bearer ${E2E_CRON_SECRET}` },
    });
    expect(run.status()).toBe(200);
    expect(
      ((await run.json()) as { published: Array<{ id: string }> }).published.map((post) => post.id),
    ).toContain(id);
    // The cron expired the page's tags: no stale 404 first.
    expect((await anonymous.get(`/post/${id}`)).status()).toBe(200);

    await staff.delete(`/api/projects/${id}`);
  });

  test("an editor schedules a post on the form and its card says when", async ({ page }) => {
    const staff = await staffApi();
    const timeZone = await siteTimeZone(staff);
    const title = uniqueName("Form Scheduled");
    const at = Date.now() + 86_400_000;
    const local = instantToZonedTime(new Date(at), timeZone);

    await signInThroughUi(page);
    await gotoPortal(page, "/ams-admin/posts");
    await page.getByRole("button", { name: "Add Post" }).click();
    await page
      .getByRole("dialog", { name: "What would you like to add?" })
      .getByRole("button", { name: "Project", exact: true })
      .click();
    const form = page.getByRole("dialog", { name: "Add Project" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Client").fill("Form Client");
    await form.getByLabel("Description").fill("Scheduled from the post form.");
    await expect(form.getByRole("radio", { name: /^Publish now/ })).toBeChecked();
    await form.getByRole("radio", { name: /^Schedule/ }).check();
    await form.getByLabel(`Date and time (${timeZone})`).fill(local);
    await form.getByRole("button", { name: "Add Project" }).click();

    const card = page.getByTestId("post-card").filter({ hasText: title });
    // The wall-clock time entered, in the site's timezone (seconds dropped by the form).
    await expect(card.getByTestId("post-scheduled")).toHaveText(
      `Scheduled for ${formatDateTime(new Date(at - (at % 60_000)), timeZone)}`,
      { timeout: NAVIGATION_TIMEOUT },
    );

    // "View Details" opens the staff preview with the banner; visitors still get the 404.
    await card.getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({
      timeout: NAVIGATION_TIMEOUT,
    });
    await expect(page.getByTestId("preview-banner")).toContainText("Scheduled for");
    const id = new URL(page.url()).pathname.split("/").pop() as string;
    const anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    const visitor = await anonymous.get(`/post/${id}`);
    expect(visitor.status()).toBe(404);
    expect(await visitor.text()).not.toContain(title);

    await staff.delete(`/api/projects/${id}`);
  });
});

test.describe("staff preview of a draft", () => {
  test("staff see the draft with the banner, never cached; visitors get the 404 and the cached page keeps no trace", async ({
    page,
  }) => {
    const staff = await staffApi();
    const anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    const title = uniqueName("Secret Draft");
    const created = await staff.post("/api/projects", {
      data: {
        title,
        description: "Not for visitors yet.",
        category: "Branded Content",
        client: "Draft Co",
        status: "draft",
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { _id: string })._id;

    // A visitor first: the 404 is what the page cache holds.
    expect((await anonymous.get(`/post/${id}`)).status()).toBe(404);

    await signInThroughUi(page);
    await gotoPortal(page, "/ams-admin/posts");
    const card = page.getByTestId("post-card").filter({ hasText: title });
    const preview = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/post/${id}` &&
        response.request().isNavigationRequest(),
    );
    await card.getByRole("link", { name: "View Details" }).click();
    const answer = await preview;
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({
      timeout: NAVIGATION_TIMEOUT,
    });
    await expect(page.getByTestId("preview-banner")).toHaveText(
      "Draft: only signed-in staff can see this page",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // Same URL for a visitor, after the staff visit: still the 404, nothing of the draft.
    for (let visit = 0; visit < 2; visit += 1) {
      const visitor = await anonymous.get(`/post/${id}`);
      expect(visitor.status()).toBe(404);
      expect(await visitor.text()).not.toContain(title);
    }
    // Signed in but not previewing (no draft-mode cookie): the static page, also the 404.
    const signedInOnly = await staff.get(`/post/${id}`);
    expect(signedInOnly.status()).toBe(404);

    await staff.delete(`/api/projects/${id}`);
  });

  test("public pages stay static for visitors", async () => {
    const anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    const staff = await staffApi();
    const title = uniqueName("Static Post");
    const created = await staff.post("/api/projects", {
      data: {
        title,
        description: "Public at once.",
        category: "Branded Content",
        client: "Static Co",
      },
    });
    const id = ((await created.json()) as { _id: string })._id;
    await anonymous.get(`/post/${id}`);
    const second = await anonymous.get(`/post/${id}`);
    expect(second.status()).toBe(200);
    expect(second.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(second.headers()["cache-control"]).not.toContain("no-store");
    await staff.delete(`/api/projects/${id}`);
  });
});
