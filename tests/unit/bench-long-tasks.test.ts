import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chunkOrigin, readChunkOrigins } from "../../bench/lib/chunk-origins";
import { earlyLongTasks, longTaskEntries, scriptOwner } from "../../bench/lib/long-tasks";

const APP = "http://127.0.0.1:3300";
const NEXT = "turbopack:///[project]/node_modules/next/dist";
const REACT_DOM = `${NEXT}/compiled/react-dom/cjs/react-dom-client.production.js`;
const ORIGINS = new Map([
  ["/_next/static/chunks/react-dom.js", chunkOrigin([REACT_DOM, `${NEXT}/client/app-index.js`])],
  [
    "/_next/static/chunks/app-page.js",
    chunkOrigin([`${NEXT}/client/image.js`, "turbopack:///[project]/components/site/a-client.tsx"]),
  ],
]);

describe("bench chunk origins", () => {
  it("calls a script the framework's only when every source is Next's, React's or Turbopack's", () => {
    expect(
      chunkOrigin([
        REACT_DOM,
        "turbopack:///[project]/node_modules/react/cjs/react.production.js",
        "turbopack:///[project]/node_modules/scheduler/index.js",
        "turbopack:///[project]/node_modules/@swc/helpers/esm/_interop_require_default.js",
        "turbopack:///[turbopack]/browser/runtime/base/build-base.ts",
      ]),
    ).toEqual({ framework: true, ourSources: [] });
    // One line of ours beside React (Next's instrumentation-client lands in React's chunk).
    expect(chunkOrigin([REACT_DOM, "turbopack:///[project]/instrumentation-client.ts"])).toEqual({
      framework: false,
      ourSources: ["instrumentation-client.ts"],
    });
    expect(
      chunkOrigin(["turbopack:///[project]/node_modules/framer-motion/dist/es/index.mjs"]),
    ).toMatchObject({ framework: false });
    // Lookalike names are not the framework.
    expect(
      chunkOrigin(["turbopack:///[project]/node_modules/next-themes/dist/index.mjs"]),
    ).toMatchObject({ framework: false });
    expect(chunkOrigin([])).toMatchObject({ framework: false });
  });

  describe("from a build folder", () => {
    let dist: string;
    afterEach(() => rmSync(dist, { recursive: true, force: true }));

    it("reads each script's map, plain or sectioned, and skips scripts without one", () => {
      dist = mkdtempSync(path.join(tmpdir(), "chunk-origins-"));
      const chunks = path.join(dist, "static/chunks");
      mkdirSync(chunks, { recursive: true });
      const script = (name: string, map: string | null, sources?: unknown) => {
        writeFileSync(
          path.join(chunks, name),
          `push([1,e=>{}]);${map ? `\n//# sourceMappingURL=${map}` : ""}`,
        );
        if (map) writeFileSync(path.join(chunks, map), JSON.stringify(sources));
      };
      script("a.js", "x1.js.map", { version: 3, sources: [REACT_DOM], mappings: "" });
      script("b.js", "x2.js.map", {
        version: 3,
        sections: [
          { offset: { line: 0, column: 0 }, map: { sources: [REACT_DOM] } },
          {
            offset: { line: 1, column: 0 },
            map: { sources: ["turbopack:///[project]/lib/format.ts"] },
          },
        ],
      });
      script("c.js", null);
      const origins = readChunkOrigins(dist);
      expect(origins.get("/_next/static/chunks/a.js")).toEqual({ framework: true, ourSources: [] });
      expect(origins.get("/_next/static/chunks/b.js")).toEqual({
        framework: false,
        ourSources: ["lib/format.ts"],
      });
      expect(origins.has("/_next/static/chunks/c.js")).toBe(false);
    });
  });
});

describe("bench long tasks", () => {
  it("attributes a task's script by its sources: framework only when all are the framework's", () => {
    expect(scriptOwner(`${APP}/_next/static/chunks/react-dom.js?v=1`, APP, ORIGINS)).toBe(
      "framework",
    );
    expect(scriptOwner(`${APP}/_next/static/chunks/app-page.js`, APP, ORIGINS)).toBe("ours");
    // No source map: ours, so that the verdict errs towards failing.
    expect(scriptOwner(`${APP}/_next/static/chunks/unknown.js`, APP, ORIGINS)).toBe("ours");
    expect(scriptOwner(`${APP}/`, APP, ORIGINS)).toBe("unattributed");
    expect(scriptOwner("Unattributable", APP, ORIGINS)).toBe("unattributed");
    expect(scriptOwner("https://www.youtube.com/iframe_api", APP, ORIGINS)).toBe("other origin");
  });

  it("keeps tasks over 50 ms that start in the first 5 s", () => {
    const tasks = [
      { url: "a", durationMs: 50, startMs: 100 },
      { url: "b", durationMs: 51, startMs: 4_999 },
      { url: "c", durationMs: 300, startMs: 5_000 },
    ];
    expect(earlyLongTasks(tasks).map((t) => t.url)).toEqual(["b"]);
  });

  it("records every early long task and budgets those from our code at 0, median over runs with spread", () => {
    const ours = { url: `${APP}/_next/static/chunks/app-page.js`, durationMs: 120, startMs: 1_500 };
    const framework = {
      url: `${APP}/_next/static/chunks/react-dom.js`,
      durationMs: 80,
      startMs: 900,
    };
    const unmapped = { url: `${APP}/_next/static/chunks/x.js`, durationMs: 60, startMs: 2_000 };
    const runs = [[framework], [framework, ours, unmapped], [framework]];
    const [all, fromOurs] = longTaskEntries("/", runs, APP, ORIGINS);
    expect(all).toMatchObject({
      name: "long tasks > 50 ms in 5 s /",
      measured: 1,
      pass: null,
      spread: { min: 1, max: 3, runs: 3 },
    });
    expect(all!.note).toBe(
      "80 ms at 900 ms from react-dom.js (framework); 120 ms at 1500 ms from app-page.js (ours: components/site/a-client.tsx); 60 ms at 2000 ms from x.js (ours: no source map)",
    );
    expect(fromOurs).toMatchObject({
      name: "long tasks from our code /",
      measured: 0,
      pass: true,
      spread: { min: 0, max: 2, runs: 3 },
      // Which of ours they were, even when the median passes.
      note: "120 ms at 1500 ms from app-page.js (ours: components/site/a-client.tsx); 60 ms at 2000 ms from x.js (ours: no source map)",
    });
    const always = longTaskEntries("/gallery", [[ours], [ours]], APP, ORIGINS)[1]!;
    expect(always).toMatchObject({
      measured: 1,
      pass: false,
      note: "120 ms at 1500 ms from app-page.js (ours: components/site/a-client.tsx)",
    });
    expect(longTaskEntries("/", [[framework]], APP, ORIGINS)[1]!.note).toBeUndefined();
    expect(longTaskEntries("/", [], APP, ORIGINS)[1]).toMatchObject({
      pass: false,
      note: "no Lighthouse run completed",
    });
  });
});
