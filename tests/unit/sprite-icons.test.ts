import { readFileSync } from "node:fs";
import path from "node:path";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SPRITE_ICON_NAMES, SpriteIcon } from "@/components/site/icons/sprite-icon";

const sprite = readFileSync(path.join(process.cwd(), "public/icons.svg"), "utf8");
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>([\s\S]*?)<\/symbol>/g)].map(
    ([, id, attributes, shapes]) => [id!, `${attributes}${shapes}`],
  ),
);

describe("the icon sprite", () => {
  it("has one symbol for each icon name, and no other", () => {
    expect([...symbols.keys()].sort()).toEqual([...SPRITE_ICON_NAMES].sort());
  });

  it("draws every symbol in the text colour, on a 24px grid", () => {
    for (const [id, symbol] of symbols) {
      expect(symbol, id).toContain('viewBox="0 0 24 24"');
      expect(symbol, id).toMatch(/(fill|stroke)="currentColor"/);
      expect(symbol, id).not.toMatch(/(fill|stroke)="(black|#000|#000000)"/);
    }
  });

  it("is drawn with <use>, so an icon is shapes painted with the page, not an image of its own", () => {
    expect(
      renderToStaticMarkup(createElement(SpriteIcon, { name: "sun", className: "size-4" })),
    ).toBe('<svg aria-hidden="true" class="icon size-4"><use href="/icons.svg#sun"></use></svg>');
  });

  it("can be drawn hidden, keeping its symbol, for a control that shows one of two icons", () => {
    expect(renderToStaticMarkup(createElement(SpriteIcon, { name: "play", hidden: true }))).toBe(
      '<svg aria-hidden="true" class="icon hidden"><use href="/icons.svg#play"></use></svg>',
    );
  });
});
