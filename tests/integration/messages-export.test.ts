import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/admin/messages/export/route";
import { csvCell } from "@/lib/csv";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { signedInAs } from "../helpers/auth";
import { parseCsv } from "../helpers/csv";
import { getRequest } from "../helpers/requests";

const { getDb } = useTestDatabase();
let admin = "";

const HEADER = ["Received", "Name", "Email", "Subject", "Message", "Read", "E-mail notification"];

// What a visitor may type, and what the spreadsheet must show as text.
const HOSTILE = [
  ['=HYPERLINK("http://evil.test","x")', '\'=HYPERLINK("http://evil.test","x")'],
  ["+1+1", "'+1+1"],
  ["-2+3", "'-2+3"],
  ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
  ["\t=1+1", "'\t=1+1"],
  ["\r=1+1", "'\r=1+1"],
  ['plain, with "quotes"\nand a line break', 'plain, with "quotes"\nand a line break'],
] as const;

beforeAll(async () => {
  admin = (await signedInAs("admin")).cookie;
  const db = await getDb();
  await db.contactMessage.deleteMany();
  const base = Date.UTC(2026, 5, 1);
  for (const [index, [text]] of HOSTILE.entries()) {
    await db.contactMessage.create({
      data: {
        name: text,
        email: `visitor${index}@example.test`,
        subject: `Subject ${index}`,
        message: text,
        clientAddress: "127.0.0.1",
        createdAt: new Date(base + index * 1000),
        readAt: index === 0 ? new Date(base) : null,
        deliveryStatus: "sent",
      },
    });
  }
});

describe(`messages CSV export (${databaseKind()})`, () => {
  it.each(HOSTILE)("a cell %j reads back as %j", (input, shown) => {
    expect(parseCsv(`${csvCell(input)}\r\n`)).toEqual([[shown]]);
  });

  it("answers every message, newest first, with a header row and neutralised formulas", async () => {
    const response = await exportRoute(getRequest("/api/admin/messages/export", admin), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark, for Excel
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(HOSTILE.length);
    const newestFirst = [...HOSTILE].reverse();
    rows.forEach((row, index) => {
      const [, shown] = newestFirst[index]!;
      const original = HOSTILE.length - 1 - index;
      expect(row).toEqual([
        new Date(Date.UTC(2026, 5, 1) + original * 1000).toISOString(),
        shown,
        `visitor${original}@example.test`,
        `Subject ${original}`,
        shown,
        original === 0 ? "yes" : "no",
        "sent",
      ]);
    });
  });

  it.each([
    ["a signed-out visitor", undefined, 401],
    ["a user (posts only)", "user", 403],
  ] as const)("refuses %s", async (_who, role, status) => {
    const cookie = role ? (await signedInAs(role)).cookie : undefined;
    const response = await exportRoute(getRequest("/api/admin/messages/export", cookie), undefined);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/json/);
  });
});
