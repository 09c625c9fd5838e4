import { addDays, mondayOf } from '@freight/contracts';
import { localeOf } from '@freight/i18n';

/**
 * Plain date math for the calendar (days as `YYYY-MM-DD`, UTC; no time zone enters a calendar day) and its labels
 * through Intl, in the user's language. Weeks start on Monday (ISO), as the delivery schedule's.
 */

export type CalendarView = 'month' | 'week';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week'];
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today, as the user's own calendar says it. */
export function today(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A valid day or undefined. */
export function validDay(value: string | null | undefined): string | undefined {
  if (!value || !DAY_PATTERN.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? undefined : value;
}

export const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
/** The same day of the month `months` away (clamped to its last day). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

/** The days a view shows around `anchor`: a month as whole weeks (Monday first), or one week. */
export function visibleDays(view: CalendarView, anchor: string): string[] {
  const start = view === 'week' ? mondayOf(anchor) : mondayOf(firstOfMonth(anchor));
  const lastOfMonth = addDays(addMonths(firstOfMonth(anchor), 1), -1);
  const end = view === 'week' ? addDays(start, 6) : addDays(mondayOf(lastOfMonth), 6);
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The previous or next period of a view. */
export const shiftAnchor = (view: CalendarView, anchor: string, step: -1 | 1) => (view === 'week' ? addDays(anchor, 7 * step) : addMonths(anchor, step));

const asDate = (day: string) => new Date(`${day}T12:00:00Z`);
const format = (language: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', ...options });

/** "November 2026", "noviembre de 2026". */
export const monthTitle = (day: string, language: string) => format(language, { month: 'long', year: 'numeric' }).format(asDate(day));
/** "Mon", "lun." … Monday first. */
export const weekdayNames = (language: string, width: 'short' | 'long' = 'short') =>
  visibleDays('week', '2026-11-23').map((day) => format(language, { weekday: width }).format(asDate(day)));
/** "Tuesday, November 24, 2026". */
export const longDay = (day: string, language: string) => format(language, { dateStyle: 'full' }).format(asDate(day));
/** "Nov 24, 2026". */
export const mediumDay = (day: string, language: string) => format(language, { dateStyle: 'medium' }).format(asDate(day));
/** A window's times: "15:00–19:00" in the user's zone. */
export function windowText(start: string, end: string, language: string): string {
  const time = new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit' });
  return `${time.format(new Date(start))}–${time.format(new Date(end))}`;
}
