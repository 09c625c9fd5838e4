import type uPlot from 'uplot';
import type { ChartFormats } from './format';
import { timeOf } from './format';
import { colorOf, type ChartSeries } from './types';

/**
 * The uPlot options of each chart, built here without uPlot itself (its code is loaded later, on the chart's first
 * draw, see draw.ts): these are plain functions of the data, the formats and the size, tested in jsdom. The few
 * uPlot functions an option needs (the bars' path builder, the time-zone shift) come in as `runtime`.
 */
export interface UplotRuntime {
  bars?: (options: uPlot.Series.BarsPathBuilderOpts) => uPlot.Series.PathBuilder;
  tzDate?: (date: Date, timeZone: string) => Date;
}

const AXIS = { stroke: '#44505c', grid: { stroke: '#e3e7eb', width: 1 }, ticks: { stroke: '#e3e7eb', width: 1 } };
/** Room for the compact values on the y axis (e.g. "1,2 k $US"). */
const Y_AXIS_SIZE = 64;
/** Category labels longer than this are shortened on the axis (the table has them whole). */
const AXIS_LABEL_CHARS = 14;
/** A category label gets at least this many pixels on the axis; with less room every other one (or fewer) is shown. */
const MIN_LABEL_PX = 56;

/** A value scale from zero (counts, money) to a little above the largest value; 0 to 1 when there is nothing. */
export function valueRange(min: number | null, max: number | null): [number, number] {
  const low = Math.min(0, min ?? 0);
  const high = max === null || max <= low ? low + 1 : max * 1.08;
  return [low, high];
}

export function shortLabel(label: string, chars = AXIS_LABEL_CHARS): string {
  return label.length > chars ? `${label.slice(0, chars - 1)}…` : label;
}

/** uPlot's ticks and gap beside the labels, and the width of one character of its 12 px axis font (generous). */
const AXIS_TICKS_PX = 15;
const AXIS_CHAR_PX = 7.5;

/**
 * The y axis' width: Y_AXIS_SIZE, or more when the longest label needs it (compact money in Spanish or French,
 * "USD 2.5 k", "1,5 k $ US", would lose its figure at 64 px).
 */
function valueAxisSize(labels: readonly (string | null)[] | null | undefined): number {
  const longest = Math.max(0, ...(labels ?? []).map((label) => (label ?? '').length));
  return Math.max(Y_AXIS_SIZE, Math.ceil(AXIS_TICKS_PX + longest * AXIS_CHAR_PX));
}

const valueAxis = (formats: ChartFormats): uPlot.Axis => ({
  ...AXIS,
  size: (_u, values) => valueAxisSize(values),
  values: (_u, splits) => splits.map((value) => formats.axisValue(value)),
});

/**
 * The legend's values follow the cursor; away from the chart uPlot writes "–" for each ("Day: – Created: –"), which
 * reads as missing figures. The chart's root is marked idle then, and charts.css shows the series' names alone.
 */
const IDLE_CLASS = 'chart-idle';
const markIdle = (u: uPlot) => {
  u.root.classList.toggle(IDLE_CLASS, u.cursor.idx === null || u.cursor.idx === undefined);
};
const legendHooks = (): uPlot.Hooks.Arrays => ({ ready: [markIdle], setCursor: [markIdle] });

const yScale: uPlot.Scale = { range: (_u, min, max) => valueRange(min, max) };

/** uPlot's data of a time chart: the x row in seconds since the epoch, then one row per series. */
export function timeChartData(dates: readonly string[], series: readonly ChartSeries[]): uPlot.AlignedData {
  return [dates.map((date) => timeOf(date) / 1000), ...series.map((line) => dates.map((_, index) => line.values[index] ?? null))];
}

