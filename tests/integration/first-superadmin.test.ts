import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { closeDb, getDb } from "@/lib/db/client";
import { createFirstSuperadmin } from "@/lib/db/first-superadmin";
import { NO_SUPERADMIN_NOTICE } from "@/lib/db/seed";
import { siteHasAdministrator } from "@/lib/data/users";
import { createScratchDatabase, databaseKind, testServerUrl } from "../helpers/db";

// A production deploy without ADMIN_PASSWORD gets no superadmin with a guessable password: the
// log says how to create one, /login says there is none, and `npm run admin:create` makes it.
const ROOT = path.resolve(import.meta.dirname, "../..");
const OWNER = { username: "owner", email: "owner@ams.example", password: "Owner!Passw0rd-2026" };

let cleanup: () => Promise<unknown> = async () => undefined;
let databaseEnv: Record<string, string>;

beforeAll(async () => {
  await closeDb();
  const server = testServerUrl();
  if (server) {
    const scratch = await createScratchDatabase(server, "firstadmin");
    databaseEnv = { DATABASE_URL: scratch.url };
    cleanup = scratch.drop;
  } else {
    // A folder, not memory: the admin:create command must reach the same database.
    const dir = mkdtempSync(path.join(tmpdir(), "ams-first-admin-"));
    databaseEnv = { PGLITE_DIR: path.join(dir, "pglite") };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  Object.assign(process.env, databaseEnv, {
    NODE_ENV: "production",
    ADMIN_USERNAME: OWNER.username,
    ADMIN_EMAIL: OWNER.email,
  });
  delete process.env.ADMIN_PASSWORD;
});
afterAll(async () => {
  await closeDb();
  Object.assign(process.env, { NODE_ENV: "test" });
  process.env.PGLITE_DIR = "memory://";
  for (const name of ["DATABASE_URL", "ADMIN_USERNAME", "ADMIN_EMAIL"]) delete process.env[name];
  await cleanup();
});

describe(`first superadmin in production (${databaseKind()})`, () => {
  it(
    "creates none without ADMIN_PASSWORD, logs how to create one once, and /login's check says so",
    { timeout: 240_000 },
    async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const db = await getDb();
      expect(await db.user.count()).toBe(0);
      expect(await siteHasAdministrator()).toBe(false);
      // A second opening in the same process (a failed start retried) does not repeat it.
      await closeDb();
      await getDb();
      expect(warn.mock.calls.filter(([line]) => line === NO_SUPERADMIN_NOTICE)).toHaveLength(1);
      expect(NO_SUPERADMIN_NOTICE).toMatch(/set ADMIN_PASSWORD[\s\S]*npm run admin:create/);
      warn.mockRestore();
    },
  );

  it(
    "npm run admin:create makes the superadmin from the environment; later calls and weak passwords are refused",
    { timeout: 240_000 },
    async () => {
      // The script opens the database itself; an embedded folder is one process's at a time.
      await closeDb();
      const { stdout } = await promisify(execFile)("npm", ["run", "-s", "admin:create"], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...databaseEnv,
          NODE_ENV: "production",
          ADMIN_PASSWORD: OWNER.password,
        },
        timeout: 200_000,
      });
      expect(stdout).toContain(`Created the superadmin ${OWNER.username} (${OWNER.email})`);

      expect(await createFirstSuperadmin("Another!Passw0rd-1")).toEqual({
        created: false,
        reason: expect.stringMatching(/already has a superadmin/),
      });
      expect(await createFirstSuperadmin("abcdefgh")).toEqual({
        created: false,
        reason: expect.stringContaining("Password is too weak"),
      });

      const user = await (
        await getDb()
      ).user.findFirstOrThrow({ where: { role: "superadmin" }, omit: { passwordHash: false } });
      expect(user).toMatchObject({
        username: OWNER.username,
        email: OWNER.email,
        status: "active",
      });
      expect(await verifyPassword(user.passwordHash, OWNER.password)).toBe(true);
      expect(await siteHasAdministrator()).toBe(true);
    },
  );
});
