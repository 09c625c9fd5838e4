/** One line or one set of bars: its name (legend, table header) and one value per date or category (null: none). */
export interface ChartSeries {
  label: string;
  values: ReadonlyArray<number | null>;
  /** A CSS colour; by default the palette's next one. */
  color?: string;
}

/** Shared by both charts. */
export interface ChartCommonProps {
  /** What the chart shows: the figure's caption and the table's caption (also the canvas's accessible name). */
  title: string;
  series: readonly ChartSeries[];
  /** How values are written (Intl.NumberFormat options), e.g. `{ style: 'currency', currency: 'USD' }`. */
  valueFormat?: Intl.NumberFormatOptions;
  /** Height of the drawing in CSS pixels (default 240); the width follows the container. */
  height?: number;
  /**
   * The table of the data beside the canvas: `hidden` (default) is read by screen readers only; `toggle` adds a
   * button that shows it to everyone. Where the canvas cannot be drawn, the table is shown.
   */
  table?: 'hidden' | 'toggle';
  /** Hide the caption (when the card's heading already names the chart); the table keeps it. */
  hideTitle?: boolean;
}

/** Distinct on white and for the common colour blindnesses (blue, orange, green, purple, red). */
export const CHART_PALETTE = ['#0b5cad', '#c2410c', '#15803d', '#7c3aed', '#b91c1c'] as const;
export const colorOf = (series: ChartSeries, index: number): string => series.color ?? CHART_PALETTE[index % CHART_PALETTE.length]!;
