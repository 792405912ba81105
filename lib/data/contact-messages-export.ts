import "server-only";
import { CSV_BOM, csvRow } from "@/lib/csv";
import { getDb } from "@/lib/db/client";
import type { ContactMessage } from "@/lib/generated/prisma/client";

const HEADER = [
  "Received",
  "Name",
  "Email",
  "Subject",
  "Message",
  "Read",
  "E-mail notification",
] as const;

// Rows are read in slices so a large inbox never sits in memory twice (rows and text).
const BATCH = 500;

function toCells(row: ContactMessage): string[] {
  return [
    row.createdAt.toISOString(),
    row.name,
    row.email,
    row.subject,
    row.message,
    row.readAt ? "yes" : "no",
    row.deliveryStatus,
  ];
}

/** Every contact message, newest first as the Messages screen lists them, as a CSV file's text. */
export async function exportContactMessagesCsv(): Promise<string> {
  const db = await getDb();
  const parts = [CSV_BOM, csvRow(HEADER)];
  for (let skip = 0; ; skip += BATCH) {
    const rows = await db.contactMessage.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip,
      take: BATCH,
    });
    parts.push(...rows.map((row) => csvRow(toCells(row))));
    if (rows.length < BATCH) return parts.join("");
  }
}
