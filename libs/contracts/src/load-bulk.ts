import { Type, type Static } from '@sinclair/typebox';
import { LoadInput, type LoadStop, type LoadStopInput } from './load-write';

/**
 * Many loads at once (/bulk-loads-schedule): `add-bulk-loads` creates the rows of an uploaded file, and
 * `add-load-schedule` the occurrences of a recurring load on a lane. Both are all or nothing: one bad row (or
 * occurrence) is a 400 naming it, and no load is created. Errors name the row and the cell:
 * `body.loads.3.stops.0.postalCode` (row 3 of the body, counted from 0), or `body.template.…` / `body.recurrence.…`.
 * The occurrence arithmetic lives here so the screen's preview and the server make the same dates.
 */

/** At most this many rows in one add-bulk-loads call. */
export const BULK_LOADS_MAX = 500;
/** At most this many loads from one schedule (two years of a weekly load). */
export const SCHEDULE_MAX_OCCURRENCES = 104;
/** A schedule's last occurrence may fall at most this many days after its start date. */
export const SCHEDULE_MAX_SPAN_DAYS = 2 * 366;

export const LOAD_BULK_MESSAGES = {
  /** `{count}`: how many loads were created. */
  bulkAdded: '{count} Loads Successfully Added',
  scheduleAdded: 'Schedule created: {count} Loads Successfully Added',
  needsEnd: 'Give a number of loads or an end date',
  endBeforeStart: 'The end date must not be before the start date',
  /** `{max}`: SCHEDULE_MAX_OCCURRENCES. */
  tooManyOccurrences: 'A schedule makes at most {max} loads',
  noOccurrence: 'The schedule makes no load: check the weekdays and dates',
  tooFar: 'The schedule reaches too far ahead (at most two years)',
  unknownTimeZone: 'Unknown time zone',
  /** A load of the schedule would have a window that has already ended (windowHasEnded). */
  startsInPast: "The schedule's first loads would have windows that have already ended: start it later",
} as const;

const DateOnly = Type.String({ format: 'date' });

export const BulkLoadsRequest = Type.Object({ loads: Type.Array(LoadInput, { minItems: 1, maxItems: BULK_LOADS_MAX }) }, { additionalProperties: false });
export type BulkLoadsRequest = Static<typeof BulkLoadsRequest>;

export const CreatedLoad = Type.Object({
  _id: Type.String(),
  loadId: Type.String(),
  /** The first pickup's day (YYYY-MM-DD, in the schedule's time zone for a schedule, UTC for a file row). */
  pickupDate: Type.String(),
  referenceNumber: Type.Union([Type.Null(), Type.String()]),
});
export type CreatedLoad = Static<typeof CreatedLoad>;

export const BulkLoadsResult = Type.Object({
  created: Type.Integer(),
  loads: Type.Array(CreatedLoad),
});
export type BulkLoadsResult = Static<typeof BulkLoadsResult>;

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const ScheduleRecurrence = Type.Object(
  {
    /** The pickup weekdays (ISO: 1 Monday … 7 Sunday). */
    weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7, uniqueItems: true }),
    /** 1: every week; 2: every other week (counted from the start date's week)… */
    everyWeeks: Type.Integer({ minimum: 1, maximum: 52 }),
    /** The first day an occurrence may fall on. */
    startDate: DateOnly,
    /** How many loads; and/or the last day an occurrence may fall on (whichever comes first). */
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: SCHEDULE_MAX_OCCURRENCES })),
    endDate: Type.Optional(DateOnly),
    /** The shipper's IANA time zone: weekdays and times are kept on its wall clock (default UTC). */
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+\\-]*(/[A-Za-z0-9_+\\-]+)*$' })),
  },
  { additionalProperties: false },
);
export type ScheduleRecurrence = Static<typeof ScheduleRecurrence>;

/**
 * The body of add-load-schedule: a load whose first pickup falls on some day, and its recurrence. Each occurrence is
 * the template with every stop moved by the same number of days (wall-clock times kept in `timeZone`).
 */
export const LoadScheduleRequest = Type.Object({ template: LoadInput, recurrence: ScheduleRecurrence }, { additionalProperties: false });
export type LoadScheduleRequest = Static<typeof LoadScheduleRequest>;

// --- Dates (shared by the screen's preview and the server) ---

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** ISO weekday of a day number (day 0, 1970-01-01, was a Thursday). */
const isoWeekday = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

export type ScheduleProblem = keyof Pick<typeof LOAD_BULK_MESSAGES, 'needsEnd' | 'endBeforeStart' | 'tooManyOccurrences' | 'noOccurrence' | 'tooFar'>;

/**
 * The days (YYYY-MM-DD) the recurrence falls on, in order: the weekdays of every `everyWeeks`-th week counted from
 * the week (Monday to Sunday) of `startDate`, from `startDate` on, until `count` days or `endDate`. A problem
 * instead when the recurrence has no end, ends before it starts, reaches too far, makes no day, or more than `max`.
 */
