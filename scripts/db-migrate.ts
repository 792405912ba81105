// `npm run db:migrate`: applies the pending migrations (prisma/migrations) to the database the
// server uses, DATABASE_URL or else the PGlite folder (PGLITE_DIR). For a build or release step,
// with servers started with MIGRATE_ON_START=false. With PGlite, stop the server first: a folder
// may be open in one process only.
import { migrateConfiguredDatabase } from "../lib/db/migrate-database";

try {
  const applied = await migrateConfiguredDatabase();
  console.info(
    applied.length > 0
      ? `Applied ${applied.length} migration(s): ${applied.join(", ")}`
      : "The database is up to date.",
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
