import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SqlExecutor, SqlConnection } from "./sql";

export type Migration = { name: string; sql: string; checksum: string };

/**
 * Prisma Migrate's own history table, created exactly as its engine creates it, so that
 * `prisma migrate status` and `prisma migrate deploy` see what this runner applied.
 */
export const MIGRATIONS_TABLE = "_prisma_migrations";
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;
/** The table earlier versions of this runner kept; its rows move to Prisma's table once. */
export const LEGACY_MIGRATIONS_TABLE = "app_migrations";
// Prisma Migrate's advisory lock key: this runner and `prisma migrate deploy` wait for each other.
const MIGRATION_LOCK_KEY = 72_707_369;

export class MigrationChecksumError extends Error {}
export class FailedMigrationError extends Error {}

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

/** Prisma's checksum: the SHA-256 of the file's contents, in lower-case hex. */
export function checksumOf(sql: string): string {
  return createHash("sha256").update(sql).digest("hex");
}

/** Like Prisma, a checkout with other line endings (git on Windows) is the same migration. */
export function matchesChecksum(sql: string, checksum: string): boolean {
  const variants = [
    sql,
    sql.replace(/\r\n/g, "\n"),
    sql.replace(/\r\n/g, "\n").replace(/\n/g, "\r\n"),
  ];
  return variants.some((variant) => checksumOf(variant) === checksum);
}

/**
 * Applies pending migrations in order, each once and in its own transaction, and records each in
 * `_prisma_migrations` as Prisma does. An applied migration whose file has changed since is
 * refused (fix forward with a new migration), as is a migration Prisma recorded as failed.
 * Returns the names applied by this call.
 */
export async function migrate(
  sql: SqlConnection,
  migrations = readMigrations(),
): Promise<string[]> {
  await sql.transaction(async (tx) => {
    await lockMigrations(sql, tx);
    await tx.exec(CREATE_MIGRATIONS_TABLE);
    await carryOverLegacyHistory(tx);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await sql.transaction(async (tx) => {
      await lockMigrations(sql, tx);
      if (await isApplied(tx, migration)) return false;
      const startedAt = new Date();
      await tx.exec(migration.sql);
      await tx.query(
        `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, $4, clock_timestamp(), 1)`,
        [randomUUID(), migration.checksum, migration.name, startedAt],
      );
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

/** The migrations not recorded as applied (all of them when the history table is missing). */
export async function pendingMigrations(
  sql: SqlConnection,
  migrations = readMigrations(),
): Promise<string[]> {
  const [table] = await sql.query<{ present: boolean }>(
    `SELECT to_regclass($1) IS NOT NULL AS present`,
    [MIGRATIONS_TABLE],
  );
  if (!table?.present) return migrations.map((m) => m.name);
  const rows = await sql.query<{ migration_name: string }>(
    `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Set(rows.map((row) => row.migration_name));
  return migrations.map((m) => m.name).filter((name) => !applied.has(name));
}

async function lockMigrations(sql: SqlConnection, tx: SqlExecutor): Promise<void> {
  if (sql.supportsAdvisoryLocks)
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
}

/** Whether the migration is recorded as applied; throws when it changed since, or failed half-way. */
async function isApplied(tx: SqlExecutor, migration: Migration): Promise<boolean> {
  // Prisma keeps rolled-back attempts (`migrate resolve --rolled-back`) as rows: they do not count.
  const rows = await tx.query<{ checksum: string; finished_at: Date | null }>(
    `SELECT checksum, finished_at FROM _prisma_migrations WHERE migration_name = $1 AND rolled_back_at IS NULL`,
    [migration.name],
  );
  if (rows.length === 0) return false;
  if (rows.some((row) => row.finished_at === null)) {
    throw new FailedMigrationError(
      `Migration ${migration.name} failed earlier and is recorded unfinished; repair the database, then mark it with \`prisma migrate resolve\`.`,
    );
  }
  if (!rows.some((row) => matchesChecksum(migration.sql, row.checksum))) {
    throw new MigrationChecksumError(
      `Migration ${migration.name} was changed after it was applied; add a new migration instead.`,
    );
  }
  return true;
}

/**
 * A database migrated by earlier versions has its history in app_migrations: the rows are copied
 * to Prisma's table (as finished, one step each) and the old table dropped, in one transaction,
 * so this happens once and `prisma migrate dev` sees no table it does not know.
 */
async function carryOverLegacyHistory(tx: SqlExecutor): Promise<void> {
  const [legacy] = await tx.query<{ present: boolean }>(
    `SELECT to_regclass($1) IS NOT NULL AS present`,
    [LEGACY_MIGRATIONS_TABLE],
  );
  if (!legacy?.present) return;
  const rows = await tx.query<{ name: string; checksum: string; applied_at: Date }>(
    `SELECT name, checksum, applied_at FROM ${LEGACY_MIGRATIONS_TABLE} ORDER BY name`,
  );
  for (const row of rows) {
    await tx.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       SELECT $1, $2, $3::varchar, $4, $4, 1
       WHERE NOT EXISTS (SELECT 1 FROM _prisma_migrations WHERE migration_name = $3 AND rolled_back_at IS NULL)`,
      [randomUUID(), row.checksum, row.name, row.applied_at],
    );
  }
  await tx.exec(`DROP TABLE ${LEGACY_MIGRATIONS_TABLE}`);
}
