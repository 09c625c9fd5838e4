import './charts.css';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type uPlot from 'uplot';
import { useTranslation } from '@freight/i18n';
import { ensureChartTexts } from './i18n';
import type { UplotRuntime } from './options';

/** What a chart draws, made once uPlot is loaded and the container's width known. */
export type ChartBuilder = (width: number, runtime: UplotRuntime) => { options: uPlot.Options; data: uPlot.AlignedData };

/**
 * Whether this browser can draw: a canvas and a ResizeObserver (the chart's width follows its container). jsdom has
 * neither a canvas context nor a ResizeObserver, so tests see the table.
 */
export function canDrawCharts(): boolean {
  return typeof window !== 'undefined' && typeof window.ResizeObserver === 'function' && typeof HTMLCanvasElement !== 'undefined';
}

type CanvasState = 'loading' | 'drawn' | 'unavailable';

/**
 * uPlot in `host`: loaded with `import('./draw')` when the chart is first shown (its own chunk), drawn at the host's
 * width, resized with it, drawn anew when `drawKey` changes (the data, the language), destroyed on unmount.
 */
function useChartCanvas(build: ChartBuilder, drawKey: string, height: number) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<CanvasState>(() => (canDrawCharts() ? 'loading' : 'unavailable'));
  const buildRef = useRef(build);
  buildRef.current = build;

  useEffect(() => {
    const element = host.current;
    if (!element || !canDrawCharts()) return undefined;
    let cancelled = false;
    let chart: { setSize(size: { width: number; height: number }): void; destroy(): void } | undefined;
    let observer: ResizeObserver | undefined;
    import('./draw')
      .then(({ draw, runtime }) => {
        if (cancelled) return;
        const { options, data } = buildRef.current(Math.max(element.clientWidth, 200), runtime);
        chart = draw(options, data, element);
        observer = new ResizeObserver((entries) => {
          const width = Math.floor(entries[0]?.contentRect.width ?? 0);
          if (width > 0) chart?.setSize({ width, height });
        });
        observer.observe(element);
        setState('drawn');
      })
      .catch(() => {
        if (!cancelled) setState('unavailable');
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [drawKey, height]);

  return { host, state };
}

/**
 * The frame of every chart: a caption, the canvas (an image named by the caption and described by the table), and
 * the table of the same figures (for screen readers, or shown with the toggle, or shown instead of a canvas that
 * cannot be drawn).
 */
export function ChartFigure({
  title,
  hideTitle,
  table,
  height,
  drawKey,
  build,
  head,
  rows,
  testId,
}: {
  title: string;
  hideTitle?: boolean;
  table: 'hidden' | 'toggle';
  height: number;
  drawKey: string;
  build: ChartBuilder;
  head: readonly string[];
  rows: ReadonlyArray<readonly [string, ...string[]]>;
  testId?: string;
}) {
  ensureChartTexts();
  const { t } = useTranslation('charts');
  const id = useId();
  const captionId = `${id}-caption`;
  const tableId = `${id}-table`;
  const [open, setOpen] = useState(false);
  const { host, state } = useChartCanvas(build, drawKey, height);
  const tableShown = state === 'unavailable' || (table === 'toggle' && open);

  return (
    <figure className="chart" data-testid={testId ?? 'chart'} data-canvas={state}>
      <figcaption id={captionId} className={hideTitle ? 'visually-hidden' : 'chart-title'}>
        {title}
      </figcaption>
      {state !== 'unavailable' && (
        <div ref={host} className="chart-canvas" role="img" aria-labelledby={captionId} aria-describedby={tableId} style={{ minHeight: height }} />
      )}
      {table === 'toggle' && state !== 'unavailable' && (
        <button type="button" className="link-button chart-toggle" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen(!open)}>
          {open ? t('hideTable') : t('showTable')}
        </button>
      )}
      <div id={tableId} className={tableShown ? 'chart-table-wrap' : 'visually-hidden'}>
        <ChartTable title={title} head={head} rows={rows} />
      </div>
    </figure>
  );
}

function ChartTable({ title, head, rows }: { title: string; head: readonly string[]; rows: ReadonlyArray<readonly [string, ...string[]]> }): ReactNode {
  return (
    <table className="chart-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          {head.map((label, index) => (
            <th key={index} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, ...cells], row) => (
          <tr key={row}>
            <th scope="row">{label}</th>
            {cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
