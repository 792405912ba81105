import { expect, test } from "@playwright/test";

import { SEEDED, allowClipboard, delayLaterScripts, visit } from "./public-helpers";

const TOTAL = SEEDED.projects + SEEDED.videos;
const PAGES = Math.ceil(TOTAL / 12);

test.describe("gallery", () => {
  test("shows projects and videos together, 12 per page, with 'Page X of Y' and URL state", async ({
    page,
  }) => {
    await visit(page, "/gallery");
    await expect(page.getByRole("heading", { level: 1, name: "Our Portfolio" })).toBeVisible();
    const cards = page.getByRole("list", { name: "Projects and videos" }).getByRole("article");
    await expect(cards).toHaveCount(12);
    await expect(page.getByTestId("page-status")).toHaveText(`Page 1 of ${PAGES}`);
    await expect(page.getByRole("button", { name: "Previous", exact: true })).toBeDisabled();

    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\?page=2$/);
    await expect(page.getByTestId("page-status")).toHaveText(`Page 2 of ${PAGES}`);
    await expect(cards).toHaveCount(TOTAL - 12);

    // The back button restores the previous page.
    await page.goBack();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByTestId("page-status")).toHaveText(`Page 1 of ${PAGES}`);
  });

  test("the static grid hydrates in place; a URL with filters re-renders it right after", async ({
    page,
  }) => {
    // Counts the cards made after the HTML was parsed: hydration keeps the server's cards, where
    // rendering the grid anew in the browser (a long task on phones) would make them all again.
    await page.addInitScript(() => {
      const seen = new WeakSet<Element>();
      const made = { count: 0 };
      (window as unknown as { __madeCards: typeof made }).__madeCards = made;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            for (const card of [node, ...node.querySelectorAll("article")].filter((el) =>
              el.matches("article"),
            )) {
              if (seen.has(card)) continue; // moved into place by the streamed HTML, not made
              seen.add(card);
              if (document.readyState !== "loading") made.count++;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const madeCards = () =>
      page.evaluate(
        () => (window as unknown as { __madeCards: { count: number } }).__madeCards.count,
      );

    await visit(page, "/gallery");
    await expect(page.getByTestId("page-status")).toHaveText(/Page 1 of \d+/);
    expect(await madeCards()).toBe(0);

    await visit(page, "/gallery?type=video");
    await expect(page.getByRole("radio", { name: "Videos" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.locator("article").first()).toContainText("Video");
    expect(await madeCards()).toBeGreaterThan(0);
  });

  test("search, type and category filter the grid, live in the URL and reset the page to 1", async ({
    page,
  }) => {
    await visit(page, "/gallery?page=2");
    await expect(page.getByTestId("page-status")).toHaveText(`Page 2 of ${PAGES}`);

    // Search matches title or description, case-insensitive.
    await page.getByPlaceholder("Search by keyword...").fill("KITCHEN");
    await expect(page).toHaveURL(/[?&]q=KITCHEN/);
    await expect(page).not.toHaveURL(/page=/);
    const titles = page
      .getByRole("list", { name: "Projects and videos" })
      .getByRole("heading", { level: 2 });
    await expect(titles).toHaveText(["Behind the Scenes: Kitchen Takeover", "Kitchen Takeover"]);
    await expect(page.getByTestId("page-status")).toHaveText("Page 1 of 1");

    await page.getByRole("radio", { name: "Projects" }).click();
    await expect(page).toHaveURL(/type=project/);
    await expect(titles).toHaveText(["Kitchen Takeover"]);

    await page.getByRole("radio", { name: "All" }).click();
    await page.getByPlaceholder("Search by keyword...").fill("");
    await expect(page).not.toHaveURL(/q=/);
    // A native select: the spec's categories, and the phone's own picker.
    const category = page.getByRole("combobox", { name: "Category" });
    await expect(category.getByRole("option")).toHaveText([
      "All Categories",
      "Branded Content",
      "Celebrity Engagement",
      "Sponsorships",
      "Intellectual Properties",
      "Digital Marketing Solutions",
    ]);
    await category.selectOption({ label: "Sponsorships" });
    await expect(page).toHaveURL(/category=Sponsorships/);
    await expect(titles).toHaveCount(4);

    await page.getByRole("radio", { name: "Videos" }).click();
    await expect(titles).toHaveText(["Game Day Live Highlights", "City Lights Tour — Finale"]);

    await page.getByPlaceholder("Search by keyword...").fill("no such thing anywhere");
    await expect(page.getByRole("heading", { name: "No Results Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria.")).toBeVisible();

    // A shared link opens the same view.
    await visit(page, "/gallery?type=video&category=Sponsorships");
    await expect(page.getByRole("radio", { name: "Videos" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Sponsorships");
    await expect(titles).toHaveCount(2);

    // The keyboard picks a category too, and All Categories clears the filter.
    await page.getByRole("combobox", { name: "Category" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/category=Intellectual/);
    await page.getByRole("combobox", { name: "Category" }).selectOption("all");
    await expect(page).not.toHaveURL(/category=/);
  });

  test("a card's 'More options' menu shares its link; the title opens the post page", async ({
    page,
  }) => {
    await allowClipboard(page);
    await visit(page, "/gallery");
    const card = page.getByRole("article").filter({ hasText: "Midnight Local — Season Trailer" });
    await card.getByRole("button", { name: /More options for/ }).click();
    await page.getByRole("menuitem", { name: "Share" }).click();
    await expect(card.getByText("Copied!")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/post\/[0-9a-f-]{36}\?type=video$/);
    await expect(card.getByText("Copied!")).toBeHidden({ timeout: 3500 });

    // The menu closes on an outside click.
    await card.getByRole("button", { name: /More options for/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(page.getByRole("menu")).toBeHidden();

    await card.getByRole("link", { name: "Midnight Local — Season Trailer" }).click();
    await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}\?type=video$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Midnight Local — Season Trailer",
    );
  });

  test("the 'More options' menu loads its code on demand: one click opens it, and so do Enter and ArrowDown", async ({
    page,
  }) => {
    await allowClipboard(page);
    await visit(page, "/gallery");
    const cards = page.getByRole("article");
    const menu = page.getByRole("menu");
    // Before any interaction the trigger is a plain button: Radix's menu is not on the page.
    await expect(page.locator('[data-slot="dropdown-menu-trigger"]')).toHaveCount(0);
    const held = await delayLaterScripts(page);

    // One click, while the menu's code is still on its way, is enough.
    const first = cards.nth(0).getByRole("button", { name: /More options for/ });
    await expect(first).toHaveAttribute("aria-haspopup", "menu");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await first.click();
    await expect(menu).toBeVisible();
    expect(held.length).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: /More options for/ }).first()).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(first).toBeFocused();

    // Keyboard: Enter opens with focus on the item, Enter again shares and focus comes back.
    const second = cards.nth(1).getByRole("button", { name: /More options for/ });
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Share" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cards.nth(1).getByText("Copied!")).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(second).toBeFocused();

    // ArrowDown opens too, as on a Radix trigger.
    const third = cards.nth(2).getByRole("button", { name: /More options for/ });
    await third.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Share" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(third).toBeFocused();
  });

  test("a filter or page press paints its own state first; the grid follows after that paint, marked busy meanwhile", async ({
    page,
  }) => {
    await visit(page, "/gallery");
    // What the frame right after each press would show: the press has run, and so have React's
    // updates for it (flushed in a microtask), but no later task.
    const afterPress = (name: string) =>
      page.evaluate(async (name) => {
        const control = [...document.querySelectorAll<HTMLButtonElement>("#main button")].find(
          (button) => button.textContent?.trim() === name,
        )!;
        const grid = document.getElementById("gallery-grid")!;
        const cards = () => grid.querySelector("ul")?.textContent ?? "";
        const before = cards();
        control.click();
        await new Promise<void>((resolve) => queueMicrotask(resolve));
        return {
          checked: control.getAttribute("aria-checked"),
          busy: grid.getAttribute("aria-busy"),
          gridChanged: cards() !== before,
          status: document.querySelector('[data-testid="page-status"]')?.textContent,
        };
      }, name);

    const videos = await afterPress("Videos");
    expect(videos).toEqual({
      checked: "true",
      busy: "true",
      gridChanged: false,
      status: `Page 1 of ${Math.ceil(SEEDED.videos / 12)}`,
    });
    await expect(page).toHaveURL(/\/gallery\?type=video$/);
    const grid = page.locator("#gallery-grid");
    await expect(grid).not.toHaveAttribute("aria-busy");
    await expect(grid.getByRole("article").first()).toContainText("Video");

    await page.getByRole("radio", { name: "All" }).click();
    await expect(grid).not.toHaveAttribute("aria-busy");
    const next = await afterPress("Next");
    expect(next).toMatchObject({ busy: "true", gridChanged: false, status: `Page 2 of ${PAGES}` });
    await expect(page).toHaveURL(/\/gallery\?page=2$/);
    await expect(page.getByTestId("page-status")).toHaveText(`Page 2 of ${PAGES}`);
    await expect(grid).not.toHaveAttribute("aria-busy");
  });

  test("typing in the search box re-renders the box, not the grid, until the search applies", async ({
    page,
  }) => {
    await visit(page, "/gallery");
    // React keeps the latest props of each element on its DOM node: the grid's list gets new
    // props only when the component that draws it renders again.
    await page.evaluate(() => {
      const list = document.querySelector("#gallery-grid ul")!;
      const propsKey = Object.keys(list).find((key) => key.startsWith("__reactProps$"))!;
      const props = () => (list as unknown as Record<string, unknown>)[propsKey];
      const initial = props();
      const seen = { keystrokes: 0, gridRendered: 0 };
      (window as unknown as { __typing: typeof seen }).__typing = seen;
      document.addEventListener("input", () =>
        queueMicrotask(() => {
          seen.keystrokes++;
          if (props() !== initial) seen.gridRendered++;
        }),
      );
    });
    const search = page.getByPlaceholder("Search by keyword...");
    await search.pressSequentially("kitchen");
    const typing = await page.evaluate(
      () =>
        (window as unknown as { __typing: { keystrokes: number; gridRendered: number } }).__typing,
    );
    expect(typing).toEqual({ keystrokes: 7, gridRendered: 0 });
    await expect(page).toHaveURL(/[?&]q=kitchen/);
    await expect(
      page.getByRole("list", { name: "Projects and videos" }).getByRole("heading", { level: 2 }),
    ).toHaveText(["Behind the Scenes: Kitchen Takeover", "Kitchen Takeover"]);
  });

  test("a press on 'More options' paints the button's open state before the menu's code renders", async ({
    page,
  }) => {
    await visit(page, "/gallery");
    const trigger = page.getByRole("button", { name: /More options for/ }).first();
    // The pointer reaching the button fetches the menu's code.
    const menuCode = page.waitForResponse((response) =>
      /\/_next\/static\/chunks\//.test(response.url()),
    );
    await trigger.hover();
    await menuCode;
    const afterPress = await page.evaluate(async () => {
      const button = document.querySelector<HTMLButtonElement>(
        'button[aria-label^="More options for"]',
      )!;
      button.click();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      const pressed = {
        expanded: button.getAttribute("aria-expanded"),
        state: button.getAttribute("data-state"),
      };
      // Frame callbacks run just before the paint: the menu is not rendered by then either.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return { ...pressed, menuBeforePaint: document.querySelectorAll('[role="menu"]').length };
    });
    expect(afterPress).toEqual({ expanded: "true", state: "open", menuBeforePaint: 0 });
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});
