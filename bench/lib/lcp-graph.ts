// What Lighthouse's simulated mobile LCP (Lantern) charges a page with: each request and
// main-thread task of its optimistic and pessimistic graphs, with when the simulation starts and
// ends it. The LCP is about the mean of the two graphs' last ends, so the rows that end last are
// the ones to remove or shorten. Lantern keeps a script in the graphs when the page evaluated it
// before the observed largest paint; the requests are on slow 4G, the tasks 4 times as long.

import { shortName } from "./long-tasks";

/** The artifacts of a Lighthouse run that Lantern's metrics are computed from. */
export type LanternArtifacts = {
  Trace: unknown;
  DevtoolsLog: unknown;
  GatherContext: unknown;
  URL: unknown;
  SourceMaps?: unknown;
};

/**
 * The input and context that Lighthouse's computed Lantern metrics take, for one run. The context's
 * cache is new each time, so nothing computed (or changed) here reaches another caller.
 */
export function lanternInputs(artifacts: LanternArtifacts, settings: unknown) {
  return {
    data: {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    context: { computedCache: new Map(), settings },
  };
}

/** The parts of a Lantern graph node that are read here. */
export type LanternNode = {
  type: string;
  request?: { url?: string; transferSize?: number };
  startTime?: number;
  endTime?: number;
  getEvaluateScriptURLs?: () => Set<string>;
};
export type NodeTiming = { startTime: number; endTime: number };

export type GraphRow = { label: string; startMs: number; endMs: number };

/** A request by its file name and kB; a task by its observed length and the scripts it ran. */
export function labelOf(node: LanternNode): string {
  if (node.type === "network") {
    const kb = Math.round((node.request?.transferSize ?? 0) / 1024);
    return `request ${shortName(node.request?.url ?? "?")} (${kb} kB)`;
  }
  // Trace times are in microseconds.
  const observedMs = Math.round(((node.endTime ?? 0) - (node.startTime ?? 0)) / 1000);
  const scripts = [...(node.getEvaluateScriptURLs?.() ?? [])].map(shortName);
  return `task ${observedMs} ms observed` + (scripts.length ? `, runs ${scripts.join(", ")}` : "");
}

/** The graph's rows in the order the simulation starts them. */
export function graphRows(timings: Iterable<[LanternNode, NodeTiming]>): GraphRow[] {
  return [...timings]
    .map(([node, timing]) => ({
      label: labelOf(node),
      startMs: Math.round(timing.startTime),
      endMs: Math.round(timing.endTime),
    }))
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
}

/** One line per row, the one that ends last marked. */
export function graphLines(name: string, rows: readonly GraphRow[]): string[] {
  const lastEnd = Math.max(...rows.map((row) => row.endMs));
  return [
    `${name} graph, ${rows.length} nodes, ends at ${lastEnd} ms:`,
    ...rows.map(
      (row) =>
        `  ${String(row.startMs).padStart(5)}–${String(row.endMs).padEnd(5)} ${row.label}` +
        (row.endMs === lastEnd ? "  <- last" : ""),
    ),
  ];
}
