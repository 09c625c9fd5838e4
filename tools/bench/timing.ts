/** Nearest-rank percentile `p` (0–100) of values sorted ascending; NaN for none. Every benchmark's p50/p99. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export interface Timings {
  p50: number;
  p99: number;
  max: number;
  samples: number;
}

/** Runs `run` `warmUp` times unmeasured, then `samples` times timed one after the other (one client). */
export async function measure(samples: number, warmUp: number, run: (i: number) => Promise<void>): Promise<Timings> {
  for (let i = 0; i < warmUp; i++) await run(i);
  const timings: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run(warmUp + i);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p99: percentile(timings, 99), max: timings[timings.length - 1]!, samples };
}
