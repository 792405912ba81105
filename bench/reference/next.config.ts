// The bench's reference: a bare page built with the app's own Next.js config (same flags and
// headers), so that the difference measured between the two is what our code adds.
import path from "node:path";
import type { NextConfig } from "next";
import appConfigFor from "../../next.config";

export default function referenceConfig(phase: string): NextConfig {
  const appConfig = appConfigFor(phase);
  return {
    ...appConfig,
    // Its own build output, beside the app's .next (ignored by git and eslint like every .next-*).
    distDir: "../../.next-bench-reference",
    // node_modules live two levels up, in the app's root.
    turbopack: { ...appConfig.turbopack, root: path.resolve(import.meta.dirname, "../..") },
  };
}
