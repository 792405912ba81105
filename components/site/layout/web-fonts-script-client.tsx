"use client";

import { displayFont, sansFont } from "@/lib/fonts";
import { WEB_FONTS_FETCHED_KEY, WEB_FONTS_PENDING_CLASS } from "@/lib/web-fonts-pending";

/**
 * On a tab's first page load the page paints in the size-matched local faces, and the web fonts
 * (70 to 95 kB) are fetched once the page has loaded: on a phone's first round trips they would
 * otherwise share the bandwidth with the HTML, the stylesheet, the largest image and the scripts.
 * (The first paint's own timing entry is no signal for this: it can be reported before that frame
 * is on screen.) The swap moves nothing, since the local faces have the web fonts' metrics. Once
 * fetched the fonts sit in the browser's cache, and the visit's later page loads (the same tab's
 * session) use them from the first frame. The mark is per session, not kept for good, because
 * nothing tells a script whether the browser still has the fonts a week later.
 * Without JavaScript nothing is deferred and the fonts load as the stylesheet asks for them.
 *
 * A client component only so that the script's text is sent once, in the HTML: a server
 * component's output is repeated, escaped, in the page's RSC payload.
 */
// Runs as an inline script while the body is parsed, before anything has painted (the stylesheet
// blocks both). The faces are fetched first and the class goes once they are in, in a frame
// callback: the page is restyled once, as that frame's own work, not inside another script's task.
function deferWebFonts(pendingClass: string, fetchedKey: string, families: string[]) {
  try {
    if (sessionStorage.getItem(fetchedKey)) return;
  } catch {
    // Storage turned off: treat every visit as a first one.
  }
  const root = document.documentElement;
  root.classList.add(pendingClass);
  const switchOver = () => {
    root.classList.remove(pendingClass);
    try {
      sessionStorage.setItem(fetchedKey, "1");
    } catch {
      // Storage turned off or full: the next visit defers the fonts again.
    }
  };
  addEventListener(
    "load",
    () =>
      void Promise.allSettled(families.map((family) => document.fonts.load(`1em ${family}`))).then(
        () => requestAnimationFrame(switchOver),
      ),
    { once: true },
  );
}

/** The web face that next/font puts first in a face's family list. */
const webFamily = (font: { style: { fontFamily: string } }) => font.style.fontFamily.split(",")[0]!;

// The same text on every page, so it is built once.
const WEB_FONTS_SCRIPT = `(${deferWebFonts.toString()})(${[
  WEB_FONTS_PENDING_CLASS,
  WEB_FONTS_FETCHED_KEY,
  [displayFont, sansFont].map(webFamily),
]
  .map((arg) => JSON.stringify(arg))
  .join(",")})`;

export function WebFontsScript() {
  return <script dangerouslySetInnerHTML={{ __html: WEB_FONTS_SCRIPT }} />;
}
