import { describe, expect, it } from "vitest";
import { readMigrations } from "@/lib/db/migrate";
import { seedProjects, seedVideos } from "@/lib/db/seed-content";
import { databaseKind, useTestDatabase } from "../helpers/db";

const { getDb, getDatabase } = useTestDatabase();

describe(`database start (${databaseKind()})`, () => {
  it("applies every migration once and records its checksum in Prisma's history table", async () => {
    const { sql } = await getDatabase();
    const rows = await sql.query<{ name: string; checksum: string }>(
      `SELECT migration_name AS name, checksum FROM _prisma_migrations ORDER BY migration_name`,
    );
    expect(rows).toEqual(readMigrations().map(({ name, checksum }) => ({ name, checksum })));
  });

  it("seeds the demo content, the settings row and one superadmin", async () => {
    const db = await getDb();
    expect(await db.project.count({ where: { status: "published" } })).toBe(seedProjects.length);
    expect(await db.video.count({ where: { status: "active" } })).toBe(seedVideos.length);
    expect(await db.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      siteName: "AMS Media",
    });
    expect(await db.user.count({ where: { role: "superadmin" } })).toBe(1);
  });

  it("never returns the password hash unless asked for", async () => {
    const db = await getDb();
    const admin = await db.user.findFirstOrThrow({ where: { role: "superadmin" } });
    expect(admin).not.toHaveProperty("passwordHash");
  });

  it("rejects a second account whose username differs only in case", async () => {
    const db = await getDb();
    const admin = await db.user.findFirstOrThrow({ where: { role: "superadmin" } });
    await expect(
      db.user.create({
        data: {
          username: admin.username.toUpperCase(),
          usernameKey: admin.username.toLowerCase(),
          email: "other@example.com",
          emailKey: "other@example.com",
          passwordHash: "x",
        },
      }),
    ).rejects.toMatchObject({ code: "P2002" });
  });
});
