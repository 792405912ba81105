import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { vi } from "vitest";

/**
 * Counts the statements the app sends to the database while `fn` runs: every pg client query
 * (PostgreSQL) or PGlite query, the level below Prisma, so each count is one round trip.
 */
export async function countDatabaseQueries<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const spies = [vi.spyOn(pg.Client.prototype, "query"), vi.spyOn(PGlite.prototype, "query")];
  try {
    const result = await fn();
    return { result, queries: spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0) };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
