import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { parseCsv } from "../helpers/csv";
import { editableSettings, openSection, signInThroughUi, uniqueName } from "./admin-helpers";

// A message sent from the public contact form is in the Messages inbox (read/unread, e-mail
// state); the Activity log lists what admins did.

test("a contact message shows in Messages and can be marked read and unread", async ({ page }) => {
  test.slow();
  const subject = `Enquiry ${uniqueName("msg")}`;
  await page.goto("/contact");
  await page.getByLabel("Name").fill("Casey Visitor");
  await page.getByLabel("Email").fill("casey@example.com");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("We would like to talk about a branded series for spring.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible({ timeout: 30_000 });

  await signInThroughUi(page);
  await openSection(page, "Messages", "Messages");
  const item = page.getByTestId("message-item").filter({ hasText: subject });
  await expect(item).toContainText("Casey Visitor");
  await expect(item).toContainText(/E-mail (sent|failed|pending|off)/);
  await expect(item.getByText("Unread:")).toBeAttached();

  // Opening a message marks it read.
  await item.getByText(subject).click();
  await expect(
    item.getByText("We would like to talk about a branded series for spring."),
  ).toBeVisible();
  await expect(item.getByRole("button", { name: "Mark as unread" })).toBeVisible();
  await item.getByRole("button", { name: "Mark as unread" }).click();
  // The label flips at once; the button stays disabled until the server has stored the change,
  // so reloading before then could show the old state.
  await expect(item.getByRole("button", { name: "Mark as read" })).toBeEnabled();
  await page.reload();
  // Only the page's main region: while the reloaded page streams in, a hidden copy of the list
  // can sit outside it until React reveals the list.
  await expect(
    page
      .locator("#admin-main")
      .getByTestId("message-item")
      .filter({ hasText: subject })
      .getByText("Unread:"),
  ).toBeAttached();
});

test("Export CSV downloads the inbox with a header row, a visitor's formulas shown as text", async ({
  page,
  request,
}) => {
  test.slow();
  const marker = uniqueName("csv");
  const hostile = {
    subject: `=HYPERLINK("http://evil.test","${marker}")`,
    message: `+1 555 0100, ${marker}, call me back please`,
  };
  const sent = await request.post("/api/contact/submit", {
    data: { name: "Formula Visitor", email: `-${marker}@example.com`, ...hostile },
    headers: { "x-forwarded-for": "10.77.0.1" },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await signInThroughUi(page);
  await openSection(page, "Messages", "Messages");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual([
    "Received",
    "Name",
    "Email",
    "Subject",
    "Message",
    "Read",
    "E-mail notification",
  ]);
  const row = rows.find((cells) => cells[3]?.includes(marker));
  expect(row, "the new message is in the file").toBeDefined();
  expect(row?.slice(1, 5)).toEqual([
    "Formula Visitor",
    `'-${marker}@example.com`,
    `'${hostile.subject}`,
    `'${hostile.message}`,
  ]);
});

test("the Activity log lists admin actions with actor and target, filterable by kind", async ({
  page,
}) => {
  test.slow();
  await signInThroughUi(page);
  // Something to log: a settings save (unchanged values).
  const settings = (await (await page.request.get("/api/settings")).json()) as Record<
    string,
    unknown
  >;
  const saved = await page.request.put("/api/settings", { data: editableSettings(settings) });
  expect(saved.status()).toBe(200);

  await openSection(page, "Activity", "Activity");
  const firstRow = page.getByRole("row").nth(1);
  await expect(firstRow).toContainText("admin");
  await expect(firstRow).toContainText("updated");
  await expect(firstRow).toContainText("Site settings");

  await page.getByRole("combobox", { name: "Filter by kind" }).click();
  await page.getByRole("option", { name: "Settings" }).click();
  await expect(page).toHaveURL(/kind=settings/);
  // The URL changes as the navigation starts; the filtered rows arrive after it.
  const kindCells = page.getByRole("row").locator("td:nth-child(4)");
  await expect
    .poll(async () => {
      const kinds = await kindCells.allInnerTexts();
      return kinds.length > 0 && kinds.every((text) => text.includes("settings"));
    })
    .toBe(true);
});
