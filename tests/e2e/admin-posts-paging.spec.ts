import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { gotoPortal, openSection, signInThroughUi, uniqueName } from "./admin-helpers";
import { SUPERADMIN } from "./support/constants";

// The Posts screen pages through the server: with 130 posts of one run (one public, the rest
// drafts, so the public pages other specs read stay as they are) the 101st is reachable by the
// pagination control alone, and search, category and state filter on the server.

const COUNT = 130;
const prefix = uniqueName("Paging");
const titleOf = (index: number) => `${prefix} ${String(index).padStart(3, "0")}`;
const created: string[] = [];

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

async function signInApi(request: APIRequestContext) {
  expect((await request.post("/api/auth/admin/login", { data: SUPERADMIN })).status()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  await signInApi(request);
  // One at a time, oldest first, so that creation order is the screen's order (newest first).
  for (let index = 0; index < COUNT; index += 1) {
    const response = await request.post("/api/projects", {
      data: {
        title: titleOf(index),
        description: "A project made by the Posts paging test.",
        client: "Paging Client",
        category: index % 2 === 0 ? "Sponsorships" : "Branded Content",
        status: index === 0 ? "published" : "draft",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push(((await response.json()) as { _id: string })._id);
  }
});

test.afterAll(async ({ request }) => {
  await signInApi(request);
  for (const id of created) await request.delete(`/api/projects/${id}`);
  await request.post("/api/auth/admin/logout", { data: {} });
});

const cards = (page: Page) => page.getByTestId("post-card");
const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

test("the 101st post is reached through the pagination control, 12 posts a page", async ({
  page,
}) => {
  await signInThroughUi(page);
  await openSection(page, "Posts", "Post Management");
  await page.getByLabel("Search posts").fill(prefix);
  await expect(page.getByText(`Showing 1 to 12 of ${COUNT} posts`)).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first()).toContainText(titleOf(COUNT - 1));

  // Newest first: the 101st is the 30th created (index 29), on page 9 of 11.
  for (let target = 2; target <= 9; target += 1) {
    await pager(page).getByRole("button", { name: "Next page" }).click();
    await expect(pager(page).getByRole("button", { name: `Page ${target}` })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
  await expect(page).toHaveURL(/[?&]page=9(&|$)/);
  await expect(page.getByText(`Showing 97 to 108 of ${COUNT} posts`)).toBeVisible();
  await expect(cards(page).nth(4)).toContainText(titleOf(29));

  await pager(page).getByRole("button", { name: "Page 11" }).click();
  await expect(page.getByText(`Showing 121 to ${COUNT} of ${COUNT} posts`)).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  await expect(cards(page).last()).toContainText(titleOf(0));
});

test("state and category filters run on the server and go back to page 1", async ({ page }) => {
  await signInThroughUi(page);
  await gotoPortal(page, `/ams-admin/posts?q=${encodeURIComponent(prefix)}&page=5`);
  await expect(page.getByText(`Showing 49 to 60 of ${COUNT} posts`)).toBeVisible();

  await page.getByRole("combobox", { name: "State" }).click();
  await page.getByRole("option", { name: "Public", exact: true }).click();
  await expect(page.getByText("Showing 1 to 1 of 1 posts")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(titleOf(0));
  await expect(page).not.toHaveURL(/page=/);

  await page.getByRole("combobox", { name: "State" }).click();
  await page.getByRole("option", { name: "Draft", exact: true }).click();
  await expect(page.getByText(`Showing 1 to 12 of ${COUNT - 1} posts`)).toBeVisible();

  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Branded Content" }).click();
  await expect(page.getByText(`Showing 1 to 12 of ${COUNT / 2} posts`)).toBeVisible();
  await expect(cards(page).first()).toContainText(titleOf(COUNT - 1));
});
