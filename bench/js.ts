// `npm run bench:js`: only the cheap, exact part of the benchmark, the first-load JavaScript
// budget of every public route. Needs the app's production build (`npm run build`); builds the
// bare reference page when its build is missing. Exits 1 when a budget is broken.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  APP_DIST,
  appEnv,
  benchPorts,
  buildReference,
  hasBuild,
  publicRoutes,
  REFERENCE_DIR,
  REFERENCE_DIST,
  referenceEnv,
  ROOT,
  startNext,
} from "./lib/apps";
import { startFakeServices } from "./lib/fake-services";
import { firstLoadJsReport } from "./lib/first-load-js";
import { assertPortFree, killAllNow, stopAll } from "./lib/processes";
import { formatTable } from "./lib/table";

async function main(): Promise<number> {
  if (!hasBuild(APP_DIST)) {
    console.error(
      `bench:js needs the app's production build in ${APP_DIST}: run \`npm run build\` first.`,
    );
    return 2;
  }
  if (!hasBuild(REFERENCE_DIST)) {
    console.log("building the bare reference page (bench/reference) ...");
    await buildReference();
  }
  const ports = benchPorts();
  for (const port of [ports.app, ports.reference, ports.fakes]) await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(tmpdir(), "ams-bench-js-"));
  const fakes = await startFakeServices(ports.fakes);
  try {
    const env = appEnv({ port: ports.app, fakes, pgliteDir: path.join(dataDir, "pglite") });
    const [app, reference] = await Promise.all([
      startNext({
        name: "app-js",
        cwd: ROOT,
        port: ports.app,
        env,
        cpus: null,
        readyPath: "/api/health",
      }),
      startNext({
        name: "reference-js",
        cwd: REFERENCE_DIR,
        port: ports.reference,
        env: referenceEnv(ports.reference),
        cpus: null,
        readyPath: "/",
      }),
    ]);
    const report = await firstLoadJsReport(app.url, reference.url, publicRoutes());
    console.log(report.lines.join("\n"));
    console.log();
    console.log(formatTable(report.entries));
    return report.entries.every((e) => e.pass !== false) ? 0 : 1;
  } finally {
    await stopAll();
    await fakes.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.on("exit", killAllNow);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
