// Starts what the browser tests need: fake YouTube and Resend servers on 127.0.0.1, a fresh
// database (a new PostgreSQL database when DATABASE_URL is set, else a new PGlite folder), then
// builds (unless E2E_SKIP_BUILD=1) and runs the production server. Stops everything on exit.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeResend } from "../../helpers/fake-resend";
import { startFakeYouTube } from "../../helpers/fake-youtube";
import { createScratchDatabase } from "../../helpers/scratch-database";
import {
  E2E_CRON_SECRET,
  E2E_PORT,
  FAKE_RESEND_PORT,
  FAKE_YOUTUBE_PORT,
  SUPERADMIN,
} from "./constants";

const cleanups: (() => unknown)[] = [];
let server: ChildProcess | undefined;

async function main() {
  const youtube = await startFakeYouTube({ port: FAKE_YOUTUBE_PORT });
  cleanups.push(() => youtube.close());
  const resend = await startFakeResend({ port: FAKE_RESEND_PORT });
  cleanups.push(() => resend.close());

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(E2E_PORT),
    NEXTAUTH_URL: `http://127.0.0.1:${E2E_PORT}`,
    NEXTAUTH_SECRET: "e2e-secret-0123456789abcdef0123456789abcdef",
    ADMIN_USERNAME: SUPERADMIN.username,
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: SUPERADMIN.password,
    YOUTUBE_API_KEY: "",
    YOUTUBE_API_BASE_URL: youtube.dataApiBaseUrl,
    YOUTUBE_OEMBED_URL: youtube.oembedUrl,
    RESEND_BASE_URL: resend.url,
    RESEND_API_KEY: "re_e2e_test",
    CONTACT_INBOX: "inbox@example.com",
    // Production needs it said; as behind one proxy, so a test can name its client in X-Forwarded-For.
    TRUST_PROXY: "1",
    CRON_SECRET: E2E_CRON_SECRET,
  };
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, "e2e");
    cleanups.push(() => scratch.drop());
    env.DATABASE_URL = scratch.url;
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), "ams-e2e-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    env.PGLITE_DIR = path.join(dir, "pglite");
  }

  if (process.env.E2E_SKIP_BUILD !== "1") await run("npx", ["next", "build"], env);
  server = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(E2E_PORT)], {
    env,
    stdio: "inherit",
  });
  server.on("exit", (code) => shutdown(code ?? 1));
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: "inherit" });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

async function shutdown(code: number) {
  server?.kill("SIGTERM");
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown(0));
main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
