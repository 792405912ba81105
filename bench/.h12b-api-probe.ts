// temporary, not committed
import { createScratchDatabase } from "../tests/helpers/scratch-database";
import { apiScenarios, login, measureScenario, projectUpdateBody } from "./lib/api-load";
import { appEnv, ROOT, seededProjectId, seededVideoId, startNext, SUPERADMIN } from "./lib/apps";
import { startFakeServices } from "./lib/fake-services";
import { stopProcess } from "./lib/processes";
import { formatTable } from "./lib/table";

const fakes = await startFakeServices(3172);
const scratch = await createScratchDatabase("postgresql://postgres@127.0.0.1:5432/postgres", "h12b_probe");
const env = appEnv({ port: 3170, fakes, databaseUrl: scratch.url });
const server = await startNext({ name: "h12b-probe", cwd: ROOT, port: 3170, env, cpus: null, readyPath: "/api/health" });
try {
  const cookie = await login(server.url, SUPERADMIN.username, SUPERADMIN.password);
  const projectId = seededProjectId();
  const body = await projectUpdateBody(server.url, projectId, cookie);
  const rows = [];
  for (const s of apiScenarios({ projectId, videoId: seededVideoId() }, body, SUPERADMIN)) {
    rows.push(...(await measureScenario(server.url, s, cookie, s.kind === "login" ? 60 : 200, 20)));
  }
  console.log(formatTable(rows));
} finally {
  await stopProcess(server.child);
  await scratch.drop();
  await fakes.close();
}
