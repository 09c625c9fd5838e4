/** Nearest-rank percentile `p` (0–100) of values sorted ascending; NaN for none. Every benchmark's p50/p99. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}
