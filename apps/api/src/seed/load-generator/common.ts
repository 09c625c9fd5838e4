import type { LoadStatus } from '@freight/contracts';
import { round } from '../../reference/geo';

/** Time units, status ranks and rounding shared by the parts of a generated load. */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const QUARTER = 15 * 60_000;

export const RANK: Record<LoadStatus, number> = {
  pending: 0,
  quoted: 1,
  tendered: 2,
  accepted: 3,
  assigned: 4,
  in_transit: 5,
  delivered: 6,
  invoiced: 7,
  paid: 8,
  cancelled: -1,
};

export const floorQuarter = (ms: number) => Math.floor(ms / QUARTER) * QUARTER;
export const money = (value: number, step = 5) => Math.round(value / step) * step;

/** Driving hours including rest (11 h driving per day, 10 h off). */
export function transitHours(miles: number): number {
  const driving = miles / 50;
  const restDays = Math.floor(driving / 11);
  return round(driving + restDays * 10 + 1, 1);
}
