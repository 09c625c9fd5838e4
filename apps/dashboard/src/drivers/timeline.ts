import { addDays, mondayOf } from '@freight/contracts';
import { localeOf } from '@freight/i18n';

/**
 * The driver schedule's time axis: a day (hours) or a week (Monday to Sunday), in the user's own time zone, and where
 * a load's bar sits on it. Days are `YYYY-MM-DD`.
 */
export const SCHEDULE_SCALES = ['day', 'week'] as const;
export type ScheduleScale = (typeof SCHEDULE_SCALES)[number];
export const DEFAULT_SCALE: ScheduleScale = 'week';

export interface ScheduleRange {
  scale: ScheduleScale;
  /** The days shown (one, or seven from Monday). */
  days: string[];
  /** Local midnight of the first day and of the day after the last (ms). */
  start: number;
  end: number;
  /**
   * The days to ask the API for (UTC days): one more on each side, because a local day straddles two UTC days; the
   * bars are clipped to the range on screen.
   */
  from: string;
  to: string;
}

/** Local midnight of a day. */
export const localMidnight = (day: string) => new Date(`${day}T00:00:00`).getTime();

export function scheduleRange(scale: ScheduleScale, anchor: string): ScheduleRange {
  const first = scale === 'week' ? mondayOf(anchor) : anchor;
  const days = scale === 'week' ? Array.from({ length: 7 }, (_, index) => addDays(first, index)) : [first];
  const last = days[days.length - 1]!;
  return { scale, days, start: localMidnight(first), end: localMidnight(addDays(last, 1)), from: addDays(first, -1), to: addDays(last, 1) };
}

/** The previous or next period. */
export const shiftDay = (scale: ScheduleScale, anchor: string, step: -1 | 1) => addDays(anchor, scale === 'week' ? 7 * step : step);

export interface BarPlace {
  /** Percent of the range from its start. */
  left: number;
  width: number;
  /** The load begins before or ends after the range (its bar is cut there). */
  startsBefore: boolean;
  endsAfter: boolean;
}

/** Where a load (pickup start to delivery end) sits on the range, or null when it is outside it. */
export function barPlace(range: Pick<ScheduleRange, 'start' | 'end'>, pickupStart: string, deliveryEnd: string): BarPlace | null {
  const begin = Date.parse(pickupStart);
  const finish = Math.max(Date.parse(deliveryEnd), begin);
  if (finish <= range.start || begin >= range.end) return null;
  const span = range.end - range.start;
  const from = Math.max(begin, range.start);
  const to = Math.min(finish, range.end);
  const left = ((from - range.start) / span) * 100;
  // A bar is never thinner than 2% (a short load stays visible and clickable).
  const width = Math.min(100 - left, Math.max(2, ((to - from) / span) * 100));
  return { left, width, startsBefore: begin < range.start, endsAfter: finish > range.end };
}

/** The axis' marks: each day of a week ("Mon 23"), or every third hour of a day ("03:00"), in the user's language. */
export function axisMarks(range: ScheduleRange, language: string): Array<{ key: string; label: string; left: number }> {
  const locale = localeOf(language);
  if (range.scale === 'week') {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric' });
    return range.days.map((day, index) => ({ key: day, label: format.format(new Date(localMidnight(day) + 12 * 3_600_000)), left: (index / 7) * 100 }));
  }
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  return Array.from({ length: 8 }, (_, index) => {
    const at = new Date(range.start);
    at.setHours(index * 3);
    return { key: String(index), label: format.format(at), left: (index / 8) * 100 };
  });
}

/**
 * The row of each bar in its truck's track, so that loads overlapping in time sit one under the other instead of on
 * top of each other: each bar (in the order given, by pickup) takes the first row whose last bar has ended.
 */
export function stackRows(places: ReadonlyArray<Pick<BarPlace, 'left' | 'width'>>): number[] {
  const ends: number[] = [];
  return places.map((place) => {
    const row = ends.findIndex((end) => end <= place.left);
    const chosen = row === -1 ? ends.length : row;
    ends[chosen] = place.left + place.width;
    return chosen;
  });
}
