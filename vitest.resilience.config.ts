import path from "node:path";
import { defineConfig } from "vitest/config";

// The resilience suite (`npm run test:resilience`): real production servers (`next start` from
// one build) on PostgreSQL, with the database cut through a TCP proxy, the mail provider failing,
// bursts of concurrent requests and two servers side by side. See tests/resilience/README.md.
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "tests/helpers/empty-module.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["tests/resilience/**/*.test.ts"],
    globalSetup: ["tests/resilience/support/global-setup.ts"],
    // One file at a time: each starts production servers, and the machine has two cores.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