export function timeChartOptions(input: {
  width: number;
  height: number;
  series: readonly ChartSeries[];
  points: number;
  dateLabel: string;
  formats: ChartFormats;
  runtime?: UplotRuntime;
}): uPlot.Options {
  const { width, height, series, points, dateLabel, formats, runtime } = input;
  const tzDate = runtime?.tzDate;
  return {
    width,
    height,
    // Days are UTC days: the axis places its ticks in UTC too.
    ...(tzDate ? { tzDate: (seconds: number) => tzDate(new Date(seconds * 1000), 'Etc/UTC') } : {}),
    scales: { x: { time: true }, y: yScale },
    series: [
      { label: dateLabel, value: (_u, value) => (value === null ? '–' : formats.date(value)) },
      ...series.map((line, index): uPlot.Series => ({
        label: line.label,
        stroke: colorOf(line, index),
        width: 2,
        points: { show: points <= 45 },
        value: (_u, value) => formats.value(value),
      })),
    ],
    axes: [{ ...AXIS, values: (_u, splits) => splits.map((seconds) => formats.date(seconds)) }, valueAxis(formats)],
    legend: { show: true },
    hooks: legendHooks(),
  };
}

/** uPlot's data of a bar chart: the categories' places (0, 1, 2, …), then one row per series. */
export function barChartData(categories: readonly string[], series: readonly ChartSeries[]): uPlot.AlignedData {
  return [categories.map((_, index) => index), ...series.map((bars) => categories.map((_, index) => bars.values[index] ?? null))];
}

/**
 * Where the bars of each series stand: a group per category `groupWidth` wide (in category units), centred on the
 * category, split evenly between the series. Returns the left edge of series `seriesIndex` (0-based) in each
 * category, and the bars' width.
 */
export function barLayout(categories: number, seriesCount: number, seriesIndex: number, groupWidth = 0.8): { x0: number[]; width: number } {
  const width = groupWidth / Math.max(1, seriesCount);
  return { x0: Array.from({ length: categories }, (_, index) => index - groupWidth / 2 + seriesIndex * width), width };
}

/** The category labels the axis writes at `widthPx`: every one when they fit, else every 2nd, 3rd, … (shortened). */
export function categoryAxisLabels(categories: readonly string[], widthPx: number): string[] {
  // Each shown label needs its own width (at most AXIS_LABEL_CHARS characters) and a little gap, or long names
  // ("San Antonio, T…") overlap their neighbours.
  const longest = Math.max(0, ...categories.map((label) => shortLabel(label).length));
  const labelPx = Math.max(MIN_LABEL_PX, Math.ceil(longest * AXIS_CHAR_PX + 8));
  const step = Math.max(1, Math.ceil((categories.length * labelPx) / Math.max(widthPx, 1)));
  return categories.map((label, index) => (index % step === 0 ? shortLabel(label) : ''));
}

export function barChartOptions(input: {
  width: number;
  height: number;
  categories: readonly string[];
  series: readonly ChartSeries[];
  categoryLabel: string;
  formats: ChartFormats;
  runtime?: UplotRuntime;
}): uPlot.Options {
  const { width, height, categories, series, categoryLabel, formats, runtime } = input;
  const indices = categories.map((_, index) => index);
  return {
    width,
    height,
    scales: { x: { time: false, range: () => [-0.5, Math.max(categories.length, 1) - 0.5] }, y: yScale },
    series: [
      { label: categoryLabel, value: (_u, value) => (value === null ? '–' : (categories[value] ?? '')) },
      ...series.map((bars, index): uPlot.Series => {
        const color = colorOf(bars, index);
        const layout = barLayout(categories.length, series.length, index);
        return {
          label: bars.label,
          stroke: color,
          fill: color,
          width: 0,
          points: { show: false },
          value: (_u, value) => formats.value(value),
          ...(runtime?.bars
            ? {
                paths: runtime.bars({
                  disp: {
                    x0: { unit: 1, values: () => layout.x0 },
                    size: { unit: 1, values: () => [layout.width] },
                  },
                }),
              }
            : {}),
        };
      }),
    ],
    axes: [
      {
        ...AXIS,
        splits: () => indices,
        values: (u, splits) => {
          // bbox is in canvas pixels.
          const labels = categoryAxisLabels(categories, u.bbox.width / (globalThis.devicePixelRatio || 1));
          return splits.map((index) => labels[index] ?? '');
        },
      },
      valueAxis(formats),
    ],
    legend: { show: series.length > 1 },
    hooks: legendHooks(),
  };
}
