// Lantern's LCP with the main thread taken out. Which scripts Lantern charges to a page's LCP
// depends on which of them the page happened to run before its first paint, a few milliseconds
// either way on a busy core, so the simulated LCP of one build moves by hundreds of milliseconds
// from run to run. This replays the same simulation (slow 4G, the same connections and server
// times) on a fixed set of requests, the ones a first frame can wait for: the document, the
// stylesheets and scripts its HTML names, and the pictures it fetches at high priority, with every
// main-thread task costed at zero. What is left depends only on what the page requests, so it
// moves by a few milliseconds between runs and shows a change in bytes or requests at once (the
// server times are the run's own, so a server's first answers after it starts read higher).
import { getComputationDataParamsFromDevtoolsLog } from "lighthouse/core/computed/metrics/lantern-metric.js";
import { lanternInputs, type LanternArtifacts } from "./lcp-graph";

type NetworkRequest = {
  resourceType?: string;
  priority?: string;
  initiator?: { type?: string };
};
type GraphNode = {
  type: string;
  request?: NetworkRequest;
  isMainDocument?: () => boolean;
};
type Graph = { cloneWithRelationships: (keep: (node: GraphNode) => boolean) => Graph };
type Simulator = {
  cpuSlowdownMultiplier: number;
  layoutTaskMultiplier: number;
  simulate: (graph: Graph, options: { label: string }) => { timeInMs: number };
};

/** A request the first frame can wait for, whatever the page's main thread does. */
export function isFirstFrameRequest(node: GraphNode): boolean {
  if (node.type !== "network" || !node.request) return false;
  if (node.isMainDocument?.()) return true;
  const { resourceType, priority, initiator } = node.request;
  // Chunks that a script asks for later (import() on the way) are not named by the HTML.
  if (resourceType === "Script" || resourceType === "Stylesheet")
    return initiator?.type !== "script";
  return resourceType === "Image" && (priority === "High" || priority === "VeryHigh");
}

/**
 * The same requests without the scripts: what the page's own first frame waits for on the network
 * (document, stylesheets, pictures) once its scripts leave Lantern's graph, as the bare page's do
 * when it paints before running them.
 */
export function isScriptFreeFirstFrameRequest(node: GraphNode): boolean {
  return isFirstFrameRequest(node) && node.request?.resourceType !== "Script";
}

/** One mobile run's network-only LCP, with and without the scripts its HTML names. */
export type NetworkOnlyLcp = { withScripts: number; withoutScripts: number };

/** One mobile run's network-only LCPs, from its artifacts; null when Lantern cannot build them. */
export async function networkOnlyLcpMs(
  artifacts: LanternArtifacts,
  settings: unknown,
): Promise<NetworkOnlyLcp | null> {
  // Its own context, so that the simulator changed below is no one else's.
  const { data, context } = lanternInputs(artifacts, settings);
  try {
    const { graph, simulator } = (await getComputationDataParamsFromDevtoolsLog(
      data as never,
      context as never,
    )) as unknown as { graph: Graph; simulator: Simulator };
    simulator.cpuSlowdownMultiplier = 0;
    simulator.layoutTaskMultiplier = 0;
    const simulate = (keep: (node: GraphNode) => boolean, label: string) =>
      Math.round(simulator.simulate(graph.cloneWithRelationships(keep), { label }).timeInMs);
    return {
      withScripts: simulate(isFirstFrameRequest, "network-only-lcp"),
      withoutScripts: simulate(isScriptFreeFirstFrameRequest, "network-only-lcp-without-scripts"),
    };
  } catch {
    return null;
  }
}
