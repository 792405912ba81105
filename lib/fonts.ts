import localFont from "next/font/local";
import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";

// Self-hosted from npm packages: next/font/google would need the network at build time.
export const displayFont = localFont({
  src: "../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
  variable: "--font-display-face",
  weight: "200 800",
  display: "swap",
  adjustFontFallback: "Arial",
});

export const sansFont = GeistSans;
export const monoFont = GeistMono;

/** Class names that expose every font as a CSS variable on <html>. */
export const fontVariables = [displayFont.variable, sansFont.variable, monoFont.variable].join(" ");
