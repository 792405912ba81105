// Renders the rows as one plain-text table (name, measured, spread, reference, budget, verdict),
// with the notes of failing or annotated rows listed under it. The spread (min–max of a figure's
// runs) sits beside the median, so a noisy machine shows in the table itself.
import type { Entry, Unit } from "./entries";

const DECIMALS: Record<Unit, number> = {
  kB: 1,
  ms: 0,
  score: 0,
  "req/s": 0,
  count: 0,
  cls: 3,
  ratio: 2,
};
const SUFFIX: Record<Unit, string> = {
  kB: " kB",
  ms: " ms",
  score: "",
  "req/s": " req/s",
  count: "",
  cls: "",
  ratio: "×",
};

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null || !Number.isFinite(value)) return "—";
  // Latencies under 10 ms keep one decimal, otherwise "3 ms" hides a 2.6 vs 3.4 difference.
  const decimals = unit === "ms" && Math.abs(value) < 10 ? 1 : DECIMALS[unit];
  return `${value.toFixed(decimals)}${SUFFIX[unit]}`;
}

/** "min–max (n)" in the row's unit; "—" for a single run. */
export function formatSpread(entry: Entry): string {
  if (!entry.spread) return "—";
  const { min, max, runs } = entry.spread;
  const [low, high] = [formatValue(min, entry.unit), formatValue(max, entry.unit)];
  const suffix = SUFFIX[entry.unit];
  return `${suffix && low.endsWith(suffix) ? low.slice(0, -suffix.length) : low}–${high} (${runs})`;
}

export function verdict(entry: Entry): string {
  if (entry.pass === null) return "info";
  return entry.pass ? "PASS" : "FAIL";
}

export function formatTable(entries: readonly Entry[]): string {
  const header = ["name", "measured", "spread", "reference", "budget", "verdict"];
  const rows = entries.map((e) => [
    e.name,
    formatValue(e.measured, e.unit),
    formatSpread(e),
    formatValue(e.reference, e.unit),
    e.budget,
    verdict(e),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i >= 1 && i <= 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join(" | ")
      .trimEnd();
  const out = [line(header), widths.map((w) => "-".repeat(w)).join("-|-"), ...rows.map(line)];
  const notes = entries
    .filter((e) => e.note)
    .map((e) => `  ${verdict(e).padEnd(4)} ${e.name}: ${e.note}`);
  if (notes.length) out.push("", "notes:", ...notes);
  const failures = entries.filter((e) => e.pass === false).length;
  const passes = entries.filter((e) => e.pass === true).length;
  out.push(
    "",
    `${passes} within budget, ${failures} over budget, ${entries.length - passes - failures} recorded for information`,
  );
  return out.join("\n");
}
