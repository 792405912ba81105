import { expect, test, type Page } from "@playwright/test";
import { gotoPortal, openSection, signInThroughUi, toast, uniqueName } from "./admin-helpers";

// Posts: a video autofilled from the (fake) YouTube lookup and a project with an uploaded image
// are saved as public, show on the public gallery at once, then are edited and deleted.

// A 2x2 PNG, enough for the server's image sniffing.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8Dwn4GBgYGJAQoAAP//AwAe0wL+dwAAAABJRU5ErkJggg==",
  "base64",
);

const openPosts = (page: Page) => openSection(page, "Posts", "Post Management");

async function chooseNew(page: Page, kind: "Video" | "Project") {
  await page.getByRole("button", { name: "Add Post" }).click();
  const chooser = page.getByRole("dialog", { name: "What would you like to add?" });
  await expect(chooser.getByRole("button", { name: "Cancel" })).toBeVisible();
  await chooser.getByRole("button", { name: kind, exact: true }).click();
  return page.getByRole("dialog", { name: `Add ${kind}` });
}

test("a video autofilled from YouTube is public on the gallery at once, then edited and deleted", async ({
  page,
}) => {
  test.slow();
  const youtubeId = `e2e${Date.now().toString(36)}`.slice(0, 11).padEnd(11, "x");
  const fakeTitle = `Fake video ${youtubeId}`;
  await signInThroughUi(page);
  await openPosts(page);

  const form = await chooseNew(page, "Video");
  // Required fields first: nothing is sent while they are empty.
  await form.getByRole("button", { name: "Add Video" }).click();
  await expect(
    form.getByText("Invalid YouTube URL").or(form.getByText("Video URL is required")),
  ).toBeVisible();

  await form.getByLabel("YouTube URL").fill(`https://www.youtube.com/watch?v=${youtubeId}`);
  await expect(form.getByLabel("Title")).toHaveValue(fakeTitle, { timeout: 20_000 });
  await form.getByLabel("Description").fill("A video added by the admin e2e test.");
  await form.getByLabel("Keywords").fill(" launch, , trailer ,behind the scenes ");
  await form.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Sponsorships" }).click();
  await expect(form.getByLabel("Public")).toBeChecked();
  await form.getByRole("button", { name: "Add Video" }).click();
  await expect(toast(page, "Video created successfully")).toBeVisible();

  const card = page.getByTestId("post-card").filter({ hasText: fakeTitle });
  await expect(card).toContainText("active");
  await expect(card).toContainText("launch");
  await expect(card).toContainText("+1 more");
  const href = await card.getByRole("link", { name: "View Details" }).getAttribute("href");
  expect(href).toMatch(/^\/post\/[0-9a-f-]{36}\?type=video$/);

  await page.goto("/gallery");
  await expect(page.getByText(fakeTitle).first()).toBeVisible();

  await gotoPortal(page, "/ams-admin/posts");
  await card.getByRole("button", { name: `Edit ${fakeTitle}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Video" });
  const renamed = `${fakeTitle} (edited)`;
  await edit.getByLabel("Title").fill(renamed);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Video updated successfully")).toBeVisible();
  const editedCard = page.getByTestId("post-card").filter({ hasText: renamed });
  await expect(editedCard).toBeVisible();

  await editedCard.getByRole("button", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this video?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Video deleted successfully")).toBeVisible();
  await expect(editedCard).toHaveCount(0);

  await page.goto("/gallery");
  await expect(page.getByText(renamed)).toHaveCount(0);
});

test("a project with an uploaded image is public at once; a draft is not", async ({ page }) => {
  test.slow();
  const title = uniqueName("Project");
  await signInThroughUi(page);
  await openPosts(page);

  const form = await chooseNew(page, "Project");
  await form.getByRole("button", { name: "Add Project" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByText("Client is required")).toBeVisible();

  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Client").fill("E2E Client");
  await form.getByLabel("Description").fill("A project added by the admin e2e test.");
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: "key-art.png", mimeType: "image/png", buffer: PNG });
  await expect(form.getByRole("img", { name: /preview/i })).toBeVisible();
  await expect(form.getByRole("button", { name: "Add Project" })).toBeEnabled({ timeout: 20_000 });
  await form.getByLabel("Image description (alt text)").fill("E2E key art");
  await form.getByRole("button", { name: "Add Project" }).click();
  await expect(toast(page, "Project created successfully")).toBeVisible();

  const card = page.getByTestId("post-card").filter({ hasText: title });
  await expect(card).toContainText("published");
  await expect(card.getByRole("img", { name: "E2E key art" })).toHaveAttribute(
    "src",
    /^\/api\/media\//,
  );

  await page.goto("/gallery");
  await expect(page.getByText(title).first()).toBeVisible();

  // Back to draft: gone from the public gallery.
  await gotoPortal(page, "/ams-admin/posts");
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await edit.getByLabel("Draft").check();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Project updated successfully")).toBeVisible();
  await expect(card).toContainText("draft");
  await page.goto("/gallery");
  await expect(page.getByText(title)).toHaveCount(0);

  // Search and category filters, then delete.
  await gotoPortal(page, "/ams-admin/posts");
  await page.getByRole("searchbox", { name: "Search posts" }).fill(title);
  await expect(page).toHaveURL(new RegExp(`q=${title}`));
  await expect(page.getByTestId("post-card")).toHaveCount(1);
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    "Are you sure you want to delete this project?",
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Project deleted successfully")).toBeVisible();
  await expect(page.getByText("No Posts Found")).toBeVisible();
  await expect(page.getByText("Try adding a new post or adjusting your filters.")).toBeVisible();
});

test("saving a post deleted meanwhile says it failed and keeps the form and its text", async ({
  page,
}) => {
  const title = uniqueName("Deleted meanwhile");
  await signInThroughUi(page);
  // The page's own session: the API calls below are the signed-in editor's.
  const created = await page.request.post("/api/projects", {
    data: {
      title,
      description: "A draft that another editor deletes while this one edits it.",
      client: "E2E Client",
      category: "Sponsorships",
      status: "draft",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };

  await gotoPortal(page, `/ams-admin/posts?q=${encodeURIComponent(title)}`);
  const card = page.getByTestId("post-card").filter({ hasText: title });
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await edit.getByLabel("Client").fill("Edited Client");
  expect((await page.request.delete(`/api/projects/${id}`)).status()).toBe(200);

  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Failed to save project")).toBeVisible();
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel("Client")).toHaveValue("Edited Client");
  await expect(edit.getByRole("button", { name: "Save Changes" })).toBeEnabled();
});
