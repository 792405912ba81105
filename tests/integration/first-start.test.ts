import { afterAll, describe, expect, it } from "vitest";
import { closeDb, getDatabase, getDb } from "@/lib/db/client";
import { createScratchDatabase, databaseKind, testServerUrl } from "../helpers/db";

// A fresh deployment migrates and seeds on its first request; a restart changes nothing.
const TABLES = [
  "users",
  "projects",
  "videos",
  "site_settings",
  "youtube_metadata",
  "_prisma_migrations",
];

async function fingerprint(): Promise<Record<string, string>> {
  const { sql } = await getDatabase();
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = await sql.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${table}" t`,
    );
    result[table] = rows[0]!.digest;
  }
  return result;
}

describe.runIf(databaseKind() === "postgresql")("first start on an empty PostgreSQL", () => {
  let drop: (() => Promise<unknown>) | undefined;
  afterAll(async () => {
    await closeDb();
    delete process.env.DATABASE_URL;
    await drop?.();
  });

  it("migrates and seeds once, concurrent first requests included; a restart changes nothing", async () => {
    const scratch = await createScratchDatabase(testServerUrl()!);
    drop = scratch.drop;
    process.env.DATABASE_URL = scratch.url;
    await closeDb();
    const clients = await Promise.all(Array.from({ length: 5 }, () => getDb()));
    expect(new Set(clients).size).toBe(1);
    const before = await fingerprint();
    expect(await clients[0]!.project.count()).toBeGreaterThan(0);

    await closeDb(); // a restart: a new process would open a new connection the same way
    await getDb();
    expect(await fingerprint()).toEqual(before);
  });
});

describe.runIf(databaseKind() === "pglite")("first start on an empty PGlite folder", () => {
  it("keeps the data across a restart", async () => {
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    process.env.PGLITE_DIR = mkdtempSync(path.join(tmpdir(), "ams-pglite-"));
    await closeDb();
    const db = await getDb();
    await db.project.updateMany({ data: { title: "Kept across restarts" } });
    const before = await fingerprint();
    await closeDb();
    await getDb();
    expect(await fingerprint()).toEqual(before);
    await closeDb();
    process.env.PGLITE_DIR = "memory://";
  });
});
