// The machine's details written next to the results: figures are only comparable between runs
// on the same kind of machine.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Cores } from "./processes";

function run(command: string, args: string[]): string | null {
  try {
    return (
      execFileSync(command, args, {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        timeout: 10_000,
      }).trim() || null
    );
  } catch (error) {
    // nginx prints its version on stderr
    const stderr = (error as { stderr?: string }).stderr?.trim();
    return stderr || null;
  }
}

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
    chromium: run(chromiumPath, ["--version"]),
    nginx: run("nginx", ["-v"]),
    postgres: run("psql", ["--version"]),
    commit: run("git", ["-C", root, "rev-parse", "HEAD"]),
    worktreeDirty: (run("git", ["-C", root, "status", "--porcelain"]) ?? "") !== "",
  };
}
