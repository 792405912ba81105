import { expect, test } from "@playwright/test";

// The static home and gallery are what most visitors load first, on phones: their HTML carries each
// section once, and the class lists that every card and button repeats are short component classes.

const STATIC_PAGES = ["/", "/gallery"] as const;

/** The raw HTML a visitor downloads (decompressed), as the production server sends it. */
async function rawHtml(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test("the static home and gallery send each section once: no skeleton beside its content", async ({ request }) => {
  for (const path of STATIC_PAGES) {
    const html = await rawHtml(request, path);
    test.info().annotations.push({ type: "html bytes", description: `${path}: ${Buffer.byteLength(html)}` });
    // A boundary rendered beside its fallback travels as a hidden copy that a script swaps in.
    expect(html, `${path} has no hidden streamed copy`).not.toMatch(/<div hidden id="S:/);
    expect(html, `${path} has no loading skeleton`).not.toContain('aria-busy="true"');
  }
});

test("long class lists are not repeated: buttons, badges, inputs and cards use component classes", async ({ request }) => {
  for (const path of STATIC_PAGES) {
    const html = await rawHtml(request, path);
    const counts = new Map<string, number>();
    for (const [, classes] of html.matchAll(/class="([^"]*)"/g)) counts.set(classes!, (counts.get(classes!) ?? 0) + 1);
    const repeatedLong = [...counts].filter(([classes, count]) => classes.length > 200 && count > 2);
    expect(repeatedLong.map(([classes, count]) => `${count}x ${classes}`), path).toEqual([]);
  }
});
