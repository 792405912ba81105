"use client";

import { displayFont, sansFont } from "@/lib/fonts";

/**
 * On a visitor's first visit the page paints in the size-matched local faces, and the web fonts
 * (70 to 95 kB) are fetched only once the first screen has painted: on a phone's first round trips
 * they would otherwise share the bandwidth with the HTML, the stylesheet and the largest image.
 * The swap moves nothing, since the local faces have the web fonts' metrics. Once they have been
 * fetched they sit in the browser's cache, and later visits use them from the first frame.
 * Without JavaScript nothing is deferred and the fonts load as the stylesheet asks for them.
 *
 * A client component only so that the script's text is sent once, in the HTML: a server
 * component's output is repeated, escaped, in the page's RSC payload.
 */
export const WEB_FONTS_PENDING_CLASS = "web-fonts-pending";
export const WEB_FONTS_FETCHED_KEY = "ams-web-fonts";

// Runs as an inline script while the body is parsed: the stylesheet is in by then (it blocks
// scripts) and nothing has painted yet (it blocks rendering too). The faces are fetched first and
// the class goes once they are in, so the page is restyled and laid out once, not twice.
function deferWebFonts(pendingClass: string, fetchedKey: string, families: string[]) {
  try {
    if (localStorage.getItem(fetchedKey)) return;
  } catch {
    // Storage turned off: treat every visit as a first one.
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return;
  const root = document.documentElement;
  root.classList.add(pendingClass);
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    const switchOver = () => {
      root.classList.remove(pendingClass);
      try {
        localStorage.setItem(fetchedKey, "1");
      } catch {
        // Storage turned off or full: the next visit defers the fonts again.
      }
    };
    // In a frame callback, so that the restyle is the frame's own work and not forced by
    // whichever script next reads a size.
    void Promise.allSettled(families.map((family) => document.fonts.load(`1em ${family}`))).then(
      () => requestAnimationFrame(switchOver),
    );
  }).observe({ type: "paint", buffered: true });
}

/** The web face that next/font puts first in a face's family list. */
const webFamily = (font: { style: { fontFamily: string } }) => font.style.fontFamily.split(",")[0]!;

export function WebFontsScript() {
  const args = [
    WEB_FONTS_PENDING_CLASS,
    WEB_FONTS_FETCHED_KEY,
    [displayFont, sansFont].map(webFamily),
  ];
  const call = `(${deferWebFonts.toString()})(${args.map((arg) => JSON.stringify(arg)).join(",")})`;
  return <script dangerouslySetInnerHTML={{ __html: call }} />;
}
