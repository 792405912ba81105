// The app from its existing build on a fresh embedded database, with the fake outside services:
// what the one-off profiling scripts (trace-interaction.ts, profile-load.ts) load pages from.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { appEnv, benchPorts, startNext, ROOT } from "./apps";
import { startFakeServices } from "./fake-services";
import { stopProcess } from "./processes";

export type LocalApp = { url: string; stop: () => Promise<void> };

export async function startLocalApp(name: string): Promise<LocalApp> {
  const ports = benchPorts();
  const fakes = await startFakeServices(ports.fakes);
  const workDir = mkdtempSync(path.join(tmpdir(), `ams-${name}-`));
  try {
    const app = await startNext({
      name,
      cwd: ROOT,
      port: ports.app,
      env: appEnv({ port: ports.app, fakes, pgliteDir: path.join(workDir, "pglite") }),
      cpus: null,
      readyPath: "/api/health",
    });
    return {
      url: app.url,
      stop: async () => {
        await stopProcess(app.child);
        await fakes.close();
      },
    };
  } catch (error) {
    await fakes.close();
    throw error;
  }
}
