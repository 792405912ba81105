import { expect, test } from "@playwright/test";
import { SUPERADMIN } from "./support/constants";

// A title changed through the API appears on the rendered (cached) public
// page on the very next request.
test("a project edit through the API shows on its cached public page at once", async ({
  request,
  page,
}) => {
  const login = await request.post("/api/auth/admin/login", { data: SUPERADMIN });
  expect(login.status()).toBe(200);

  const stamp = Date.now().toString(36);
  const created = await request.post("/api/projects", {
    data: {
      title: `Revalidation ${stamp}`,
      description: "A project created by the revalidation test.",
      category: "Intellectual Properties",
      client: "Test Client",
      status: "published",
    },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };

  await page.goto(`/ip/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Revalidation ${stamp}`);
  // A second visit is served from the cache.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Revalidation ${stamp}`);

  const updated = await request.put(`/api/projects/${id}`, { data: { title: `Renamed ${stamp}` } });
  expect(updated.status()).toBe(200);

  await page.goto(`/ip/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Renamed ${stamp}`);

  // Unpublishing takes it off the public site at once as well.
  expect((await request.put(`/api/projects/${id}`, { data: { status: "draft" } })).status()).toBe(
    200,
  );
  await page.goto(`/ip/${id}`);
  await expect(page.getByText("IP Not Found")).toBeVisible();
  await expect(page.getByText(`Renamed ${stamp}`)).toHaveCount(0);

  await request.delete(`/api/projects/${id}`);
});
