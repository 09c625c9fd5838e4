/**
 * The product's charts (uPlot 1.6, loaded on a chart's first draw): `TimeChart` (lines over time) and `BarChart`
 * (bars by category), each with an accessible table of its figures, numbers and dates in the reader's language,
 * as wide as its container. docs/modules/README.md ("The kit") and docs/dependencies.md (why uPlot).
 */
export { TimeChart, BarChart, type TimeChartProps, type BarChartProps } from './charts';
export { CHART_PALETTE, type ChartSeries } from './types';
export { chartFormats, DEFAULT_DATE_FORMAT, type ChartFormats } from './format';
export { timeChartOptions, timeChartData, barChartOptions, barChartData, barLayout, categoryAxisLabels, valueRange } from './options';
export { canDrawCharts } from './ChartFigure';
