import 'uplot/dist/uPlot.min.css';
import uPlot from 'uplot';
import type { UplotRuntime } from './options';

/**
 * The only module that imports uPlot (and its stylesheet): charts load it with `import('./draw')` on their first
 * draw, so it is a chunk of its own that no screen's first paint waits for.
 */
export const runtime: UplotRuntime = { bars: uPlot.paths.bars!, tzDate: uPlot.tzDate };

export function draw(
  options: uPlot.Options,
  data: uPlot.AlignedData,
  target: HTMLElement,
): { setSize(size: { width: number; height: number }): void; setData(data: uPlot.AlignedData): void; destroy(): void } {
  return new uPlot(options, data, target);
}
