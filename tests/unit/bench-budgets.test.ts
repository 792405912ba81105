import { describe, expect, it } from "vitest";
import {
  apiEntries,
  firstLoadJsEntry,
  lighthouseDesktopEntry,
  lighthouseMobileEntries,
  sharedCacheEntries,
  throughputEntries,
  visitEntries,
} from "../../bench/lib/budgets";
import { check } from "../../bench/lib/entries";

describe("bench budgets (issue 7 §1)", () => {
  it("home may add at most 45 kB of gzip JS over the bare page", () => {
    expect(firstLoadJsEntry("/", 145_000, 100_000)).toMatchObject({ measured: 145, reference: 100, pass: true });
    expect(firstLoadJsEntry("/", 145_001, 100_000).pass).toBe(false);
  });

  it("other public pages may be at most 1.15x the bare page", () => {
    expect(firstLoadJsEntry("/gallery", 115_000, 100_000).pass).toBe(true);
    expect(firstLoadJsEntry("/gallery", 115_100, 100_000).pass).toBe(false);
    expect(firstLoadJsEntry("/about", 130_000, 100_000).budget).toBe("≤ 1.15 × ref");
  });

  it("a missing reference or measurement fails with a note instead of passing silently", () => {
    const row = firstLoadJsEntry("/contact", 90_000, null);
    expect(row.pass).toBe(false);
    expect(row.note).toBe("not measured");
    expect(firstLoadJsEntry("/contact", null, 90_000, "page answered 500")).toMatchObject({ pass: false, note: "page answered 500" });
  });

  it("lighthouse mobile: score ≥ bare − 2, TBT ≤ bare + 75 ms, CLS ≤ 0.01, other categories 100", () => {
    const bare = { performance: 99, accessibility: 100, bestPractices: 100, seo: 90, tbt: 20, cls: 0 };
    const good = { performance: 97, accessibility: 100, bestPractices: 100, seo: 100, tbt: 95, cls: 0.01 };
    expect(lighthouseMobileEntries("/", good, bare).map((r) => r.pass)).toEqual([true, true, true, true, true, true]);
    const bad = { performance: 96, accessibility: 98, bestPractices: 100, seo: 100, tbt: 96, cls: 0.02 };
    expect(lighthouseMobileEntries("/", bad, bare).map((r) => r.pass)).toEqual([false, false, false, false, true, true]);
  });

  it("lighthouse desktop performance must be 100", () => {
    expect(lighthouseDesktopEntry("/", 100, 100).pass).toBe(true);
    expect(lighthouseDesktopEntry("/", 99, 100).pass).toBe(false);
  });

  it("throughput: ≥ 0.7x the bare page, p99 ≤ 100 ms, no errors, nginx ratio recorded only", () => {
    const rows = throughputEntries("/", { rps: 700, p99: 100, errors: 0 }, { rps: 1000, p99: 20, errors: 0 }, { rps: 10_000, p99: 5, errors: 0 });
    expect(rows.map((r) => [r.name, r.pass])).toEqual([
      ["throughput /", true],
      ["latency p99 /", true],
      ["errors /", true],
      ["throughput / vs nginx", null],
    ]);
    expect(rows[3]!.note).toBe("7.0% of nginx");
    const slow = throughputEntries("/", { rps: 699, p99: 101, errors: 3 }, { rps: 1000, p99: 20, errors: 0 }, null);
    expect(slow.map((r) => r.pass)).toEqual([false, false, false, null]);
  });

  it("shared cache: / with the cache in Redis ≥ 0.8x the local cache, p99 ≤ 150 ms, no errors", () => {
    const local = { rps: 1000, p99: 40, errors: 0 };
    const rows = sharedCacheEntries({ rps: 800, p99: 150, errors: 0 }, local);
    expect(rows.map((r) => [r.name, r.pass])).toEqual([
      ["throughput / (Redis cache)", true],
      ["latency p99 / (Redis cache)", true],
      ["errors / (Redis cache)", true],
    ]);
    expect(sharedCacheEntries({ rps: 799, p99: 151, errors: 1 }, local).map((r) => r.pass)).toEqual([false, false, false]);
    // Not measured (no Redis): failing rows with the reason, never a silent pass.
    const skipped = sharedCacheEntries(null, local, "Redis does not answer");
    expect(skipped.map((r) => r.pass)).toEqual([false, false, false]);
    expect(skipped[0]!.note).toBe("Redis does not answer");
  });

  it("API budgets: reads 50 ms, writes 150 ms, login 500 ms, and no 5xx", () => {
    expect(apiEntries("GET /api/projects", "read", 50, 0).map((r) => r.pass)).toEqual([true, true]);
    expect(apiEntries("GET /api/projects", "read", 51, 1).map((r) => r.pass)).toEqual([false, false]);
    expect(apiEntries("PUT /api/projects/{id}", "write", 150, 0)[0]!.budget).toBe("≤ 150 ms");
    expect(apiEntries("POST /api/auth/admin/login", "login", 499, 0)[0]!.pass).toBe(true);
  });

  it("scripted visit: INP ≤ 100 ms, no YouTube request before the facade, every step done", () => {
    expect(visitEntries(80, 0, 4, 4, {}).map((r) => r.pass)).toEqual([true, true, true]);
    expect(visitEntries(120, 2, 3, 4, { youtube: "www.youtube.com ×2" }).map((r) => r.pass)).toEqual([false, false, false]);
  });

  it("check: NaN never passes", () => {
    expect(check({ name: "x", unit: "ms", measured: Number.NaN, limit: 10, op: "<=", budget: "" }).pass).toBe(false);
  });
});
