// CSV for spreadsheets (RFC 4180: comma-separated, CRLF rows, quoted where needed).

// A spreadsheet runs a cell that starts with one of these as a formula (tab and CR are read
// as leading characters by some importers); a leading apostrophe makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised against formula injection, then quoted if it holds `"`, `,` or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

// Excel reads a file without a byte-order mark as the local code page, garbling non-ASCII names.
export const CSV_BOM = "\uFEFF";
