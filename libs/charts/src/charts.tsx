import { useMemo } from 'react';
import { useTranslation } from '@freight/i18n';
import { ChartFigure } from './ChartFigure';
import { chartFormats, DEFAULT_DATE_FORMAT } from './format';
import { ensureChartTexts } from './i18n';
import { barChartData, barChartOptions, timeChartData, timeChartOptions } from './options';
import type { ChartCommonProps } from './types';

export interface TimeChartProps extends ChartCommonProps {
  /** The x values, ascending: days (YYYY-MM-DD, UTC) or ISO date-times; one value of each series per date. */
  dates: readonly string[];
  /** How dates are written on the axis and in the table (Intl.DateTimeFormat options; default "Nov 24"). */
  dateFormat?: Intl.DateTimeFormatOptions;
  /** The table's first column header (default "Date"). */
  dateLabel?: string;
}

/** Lines over time (uPlot), with the table of the same figures; numbers and dates in the reader's language. */
export function TimeChart({
  title,
  dates,
  series,
  valueFormat,
  dateFormat = DEFAULT_DATE_FORMAT,
  dateLabel,
  height = 240,
  table = 'hidden',
  hideTitle,
}: TimeChartProps) {
  ensureChartTexts();
  const { t, i18n } = useTranslation('charts');
  const language = i18n.language;
  const formats = useMemo(() => chartFormats(language, valueFormat, dateFormat), [language, valueFormat, dateFormat]);
  const firstHeader = dateLabel ?? t('date');
  const drawKey = JSON.stringify([language, dates, series, valueFormat, dateFormat, firstHeader]);
  return (
    <ChartFigure
      title={title}
      hideTitle={hideTitle}
      table={table}
      height={height}
      drawKey={drawKey}
      testId="time-chart"
      build={(width, runtime) => ({
        options: timeChartOptions({ width, height, series, points: dates.length, dateLabel: firstHeader, formats, runtime }),
        data: timeChartData(dates, series),
      })}
      head={[firstHeader, ...series.map((line) => line.label)]}
      rows={dates.map((date, index) => [formats.date(date), ...series.map((line) => formats.value(line.values[index]))] as const)}
    />
  );
}

export interface BarChartProps extends ChartCommonProps {
  /** The bars' names, in order (customers, lanes, months already written…); one value of each series per category. */
  categories: readonly string[];
  /** The table's first column header (default "Category"). */
  categoryLabel?: string;
}

/** Bars by category (grouped when there are several series), with the table of the same figures. */
export function BarChart({ title, categories, series, valueFormat, categoryLabel, height = 240, table = 'hidden', hideTitle }: BarChartProps) {
  ensureChartTexts();
  const { t, i18n } = useTranslation('charts');
  const language = i18n.language;
  const formats = useMemo(() => chartFormats(language, valueFormat), [language, valueFormat]);
  const firstHeader = categoryLabel ?? t('category');
  const drawKey = JSON.stringify([language, categories, series, valueFormat, firstHeader]);
  return (
    <ChartFigure
      title={title}
      hideTitle={hideTitle}
      table={table}
      height={height}
      drawKey={drawKey}
      testId="bar-chart"
      build={(width, runtime) => ({
        options: barChartOptions({ width, height, categories, series, categoryLabel: firstHeader, formats, runtime }),
        data: barChartData(categories, series),
      })}
      head={[firstHeader, ...series.map((bars) => bars.label)]}
      rows={categories.map((category, index) => [category, ...series.map((bars) => formats.value(bars.values[index]))] as const)}
    />
  );
}
