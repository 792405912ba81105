// Debian's nginx in the bench, one worker, pinned to the server core like the app: the
// physical-limit reference (the exact bytes of our cached home page, precompressed with
// gzip_static, as a CDN or a tuned proxy would serve them), and the load balancer of the
// several-servers topology (the repository's deploy/nginx.conf, as the resilience suite runs it).
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { writeBalancerConf } from "../../tests/resilience/support/nginx";
import { startProcess, waitForHttp, type Server } from "./processes";

export const NGINX_INSTALL_HINT =
  "nginx is not installed: `apt-get install -y nginx` (Debian's package) adds the nginx reference";

export function findNginx(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  return null;
}

export function nginxConfig(opts: { port: number; root: string; prefix: string }): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(opts.prefix, name)};`;
  return `worker_processes 1;
daemon off;
pid ${path.join(opts.prefix, "nginx.pid")};
error_log ${path.join(opts.prefix, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp("client_body")}
  ${temp("proxy")}
  ${temp("fastcgi")}
  ${temp("uwsgi")}
  ${temp("scgi")}
  types { text/html html; }
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${opts.port};
    root ${opts.root};
    gzip_static on;
    gzip on;
    gzip_types text/html;
    location / { index index.html; }
  }
}
`;
}

export async function startNginx(opts: {
  binary: string;
  port: number;
  html: Buffer;
  workDir: string;
  cpus: string | null;
  logDir: string;
}): Promise<Server> {
  const root = path.join(opts.workDir, "www");
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, "index.html"), opts.html);
  writeFileSync(path.join(root, "index.html.gz"), gzipSync(opts.html));
  // nginx's workers run as an unprivileged user when started by root: they must read the files.
  for (const dir of [opts.workDir, root]) chmodSync(dir, 0o755);
  const confFile = path.join(opts.workDir, "nginx.conf");
  writeFileSync(confFile, nginxConfig({ port: opts.port, root, prefix: opts.workDir }));
  const { child, logFile } = startProcess({
    name: "nginx",
    command: opts.binary,
    args: ["-e", path.join(opts.workDir, "error.log"), "-p", opts.workDir, "-c", confFile],
    cpus: opts.cpus,
    logDir: opts.logDir,
  });
  const url = `http://127.0.0.1:${opts.port}`;
  await waitForHttp(`${url}/`, child, 15_000, logFile);
  return { name: "nginx", url, child, logFile };
}

/**
 * deploy/nginx.conf in front of the app at `upstreamPort` (both of its upstream entries: one
 * server here), listening on `port`; ready once the app's health check answers through it.
 */
export async function startDeployNginx(opts: {
  binary: string;
  port: number;
  upstreamPort: number;
  workDir: string;
  cpus: string | null;
  logDir: string;
}): Promise<Server> {
  mkdirSync(opts.workDir, { recursive: true });
  const confFile = writeBalancerConf(
    opts.workDir,
    [opts.upstreamPort, opts.upstreamPort],
    opts.port,
  );
  const { child, logFile } = startProcess({
    name: "nginx-deploy",
    command: opts.binary,
    args: ["-e", "stderr", "-p", opts.workDir, "-c", confFile],
    cpus: opts.cpus,
    logDir: opts.logDir,
  });
  const url = `http://127.0.0.1:${opts.port}`;
  await waitForHttp(`${url}/api/health`, child, 15_000, logFile);
  return { name: "nginx-deploy", url, child, logFile };
}
