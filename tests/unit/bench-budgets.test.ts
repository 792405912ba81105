import { describe, expect, it } from "vitest";
import {
  apiEntries,
  firstLoadJsEntry,
  firstLoadScriptsEntry,
  htmlSizeEntries,
  interactionEntries,
  lighthouseDesktopEntry,
  lighthouseMobileEntries,
  networkLcpEntry,
  scriptFreeNetworkLcpEntry,
  sharedCacheEntries,
  throughputEntries,
  visitEntries,
} from "../../bench/lib/budgets";
import { check, spreadOf } from "../../bench/lib/entries";

describe("bench budgets", () => {
  it("home may add at most 45 kB of gzip JS over the bare page", () => {
    expect(firstLoadJsEntry("/", 145_000, 100_000)).toMatchObject({
      measured: 145,
      reference: 100,
      pass: true,
    });
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
    expect(firstLoadJsEntry("/contact", null, 90_000, "page answered 500")).toMatchObject({
      pass: false,
      note: "page answered 500",
    });
  });

  it("a public page may name at most 3 more scripts than the bare page", () => {
    expect(firstLoadScriptsEntry("/", 9, 6)).toMatchObject({
      measured: 9,
      reference: 6,
      budget: "≤ ref + 3",
      pass: true,
    });
    expect(firstLoadScriptsEntry("/gallery", 10, 6).pass).toBe(false);
    expect(firstLoadScriptsEntry("/about", null, 6, "page answered 500")).toMatchObject({
      pass: false,
      note: "page answered 500",
    });
  });

  it.each([
    { entry: networkLcpEntry, name: "LCP network only /" },
    { entry: scriptFreeNetworkLcpEntry, name: "LCP network without scripts /" },
  ])(
    "$name is recorded beside the bare page's, with its spread, never judged",
    ({ entry, name }) => {
      expect(entry("/", [2420, 2410, 2431], [1807, 1810])).toMatchObject({
        name,
        measured: 2420,
        reference: 1809,
        spread: { min: 2410, max: 2431, runs: 3 },
        pass: null,
      });
      expect(entry("/", [], [])).toMatchObject({ measured: null, reference: null });
    },
  );

  it("lighthouse mobile: score ≥ bare − 2, LCP ≤ bare + 500 ms, TBT ≤ bare + 75 ms, CLS ≤ 0.01, other categories 100", () => {
    const bare = {
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 90,
      tbt: 20,
      cls: 0,
      lcp: 700,
    };
    const good = {
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      tbt: 95,
      cls: 0.01,
      lcp: 1200,
    };
    const rows = lighthouseMobileEntries("/", good, bare);
    expect(rows.map((r) => [r.name, r.pass])).toEqual([
      ["lighthouse mobile performance /", true],
      ["lighthouse mobile LCP /", true],
      ["lighthouse mobile TBT /", true],
      ["lighthouse mobile CLS /", true],
      ["lighthouse accessibility /", true],
      ["lighthouse best practices /", true],
      ["lighthouse SEO /", true],
    ]);
    expect(rows[1]).toMatchObject({ measured: 1200, reference: 700, budget: "≤ ref + 500 ms" });
    const bad = {
      performance: 96,
      accessibility: 98,
      bestPractices: 100,
      seo: 100,
      tbt: 96,
      cls: 0.02,
      lcp: 1201,
    };
    expect(lighthouseMobileEntries("/", bad, bare).map((r) => r.pass)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it("lighthouse rows carry the spread of their runs beside the median", () => {
    const figures = {
      performance: 90,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      tbt: 100,
      cls: 0,
      lcp: 2000,
    };
    const rows = lighthouseMobileEntries("/", figures, figures, {
      performance: spreadOf([86, 90, 92]),
      lcp: spreadOf([1800, 2000, 2600]),
    });
    expect(rows[0]!.spread).toEqual({ min: 86, max: 92, runs: 3 });
    expect(rows[1]!.spread).toEqual({ min: 1800, max: 2600, runs: 3 });
    expect(rows[2]!.spread).toBeUndefined();
    expect(lighthouseDesktopEntry("/", 100, 100, spreadOf([99, 100])).spread).toEqual({
      min: 99,
      max: 100,
      runs: 2,
    });
  });

  it("spreadOf: min and max of the measured runs, none for a single run", () => {
    expect(spreadOf([3, 1, 2])).toEqual({ min: 1, max: 3, runs: 3 });
    expect(spreadOf([3, null, Number.NaN, 5])).toEqual({ min: 3, max: 5, runs: 2 });
    expect(spreadOf([7])).toBeNull();
    expect(spreadOf([])).toBeNull();
  });

  it("lighthouse desktop performance must be 100", () => {
    expect(lighthouseDesktopEntry("/", 100, 100).pass).toBe(true);
    expect(lighthouseDesktopEntry("/", 99, 100).pass).toBe(false);
  });

  it("throughput: ≥ 0.35x the bare page, ≥ 0.7x the same HTML as a static file, p99 ≤ 150 ms, no errors, nginx recorded only", () => {
    const refs = {
      bare: { rps: 1000, p99: 20, errors: 0 },
      staticFile: { rps: 500, p99: 40, errors: 0 },
      nginx: { rps: 10_000, p99: 5, errors: 0 },
    };
    const rows = throughputEntries(
      "/",
      { rps: 350, p99: 150, errors: 0, rpsSpread: spreadOf([340, 350, 380]) },
      refs,
    );
    expect(rows.map((r) => [r.name, r.pass])).toEqual([
      ["throughput /", true],
      ["throughput / vs static file", true],
      ["latency p99 /", true],
      ["errors /", true],
      ["throughput / vs nginx", null],
    ]);
    expect(rows[0]).toMatchObject({
      reference: 1000,
      budget: "≥ 0.35 × ref (bare page)",
      spread: { min: 340, max: 380, runs: 3 },
    });
    expect(rows[0]!.note).toBe("0.35× the bare page");
    expect(rows[1]).toMatchObject({
      reference: 500,
      note: "0.70× the same bytes as a static file",
    });
    expect(rows[4]!.note).toBe("3.5% of nginx");
    const slow = throughputEntries(
      "/",
      { rps: 349, p99: 151, errors: 3 },
      { ...refs, staticFile: { rps: 499, p99: 1, errors: 0 }, nginx: null },
    );
    expect(slow.map((r) => r.pass)).toEqual([false, false, false, false, null]);
    expect(
      throughputEntries("/", { rps: 349, p99: 1, errors: 0 }, { ...refs, staticFile: null })[1],
    ).toMatchObject({ pass: false, note: "not measured" });
  });

  it("shared cache: / behind nginx with the cache in Redis ≥ 0.8x the local cache behind nginx, p99 ≤ 150 ms, no errors", () => {
    const local = { rps: 1000, p99: 40, errors: 0 };
    const rows = sharedCacheEntries({ rps: 800, p99: 150, errors: 0 }, local);
    expect(rows.map((r) => [r.name, r.pass, r.budget])).toEqual([
      ["throughput / behind nginx (Redis cache)", true, "≥ 0.8 × ref (local cache, behind nginx)"],
      ["latency p99 / behind nginx (Redis cache)", true, "≤ 150 ms"],
      ["errors / behind nginx (Redis cache)", true, "0"],
    ]);
    expect(rows.map((r) => r.reference)).toEqual([1000, 40, null]);
    const spread = sharedCacheEntries(
      { rps: 800, p99: 150, errors: 0, rpsSpread: spreadOf([780, 820]), p99Spread: null },
      local,
    );
    expect(spread[0]!.spread).toEqual({ min: 780, max: 820, runs: 2 });
    expect(sharedCacheEntries({ rps: 799, p99: 151, errors: 1 }, local).map((r) => r.pass)).toEqual(
      [false, false, false],
    );
    // Not measured (no Redis): failing rows with the reason, never a silent pass.
    const skipped = sharedCacheEntries(null, local, "Redis does not answer");
    expect(skipped.map((r) => r.pass)).toEqual([false, false, false]);
    expect(skipped[0]!.note).toBe("Redis does not answer");
  });

  it("HTML size: / ≤ 90 kB and /gallery ≤ 75 kB raw, gzip recorded beside", () => {
    expect(htmlSizeEntries("/", 90_000, 20_000).map((r) => [r.name, r.measured, r.pass])).toEqual([
      ["HTML raw /", 90, true],
      ["HTML gzip /", 20, null],
    ]);
    expect(htmlSizeEntries("/", 90_001, 20_000)[0]!.pass).toBe(false);
    expect(htmlSizeEntries("/gallery", 75_000, 15_000)[0]).toMatchObject({
      budget: "≤ 75 kB",
      pass: true,
    });
    expect(htmlSizeEntries("/gallery", 75_100, 15_000)[0]!.pass).toBe(false);
    expect(htmlSizeEntries("/gallery", null, null, "answered 500")[0]).toMatchObject({
      pass: false,
      note: "answered 500",
    });
  });

  it("API budgets: public reads 30 ms, dashboard 50 ms, contact 100 ms, other writes 150 ms, login 400 ms, and no 5xx", () => {
    expect(apiEntries("GET /api/projects", "public-read", [30], 0).map((r) => r.pass)).toEqual([
      true,
      true,
    ]);
    expect(apiEntries("GET /api/projects", "public-read", [31], 1).map((r) => r.pass)).toEqual([
      false,
      false,
    ]);
    expect(apiEntries("GET /api/admin/dashboard", "staff-read", [50], 0)[0]!.pass).toBe(true);
    expect(apiEntries("GET /api/admin/dashboard", "staff-read", [51], 0)[0]!.pass).toBe(false);
    expect(apiEntries("POST /api/contact/submit", "contact", [100], 0)[0]!.pass).toBe(true);
    expect(apiEntries("POST /api/contact/submit", "contact", [101], 0)[0]!.pass).toBe(false);
    expect(apiEntries("PUT /api/projects/{id}", "write", [150], 0)[0]!.budget).toBe("≤ 150 ms");
    expect(apiEntries("POST /api/auth/admin/login", "login", [400], 0)[0]!.pass).toBe(true);
    expect(apiEntries("POST /api/auth/admin/login", "login", [401], 0)[0]!.pass).toBe(false);
  });

  it("an API row is the median of its runs' p95, with their spread beside it", () => {
    const [row] = apiEntries("GET /api/videos", "public-read", [24, 90, 29], 0);
    expect(row).toMatchObject({ measured: 29, spread: { min: 24, max: 90, runs: 3 }, pass: true });
    expect(apiEntries("GET /api/videos", "public-read", [31, 90, 24], 0)[0]!.pass).toBe(false);
    expect(apiEntries("GET /api/videos", "public-read", [], null, "refused")[0]).toMatchObject({
      measured: null,
      pass: false,
      note: "refused",
    });
  });

  it("each scripted interaction is its own INP row; one not done fails with its reason", () => {
    const rows = interactionEntries([
      { name: "mobile menu open", inp: 100 },
      { name: "carousel dot", inp: 101 },
      { name: "marquee pause", inp: null, note: "not done: no pause button" },
    ]);
    expect(rows.map((r) => [r.name, r.pass, r.budget])).toEqual([
      ["visit INP mobile menu open", true, "≤ 100 ms"],
      ["visit INP carousel dot", false, "≤ 100 ms"],
      ["visit INP marquee pause", false, "≤ 100 ms"],
    ]);
    expect(rows[2]!.note).toBe("not done: no pause button");
  });

  it("scripted visit: INP ≤ 100 ms, no YouTube request before the facade, every step done", () => {
    expect(visitEntries(80, 0, 4, 4, {}).map((r) => r.pass)).toEqual([true, true, true]);
    expect(
      visitEntries(120, 2, 3, 4, { youtube: "www.youtube.com ×2" }).map((r) => r.pass),
    ).toEqual([false, false, false]);
  });

  it("check: NaN never passes", () => {
    expect(
      check({ name: "x", unit: "ms", measured: Number.NaN, limit: 10, op: "<=", budget: "" }).pass,
    ).toBe(false);
  });
});
