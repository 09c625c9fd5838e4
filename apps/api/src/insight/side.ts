import { daysBetween, type DashboardSide } from '@freight/contracts';
import { badRequest, type FieldFailure } from '../plugins/envelope';
import type { Caller } from '../types';
import { defaultLoadView } from '../loads';
import { INSIGHT_TEXTS } from './texts';

/**
 * What every dashboard call shares (docs/modules/dashboard.md, "Figures"): the side asked for or the company type's
 * default (as the load list's view), whole numbers of the query string, UTC days and range checks.
 */

/** The side of the figures: the one asked for, else `carrier` for a carrier company and `shipper` otherwise. */
export const sideOf = (asked: DashboardSide | undefined, caller: Caller): DashboardSide => asked ?? defaultLoadView(caller.companyType);

/** A query string's whole number (validated by its schema's pattern) or the default. */
export const numberOf = (value: string | number | undefined, fallback: number): number => (value === undefined ? fallback : Number(value));

/** Today's UTC day (YYYY-MM-DD). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Whether `day` (YYYY-MM-DD, already of the right shape) is a real calendar day. */
const isRealDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

/**
 * 400 unless [from, to] is a range of real days, in order, at most `maxDays` days long (both ends counted); `part`
 * names the request part in the errors (`body`).
 */
export function checkDayRange(range: { from: string; to: string }, maxDays: number, part = 'body'): void {
  const errors: FieldFailure[] = [];
  if (!isRealDay(range.from)) errors.push({ field: `${part}.from`, message: INSIGHT_TEXTS.range.invalidDate() });
  if (!isRealDay(range.to)) errors.push({ field: `${part}.to`, message: INSIGHT_TEXTS.range.invalidDate() });
  if (errors.length > 0) throw badRequest(errors);
  const days = daysBetween(range.from, range.to);
  if (days < 0) throw badRequest([{ field: `${part}.to`, message: INSIGHT_TEXTS.range.order() }]);
  if (days + 1 > maxDays) throw badRequest([{ field: `${part}.to`, message: INSIGHT_TEXTS.range.tooLong({ days: maxDays }) }]);
}
