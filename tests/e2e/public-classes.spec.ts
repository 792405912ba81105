import { expect, test } from "@playwright/test";
import { twMerge } from "tailwind-merge";

import { publicPages, visit } from "./public-helpers";

// The public site's client components join their classes without tailwind-merge (it stays out of
// the visitors' first load), so no element may carry two classes that set the same thing: the
// winner would be left to the order of the CSS. tailwind-merge itself is the judge here.
test("no element of a public page carries conflicting Tailwind classes", async ({ page }) => {
  test.setTimeout(120_000);
  for (const theme of ["dark", "light"] as const) {
    await page.addInitScript(
      (value) => window.localStorage.setItem("ams-site-theme", value),
      theme,
    );
    for (const [name, path] of await publicPages(page)) {
      // The root 404 lies outside the site layout that marks hydration.
      if (name === "not-found") await page.goto(path);
      else await visit(page, path);
      const classLists = await page.evaluate(() =>
        [...document.querySelectorAll("[class]")].map(
          (element) => element.getAttribute("class") ?? "",
        ),
      );
      expect(classLists.length, name).toBeGreaterThan(20);
      const conflicting = [...new Set(classLists)].filter((classes) => {
        const normalized = classes.trim().split(/\s+/).join(" ");
        return twMerge(normalized) !== normalized;
      });
      expect(conflicting, `${name} (${theme})`).toEqual([]);
    }
  }
});
