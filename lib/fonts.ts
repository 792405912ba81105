import localFont from "next/font/local";

// Self-hosted from npm packages: next/font/google would need the network at build time.
// Latin subsets only: a phone fetches 29 kB for Geist instead of 70 kB for every script it covers.
// Each face has a size-adjusted fallback, so text paints at once in the fallback and swapping to the
// web font moves nothing. next/font's (adjustFontFallback) names only local("Arial"), which Android
// and most Linux systems lack; the faces named in `fallback` (globals.css) carry the same
// adjustments to Arial's metric twin and to Roboto. None is preloaded: on a tab's first page load the
// public site fetches them only once the page has loaded (web-fonts-script-client.tsx).
export const displayFont = localFont({
  src: "../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
  variable: "--font-display-face",
  weight: "200 800",
  display: "swap",
  preload: false,
  adjustFontFallback: "Arial",
  fallback: ["Bricolage Local Fallback"],
});

export const sansFont = localFont({
  src: "../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "swap",
  preload: false,
  adjustFontFallback: "Arial",
  fallback: ["Geist Local Fallback"],
});

// Only small figures use it (step numbers, durations, counts).
export const monoFont = localFont({
  src: "../node_modules/@fontsource-variable/geist-mono/files/geist-mono-latin-wght-normal.woff2",
  variable: "--font-geist-mono",
  weight: "100 900",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  fallback: ["ui-monospace", "SFMono-Regular", "Menlo", "Consolas", "monospace"],
});

/** Class names that expose every font as a CSS variable on <html>. */
export const fontVariables = [displayFont.variable, sansFont.variable, monoFont.variable].join(" ");
