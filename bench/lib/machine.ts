// The machine's details written next to the results: figures are only comparable between runs
// on the same kind of machine.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findNginx } from "./nginx";
import type { Cores } from "./processes";

/**
 * What a command prints of itself (a version, a commit), or null when it cannot run or fails.
 * Read from stderr when stdout is empty: nginx prints its version there.
 */
export function commandOutput(command: string, args: string[]): string | null {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 10_000 });
  if (result.error || result.status !== 0) return null;
  return result.stdout.trim() || result.stderr.trim() || null;
}

/** Read when the bench starts, so that the load average is the one the run began under. */
export function machineDetails(root: string, cores: Cores, chromiumPath: string) {
  const cpus = os.cpus();
  const nextVersion = (
    JSON.parse(readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  return {
    date: new Date().toISOString(),
    hostname: os.hostname(),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cpuModel: cpus[0]?.model ?? "unknown",
    cpuCount: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
    serverCpus: cores.server,
    loadGeneratorCpus: cores.load,
    node: process.version,
    next: nextVersion,
    chromium: commandOutput(chromiumPath, ["--version"]),
    nginx: commandOutput(findNginx() ?? "nginx", ["-v"]),
    postgres: commandOutput("psql", ["--version"]),
    commit: commandOutput("git", ["-C", root, "rev-parse", "HEAD"]),
    worktreeDirty: (commandOutput("git", ["-C", root, "status", "--porcelain"]) ?? "") !== "",
  };
}
