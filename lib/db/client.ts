import "server-only";
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { connectPglite, connectPostgres, type DatabaseConnection } from "./connect";
import { prepareSchemaAtStart } from "./migrate-database";
import { createPrismaClient, type Db } from "./prisma";
import { seedDatabase } from "./seed";

export type { Db };

export type Database = DatabaseConnection & { prisma: Db };

// One database per process, kept on globalThis so dev-server reloads reuse it.
const holder = globalThis as typeof globalThis & { __amsDatabase?: Promise<Database> };

/** The app's one Prisma client. The first call migrates and seeds; concurrent callers share it. */
export async function getDb(): Promise<Db> {
  return (await getDatabase()).prisma;
}

export function getDatabase(): Promise<Database> {
  holder.__amsDatabase ??= openDatabase().catch((error: unknown) => {
    // A failed start (database down) must not stick: the next request tries again.
    holder.__amsDatabase = undefined;
    throw error;
  });
  return holder.__amsDatabase;
}

/** Closes the connection (tests, scripts). The next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const pending = holder.__amsDatabase;
  holder.__amsDatabase = undefined;
  if (!pending) return;
  const database = await pending.catch(() => undefined);
  await database?.prisma.$disconnect();
  await database?.close();
}

async function openDatabase(): Promise<Database> {
  const env = getEnv();
  const pgliteDir = env.DATABASE_URL ? undefined : pgliteDirForThisProcess(env.PGLITE_DIR);
  const connection =
    pgliteDir === undefined
      ? connectPostgres(env.DATABASE_URL!, env.DATABASE_POOL_MAX)
      : await connectPglite(pgliteDir);
  // A database only this process sees (in memory, or the build's copy) has nobody else to migrate it.
  const privateDatabase =
    pgliteDir !== undefined && (pgliteDir.startsWith("memory://") || pgliteDir !== env.PGLITE_DIR);
  try {
    await prepareSchemaAtStart(connection, env.MIGRATE_ON_START === "true" || privateDatabase);
    const prisma = createPrismaClient(connection.adapter);
    await seedDatabase(prisma, env);
    return { ...connection, prisma };
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}

/**
 * A PGlite folder can be opened by one process only. `next build` prerenders pages while a dev
 * server may hold the folder, so the build reads a copy of it (or a fresh seeded database).
 */
function pgliteDirForThisProcess(dir: string): string {
  if (process.env.NEXT_PHASE !== "phase-production-build" || dir.startsWith("memory://"))
    return dir;
  if (!existsSync(path.resolve(dir))) return "memory://";
  const copy = mkdtempSync(path.join(tmpdir(), "ams-build-db-"));
  cpSync(path.resolve(dir), copy, { recursive: true });
  return copy;
}
