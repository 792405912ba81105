import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SqlConnection } from "./sql";

export type Migration = { name: string; sql: string; checksum: string };

const MIGRATIONS_TABLE = "app_migrations";
// Any constant: serialises migrations across server instances sharing one PostgreSQL.
const MIGRATION_LOCK_KEY = 727_001;

export class MigrationChecksumError extends Error {}

export function migrationsDir(): string {
  return path.join(process.cwd(), "prisma", "migrations");
}

/** Migrations in Prisma's layout (<dir>/<timestamp>_<name>/migration.sql), oldest first. */
export function readMigrations(dir = migrationsDir()): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: checksumOf(sql) };
    });
}

export function checksumOf(sql: string): string {
  return createHash("sha256").update(sql.replace(/\r\n/g, "\n")).digest("hex");
}

/**
 * Applies pending migrations in order, each once and in its own transaction. An applied
 * migration whose file has changed since is refused: fix forward with a new migration.
 * Returns the names applied by this call.
 */
export async function migrate(sql: SqlConnection, migrations = readMigrations()): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await sql.transaction(async (tx) => {
      if (sql.supportsAdvisoryLocks) {
        await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
      }
      await tx.exec(
        `CREATE TABLE IF NOT EXISTS "${MIGRATIONS_TABLE}" (
          "name" TEXT PRIMARY KEY,
          "checksum" TEXT NOT NULL,
          "applied_at" TIMESTAMPTZ NOT NULL DEFAULT CURRENT_TIMESTAMP
        )`,
      );
      const rows = await tx.query<{ checksum: string }>(
        `SELECT "checksum" FROM "${MIGRATIONS_TABLE}" WHERE "name" = $1`,
        [migration.name],
      );
      const existing = rows[0];
      if (existing) {
        if (existing.checksum !== migration.checksum) {
          throw new MigrationChecksumError(
            `Migration ${migration.name} was changed after it was applied; add a new migration instead.`,
          );
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query(`INSERT INTO "${MIGRATIONS_TABLE}" ("name", "checksum") VALUES ($1, $2)`, [
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
