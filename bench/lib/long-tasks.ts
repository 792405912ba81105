// Long tasks in the first seconds of a page's mobile Lighthouse trace, each attributed to the
// script Lighthouse names for it. A same-origin script whose sources (from the build's source
// maps) are all Next's, React's and Turbopack's is the framework's; any other script of the app's
// origin is ours, a chunk mixing both included, and so is one without a source map: the verdict
// errs towards failing. Tasks Lighthouse cannot pin on a script ("Unattributable", the document
// itself) are reported, not counted.
import type { ChunkOrigin } from "./chunk-origins";
import { check, info, spreadOf, type Entry } from "./entries";
import { median } from "./stats";

export type LongTask = { url: string; durationMs: number; startMs: number };
export type ScriptOwner = "ours" | "framework" | "unattributed" | "other origin";

export const LONG_TASK_MIN_MS = 50;
export const LONG_TASK_WINDOW_MS = 5_000;

/** Origins of the app's scripts by path (`/_next/static/chunks/….js`), see chunk-origins.ts. */
export type ChunkOrigins = ReadonlyMap<string, ChunkOrigin>;

export function scriptOwner(url: string, appOrigin: string, origins: ChunkOrigins): ScriptOwner {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "unattributed";
  }
  if (parsed.origin !== appOrigin) return "other origin";
  if (!parsed.pathname.endsWith(".js")) return "unattributed";
  return origins.get(parsed.pathname)?.framework ? "framework" : "ours";
}

/** The owner as the note shows it: a script of ours names a few of its sources. */
function ownerLabel(url: string, appOrigin: string, origins: ChunkOrigins): string {
  const owner = scriptOwner(url, appOrigin, origins);
  if (owner !== "ours") return owner;
  const sources = origins.get(new URL(url).pathname)?.ourSources;
  if (!sources) return "ours: no source map";
  const shown = sources.slice(0, 3).join(", ");
  return `ours: ${shown}${sources.length > 3 ? ` and ${sources.length - 3} more` : ""}`;
}

/** Tasks over 50 ms that start within the first 5 s. */
export function earlyLongTasks(tasks: readonly LongTask[]): LongTask[] {
  return tasks.filter(
    (task) => task.durationMs > LONG_TASK_MIN_MS && task.startMs < LONG_TASK_WINDOW_MS,
  );
}

/**
 * Two rows per page: every early long task (recorded) and those from our code (budget 0), each
 * the median over the runs with its spread; each row's note lists the tasks it counts in the run
 * that has the most of them.
 */
export function longTaskEntries(
  route: string,
  runs: readonly LongTask[][],
  appOrigin: string,
  origins: ChunkOrigins,
): Entry[] {
  const early = runs.map((run) => earlyLongTasks(run));
  const ours = early.map((run) =>
    run.filter((task) => scriptOwner(task.url, appOrigin, origins) === "ours"),
  );
  const count = (lists: LongTask[][]) =>
    lists.length ? median(lists.map((list) => list.length)) : null;
  const describe = (task: LongTask) =>
    `${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} ms from ${shortName(task.url)} (${ownerLabel(task.url, appOrigin, origins)})`;
  const busiestOf = (lists: LongTask[][]) => {
    const busiest = [...lists].sort((a, b) => b.length - a.length)[0] ?? [];
    return busiest.length ? busiest.map(describe).join("; ") : undefined;
  };
  return [
    info(
      `long tasks > ${LONG_TASK_MIN_MS} ms in ${LONG_TASK_WINDOW_MS / 1000} s ${route}`,
      "count",
      count(early),
      null,
      "info (guard)",
      busiestOf(early),
      spreadOf(early.map((l) => l.length)),
    ),
    check({
      name: `long tasks from our code ${route}`,
      unit: "count",
      measured: count(ours),
      spread: spreadOf(ours.map((l) => l.length)),
      limit: 0,
      op: "<=",
      budget: "0",
      note: runs.length ? busiestOf(ours) : "no Lighthouse run completed",
    }),
  ];
}

/** A script or request by its file name. */
export function shortName(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname.split("/").pop() || parsed.pathname;
  } catch {
    return url;
  }
}
