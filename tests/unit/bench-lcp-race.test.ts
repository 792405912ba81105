import { describe, expect, it } from "vitest";
import { lcpRaceLine, lcpRaceOf } from "../../bench/lib/lcp-race";

const script = (networkEndTime: number, transferSize: number) => ({
  resourceType: "Script",
  networkEndTime,
  transferSize,
});

function audits(fcp: unknown, lcp: unknown, requests: unknown[]) {
  return {
    metrics: {
      details: {
        items: [{ observedFirstContentfulPaint: fcp, observedLargestContentfulPaint: lcp }],
      },
    },
    "network-requests": { details: { items: requests } },
  };
}

describe("bench LCP race", () => {
  it("counts the scripts, and the kB of each other kind, that had arrived by the observed largest paint", () => {
    const race = lcpRaceOf(
      audits(180, 240, [
        { resourceType: "Document", networkEndTime: 40, transferSize: 12 * 1024 },
        { resourceType: "Stylesheet", networkEndTime: 150, transferSize: 21 * 1024 },
        { resourceType: "Font", networkEndTime: 100, transferSize: 41 * 1024 },
        { resourceType: "Font", networkEndTime: 300, transferSize: 30 * 1024 },
        { resourceType: "Image", networkEndTime: 230, transferSize: 3 * 1024 },
        script(200, 5 * 1024),
        script(240, 71 * 1024),
        script(241, 44 * 1024),
        { resourceType: "Script", networkEndTime: -1 },
      ]),
    );
    expect(race).toEqual({
      observedFcpMs: 180,
      observedLcpMs: 240,
      scripts: 4,
      scriptsBeforeLcp: 2,
      scriptKbBeforeLcp: 76,
      otherKbBeforeLcp: { Document: 12, Stylesheet: 21, Font: 41, Image: 3 },
    });
  });

  it("counts request times from the navigation's start, as the paints are", () => {
    const race = lcpRaceOf({
      metrics: {
        details: {
          items: [
            {
              observedFirstContentfulPaint: 240,
              observedLargestContentfulPaint: 240,
              observedTimeOriginTs: 1_000_000,
            },
          ],
        },
      },
      // The first request started 50 ms after the navigation.
      "network-requests": {
        details: {
          items: [script(180, 1024), script(200, 2048)],
          debugData: { networkStartTimeTs: 1_050_000 },
        },
      },
    });
    expect(race?.scriptsBeforeLcp).toBe(1);
    expect(race?.scriptKbBeforeLcp).toBe(1);
  });

  it("gives no race for a run without observed paint timings", () => {
    expect(lcpRaceOf(audits(undefined, 240, [script(10, 1)]))).toBeNull();
    expect(lcpRaceOf({})).toBeNull();
  });

  it("prints the medians and each run's count", () => {
    const race = (lcp: number, before: number) => ({
      observedFcpMs: lcp - 10,
      observedLcpMs: lcp,
      scripts: 11,
      scriptsBeforeLcp: before,
      scriptKbBeforeLcp: before * 10,
      otherKbBeforeLcp: { Document: 12, Stylesheet: 21, Font: lcp > 400 ? 0 : 71, Image: 3 },
    });
    expect(lcpRaceLine("/about", [race(450, 9), race(300, 0), race(500, 11)])).toBe(
      "lighthouse mobile /about: observed FCP 440 ms, LCP 450 ms; scripts arrived by the LCP " +
        "9 of 11 (90 kB), and document 12 kB, stylesheet 21 kB, font 0 kB, image 3 kB " +
        "(medians; per run 9/11, 0/11, 11/11)",
    );
    expect(lcpRaceLine("/", [])).toBe("lighthouse mobile /: no observed paint timings");
  });
});
