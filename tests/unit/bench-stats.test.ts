import { describe, expect, it } from "vitest";
import { interactionToNextPaint, median, percentile } from "../../bench/lib/stats";

describe("bench statistics", () => {
  it("median of odd and even counts, input order irrelevant", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow(/empty/);
  });

  it("median does not reorder the caller's array", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("nearest-rank percentile returns an observed value", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([10, 20, 30], 95)).toBe(30);
    expect(percentile([30, 10, 20], 50)).toBe(20);
    expect(() => percentile([1], 101)).toThrow(/range/);
    expect(() => percentile([], 50)).toThrow(/empty/);
  });

  it("INP: worst interaction, entries of one interaction grouped, non-interactions ignored", () => {
    expect(interactionToNextPaint([])).toBe(0);
    expect(
      interactionToNextPaint([
        { interactionId: 1, duration: 24 }, // pointerdown
        { interactionId: 1, duration: 88 }, // click of the same tap
        { interactionId: 2, duration: 40 },
        { interactionId: 0, duration: 500 }, // a mousemove: not an interaction
      ]),
    ).toBe(88);
  });

  it("INP ignores one outlier per 50 interactions", () => {
    const entries = Array.from({ length: 60 }, (_, i) => ({
      interactionId: i + 1,
      duration: i === 7 ? 900 : 30 + (i % 5),
    }));
    expect(interactionToNextPaint(entries)).toBe(34);
  });
});
