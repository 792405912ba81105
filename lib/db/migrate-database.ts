import { getEnv } from "@/lib/env";
import { connectPglite, connectPostgres, type DatabaseConnection } from "./connect";
import { migrate, pendingMigrations } from "./migrate";

/** The database the server uses: DATABASE_URL, else the PGlite folder (one process at a time). */
export async function connectConfiguredDatabase(poolMax = 1): Promise<DatabaseConnection> {
  const env = getEnv();
  return env.DATABASE_URL
    ? connectPostgres(env.DATABASE_URL, poolMax)
    : await connectPglite(env.PGLITE_DIR);
}

/** `npm run db:migrate`: applies the pending migrations to the configured database, then closes it. */
export async function migrateConfiguredDatabase(): Promise<string[]> {
  const connection = await connectConfiguredDatabase();
  try {
    return await migrate(connection.sql);
  } finally {
    await connection.close().catch(() => undefined);
  }
}

export class PendingMigrationsError extends Error {
  constructor(names: string[]) {
    super(
      `The database lacks ${names.length} migration(s) (${names.join(", ")}) and MIGRATE_ON_START is false: run \`npm run db:migrate\` before starting the servers.`,
    );
    this.name = "PendingMigrationsError";
  }
}

/**
 * At start: applies pending migrations, or, when the deploy migrates (`npm run db:migrate` with
 * MIGRATE_ON_START=false), only checks that none is pending: one query instead of a lock per migration.
 */
export async function prepareSchemaAtStart(
  connection: DatabaseConnection,
  mayMigrate: boolean,
): Promise<void> {
  if (!mayMigrate) {
    const pending = await pendingMigrations(connection.sql);
    if (pending.length > 0) throw new PendingMigrationsError(pending);
    return;
  }
  const applied = await migrate(connection.sql);
  if (applied.length > 0) console.info(`[db] applied migrations: ${applied.join(", ")}`);
}
