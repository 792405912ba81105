import { readFileSync } from "node:fs";
import path from "node:path";

// A small reader of prisma/schema.prisma for the drift test: tables, columns and indexes as
// PostgreSQL should have them after every migration has run.

export type ExpectedColumn = { type: string; nullable: boolean };
export type ExpectedSchema = {
  enums: Record<string, string[]>;
  tables: Record<string, Record<string, ExpectedColumn>>;
  /** "table(col1,col2)" with a "unique " prefix for unique indexes, primary keys included. */
  indexes: string[];
};

const SCALAR_TYPES: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Boolean: "boolean",
  DateTime: "timestamp without time zone",
  Bytes: "bytea",
  Float: "double precision",
};

const DB_TYPES: Record<string, string> = {
  Uuid: "uuid",
  Timestamptz: "timestamp with time zone",
  Text: "text",
};

export function readExpectedSchema(
  file = path.join(process.cwd(), "prisma", "schema.prisma"),
): ExpectedSchema {
  const source = readFileSync(file, "utf8").replace(/\/\/.*$/gm, "");
  const enums: ExpectedSchema["enums"] = {};
  for (const [, name, body] of source.matchAll(/enum\s+(\w+)\s*\{([^}]*)\}/g)) {
    enums[name!] = body!.split(/\s+/).filter(Boolean);
  }
  const blocks = [...source.matchAll(/model\s+(\w+)\s*\{([^}]*)\}/g)].map(([, name, body]) => ({
    name: name!,
    lines: body!
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
  }));
  const modelNames = new Set(blocks.map((b) => b.name));
  const tables: ExpectedSchema["tables"] = {};
  const indexes: string[] = [];

  for (const block of blocks) {
    const table =
      block.lines.map((l) => /^@@map\("(\w+)"\)/.exec(l)?.[1]).find(Boolean) ?? block.name;
    const columns: Record<string, ExpectedColumn> = {};
    const columnOf: Record<string, string> = {};
    for (const line of block.lines) {
      if (line.startsWith("@@")) continue;
      const match = /^(\w+)\s+(\w+)(\[\])?(\?)?(.*)$/.exec(line);
      if (!match) continue;
      const [, field, type, list, optional, attributes = ""] = match;
      if (modelNames.has(type!)) continue; // relation field, no column
      const column = /@map\("(\w+)"\)/.exec(attributes)?.[1] ?? field!;
      columnOf[field!] = column;
      const dbType = /@db\.(\w+)/.exec(attributes)?.[1];
      const base = enums[type!]
        ? `enum ${type}`
        : (dbType && DB_TYPES[dbType]) || SCALAR_TYPES[type!] || type!;
      // Prisma creates scalar lists without NOT NULL.
      columns[column] = { type: list ? `${base}[]` : base, nullable: Boolean(optional || list) };
      if (/@id\b/.test(attributes)) indexes.push(`unique ${table}(${column})`);
      if (/@unique\b/.test(attributes)) indexes.push(`unique ${table}(${column})`);
    }
    for (const line of block.lines) {
      const index = /^@@(index|unique|id)\(\[([^\]]+)\]/.exec(line);
      if (!index) continue;
      const cols = index[2]!.split(",").map((f) => columnOf[f.trim()] ?? f.trim());
      indexes.push(`${index[1] === "index" ? "" : "unique "}${table}(${cols.join(",")})`);
    }
    tables[table] = columns;
  }
  return { enums, tables, indexes: indexes.sort() };
}
