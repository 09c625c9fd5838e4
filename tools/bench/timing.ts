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

/** How a benchmark prints a figure: `name: value unit`, one a line. */
export type PrintFigure = (name: string, value: number, unit: string) => void;
const printFigure: PrintFigure = (name, value, unit) => console.log(`${name}: ${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`);

/** The value after `--name` on the command line, if any. */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/**
 * Runs one benchmark file on its own (`npx tsx tools/bench/<file>.ts`): against `--url` (default a bench server on
 * port 4320), or with `--start` on a bench world of its own (BENCH_LOADS loads, 100,000 by default, on BENCH_PORT);
 * `--samples N` overrides the calls per figure.
 */
export function runAlone(bench: (url: string, print: PrintFigure, samples?: number) => Promise<unknown>): void {
  const samples = argument('samples') ? Number(argument('samples')) : undefined;
  const main = async () => {
    if (!process.argv.includes('--start')) {
      await bench(argument('url') ?? 'http://127.0.0.1:4320', printFigure, samples);
      return;
    }
    const { startServer } = await import('./server');
    const loads = Number(process.env.BENCH_LOADS ?? 100_000);
    const seeded = Date.now();
    const server = await startServer(Number(process.env.BENCH_PORT ?? 4320), { loads });
    printFigure('seed_and_start', (Date.now() - seeded) / 1000, `s (${loads} loads)`);
    try {
      await bench(server.url, printFigure, samples);
    } finally {
      await server.stop();
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
