import { localeOf } from '@freight/i18n';

/** The dashboard area's `t`. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How long, in words the reader reads: "45 min", "2 h 15 min", "3 d 4 h" (a delay's or a prediction's minutes).
 * `t` is the dashboard area's.
 */
export function durationText(t: Translate, minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return t('home.duration.minutes', { minutes: total });
  if (total < 24 * 60) return t('home.duration.hours', { hours: Math.floor(total / 60), minutes: total % 60 });
  return t('home.duration.days', { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60) });
}

/** A moment as "Nov 24, 2026, 3:05 PM" / "24 nov. 2026, 15:05" in the reader's language and time zone. */
export function dateTimeText(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A share (0-1) as a percentage: "87 %" in French, "87%" in English. */
export function percentText(share: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
