import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { closeDb, getDatabase, getDb } from "@/lib/db/client";

/** The PostgreSQL server the tests may use, or undefined for PGlite in memory. */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function databaseKind(): "postgresql" | "pglite" {
  return testServerUrl() ? "postgresql" : "pglite";
}

/** Creates an empty PostgreSQL database and returns its URL and a function that drops it. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

/**
 * Gives the test file a fresh, migrated and seeded database of its own: PGlite in memory by
 * default, a new PostgreSQL database when TEST_DATABASE_URL (or DATABASE_URL) is set.
 */
export function useTestDatabase() {
  let drop: (() => Promise<unknown>) | undefined;
  beforeAll(async () => {
    await closeDb();
    const server = testServerUrl();
    if (server) {
      const scratch = await createScratchDatabase(server);
      process.env.DATABASE_URL = scratch.url;
      drop = scratch.drop;
    } else {
      delete process.env.DATABASE_URL;
      process.env.PGLITE_DIR = "memory://";
    }
    await getDb();
  });
  afterAll(async () => {
    await closeDb();
    delete process.env.DATABASE_URL;
    await drop?.();
  });
  return { getDb, getDatabase };
}

async function withAdmin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
