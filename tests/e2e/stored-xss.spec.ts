import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { editableSettings, gotoPortal } from "./admin-helpers";
import { SUPERADMIN } from "./support/constants";

// Stored XSS: script payloads saved through the API in every text field of projects,
// videos, site settings and contact messages, then every page that shows them is rendered in
// Chromium: no dialog opens, no injected element exists, and the text appears literally.

const PAYLOADS = {
  img: "<img src=x onerror=alert(1)>",
  script: '"><script>alert(1)</script>',
  closeScript: "</script><script>alert(2)</script>",
  svg: "<svg onload=alert(3)>",
  attr: "' onmouseover='alert(4)' x='",
};

const tag = `x${Date.now().toString(36)}`;
/** A field's stored text: a unique marker (to find it on the page) plus the payload. */
const text = (field: string, payload: keyof typeof PAYLOADS) =>
  `${tag}-${field} ${PAYLOADS[payload]}`;

const PROJECT = {
  title: text("ptitle", "img"),
  description: text("pdesc", "script"),
  client: text("pclient", "svg"),
  imageAlt: text("palt", "attr"),
  keywords: [text("pkw", "img").slice(0, 60)],
  category: "Intellectual Properties",
};
const VIDEO = {
  url: `https://www.youtube.com/watch?v=${tag.padEnd(11, "0").slice(0, 11)}`,
  title: text("vtitle", "closeScript"),
  description: text("vdesc", "img"),
  channelTitle: text("vchan", "script"),
  keywords: [text("vkw", "svg").slice(0, 60)],
  category: "Branded Content",
};
const SETTINGS = {
  siteName: text("sname", "img").slice(0, 100),
  siteDescription: text("sdesc", "closeScript"),
};
const MESSAGE = {
  name: "Xss Tester",
  email: "xss@example.com",
  subject: text("msubj", "img"),
  message: text("mbody", "script"),
};

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let projectId = "";
let videoId = "";
let originalSettings: Record<string, unknown> | undefined;

type Json = Record<string, unknown> & { _id: string; url: string };

async function ok(
  response: Awaited<ReturnType<APIRequestContext["get"]>>,
  status = 200,
): Promise<Json> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as Json;
}

test.describe.configure({ mode: "serial" });
// Many pages per test on a shared 2-core machine.
test.setTimeout(240_000);

test.beforeAll(async ({ request }) => {
  await ok(await request.post("/api/auth/admin/login", { data: SUPERADMIN }));
  const upload = await ok(
    await request.post("/api/media", {
      multipart: { file: { name: "p.png", mimeType: "image/png", buffer: PNG } },
    }),
    201,
  );
  projectId = (
    await ok(await request.post("/api/projects", { data: { ...PROJECT, image: upload.url } }), 201)
  )._id;
  videoId = (await ok(await request.post("/api/videos", { data: VIDEO }), 201))._id;
  originalSettings = await ok(await request.get("/api/settings"));
  const keep = editableSettings(originalSettings as Record<string, unknown>);
  await ok(await request.put("/api/settings", { data: { ...keep, ...SETTINGS } }));
  await ok(
    await request.post("/api/contact/submit", {
      data: MESSAGE,
      headers: { "x-forwarded-for": "10.9.9.9" },
    }),
  );
});

test.afterAll(async ({ request }) => {
  // Other specs count the seeded content and read the seeded site name: put everything back.
  await request.post("/api/auth/admin/login", { data: SUPERADMIN });
  if (projectId) await request.delete(`/api/projects/${projectId}`);
  if (videoId) await request.delete(`/api/videos/${videoId}`);
  if (originalSettings) {
    await request.put("/api/settings", { data: editableSettings(originalSettings) });
  }
  await request.post("/api/auth/admin/logout", { data: {} });
});

type Rendered = { path: string; text: string };

