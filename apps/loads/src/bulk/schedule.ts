import * as yup from 'yup';
import {
  daysBetween,
  loadTerms,
  localDate,
  SCHEDULE_MAX_OCCURRENCES,
  scheduleDates,
  shiftDays,
  stopAsInput,
  windowHasEnded,
  type Address,
  type LoadDetail,
  type LoadInput,
  type LoadStopInput,
  type ScheduleRecurrence,
  type StopWindow,
} from '@freight/contracts';
import { amountOrNull, numberOrNull, typedAmount, typedNumber } from '@freight/ui';

/**
 * The schedule form of /bulk-loads-schedule: a template load (a copy of one of the company's loads, or origin and
 * destination from the address book with equipment, commodity, weight and times) and its recurrence (weekdays,
 * every N weeks, from a start date, for a number of loads or until an end date). The dates come from the same
 * function the server uses (`scheduleDates` of @freight/contracts), so the preview is what will be created.
 */
export interface ScheduleFormValues {
  source: 'copy' | 'form';
  /** copy: the load (uuid) whose stops and terms are repeated. */
  copyLoadUuid: string;
  /** form: the template's parts. */
  originId: string;
  destinationId: string;
  equipmentTypeId: string;
  commodity: string;
  weight: string;
  weightUnit: 'lbs' | 'kg';
  rate: string;
  referenceNumber: string;
  pickupFrom: string;
  pickupTo: string;
  /** Days from pickup to delivery (0: the same day). */
  transitDays: string;
  deliveryFrom: string;
  deliveryTo: string;
  /** ISO weekdays as text ('1' Monday … '7' Sunday): the checkboxes' values. */
  weekdays: string[];
  everyWeeks: string;
  startDate: string;
  endBy: 'count' | 'date';
  count: string;
  endDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** Today (or `days` after) as YYYY-MM-DD on the browser's calendar. */
const localDay = (days = 0, now = new Date()) => {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

export const emptySchedule = (now = new Date()): ScheduleFormValues => ({
  source: 'form',
  copyLoadUuid: '',
  originId: '',
  destinationId: '',
  equipmentTypeId: '',
  commodity: '',
  weight: '',
  weightUnit: 'lbs',
  rate: '',
  referenceNumber: '',
  pickupFrom: '08:00',
  pickupTo: '12:00',
  transitDays: '1',
  deliveryFrom: '08:00',
  deliveryTo: '17:00',
  weekdays: ['1'],
  everyWeeks: '1',
  startDate: localDay(1, now),
  endBy: 'count',
  count: '8',
  endDate: '',
});

/** The browser's time zone: weekdays and times are the shipper's. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const M = {
  required: 'validation.required',
  number: 'loads:bulk.errors.number',
  positive: 'loads:bulk.errors.positive',
  time: 'loads:bulk.schedule.errors.time',
  date: 'loads:bulk.schedule.errors.date',
  weekdays: 'loads:bulk.schedule.errors.weekdays',
  everyWeeks: 'loads:bulk.schedule.errors.everyWeeks',
  count: 'loads:bulk.schedule.errors.count',
  endBeforeStart: 'loads:bulk.schedule.errors.endBeforeStart',
  windowOrder: 'loads:bulk.schedule.errors.windowOrder',
} as const;

const whenForm = <S extends yup.Schema>(schema: S) => yup.string().when('source', { is: 'form', then: () => schema, otherwise: (s) => s });
const later = (earlier: string) =>
  function (this: yup.TestContext, value: string | undefined) {
    const start = (this.parent as Record<string, string>)[earlier];
    return !value || !start || value > start;
  };

export const scheduleSchema = yup.object({
  source: yup.string().oneOf(['copy', 'form']).required(),
  copyLoadUuid: yup.string().when('source', { is: 'copy', then: (s) => s.required(M.required) }),
  originId: whenForm(yup.string().required(M.required)),
  destinationId: whenForm(yup.string().required(M.required)),
  equipmentTypeId: yup.string(),
  commodity: whenForm(yup.string().trim().required(M.required).max(200)),
  // Typed in the reader's language, as the load form's weight.
  weight: whenForm(typedNumber({ min: 0, max: 1_000_000, above: true, messages: { range: M.positive } }).required(M.required)),
  weightUnit: yup.string().oneOf(['lbs', 'kg']),
  rate: typedAmount({ max: 9_999_999_999 }),
  referenceNumber: yup.string().trim().max(90),
  pickupFrom: whenForm(yup.string().required(M.required).matches(TIME, M.time)),
  pickupTo: whenForm(yup.string().required(M.required).matches(TIME, M.time).test('order', M.windowOrder, later('pickupFrom'))),
  transitDays: whenForm(
    yup
      .string()
      .required(M.required)
      .matches(/^\d{1,2}$/, M.number),
  ),
  deliveryFrom: whenForm(yup.string().required(M.required).matches(TIME, M.time)),
  deliveryTo: whenForm(yup.string().required(M.required).matches(TIME, M.time).test('order', M.windowOrder, later('deliveryFrom'))),
  weekdays: yup.array(yup.string()).min(1, M.weekdays),
  everyWeeks: yup
    .string()
    .required(M.required)
    .matches(/^\d{1,2}$/, M.everyWeeks)
    .test('range', M.everyWeeks, (value) => Number(value) >= 1 && Number(value) <= 52),
  startDate: yup.string().required(M.required).matches(DATE, M.date),
  endBy: yup.string().oneOf(['count', 'date']).required(),
  count: yup.string().when('endBy', {
    is: 'count',
    then: (s) =>
      s.required(M.required).test('range', M.count, (value) => /^\d+$/.test(value ?? '') && Number(value) >= 1 && Number(value) <= SCHEDULE_MAX_OCCURRENCES),
  }),
  endDate: yup.string().when('endBy', {
    is: 'date',
    then: (s) =>
      s
        .required(M.required)
        .matches(DATE, M.date)
        .test('order', M.endBeforeStart, function (value) {
          return !value || value >= (this.parent as ScheduleFormValues).startDate;
        }),
  }),
});

/** The recurrence the form describes, in the browser's time zone. */
export function recurrenceOf(values: ScheduleFormValues, timeZone = browserTimeZone()): ScheduleRecurrence {
  const weekdays = [...new Set(values.weekdays.map(Number))].filter((day) => day >= 1 && day <= 7).sort();
  return {
    weekdays,
    everyWeeks: Number(values.everyWeeks) || 1,
    startDate: values.startDate,
    ...(values.endBy === 'count' ? { count: Number(values.count) } : { endDate: values.endDate }),
    timeZone,
  };
}

/** The dates of the preview, or why there are none (a key of `loads:bulk.schedule.problems`). */
export function previewDates(values: ScheduleFormValues): { dates: string[] } | { problem: string } {
  if (!DATE.test(values.startDate) || values.weekdays.length === 0) return { problem: 'incomplete' };
  if (values.endBy === 'count' && !(Number(values.count) >= 1)) return { problem: 'incomplete' };
  if (values.endBy === 'date' && !DATE.test(values.endDate)) return { problem: 'incomplete' };
  const recurrence = recurrenceOf(values);
  // One past the limit: the preview says "too many" rather than cutting the list.
  if (recurrence.count !== undefined && recurrence.count > SCHEDULE_MAX_OCCURRENCES) return { problem: 'tooManyOccurrences' };
  return scheduleDates(recurrence);
}

/** An instant from a local day and a local time (the browser's zone). */
const localInstant = (date: string, time: string, addDays = 0) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day + addDays, hour, minute).toISOString();
};

