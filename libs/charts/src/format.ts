import { localeOf } from '@freight/i18n';

/**
 * How a chart writes its numbers and dates: Intl in the reader's language (i18next's `sp`, `en`, `fr`), the same
 * locales as the rest of the product (`localeOf`). Days (YYYY-MM-DD) are UTC days: they are written in UTC, so a
 * reader west of Greenwich does not see the day before.
 */
export interface ChartFormats {
  /** A value in the table and the legend (full precision). */
  value(value: number | null | undefined): string;
  /** A value on the axis (compact: 12K, 1,2 M). */
  axisValue(value: number): string;
  /** A date (a day or a date-time, or seconds since the epoch for the axis). */
  date(value: string | number): string;
}

/** The dates' default form: "Nov 24" / "24 nov." / "24 nov". */
export const DEFAULT_DATE_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** A day or an ISO date-time as milliseconds since the epoch (a bare day is midnight UTC). */
export function timeOf(value: string): number {
  return Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

export function chartFormats(
  language: string,
  valueFormat: Intl.NumberFormatOptions = {},
  dateFormat: Intl.DateTimeFormatOptions = DEFAULT_DATE_FORMAT,
): ChartFormats {
  const locale = localeOf(language);
  const values = new Intl.NumberFormat(locale, valueFormat);
  // The axis keeps the value's style (currency, percent) but shortens large numbers.
  const axis = new Intl.NumberFormat(locale, { ...valueFormat, notation: 'compact', maximumFractionDigits: 1, minimumFractionDigits: 0 });
  const dates = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...dateFormat });
  return {
    value: (value) => (value === null || value === undefined || Number.isNaN(value) ? '–' : values.format(value)),
    axisValue: (value) => axis.format(value),
    date: (value) => dates.format(new Date(typeof value === 'number' ? value * 1000 : timeOf(value))),
  };
}
