// Small statistics used by every measurement. Pure functions, unit-tested in
// tests/unit/bench-stats.test.ts.

/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of an empty list");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid]!;
  return (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Nearest-rank percentile (p in 0..100): the smallest value such that at least p% of the
 * values are at or below it. No interpolation, so the result is always an observed latency.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error("percentile of an empty list");
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile out of range: ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/**
 * INP as the browser defines it for a short visit: group event-timing entries by
 * interactionId, take each interaction's longest entry, then the worst interaction (with 50 or
 * more interactions, one outlier per 50 is ignored). Returns 0 when nothing was interacted with.
 */
export function interactionToNextPaint(
  entries: readonly { interactionId: number; duration: number }[],
): number {
  const byInteraction = new Map<number, number>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    byInteraction.set(
      entry.interactionId,
      Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration),
    );
  }
  const worstFirst = [...byInteraction.values()].sort((a, b) => b - a);
  if (worstFirst.length === 0) return 0;
  const skip = Math.min(Math.floor(worstFirst.length / 50), worstFirst.length - 1);
  return worstFirst[skip]!;
}