/** Opens a page, fails on any dialog or injected element, and returns what a reader sees. */
async function render(page: Page, path: string, dialogs: string[]): Promise<Rendered> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  // Let client components mount, and give any injected handler its chance to run.
  await page.waitForTimeout(500);
  const injected = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"], img[src$="/x"]').length,
    svgs: [...document.querySelectorAll("svg[onload]")].length,
    handlers: [...document.querySelectorAll("[onmouseover], [onerror]")].length,
    // An injected <script>alert(1)</script> is a script whose whole text is the call (the
    // RSC payload scripts carry the same characters inside escaped JS strings: that is data).
    scripts: [...document.querySelectorAll("script")].filter((s) =>
      /^\s*alert\([1-4]\)\s*$/.test(s.textContent ?? ""),
    ).length,
  }));
  expect(injected, `elements injected on ${path}`).toEqual({
    images: 0,
    svgs: 0,
    handlers: 0,
    scripts: 0,
  });
  expect(dialogs, `dialogs on ${path}`).toEqual([]);
  const visible = await page.evaluate(() => {
    const values = [...document.querySelectorAll("input, textarea")].map(
      (el) => (el as HTMLInputElement).value,
    );
    const alts = [...document.querySelectorAll("img[alt]")].map(
      (el) => el.getAttribute("alt") ?? "",
    );
    return [document.title, document.body.innerText, ...values, ...alts].join("\n");
  });
  return { path, text: visible };
}

function expectShown(rendered: Rendered, ...values: string[]) {
  for (const value of values)
    expect(rendered.text, `${rendered.path} shows ${JSON.stringify(value)} literally`).toContain(
      value,
    );
}

test("payloads in every text field render as text on every public page", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const seen: Rendered[] = [];
  for (const path of [
    "/",
    "/gallery",
    "/about",
    "/contact",
    `/ip/${projectId}`,
    `/post/${projectId}?type=project`,
    `/post/${videoId}?type=video`,
  ]) {
    seen.push(await render(page, path, dialogs));
  }
  const [home, gallery, , , ip, projectPost, videoPost] = seen;
  expectShown(home!, SETTINGS.siteName);
  expectShown(gallery!, PROJECT.title, VIDEO.title);
  expectShown(ip!, PROJECT.title, PROJECT.description);
  expectShown(projectPost!, PROJECT.title, PROJECT.description);
  expectShown(videoPost!, VIDEO.title, VIDEO.description);
  // The JSON-LD of a video page holds the title with "<" escaped, so it cannot close its script.
  const jsonLd = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => s.textContent ?? "",
    ),
  );
  expect(jsonLd.join("\n")).not.toContain("</script>");
  const everything = seen.map((r) => r.text).join("\n");
  for (const value of [
    PROJECT.client,
    PROJECT.imageAlt,
    SETTINGS.siteDescription,
    VIDEO.channelTitle,
  ]) {
    expect.soft(everything, `some public page shows ${JSON.stringify(value)}`).toContain(value);
  }
});

test("payloads render as text on every portal page that shows them", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await ok(await page.request.post("/api/auth/admin/login", { data: SUPERADMIN }));
  const seen: Rendered[] = [];
  for (const path of [
    "/ams-admin",
    "/ams-admin/posts",
    "/ams-admin/messages",
    "/ams-admin/activity",
    "/ams-admin/settings",
    "/ams-admin/users",
  ]) {
    seen.push(await render(page, path, dialogs));
  }
  const [dashboard, posts, messages, activity] = seen;
  expectShown(dashboard!, PROJECT.title.slice(0, 40));
  expectShown(posts!, PROJECT.title);
  expectShown(messages!, MESSAGE.subject);
  expectShown(activity!, PROJECT.title.slice(0, 40));
  // The site settings form holds the stored values as plain input text.
  await gotoPortal(page, "/ams-admin/settings");
  await page.getByRole("tab", { name: "Site Settings" }).click();
  await expect(page.getByLabel("Site Name")).toHaveValue(SETTINGS.siteName);
  await expect(page.getByLabel("Site Description")).toHaveValue(SETTINGS.siteDescription);
  // The posts screen may list videos on a second tab; either way the title shows as text.
  const videos = page.getByRole("tab", { name: /videos/i });
  if (await videos.count()) {
    await gotoPortal(page, "/ams-admin/posts");
    await videos.first().click();
    await expect(page.getByText(VIDEO.title).first()).toBeVisible();
  }
  // Opening a message shows its body as text.
  await gotoPortal(page, "/ams-admin/messages");
  await page.getByText(MESSAGE.subject).first().click();
  await expect(page.getByText(MESSAGE.message).first()).toBeVisible();
  expect(dialogs).toEqual([]);
});
