import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDb, getDatabase, getDb } from "@/lib/db/client";
import { connectConfiguredDatabase, PendingMigrationsError } from "@/lib/db/migrate-database";
import { readMigrations } from "@/lib/db/migrate";
import { createScratchDatabase, databaseKind, testServerUrl } from "../helpers/db";

// A serverless deploy migrates in its release step (`npm run db:migrate`) and starts servers with
// MIGRATE_ON_START=false: those then apply nothing, and refuse a database that was not migrated.

const ROOT = path.resolve(import.meta.dirname, "../..");
let databaseEnv: Record<string, string>;
let cleanup: () => Promise<unknown> = async () => undefined;

beforeEach(async () => {
  await closeDb();
  const server = testServerUrl();
  if (server) {
    const scratch = await createScratchDatabase(server, "deploymigrate");
    databaseEnv = { DATABASE_URL: scratch.url };
    cleanup = scratch.drop;
  } else {
    // A folder, not memory: the script must reach the database the server then opens.
    const dir = mkdtempSync(path.join(tmpdir(), "ams-deploy-migrate-"));
    databaseEnv = { PGLITE_DIR: path.join(dir, "pglite") };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  Object.assign(process.env, databaseEnv);
});
afterEach(async () => {
  await closeDb();
  delete process.env.DATABASE_URL;
  delete process.env.MIGRATE_ON_START;
  process.env.PGLITE_DIR = "memory://";
  await cleanup();
  vi.restoreAllMocks();
});
afterAll(closeDb);

const runDbMigrate = async () =>
  (
    await promisify(execFile)("npm", ["run", "-s", "db:migrate"], {
      cwd: ROOT,
      env: { ...process.env, ...databaseEnv, NODE_ENV: "production" },
      timeout: 120_000,
    })
  ).stdout;

async function historyRows(): Promise<string[]> {
  const connection = await connectConfiguredDatabase();
  try {
    const rows = await connection.sql.query<{ row: string }>(
      `SELECT t::text AS row FROM _prisma_migrations t ORDER BY migration_name`,
    );
    return rows.map((r) => r.row);
  } finally {
    await connection.close();
  }
}

describe(`deploy-time migrations (${databaseKind()})`, () => {
  it(
    "npm run db:migrate applies every migration once; a server with MIGRATE_ON_START=false then applies none",
    { timeout: 240_000 },
    async () => {
      const names = readMigrations().map((m) => m.name);
      expect(await runDbMigrate()).toContain(
        `Applied ${names.length} migration(s): ${names.join(", ")}`,
      );
      expect(await runDbMigrate()).toContain("The database is up to date.");
      const history = await historyRows();
      expect(history).toHaveLength(names.length);

      process.env.MIGRATE_ON_START = "false";
      const info = vi.spyOn(console, "info");
      const db = await getDb();
      expect(await db.siteSettings.count()).toBe(1); // the start still seeds
      expect(info.mock.calls.flat().join("\n")).not.toContain("applied migrations");
      await closeDb();
      expect(await historyRows()).toEqual(history);
    },
  );

  it("with MIGRATE_ON_START=false, a server refuses a database that lacks migrations and changes nothing", async () => {
    process.env.MIGRATE_ON_START = "false";
    const failure = await getDb().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PendingMigrationsError);
    expect((failure as Error).message).toContain("npm run db:migrate");
    const connection = await connectConfiguredDatabase();
    try {
      expect(
        await connection.sql.query(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
        ),
      ).toEqual([]);
    } finally {
      await connection.close();
    }
  });

  it("still migrates a database only this process sees (in memory, as the build's) with MIGRATE_ON_START=false", async () => {
    process.env.MIGRATE_ON_START = "false";
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = "memory://";
    const db = await getDb();
    expect(await db.siteSettings.count()).toBe(1);
  });

  it("by default a server migrates at its first use, as before", async () => {
    const info = vi.spyOn(console, "info");
    await getDatabase();
    expect(info.mock.calls.flat().join("\n")).toContain(
      `applied migrations: ${readMigrations()
        .map((m) => m.name)
        .join(", ")}`,
    );
  });
});
