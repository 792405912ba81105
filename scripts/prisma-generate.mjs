// Runs `prisma generate`. Generating needs no schema engine, but the CLI still tries to download
// one; when none is installed (offline machines) we point it at a stand-in so it never tries.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const enginesDir = "node_modules/@prisma/engines";
const hasEngine =
  existsSync(enginesDir) && readdirSync(enginesDir).some((f) => f.startsWith("schema-engine"));
const env = { ...process.env };
if (!hasEngine && !env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = "/bin/false";

execFileSync("npx", ["prisma", "generate"], { stdio: "inherit", env });
