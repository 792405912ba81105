import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { connectPglite, connectPostgres, type DatabaseConnection } from "@/lib/db/connect";
import {
  checksumOf,
  FailedMigrationError,
  migrate,
  MigrationChecksumError,
  migrationsDir,
  readMigrations,
  type Migration,
} from "@/lib/db/migrate";
import { createScratchDatabase, databaseKind, testServerUrl } from "../helpers/db";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function emptyDatabase(): Promise<{ open: () => Promise<DatabaseConnection> }> {
  const server = testServerUrl();
  if (!server) {
    const connection = await connectPglite("memory://");
    cleanups.push(() => connection.close());
    return { open: async () => connection };
  }
  const scratch = await createScratchDatabase(server);
  cleanups.push(scratch.drop);
  return {
    open: async () => {
      const connection = connectPostgres(scratch.url, 4);
      cleanups.unshift(() => connection.close());
      return connection;
    },
  };
}

describe(`migration runner (${databaseKind()})`, () => {
  it("applies each migration once, in order", async () => {
    const db = await emptyDatabase();
    const connection = await db.open();
    const all = readMigrations();
    expect(await migrate(connection.sql)).toEqual(all.map((m) => m.name));
    expect(await migrate(connection.sql)).toEqual([]);
  });

  it("refuses a migration whose file changed after it was applied", async () => {
    const connection = await (await emptyDatabase()).open();
    await migrate(connection.sql);
    const edited = readMigrations().map((m, i) =>
      i === 0
        ? { ...m, sql: `${m.sql}\n-- edited`, checksum: checksumOf(`${m.sql}\n-- edited`) }
        : m,
    );
    await expect(migrate(connection.sql, edited)).rejects.toBeInstanceOf(MigrationChecksumError);
  });

  it("rolls back a failing migration completely", async () => {
    const connection = await (await emptyDatabase()).open();
    const broken = [
      {
        name: "0001_broken",
        sql: `CREATE TABLE "half" (id int); SELECT * FROM "missing_table";`,
        checksum: "x",
      },
    ];
    await expect(migrate(connection.sql, broken)).rejects.toThrow();
    const tables = await connection.sql.query(
      `SELECT 1 FROM information_schema.tables WHERE table_name = 'half'`,
    );
    expect(tables).toEqual([]);
  });

  it.runIf(databaseKind() === "postgresql")(
    "lets concurrent servers migrate one database safely",
    async () => {
      const db = await emptyDatabase();
      const servers = await Promise.all([db.open(), db.open(), db.open()]);
      const results = await Promise.all(servers.map((s) => migrate(s.sql)));
      expect(results.flat()).toEqual(readMigrations().map((m) => m.name));
    },
  );

  it("records each migration in _prisma_migrations as Prisma Migrate does", async () => {
    const connection = await (await emptyDatabase()).open();
    await migrate(connection.sql);
    await migrate(connection.sql);
    const rows = await connection.sql.query<PrismaMigrationRow>(
      `SELECT * FROM _prisma_migrations ORDER BY migration_name`,
    );
    const files = readMigrations();
    expect(rows.map((row) => row.migration_name)).toEqual(files.map((file) => file.name));
    for (const row of rows) {
      // Prisma's checksum: SHA-256 of the file's bytes, hex.
      const bytes = readFileSync(path.join(migrationsDir(), row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(bytes).digest("hex"));
      expect(row).toMatchObject({ logs: null, rolled_back_at: null, applied_steps_count: 1 });
      expect(row.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(new Date(row.started_at).getTime());
    }
  });

  it("creates the history table with Prisma's own columns", async () => {
    const connection = await (await emptyDatabase()).open();
    await migrate(connection.sql);
    const columns = await connection.sql.query<{
      column_name: string;
      data_type: string;
      length: number | null;
      is_nullable: string;
    }>(
      `SELECT column_name, data_type, character_maximum_length AS length, is_nullable
       FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = '_prisma_migrations'
       ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => [c.column_name, c.data_type, c.length, c.is_nullable])).toEqual([
      ["id", "character varying", 36, "NO"],
      ["checksum", "character varying", 64, "NO"],
      ["finished_at", "timestamp with time zone", null, "YES"],
      ["migration_name", "character varying", 255, "NO"],
      ["logs", "text", null, "YES"],
      ["rolled_back_at", "timestamp with time zone", null, "YES"],
      ["started_at", "timestamp with time zone", null, "NO"],
      ["applied_steps_count", "integer", null, "NO"],
    ]);
  });

  it.each([
    ["every migration", readMigrations().length],
    ["the first migration only", 1],
  ])(
    "carries over a database whose history is in app_migrations (%s), once",
    async (_name, legacyCount) => {
      const connection = await (await emptyDatabase()).open();
      const all = readMigrations();
      const appliedAt = new Date("2026-11-01T10:00:00Z");
      await applyAsEarlierVersionsDid(connection, all.slice(0, legacyCount), appliedAt);

      expect(await migrate(connection.sql)).toEqual(all.slice(legacyCount).map((m) => m.name));
      expect(await migrate(connection.sql)).toEqual([]);

      const rows = await connection.sql.query<PrismaMigrationRow>(
        `SELECT * FROM _prisma_migrations ORDER BY migration_name`,
      );
      expect(
        rows.map((row) => [row.migration_name, row.checksum, row.applied_steps_count]),
      ).toEqual(all.map((m) => [m.name, m.checksum, 1]));
      for (const row of rows.slice(0, legacyCount)) {
        expect(row.finished_at).toEqual(appliedAt);
        expect(row.started_at).toEqual(appliedAt);
      }
      const legacy = await connection.sql.query(
        `SELECT 1 FROM information_schema.tables WHERE table_name = 'app_migrations'`,
      );
      expect(legacy).toEqual([]);
    },
  );

  it("refuses a migration that Prisma recorded as failed half-way", async () => {
    const connection = await (await emptyDatabase()).open();
    await migrate(connection.sql);
    const extra = migrationNamed("99990101000000_extra", `CREATE TABLE "extra_table" (id int);`);
    await connection.sql.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, logs, applied_steps_count) VALUES ('x-failed', $1, $2, 'error', 0)`,
      [extra.checksum, extra.name],
    );
    await expect(migrate(connection.sql, [...readMigrations(), extra])).rejects.toBeInstanceOf(
      FailedMigrationError,
    );
  });

  it("applies again a migration that was marked rolled back, and accepts other line endings", async () => {
    const connection = await (await emptyDatabase()).open();
    const extra = migrationNamed("99990101000000_extra", `CREATE TABLE "extra_table" (id int);\n`);
    await migrate(connection.sql, [...readMigrations(), extra]);
    await connection.sql.exec(
      `DROP TABLE "extra_table"; UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = '${extra.name}'`,
    );
    expect(await migrate(connection.sql, [...readMigrations(), extra])).toEqual([extra.name]);
    // The same file checked out with CRLF endings is the same migration, as Prisma sees it.
    const crlf = migrationNamed(extra.name, extra.sql.replace(/\n/g, "\r\n"));
    expect(await migrate(connection.sql, [...readMigrations(), crlf])).toEqual([]);
  });
});

type PrismaMigrationRow = {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
};

function migrationNamed(name: string, sql: string): Migration {
  return { name, sql, checksum: checksumOf(sql) };
}

/** What the runner did before it used Prisma's table: its own history table, LF-normalised checksums. */
async function applyAsEarlierVersionsDid(
  connection: DatabaseConnection,
  migrations: Migration[],
  appliedAt: Date,
): Promise<void> {
  await connection.sql.exec(
    `CREATE TABLE "app_migrations" ("name" TEXT PRIMARY KEY, "checksum" TEXT NOT NULL, "applied_at" TIMESTAMPTZ NOT NULL DEFAULT CURRENT_TIMESTAMP)`,
  );
  for (const migration of migrations) {
    await connection.sql.exec(migration.sql);
    const checksum = createHash("sha256")
      .update(migration.sql.replace(/\r\n/g, "\n"))
      .digest("hex");
    await connection.sql.query(
      `INSERT INTO "app_migrations" ("name", "checksum", "applied_at") VALUES ($1, $2, $3)`,
      [migration.name, checksum, appliedAt],
    );
  }
}
