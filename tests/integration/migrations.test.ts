import { afterEach, describe, expect, it } from "vitest";
import { connectPglite, connectPostgres, type DatabaseConnection } from "@/lib/db/connect";
import { checksumOf, migrate, MigrationChecksumError, readMigrations } from "@/lib/db/migrate";
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
      i === 0 ? { ...m, sql: `${m.sql}\n-- edited`, checksum: checksumOf(`${m.sql}\n-- edited`) } : m,
    );
    await expect(migrate(connection.sql, edited)).rejects.toBeInstanceOf(MigrationChecksumError);
  });

  it("rolls back a failing migration completely", async () => {
    const connection = await (await emptyDatabase()).open();
    const broken = [
      { name: "0001_broken", sql: `CREATE TABLE "half" (id int); SELECT * FROM "missing_table";`, checksum: "x" },
    ];
    await expect(migrate(connection.sql, broken)).rejects.toThrow();
    const tables = await connection.sql.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half'`);
    expect(tables).toEqual([]);
  });

  it.runIf(databaseKind() === "postgresql")("lets concurrent servers migrate one database safely", async () => {
    const db = await emptyDatabase();
    const servers = await Promise.all([db.open(), db.open(), db.open()]);
    const results = await Promise.all(servers.map((s) => migrate(s.sql)));
    expect(results.flat()).toEqual(readMigrations().map((m) => m.name));
  });
});
