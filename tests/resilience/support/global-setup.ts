import { spawnSync } from "node:child_process";
import path from "node:path";
import { APP_ROOT, hasProductionBuild } from "../../helpers/next-server";
import { createScratchDatabase } from "../../helpers/scratch-database";
import { PG_SERVER_URL, SOURCE_DIST_DIR } from "./config";

// Builds the app once (into RESILIENCE_DIST_DIR) unless a production build is already there, so
// that CI can reuse the browser tests' build and a second local run starts at once.
export default async function setup(): Promise<void> {
  if (hasProductionBuild(SOURCE_DIST_DIR)) return;
  console.info(`[resilience] building into ${SOURCE_DIST_DIR} (once)`);
  const scratch = await createScratchDatabase(PG_SERVER_URL, "resilience_build");
  try {
    const result = spawnSync(
      process.execPath,
      [path.join(APP_ROOT, "node_modules/next/dist/bin/next"), "build"],
      {
        cwd: APP_ROOT,
        stdio: "inherit",
        env: {
          ...process.env,
          NEXT_DIST_DIR: SOURCE_DIST_DIR,
          DATABASE_URL: scratch.url,
          NEXT_TELEMETRY_DISABLED: "1",
        },
      },
    );
    if (result.status !== 0) throw new Error(`next build exited ${result.status}`);
  } finally {
    await scratch.drop();
  }
}
