import { describe, expect, it } from "vitest";
import { interactionEntries } from "../../bench/lib/budgets";
import type { VisitResult } from "../../bench/lib/visit";
import { combineVisits } from "../../bench/lib/visit-runs";

function visit(
  inp: number,
  steps: [name: string, inp: number | null, detail?: string][],
): VisitResult {
  return {
    inp,
    worstInteractions: [`worst of the ${inp} ms visit`],
    youtubeBeforeFacade: {},
    youtubeAfterFacade: { "www.youtube-nocookie.com": 1 },
    steps: steps.map(([name, stepInp, detail]) => ({
      name,
      ok: stepInp !== null,
      interaction: true,
      inp: stepInp,
      ...(detail ? { detail } : {}),
    })),
    cpuSlowdown: 4,
  };
}

describe("several scripted visits", () => {
  it("make each interaction's row the median of its visits, with their spread", () => {
    const combined = combineVisits([
      visit(140, [
        ["contact submit", 136, "processing 90 ms"],
        ["share open", 60],
      ]),
      visit(90, [
        ["contact submit", 88, "processing 40 ms"],
        ["share open", 72],
      ]),
      visit(95, [
        ["contact submit", 92, "processing 45 ms"],
        ["share open", 64],
      ]),
    ]);
    expect(combined.inp).toBe(95);
    expect(combined.inpSpread).toEqual({ min: 90, max: 140, runs: 3 });
    expect(combined.typical.worstInteractions).toEqual(["worst of the 95 ms visit"]);
    expect(combined.interactions).toEqual([
      {
        name: "contact submit",
        inp: 92,
        spread: { min: 88, max: 136, runs: 3 },
        note: "processing 45 ms",
      },
      { name: "share open", inp: 64, spread: { min: 60, max: 72, runs: 3 } },
    ]);
    expect(combined.youtubeAfterFacade).toEqual({ "www.youtube-nocookie.com": 3 });
    expect([combined.stepsDone, combined.stepsTotal]).toEqual([6, 6]);
    expect(
      interactionEntries(combined.interactions).map((row) => [
        row.measured,
        row.pass,
        row.spread?.max,
      ]),
    ).toEqual([
      [92, true, 136],
      [64, true, 72],
    ]);
  });

  it("fail an interaction's row when a visit could not do it", () => {
    const combined = combineVisits([
      visit(80, [["gallery next page", 70]]),
      visit(85, [["gallery next page", null, "no next page button"]]),
    ]);
    expect(combined.interactions).toEqual([
      {
        name: "gallery next page",
        inp: null,
        note: "not done in 1 of 2 visits: no next page button",
      },
    ]);
    expect(interactionEntries(combined.interactions)[0]!.pass).toBe(false);
    expect([combined.stepsDone, combined.stepsTotal]).toEqual([1, 2]);
  });
});
