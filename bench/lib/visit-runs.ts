// Several scripted visits make one set of rows: each interaction's INP is the median of its
// visits, with their spread, so one slow frame on a busy machine shows as spread, not as the
// figure. A step that failed in any visit fails its row, with the reason.
import type { InteractionFigure } from "./budgets";
import { spreadOf, type Spread } from "./entries";
import { median } from "./stats";
import type { VisitResult } from "./visit";

export type CombinedVisit = {
  interactions: InteractionFigure[];
  inp: number | null;
  inpSpread: Spread | null;
  /** The visit whose INP is the median one: its longest events and step notes are shown. */
  typical: VisitResult;
  youtubeBeforeFacade: Record<string, number>;
  youtubeAfterFacade: Record<string, number>;
  stepsDone: number;
  stepsTotal: number;
};

export function combineVisits(visits: readonly VisitResult[]): CombinedVisit {
  if (visits.length === 0) throw new Error("no visit to combine");
  const inps = visits.map((visit) => visit.inp).filter((inp): inp is number => inp !== null);
  const inp = inps.length === visits.length ? median(inps) : null;
  const typical =
    inp === null
      ? visits[0]!
      : visits.reduce((a, b) => (distance(b, inp) < distance(a, inp) ? b : a));
  const names = [
    ...new Set(visits.flatMap((v) => v.steps.filter((s) => s.interaction).map((s) => s.name))),
  ];
  return {
    interactions: names.map((name) => interactionFigure(name, visits, typical)),
    inp,
    inpSpread: spreadOf(inps),
    typical,
    youtubeBeforeFacade: sumCounts(visits.map((v) => v.youtubeBeforeFacade)),
    youtubeAfterFacade: sumCounts(visits.map((v) => v.youtubeAfterFacade)),
    stepsDone: visits.reduce((sum, v) => sum + v.steps.filter((s) => s.ok).length, 0),
    stepsTotal: visits.reduce((sum, v) => sum + v.steps.length, 0),
  };
}

function interactionFigure(
  name: string,
  visits: readonly VisitResult[],
  typical: VisitResult,
): InteractionFigure {
  const steps = visits.map((visit) => visit.steps.find((step) => step.name === name));
  const failed = steps.filter((step) => !step?.ok || step.inp === null);
  const inps = steps.flatMap((step) => (step?.ok && step.inp !== null ? [step.inp] : []));
  if (failed.length > 0) {
    const reason = failed.find((step) => step?.detail)?.detail ?? "step missing";
    return {
      name,
      inp: null,
      note: `not done in ${failed.length} of ${visits.length} visits: ${reason}`,
    };
  }
  const note = typical.steps.find((step) => step.name === name)?.detail;
  return { name, inp: median(inps), spread: spreadOf(inps), ...(note ? { note } : {}) };
}

function distance(visit: VisitResult, inp: number): number {
  return visit.inp === null ? Number.POSITIVE_INFINITY : Math.abs(visit.inp - inp);
}

function sumCounts(counts: readonly Record<string, number>[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const count of counts)
    for (const [key, n] of Object.entries(count)) sum[key] = (sum[key] ?? 0) + n;
  return sum;
}
