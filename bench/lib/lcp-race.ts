// Why a page's simulated LCP is what it is. Lighthouse's mobile LCP is simulated from the observed
// load: every request that ended before the observed largest paint, and every script evaluated
// before it, is charged to the LCP at slow-4G and 4x CPU. A page that paints before its scripts
// arrive pays for its document, stylesheet and fonts only; one that paints after them pays for
// every script too. This records, per run, when the page was seen to paint and how many of its
// scripts had arrived by then, so a failing LCP row says which side of that race it fell on.
import { median } from "./stats";

export type LcpRace = {
  observedFcpMs: number;
  observedLcpMs: number;
  scripts: number;
  scriptsBeforeLcp: number;
  scriptKbBeforeLcp: number;
};

type NetworkRequest = { resourceType?: unknown; networkEndTime?: unknown; transferSize?: unknown };
type Details = { items?: unknown };
type Audits = Record<string, { details?: unknown } | undefined>;

function itemsOf(details: unknown): unknown[] {
  const items = (details as Details | undefined)?.items;
  return Array.isArray(items) ? items : [];
}

/** The race of one Lighthouse run, from its `metrics` and `network-requests` audits. */
export function lcpRaceOf(audits: Audits): LcpRace | null {
  const metrics = itemsOf(audits.metrics?.details)[0] as
    | { observedFirstContentfulPaint?: unknown; observedLargestContentfulPaint?: unknown }
    | undefined;
  const fcp = metrics?.observedFirstContentfulPaint;
  const lcp = metrics?.observedLargestContentfulPaint;
  if (typeof fcp !== "number" || typeof lcp !== "number") return null;
  const scripts = (itemsOf(audits["network-requests"]?.details) as NetworkRequest[]).filter(
    (request) => request.resourceType === "Script",
  );
  // An unfinished request's end time is -1.
  const before = scripts.filter(
    ({ networkEndTime: end }) => typeof end === "number" && end >= 0 && end <= lcp,
  );
  const bytes = before.reduce(
    (sum, request) => sum + (typeof request.transferSize === "number" ? request.transferSize : 0),
    0,
  );
  return {
    observedFcpMs: fcp,
    observedLcpMs: lcp,
    scripts: scripts.length,
    scriptsBeforeLcp: before.length,
    scriptKbBeforeLcp: bytes / 1024,
  };
}

/** One details line: the medians over the runs, then each run's count. */
export function lcpRaceLine(label: string, races: readonly LcpRace[]): string {
  if (races.length === 0) return `lighthouse mobile ${label}: no observed paint timings`;
  const mid = (pick: (race: LcpRace) => number) => Math.round(median(races.map(pick)));
  const perRun = races.map((race) => `${race.scriptsBeforeLcp}/${race.scripts}`).join(", ");
  return (
    `lighthouse mobile ${label}: observed FCP ${mid((r) => r.observedFcpMs)} ms, ` +
    `LCP ${mid((r) => r.observedLcpMs)} ms; scripts arrived by the LCP ` +
    `${mid((r) => r.scriptsBeforeLcp)} of ${mid((r) => r.scripts)} ` +
    `(${mid((r) => r.scriptKbBeforeLcp)} kB) (medians; per run ${perRun})`
  );
}