export function scheduleDates(
  recurrence: Pick<ScheduleRecurrence, 'weekdays' | 'everyWeeks' | 'startDate' | 'count' | 'endDate'>,
  max: number = SCHEDULE_MAX_OCCURRENCES,
): { dates: string[] } | { problem: ScheduleProblem } {
  const { weekdays, everyWeeks, startDate, count, endDate } = recurrence;
  if (count === undefined && !endDate) return { problem: 'needsEnd' };
  const start = dayNumber(startDate);
  const end = endDate ? dayNumber(endDate) : undefined;
  if (Number.isNaN(start) || (end !== undefined && Number.isNaN(end))) return { problem: 'noOccurrence' };
  if (end !== undefined && end < start) return { problem: 'endBeforeStart' };
  const wanted = new Set<number>(weekdays);
  const weekStart = start - (isoWeekday(start) - 1);
  const dates: string[] = [];
  for (let day = start; ; day += 1) {
    if (end !== undefined && day > end) break;
    if (count !== undefined && dates.length >= count) break;
    if (day - start > SCHEDULE_MAX_SPAN_DAYS) return { problem: 'tooFar' };
    const week = Math.floor((day - weekStart) / 7);
    if (week % Math.max(1, everyWeeks) === 0 && wanted.has(isoWeekday(day))) {
      dates.push(dateOf(day));
      if (dates.length > max) return { problem: 'tooManyOccurrences' };
    }
  }
  if (dates.length === 0) return { problem: 'noOccurrence' };
  return { dates };
}

/** Whether the runtime knows the IANA time zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function wallClock(ms: number, timeZone: string) {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
  return { wall, date: `${parts.year}-${parts.month}-${parts.day}` };
}

/** The day (YYYY-MM-DD) of an instant on the wall clock of `timeZone`. */
export const localDate = (iso: string, timeZone = 'UTC') => wallClock(Date.parse(iso), timeZone).date;

/**
 * The instant `days` days after `iso` on the wall clock of `timeZone`: 08:00 on a Monday stays 08:00 on the Monday
 * `days` later, across a daylight-saving change.
 */
export function shiftDays(iso: string, days: number, timeZone = 'UTC'): string {
  const ms = Date.parse(iso);
  const millis = ((ms % 1000) + 1000) % 1000;
  const offsetAt = (instant: number) => wallClock(instant, timeZone).wall - (instant - (((instant % 1000) + 1000) % 1000));
  const target = wallClock(ms, timeZone).wall + days * DAY_MS;
  let guess = target - offsetAt(ms);
  guess = target - offsetAt(guess);
  return new Date(guess + millis).toISOString();
}

/** The number of days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** What a stop keeps from one shape to the next (a stored row, the API's `LoadStop`, a copy's input): its place and contact. */
export interface StopPlace {
  addressId: string | null;
  warehouseId: string | null;
  name: string;
  street1: string;
  city: string;
  state: string;
  postalCode: string;
  lat: number | null;
  lng: number | null;
  appointmentRef: string | null;
  contactName: string | null;
  contactPhone: string | null;
  notes: string | null;
}

/** The place and contact of a stop, picked out of a larger shape (a stop row has its ids and times beside them). */
export const stopPlace = (stop: StopPlace): StopPlace => ({
  addressId: stop.addressId,
  warehouseId: stop.warehouseId,
  name: stop.name,
  street1: stop.street1,
  city: stop.city,
  state: stop.state,
  postalCode: stop.postalCode,
  lat: stop.lat,
  lng: stop.lng,
  appointmentRef: stop.appointmentRef,
  contactName: stop.contactName,
  contactPhone: stop.contactPhone,
  notes: stop.notes,
});

/** A load's stop as the input of a copy (a schedule's template): the same place, contact and window. */
export const stopAsInput = (stop: LoadStop): LoadStopInput => ({
  type: stop.type,
  ...stopPlace(stop),
  country: stop.country === 'CANADA' ? 'CANADA' : 'USA',
  windowStart: stop.windowStart,
  windowEnd: stop.windowEnd,
});

/** The terms of a load that a copy keeps as they are (a stored row, the API's `LoadDetail`, a copy's `LoadInput`). */
export interface LoadTerms {
  commodity: string;
  weight: number;
  pallets: number | null;
  pieces: number | null;
  isHazmat: boolean;
  temperatureMinF: number | null;
  temperatureMaxF: number | null;
  rate: number | null;
  referenceNumber: string | null;
  poNumber: string | null;
  specialInstructions: string | null;
}

/** A load's freight, price and references, picked out of a larger shape. */
export const loadTerms = (load: LoadTerms): LoadTerms => ({
  commodity: load.commodity,
  weight: load.weight,
  pallets: load.pallets,
  pieces: load.pieces,
  isHazmat: load.isHazmat,
  temperatureMinF: load.temperatureMinF,
  temperatureMaxF: load.temperatureMaxF,
  rate: load.rate,
  referenceNumber: load.referenceNumber,
  poNumber: load.poNumber,
  specialInstructions: load.specialInstructions,
});
