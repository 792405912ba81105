import { afterAll, beforeAll } from "vitest";
import { closeDb, getDatabase, getDb } from "@/lib/db/client";
import { createScratchDatabase } from "./scratch-database";

export { createScratchDatabase };

/** The PostgreSQL server the tests may use, or undefined for PGlite in memory. */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function databaseKind(): "postgresql" | "pglite" {
  return testServerUrl() ? "postgresql" : "pglite";
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
