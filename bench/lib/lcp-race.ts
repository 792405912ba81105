// Why a page's simulated LCP is what it is. Lighthouse's mobile LCP is simulated from the observed
// load: every request that ended before the observed largest paint, and every script evaluated
// before it, is charged to the LCP at slow-4G and 4x CPU. A page that paints before its scripts
// arrive pays for its document, stylesheet and fonts only; one that paints after them pays for
// every script too. This records, per run, when the page was seen to paint, how many of its
// scripts had arrived by then, and the kilobytes of each other kind that had, so a failing LCP
// row says which side of that race it fell on and what else the simulation charged it for.
import { median } from "./stats";

export type LcpRace = {
  observedFcpMs: number;
  observedLcpMs: number;
  scripts: number;
  scriptsBeforeLcp: number;
  scriptKbBeforeLcp: number;
  /** Transferred kB that had arrived by the observed LCP, by kind (scripts are counted above). */
  otherKbBeforeLcp: Record<OtherKind, number>;
};

/** The other kinds of request that can stand between a page and its largest paint. */
export const OTHER_KINDS = ["Document", "Stylesheet", "Font", "Image"] as const;
type OtherKind = (typeof OTHER_KINDS)[number];

type NetworkRequest = { resourceType?: unknown; networkEndTime?: unknown; transferSize?: unknown };
type Details = { items?: unknown; debugData?: { networkStartTimeTs?: unknown } };
type Audits = Record<string, { details?: unknown } | undefined>;

function itemsOf(details: unknown): unknown[] {
  const items = (details as Details | undefined)?.items;
  return Array.isArray(items) ? items : [];
}

/** The race of one Lighthouse run, from its `metrics` and `network-requests` audits. */
export function lcpRaceOf(audits: Audits): LcpRace | null {
  const metrics = itemsOf(audits.metrics?.details)[0] as
    | {
        observedFirstContentfulPaint?: unknown;
        observedLargestContentfulPaint?: unknown;
        observedTimeOriginTs?: unknown;
      }
    | undefined;
  const fcp = metrics?.observedFirstContentfulPaint;
  const lcp = metrics?.observedLargestContentfulPaint;
  if (typeof fcp !== "number" || typeof lcp !== "number") return null;
  const network = audits["network-requests"]?.details as Details | undefined;
  // The paints count from the navigation's start, the requests from the first request's (tens of
  // ms later); both audits give their origin in microseconds.
  const originTs = metrics?.observedTimeOriginTs;
  const networkStartTs = network?.debugData?.networkStartTimeTs;
  const offsetMs =
    typeof originTs === "number" && typeof networkStartTs === "number"
      ? (networkStartTs - originTs) / 1000
      : 0;
  const requests = itemsOf(network) as NetworkRequest[];
  // An unfinished request's end time is -1.
  const before = requests.filter(
    ({ networkEndTime: end }) => typeof end === "number" && end >= 0 && end + offsetMs <= lcp,
  );
  const kbOf = (kind: string, list: NetworkRequest[]) =>
    list
      .filter((request) => request.resourceType === kind)
      .reduce(
        (sum, request) =>
          sum + (typeof request.transferSize === "number" ? request.transferSize : 0),
        0,
      ) / 1024;
  const isScript = (request: NetworkRequest) => request.resourceType === "Script";
  return {
    observedFcpMs: fcp,
    observedLcpMs: lcp,
    scripts: requests.filter(isScript).length,
    scriptsBeforeLcp: before.filter(isScript).length,
    scriptKbBeforeLcp: kbOf("Script", before),
    otherKbBeforeLcp: Object.fromEntries(
      OTHER_KINDS.map((kind) => [kind, kbOf(kind, before)]),
    ) as Record<OtherKind, number>,
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
    `(${mid((r) => r.scriptKbBeforeLcp)} kB), and ` +
    OTHER_KINDS.map(
      (kind) => `${kind.toLowerCase()} ${mid((r) => r.otherKbBeforeLcp[kind])} kB`,
    ).join(", ") +
    ` (medians; per run ${perRun})`
  );
}