/** The windows of the form's template on `firstDate` (pickup, then delivery), as templateFromForm gives them. */
const formWindows = (values: ScheduleFormValues, firstDate: string): StopWindow[] => {
  const transit = Number(values.transitDays) || 0;
  return [
    { windowStart: localInstant(firstDate, values.pickupFrom), windowEnd: localInstant(firstDate, values.pickupTo) },
    { windowStart: localInstant(firstDate, values.deliveryFrom, transit), windowEnd: localInstant(firstDate, values.deliveryTo, transit) },
  ];
};

/**
 * The dates of a schedule whose load would have a window that has already ended (windowHasEnded): the template's
 * windows moved onto each date on the wall clock of `timeZone`, as add-load-schedule moves them (it refuses the
 * schedule then). The template's first pickup day is its anchor.
 */
function datesWithEndedWindows(windows: readonly StopWindow[], dates: readonly string[], now = new Date(), timeZone = browserTimeZone()): string[] {
  const first = windows[0];
  if (!first || !windows.every((window) => Number.isFinite(Date.parse(window.windowStart)) && Number.isFinite(Date.parse(window.windowEnd)))) return [];
  const anchor = localDate(first.windowStart, timeZone);
  return dates.filter((date) => {
    const days = daysBetween(anchor, date);
    return windows.some((window) =>
      windowHasEnded({ windowStart: shiftDays(window.windowStart, days, timeZone), windowEnd: shiftDays(window.windowEnd, days, timeZone) }, now),
    );
  });
}

