import { describe, expect, it } from "vitest";
import { graphLines, graphRows, labelOf, type LanternNode } from "../../bench/lib/lcp-graph";

const request = (url: string, kb: number): LanternNode => ({
  type: "network",
  request: { url, transferSize: kb * 1024 },
});
const task = (observedMs: number, scripts: string[] = []): LanternNode => ({
  type: "cpu",
  startTime: 5_000_000,
  endTime: 5_000_000 + observedMs * 1000,
  getEvaluateScriptURLs: () => new Set(scripts),
});

describe("bench LCP graph", () => {
  it("names a request by its file and size, and a task by its observed length and scripts", () => {
    expect(labelOf(request("http://127.0.0.1:3000/_next/static/chunks/a1.js?v=2", 71))).toBe(
      "request a1.js (71 kB)",
    );
    expect(labelOf(task(46))).toBe("task 46 ms observed");
    expect(labelOf(task(95, ["http://127.0.0.1:3000/_next/static/chunks/main.js"]))).toBe(
      "task 95 ms observed, runs main.js",
    );
  });

  it("orders the rows by simulated start and marks the one that ends last", () => {
    const rows = graphRows([
      [
        request("http://127.0.0.1:3000/_next/static/chunks/react.js", 71),
        { startTime: 795.4, endTime: 2298.2 },
      ],
      [request("http://127.0.0.1:3000/about", 12), { startTime: 0, endTime: 604 }],
      [task(41), { startTime: 614, endTime: 780 }],
    ]);
    expect(rows.map((row) => row.label)).toEqual([
      "request about (12 kB)",
      "task 41 ms observed",
      "request react.js (71 kB)",
    ]);
    const lines = graphLines("optimistic", rows);
    expect(lines[0]).toBe("optimistic graph, 3 nodes, ends at 2298 ms:");
    expect(lines[3]).toContain("795–2298  request react.js (71 kB)  <- last");
    expect(lines.filter((line) => line.endsWith("<- last"))).toHaveLength(1);
  });
});
