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

/**
 * How long a request may wait on an unreachable database before it fails (and the API answers
 * 503). A new connection must finish its handshake within CONNECT_TIMEOUT_MS; a statement must
 * answer within QUERY_TIMEOUT_MS (a silent network, where no error ever arrives, is otherwise
 * waited on forever). Both stay under the API's 2-second budget for a failing request.
 */
export const CONNECT_TIMEOUT_MS = 1_500;
export const QUERY_TIMEOUT_MS = 1_500;
/** A free pool slot may take longer under a burst of requests: waiting is not failing. */
export const POOL_WAIT_TIMEOUT_MS = 10_000;
/** Migrations may wait for another instance's migration lock: not a request's budget. */
export const MIGRATION_QUERY_TIMEOUT_MS = 60_000;

/**
 * This executor runs migrations only, which may wait on another instance's migration lock. pg
 * honours a per-query `query_timeout`; its types do not list it.
 */
function migrationQuery(text: string, values?: unknown[]): pg.QueryConfig {
  return { text, values, query_timeout: MIGRATION_QUERY_TIMEOUT_MS } as pg.QueryConfig;
}

/** A client whose own handshake gives up after CONNECT_TIMEOUT_MS (the pool's timeout is for waiting). */
class TimedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === "string" ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
  }
}

/** PostgreSQL through a small pool: a serverless host runs many instances, each with few connections. */
export function connectPostgres(url: string, poolMax: number): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: POOL_WAIT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
    allowExitOnIdle: true,
    Client: TimedClient,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  const run = (client: pg.Pool | pg.PoolClient): SqlExecutor => ({
    exec: async (text) => void (await client.query(migrationQuery(text))),
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await client.query(migrationQuery(text, params))).rows as Row[],
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