/**
 * The preview's dates whose windows have already ended: the form's times once they are all written, or the copied
 * load's windows (`copied`) once it is read.
 */
export function previewEndedDates(values: ScheduleFormValues, dates: readonly string[], copied: readonly StopWindow[] | undefined, now = new Date()): string[] {
  if (dates.length === 0) return [];
  if (values.source === 'copy') return copied ? datesWithEndedWindows(copied, dates, now) : [];
  if (![values.pickupFrom, values.pickupTo, values.deliveryFrom, values.deliveryTo].every((time) => TIME.test(time))) return [];
  return datesWithEndedWindows(formWindows(values, dates[0]!), dates, now);
}

const stopOf = (type: 'pickup' | 'delivery', address: Address, windowStart: string, windowEnd: string): LoadStopInput => ({
  type,
  addressId: address._id,
  name: address.name,
  street1: address.street1,
  city: address.city,
  state: address.state,
  postalCode: address.postalCode,
  country: address.country,
  lat: address.lat,
  lng: address.lng,
  windowStart,
  windowEnd,
  contactName: address.contactName,
  contactPhone: address.contactPhone,
});

/** The template of the form, picked up on `firstDate` (the first occurrence: the server moves it to the others). */
export function templateFromForm(values: ScheduleFormValues, origin: Address, destination: Address, firstDate: string): LoadInput {
  const [pickup, delivery] = formWindows(values, firstDate) as [StopWindow, StopWindow];
  return {
    stops: [stopOf('pickup', origin, pickup.windowStart, pickup.windowEnd), stopOf('delivery', destination, delivery.windowStart, delivery.windowEnd)],
    mode: 'FTL',
    equipmentTypeId: values.equipmentTypeId || null,
    commodity: values.commodity.trim(),
    weight: numberOrNull(values.weight) ?? 0,
    weightUnit: values.weightUnit,
    rate: amountOrNull(values.rate),
    referenceNumber: values.referenceNumber.trim() || null,
  };
}

const CURRENCY = new Set(['USD', 'CAD']);
const MODES = new Set(['FTL', 'LTL', 'PARTIAL', 'INTERMODAL', 'DRAYAGE']);

/** A load of the company as a template: its stops and terms (not its status, ids or carrier). */
export function templateFromLoad(load: LoadDetail): LoadInput {
  return {
    stops: load.stops.map(stopAsInput),
    mode: (MODES.has(load.mode) ? load.mode : 'FTL') as LoadInput['mode'],
    equipmentTypeId: load.equipment?._id ?? null,
    ...loadTerms(load),
    weightUnit: load.weightUnit === 'kg' ? 'kg' : 'lbs',
    currency: CURRENCY.has(load.currency) ? load.currency : 'USD',
  };
}

/**
 * The server's errors of a schedule by form field: `body.recurrence.count` → `count`; errors of the copied load's
 * template (`body.template.…`) and the rest go to `general`.
 */
export function scheduleFieldErrors(errors: Array<{ field: string; message: string }>): { fields: Record<string, string>; general: string[] } {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  const RECURRENCE: Record<string, keyof ScheduleFormValues> = {
    count: 'count',
    endDate: 'endDate',
    weekdays: 'weekdays',
    everyWeeks: 'everyWeeks',
    startDate: 'startDate',
  };
  const TEMPLATE: Record<string, keyof ScheduleFormValues> = {
    commodity: 'commodity',
    weight: 'weight',
    rate: 'rate',
    equipmentTypeId: 'equipmentTypeId',
    referenceNumber: 'referenceNumber',
    'stops.0.addressId': 'originId',
    'stops.1.addressId': 'destinationId',
  };
  for (const { field, message } of errors) {
    const recurrence = /^body\.recurrence\.(\w+)/.exec(field)?.[1];
    const template = /^body\.template\.(.+)$/.exec(field)?.[1];
    const target = recurrence ? RECURRENCE[recurrence] : template ? TEMPLATE[template] : undefined;
    if (target && !fields[target]) fields[target] = message;
    else general.push(message);
  }
  return { fields, general };
}
