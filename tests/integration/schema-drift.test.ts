import { describe, expect, it } from "vitest";
import { readExpectedSchema, type ExpectedSchema } from "../helpers/prisma-schema";
import { databaseKind, useTestDatabase } from "../helpers/db";

// Migrations are hand-written SQL; this fails when they and schema.prisma disagree.
const { getDatabase } = useTestDatabase();
const expected = readExpectedSchema();

async function actualSchema(): Promise<ExpectedSchema> {
  const { sql } = await getDatabase();
  const enumRows = await sql.query<{ name: string; value: string }>(
    `SELECT t.typname AS name, e.enumlabel AS value FROM pg_type t
     JOIN pg_enum e ON e.enumtypid = t.oid
     JOIN pg_namespace n ON n.oid = t.typnamespace AND n.nspname = current_schema()
     ORDER BY t.typname, e.enumsortorder`,
  );
  const enums: ExpectedSchema["enums"] = {};
  for (const row of enumRows) (enums[row.name] ??= []).push(row.value);

  const columnRows = await sql.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
    is_nullable: string;
  }>(
    `SELECT table_name, column_name, data_type, udt_name, is_nullable FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'`,
  );
  const tables: ExpectedSchema["tables"] = {};
  for (const row of columnRows) {
    const type =
      row.data_type === "USER-DEFINED"
        ? `enum ${row.udt_name}`
        : row.data_type === "ARRAY"
          ? `${row.udt_name === "_text" ? "text" : row.udt_name}[]`
          : row.data_type;
    (tables[row.table_name] ??= {})[row.column_name] = {
      type,
      nullable: row.is_nullable === "YES",
    };
  }

  const indexRows = await sql.query<{ table_name: string; columns: string; is_unique: boolean }>(
    `SELECT t.relname AS table_name, ix.indisunique AS is_unique,
            string_agg(a.attname, ',' ORDER BY k.ord) AS columns
     FROM pg_index ix
     JOIN pg_class t ON t.oid = ix.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
     CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
     WHERE t.relname <> '_prisma_migrations'
     GROUP BY ix.indexrelid, t.relname, ix.indisunique`,
  );
  const indexes = indexRows
    .map((r) => `${r.is_unique ? "unique " : ""}${r.table_name}(${r.columns})`)
    .sort();
  return { enums, tables, indexes };
}

describe(`schema drift (${databaseKind()})`, () => {
  it("has exactly the enums of schema.prisma", async () => {
    expect((await actualSchema()).enums).toEqual(expected.enums);
  });

  it("has exactly the tables and columns of schema.prisma", async () => {
    expect((await actualSchema()).tables).toEqual(expected.tables);
  });

  it("has exactly the indexes of schema.prisma", async () => {
    expect((await actualSchema()).indexes).toEqual(expected.indexes);
  });
});
