import { describe, expect, it } from "vitest";
import type { Entry } from "../../bench/lib/entries";
import { formatSpread, formatTable, formatValue } from "../../bench/lib/table";

describe("bench table", () => {
  it("formats values by unit", () => {
    expect(formatValue(123.456, "kB")).toBe("123.5 kB");
    expect(formatValue(3.44, "ms")).toBe("3.4 ms");
    expect(formatValue(48.6, "ms")).toBe("49 ms");
    expect(formatValue(97, "score")).toBe("97");
    expect(formatValue(0.0123, "cls")).toBe("0.012");
    expect(formatValue(1234.5, "req/s")).toBe("1235 req/s");
    expect(formatValue(null, "ms")).toBe("—");
  });

  it("prints one aligned row per entry with its verdict, then notes and a summary", () => {
    const entries: Entry[] = [
      {
        name: "first-load JS gzip /",
        unit: "kB",
        measured: 150.2,
        reference: 110,
        budget: "≤ ref + 45 kB",
        pass: true,
      },
      {
        name: "latency p99 /gallery",
        unit: "ms",
        measured: 240,
        spread: { min: 180, max: 410, runs: 3 },
        reference: 30,
        budget: "≤ 100 ms",
        pass: false,
        note: "server core saturated",
      },
      {
        name: "throughput / vs nginx",
        unit: "req/s",
        measured: 900,
        reference: 9000,
        budget: "info (guard)",
        pass: null,
      },
    ];
    const lines = formatTable(entries).split("\n");
    expect(lines[0]).toMatch(
      /^name\s+\|\s+measured \|\s+spread \|\s+reference \| budget\s+\| verdict$/,
    );
    expect(lines[2]).toContain("150.2 kB");
    expect(lines[3]).toMatch(/240 ms \| 180–410 ms \(3\) \|/);
    expect(lines[2]).toMatch(/PASS$/);
    expect(lines[3]).toMatch(/FAIL$/);
    expect(lines[4]).toMatch(/info$/);
    // every row has its columns at the same offsets
    const bars = lines
      .slice(0, 5)
      .map((l) => [...l].flatMap((c, i) => (c === "|" ? [i] : [])).join(","));
    expect(new Set(bars).size).toBe(1);
    expect(lines).toContain("  FAIL latency p99 /gallery: server core saturated");
    expect(lines.at(-1)).toBe("1 within budget, 1 over budget, 1 recorded for information");
  });

  it("prints a row's spread as min–max (runs) in its unit, a dash for one run", () => {
    const row = (unit: Entry["unit"], spread?: Entry["spread"]): Entry => ({
      name: "x",
      unit,
      measured: 1,
      reference: null,
      budget: "",
      pass: null,
      ...(spread ? { spread } : {}),
    });
    expect(formatSpread(row("ms", { min: 3.2, max: 41.4, runs: 5 }))).toBe("3.2–41 ms (5)");
    expect(formatSpread(row("score", { min: 86, max: 92, runs: 5 }))).toBe("86–92 (5)");
    expect(formatSpread(row("req/s", { min: 340.4, max: 381.6, runs: 3 }))).toBe(
      "340–382 req/s (3)",
    );
    expect(formatSpread(row("ms"))).toBe("—");
  });
});
