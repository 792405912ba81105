// Lantern's LCP graphs of a page (see lib/lcp-graph.ts): a mobile Lighthouse run, as the bench
// runs it, then each request and task that the simulated LCP is charged with. Start the server
// first (on its own core, like the bench: `taskset -c 1 npx next start`), then
//   npx tsx bench/lcp-graph.ts http://127.0.0.1:3000/about [runs]
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import {
  graphLines,
  graphRows,
  lanternInputs,
  type LanternNode,
  type NodeTiming,
} from "./lib/lcp-graph";
import { lcpRaceOf } from "./lib/lcp-race";
import { runLighthouse, withChrome } from "./lib/lighthouse";

type Estimate = { timeInMs: number; nodeTimings: Map<LanternNode, NodeTiming> };
type LanternResult = {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
};

const [url, runsArg] = process.argv.slice(2);
if (!url) {
  console.error("usage: npx tsx bench/lcp-graph.ts <url> [runs]");
  process.exit(2);
}
const runs = Number(runsArg ?? 1);

await withChrome(null, async (port) => {
  for (let run = 1; run <= runs; run++) {
    const { artifacts, lhr } = await runLighthouse(port, url, "mobile", ["performance"]);
    const { data, context } = lanternInputs(artifacts, lhr.configSettings);
    const lantern = (await LanternLargestContentfulPaint.request(
      data as unknown as Parameters<typeof LanternLargestContentfulPaint.request>[0],
      context as unknown as Parameters<typeof LanternLargestContentfulPaint.request>[1],
    )) as unknown as LanternResult;
    const observed = lcpRaceOf(lhr.audits)?.observedLcpMs;
    console.log(
      `run ${run}: simulated LCP ${Math.round(lantern.timing)} ms, observed ${observed} ms`,
    );
    for (const [name, estimate] of [
      ["optimistic", lantern.optimisticEstimate],
      ["pessimistic", lantern.pessimisticEstimate],
    ] as const) {
      for (const line of graphLines(name, graphRows(estimate.nodeTimings))) console.log(line);
    }
  }
});
