import { expect, test } from "@playwright/test";
import { openSection, signInThroughUi, toast } from "./admin-helpers";
import { SUPERADMIN } from "./support/constants";

// The browser tests' server has no YouTube Data API key (figures cannot be looked up): the video
// form asks for views and duration, the public page shows what was entered, and no "Refresh from
// YouTube" is offered. The refresh itself is tested against the fake Data API in
// tests/integration/video-figures.test.ts.

let createdId = "";

test.afterAll(async ({ request }) => {
  if (!createdId) return;
  await request.post("/api/auth/admin/login", { data: SUPERADMIN });
  await request.delete(`/api/videos/${createdId}`);
});

test("without a YouTube API key the editor enters views and duration, and the public page shows them", async ({
  page,
}) => {
  test.slow();
  const youtubeId = `fig${Date.now().toString(36)}`.slice(0, 11).padEnd(11, "y");
  await signInThroughUi(page);
  await openSection(page, "Posts", "Post Management");
  await expect(page.getByRole("button", { name: "Refresh all from YouTube" })).toHaveCount(0);

  await page.getByRole("button", { name: "Add Post" }).click();
  await page
    .getByRole("dialog", { name: "What would you like to add?" })
    .getByRole("button", { name: "Video", exact: true })
    .click();
  const form = page.getByRole("dialog", { name: "Add Video" });
  await form.getByLabel("YouTube URL").fill(`https://www.youtube.com/watch?v=${youtubeId}`);
  await expect(form.getByLabel("Title")).toHaveValue(`Fake video ${youtubeId}`, {
    timeout: 20_000,
  });
  await form.getByLabel("Description").fill("Figures entered by hand.");
  await form.getByLabel("Views").fill("4321");
  await form.getByLabel("Duration").fill("soon");
  await form.getByRole("button", { name: "Add Video" }).click();
  await expect(form.getByText("Duration must look like 4:05 or 1:02:03")).toBeVisible();
  await form.getByLabel("Duration").fill("3:21");
  await form.getByRole("button", { name: "Add Video" }).click();
  await expect(toast(page, "Video created successfully")).toBeVisible();

  const card = page.getByTestId("post-card").filter({ hasText: `Fake video ${youtubeId}` });
  await expect(card.getByRole("button", { name: /from YouTube/ })).toHaveCount(0);
  const href = await card.getByRole("link", { name: "View Details" }).getAttribute("href");
  createdId = href?.match(/\/post\/([0-9a-f-]{36})/)?.[1] ?? "";

  await page.goto(href!);
  // The page's own main: a streamed render can leave a hidden copy outside it for a moment.
  const main = page.locator("#main");
  await expect(main.getByText("4K views")).toBeVisible();
  await expect(main.getByText("3:21", { exact: true })).toBeVisible();
});
