import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";
import type { SqlConnection, SqlExecutor } from "./sql";

export type DatabaseConnection = {
  adapter: PrismaPg | PrismaPGlite;
  sql: SqlConnection;
  close(): Promise<void>;
};

/** PostgreSQL through a small pool: a serverless host runs many instances, each with few connections. */
export function connectPostgres(url: string, poolMax: number): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 5_000,
    allowExitOnIdle: true,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  const run = (client: pg.Pool | pg.PoolClient): SqlExecutor => ({
    exec: async (text) => void (await client.query(text)),
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as Row[],
  });
  return {
    adapter: new PrismaPg(pool),
    sql: {
      ...run(pool),
      supportsAdvisoryLocks: true,
      async transaction(fn) {
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          const result = await fn(run(client));
          await client.query("COMMIT");
          return result;
        } catch (error) {
          await client.query("ROLLBACK").catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
    },
    close: () => pool.end(),
  };
}

/** Embedded PostgreSQL: a folder under .data/ (or memory:// for tests). One process per folder. */
export async function connectPglite(dir: string): Promise<DatabaseConnection> {
  const inMemory = dir.startsWith("memory://");
  if (!inMemory) mkdirSync(path.resolve(dir), { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(path.resolve(dir));
  await client.waitReady;
  const run = (db: Pick<PGlite, "exec" | "query">): SqlExecutor => ({
    exec: async (text) => void (await db.exec(text)),
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await db.query<Row>(text, params)).rows,
  });
  return {
    adapter: new PrismaPGlite(client),
    sql: {
      ...run(client),
      supportsAdvisoryLocks: false,
      transaction: (fn) => client.transaction((tx) => fn(run(tx))),
    },
    close: () => client.close(),
  };
}
