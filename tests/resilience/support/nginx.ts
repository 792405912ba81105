import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { APP_ROOT } from "../../helpers/next-server";
import { freePort } from "./config";

// The load balancer of the documented topology: Debian's nginx running the repository's own
// deploy/nginx.conf, with only its addresses changed to the test's ports.

export const NGINX_CONF = path.join(APP_ROOT, "deploy/nginx.conf");
const SHIPPED_UPSTREAMS = ["127.0.0.1:3001", "127.0.0.1:3002"];
const SHIPPED_LISTEN = "listen 80;";

export type Balancer = { url: string; output(): string; stop(): Promise<void> };

export function findNginx(): string {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
  if (!binary)
    throw new Error("nginx is not installed: `apt-get install -y nginx` (Debian's package)");
  return binary;
}

/** deploy/nginx.conf with the test's ports; fails when the shipped file no longer has them. */
export function templatedConf(upstreamPorts: number[], port: number): string {
  let conf = readFileSync(NGINX_CONF, "utf8");
  const replace = (from: string, to: string) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
    conf = conf.replace(from, to);
  };
  SHIPPED_UPSTREAMS.forEach((address, index) =>
    replace(address, `127.0.0.1:${upstreamPorts[index]}`),
  );
  replace(SHIPPED_LISTEN, `listen 127.0.0.1:${port};`);
  return conf;
}

/**
 * The main nginx.conf around an included deploy/nginx.conf: one worker, in the foreground, with
 * its pid file and temporary folders under `dir` (nginx's defaults are system folders).
 */
function mainConf(dir: string, included: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${included};
}
`;
}

/**
 * Writes into `dir` deploy/nginx.conf with these ports and the main file around it; returns the
 * main file's path, for `nginx -p dir -c`.
 */
export function writeBalancerConf(dir: string, upstreamPorts: number[], port: number): string {
  // nginx's workers drop root: they must reach their temporary folders.
  chmodSync(dir, 0o755);
  const included = path.join(dir, "ams.conf");
  writeFileSync(included, templatedConf(upstreamPorts, port));
  const main = path.join(dir, "nginx.conf");
  writeFileSync(main, mainConf(dir, included));
  return main;
}

export async function startBalancer(upstreamPorts: number[]): Promise<Balancer> {
  const binary = findNginx();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "ams-nginx-"));
  const confFile = writeBalancerConf(dir, upstreamPorts, port);
  const lines: string[] = [];
  const child: ChildProcess = spawn(binary, ["-p", dir, "-e", "stderr", "-c", confFile], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => lines.push(chunk.toString("utf8"));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill("SIGQUIT");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${lines.join("")}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer: ${lines.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, output: () => lines.join(""), stop };
}
