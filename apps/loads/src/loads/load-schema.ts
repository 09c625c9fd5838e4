import * as yup from 'yup';
import { postalCode } from '@freight/address';
import {
  CURRENCIES,
  LOCATIONS,
  ORDER_TYPES,
  windowHasEnded,
  type Currency,
  type StopWindow,
  type LoadDetail,
  type LoadInput,
  type LoadStop,
  type LocationCode,
  type OrderType,
} from '@freight/contracts';
import { amountOrNull, maxLengthMessage, numberField, numberOrNull, typedAmount, typedNumber } from '@freight/ui';

/**
 * The load form's values, its yup schema (the server's checks, libs/contracts/src/load-write.ts and
 * apps/api/src/loads/load-input.ts, run first in the browser) and the conversions to and from the API.
 * Messages are translation keys (`loads:form.validation.*`, the common `validation.required`).
 */

export type StopSource = 'address' | 'warehouse' | 'typed';

export interface StopFormValues {
  type: 'pickup' | 'delivery';
  /** Where the stop comes from: the address book, a warehouse, or typed in. */
  source: StopSource;
  addressId: string;
  warehouseId: string;
  /** The address or warehouse whose fields were last filled in (a picked one fills the stop once; moving keeps it). */
  filledFrom: string;
  name: string;
  street1: string;
  city: string;
  state: string;
  postalCode: string;
  country: LocationCode;
  /** Kept from the picked address (the API places typed-in stops itself). */
  lat: number | null;
  lng: number | null;
  /** `datetime-local` values (the user's time zone): `2026-11-24T08:00`. */
  windowStart: string;
  windowEnd: string;
  appointmentRef: string;
  contactName: string;
  contactPhone: string;
  notes: string;
}

export interface LoadFormValues {
  stops: StopFormValues[];
  mode: OrderType;
  equipmentTypeId: string;
  commodity: string;
  /** Weight, pallets, pieces and temperatures are typed in the reader's language ("1,795.5", "1 795,5"): typedNumber. */
  weight: string;
  weightUnit: 'lbs' | 'kg';
  pallets: string;
  pieces: string;
  isHazmat: boolean;
  temperatureMinF: string;
  temperatureMaxF: string;
  /** Typed in the reader's language ("1,795.50", "1 795,50"): the form kit's typedAmount. */
  rate: string;
  currency: Currency;
  referenceNumber: string;
  poNumber: string;
  specialInstructions: string;
}

export const MAX_STOPS = 20;
export const WEIGHT_UNITS = ['lbs', 'kg'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a `datetime-local` value in the browser's time zone. */
function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An ISO time from the API as a `datetime-local` value. */
const isoToLocalInput = (iso: string) => toLocalInput(new Date(iso));

/** A `datetime-local` value (the user's time zone) as the API's ISO time. */
const localInputToIso = (value: string) => new Date(value).toISOString();

const HOUR = 3_600_000;

/**
 * A new stop, its window after the last stop's (or tomorrow morning for the first, or when the window after the last
 * stop's would already have ended: a new window must not have); from the address book, or typed in by a user who may
 * not read the book.
 */
export function newStop(type: StopFormValues['type'], previous?: StopFormValues, now = new Date(), source: StopSource = 'address'): StopFormValues {
  let start: Date;
  const afterPrevious = previous?.windowEnd ? new Date(previous.windowEnd).getTime() + 2 * HOUR : Number.NaN;
  if (afterPrevious + 4 * HOUR >= now.getTime()) {
    start = new Date(afterPrevious);
  } else {
    start = new Date(now);
    start.setDate(start.getDate() + 1);
    start.setHours(8, 0, 0, 0);
  }
  const end = new Date(start.getTime() + 4 * HOUR);
  return {
    type,
    source,
    addressId: '',
    warehouseId: '',
    filledFrom: '',
    name: '',
    street1: '',
    city: '',
    state: '',
    postalCode: '',
    country: 'USA',
    lat: null,
    lng: null,
    windowStart: toLocalInput(start),
    windowEnd: toLocalInput(end),
    appointmentRef: '',
    contactName: '',
    contactPhone: '',
    notes: '',
  };
}

export function emptyLoad(now = new Date(), source: StopSource = 'address'): LoadFormValues {
  const pickup = newStop('pickup', undefined, now, source);
  const delivery = newStop('delivery', { ...pickup, windowEnd: toLocalInput(new Date(new Date(pickup.windowEnd).getTime() + 20 * HOUR)) }, now, source);
  return {
    stops: [pickup, delivery],
    mode: 'FTL',
    equipmentTypeId: '',
    commodity: '',
    weight: '',
    weightUnit: 'lbs',
    pallets: '',
    pieces: '',
    isHazmat: false,
    temperatureMinF: '',
    temperatureMaxF: '',
    rate: '',
    currency: 'USD',
    referenceNumber: '',
    poNumber: '',
    specialInstructions: '',
  };
}

const text = (max: number) => yup.string().trim().max(max, maxLengthMessage);
const required = (max: number) => text(max).required('validation.required');
/**
 * A stop's place field: required, except while the stop comes from the address book or a warehouse and none is chosen
 * yet (the one missing choice is the one error: "Choose an address…", not five "Required" besides).
 */
const placeRequired = (max: number) =>
  text(max).when(['source', 'addressId', 'warehouseId'], ([source, addressId, warehouseId]: Array<string | undefined>, s) =>
    (source === 'address' && !addressId) || (source === 'warehouse' && !warehouseId) ? s : s.required('validation.required'),
  );
/** A load's (or a sub-load's) whole count: pallets 0 … 10,000, pieces 0 … 1,000,000, as add-load takes them. */
export const integerBetween = (min: number, max: number) =>
  typedNumber({ min, max, integer: true, messages: { whole: 'loads:form.validation.integer', range: 'loads:form.validation.outOfRange' } });
/** A load's (or a sub-load's) weight: more than 0, at most 1,000,000. */
export const weightSchema = () =>
  typedNumber({ min: 0, max: 1_000_000, above: true, messages: { range: 'loads:form.validation.positive' } }).required('validation.required');
const time = (value: unknown) => (typeof value === 'string' && value ? new Date(value).getTime() : NaN);

/**
 * The stop's place in its list and the list's stops, for the checks that compare a stop with the others. The list is
 * the root's field the path names (`stops[1].type` on the load form, `subloadStops[1].type` on the split form).
 */
function stopContext(ctx: yup.TestContext): { index: number; stops: StopFormValues[] } {
  const [, list = 'stops', index = '-1'] = /^(\w+)\[(\d+)\]/.exec(ctx.path) ?? [];
  const root = (ctx as yup.TestContext & { from?: Array<{ value: unknown }> }).from?.[1]?.value as Record<string, StopFormValues[] | undefined> | undefined;
  return { index: Number(index), stops: root?.[list] ?? [] };
}

/** `ended`: windows that have ended are refused, but for those the load already has (`kept`, an edited load's own). */
const stopSchemaOf = (ended?: { kept: readonly StopWindow[] }) =>
  yup.object({
    type: yup
      .string()
      .oneOf(['pickup', 'delivery'])
      .required('validation.required')
      // The server's checks, on the same fields (stops.0.type, stops.N.type).
      .test('first-pickup', 'loads:form.validation.firstStopPickup', (value, ctx) => stopContext(ctx).index !== 0 || value === 'pickup')
      .test('last-delivery', 'loads:form.validation.lastStopDelivery', (value, ctx) => {
        const { index, stops } = stopContext(ctx);
        return index !== stops.length - 1 || stops.length < 2 || value === 'delivery';
      }),
    source: yup.string().oneOf(['address', 'warehouse', 'typed']),
    addressId: yup.string().when('source', { is: 'address', then: (s) => s.required('loads:form.validation.pickAddress') }),
    warehouseId: yup.string().when('source', { is: 'warehouse', then: (s) => s.required('loads:form.validation.pickWarehouse') }),
    name: placeRequired(200),
    street1: placeRequired(200),
    city: placeRequired(100),
    state: placeRequired(100),
    // Typed in: the address book's postal rule (its shape, and the code is the city's), as add-load checks it.
    postalCode: yup.string().when('source', ([source]: Array<string | undefined>) => (source === 'typed' ? postalCode : placeRequired(10))),
    country: yup.string().oneOf(LOCATIONS),
    windowStart: yup
      .string()
      .required('validation.required')
      .test('valid', 'loads:form.validation.dateTime', (value) => Number.isFinite(time(value)))
      .test('in-order', 'loads:form.validation.stopsOrder', (value, ctx) => {
        const { index, stops } = stopContext(ctx);
        return index < 1 || !(time(value) < time(stops[index - 1]?.windowStart));
      }),
    windowEnd: yup
      .string()
      .required('validation.required')
      .test('valid', 'loads:form.validation.dateTime', (value) => Number.isFinite(time(value)))
      .test('after-start', 'loads:form.validation.windowOrder', (value, ctx) => !(time(value) < time(ctx.parent.windowStart)))
      .test(
        'ended',
        'loads:form.validation.windowEnded',
        (value, ctx) =>
          !ended ||
          !Number.isFinite(time(value)) ||
          !Number.isFinite(time(ctx.parent.windowStart)) ||
          !windowHasEnded({ windowStart: localInputToIso(ctx.parent.windowStart), windowEnd: localInputToIso(value!) }, new Date(), ended.kept),
      ),
    appointmentRef: text(100),
    contactName: text(200),
    contactPhone: text(50),
    notes: text(2000),
  });

const stopsOf = (ended?: { kept: readonly StopWindow[] }) =>
  yup.array(stopSchemaOf(ended)).min(2, 'loads:form.validation.minStops').max(MAX_STOPS, 'loads:form.validation.maxStops');

/**
 * A sub-load's own stops on the split form: a window that has ended is refused but for the parent's own (`kept`,
 * which the form starts from), as add-subload decides.
 */
export const subloadStopsSchema = (kept: readonly StopWindow[]) => stopsOf({ kept });

/**
 * The load form's rules. A new load's windows must not have ended (`kept` empty); an edited load keeps the windows
 * it has (`kept`: its stored stops), as add-load and load-update decide (contracts' windowHasEnded).
 */
export const loadSchemaFor = (kept: readonly StopWindow[] = []) =>
  yup.object({
    stops: stopsOf({ kept }),
    mode: yup.string().oneOf(ORDER_TYPES),
    equipmentTypeId: yup.string(),
    commodity: required(200),
    weight: weightSchema(),
    weightUnit: yup.string().oneOf(WEIGHT_UNITS),
    pallets: integerBetween(0, 10_000),
    pieces: integerBetween(0, 1_000_000),
    isHazmat: yup.boolean(),
    temperatureMinF: integerBetween(-100, 200),
    temperatureMaxF: integerBetween(-100, 200).test('min-max', 'loads:form.validation.temperatureOrder', (value, ctx) => {
      const [min, max] = [numberOrNull(ctx.parent.temperatureMinF ?? ''), numberOrNull(value ?? '')];
      return min === null || max === null || min <= max;
    }),
    rate: typedAmount({ max: 9_999_999_999 }),
    currency: yup.string().oneOf(CURRENCIES),
    referenceNumber: text(100),
    poNumber: text(100),
    specialInstructions: text(2000),
  });

const orNull = (value: string) => (value.trim() ? value.trim() : null);

export const stopToInput = (stop: StopFormValues): LoadInput['stops'][number] => ({
  type: stop.type,
  addressId: stop.source === 'address' && stop.addressId ? stop.addressId : null,
  warehouseId: stop.source === 'warehouse' && stop.warehouseId ? stop.warehouseId : null,
  name: stop.name.trim(),
  street1: stop.street1.trim(),
  city: stop.city.trim(),
  state: stop.state.trim(),
  postalCode: stop.postalCode.trim().toUpperCase(),
  country: stop.country,
  ...(stop.source !== 'typed' && stop.lat !== null && stop.lng !== null ? { lat: stop.lat, lng: stop.lng } : {}),
  windowStart: localInputToIso(stop.windowStart),
  windowEnd: localInputToIso(stop.windowEnd),
  appointmentRef: orNull(stop.appointmentRef),
  contactName: orNull(stop.contactName),
  contactPhone: orNull(stop.contactPhone),
  notes: orNull(stop.notes),
});

/** The body of add-load / load-update: empty optional texts and numbers as null, times in ISO. */
export function formToLoad(values: LoadFormValues): LoadInput {
  return {
    stops: values.stops.map(stopToInput),
    mode: values.mode,
    equipmentTypeId: values.equipmentTypeId || null,
    commodity: values.commodity.trim(),
    weight: numberOrNull(values.weight) ?? 0,
    weightUnit: values.weightUnit,
    pallets: numberOrNull(values.pallets),
    pieces: numberOrNull(values.pieces),
    isHazmat: values.isHazmat,
    temperatureMinF: numberOrNull(values.temperatureMinF),
    temperatureMaxF: numberOrNull(values.temperatureMaxF),
    rate: amountOrNull(values.rate),
    currency: values.currency,
    referenceNumber: orNull(values.referenceNumber),
    poNumber: orNull(values.poNumber),
    specialInstructions: orNull(values.specialInstructions),
  };
}

export const stopToForm = (stop: LoadStop): StopFormValues => ({
  type: stop.type,
  source: stop.warehouseId ? 'warehouse' : stop.addressId ? 'address' : 'typed',
  addressId: stop.addressId ?? '',
  warehouseId: stop.warehouseId ?? '',
  filledFrom: stop.warehouseId ?? stop.addressId ?? '',
  name: stop.name,
  street1: stop.street1,
  city: stop.city,
  state: stop.state,
  postalCode: stop.postalCode,
  country: (LOCATIONS as readonly string[]).includes(stop.country) ? (stop.country as LocationCode) : 'USA',
  lat: stop.lat,
  lng: stop.lng,
  windowStart: isoToLocalInput(stop.windowStart),
  windowEnd: isoToLocalInput(stop.windowEnd),
  appointmentRef: stop.appointmentRef ?? '',
  contactName: stop.contactName ?? '',
  contactPhone: stop.contactPhone ?? '',
  notes: stop.notes ?? '',
});

const isOrderType = (value: string): value is OrderType => (ORDER_TYPES as readonly string[]).includes(value);

export const loadToForm = (load: LoadDetail): LoadFormValues => ({
  stops: [...load.stops].sort((a, b) => a.seq - b.seq).map(stopToForm),
  mode: isOrderType(load.mode) ? load.mode : 'FTL',
  equipmentTypeId: load.equipment?._id ?? '',
  commodity: load.commodity,
  weight: numberField(load.weight),
  weightUnit: load.weightUnit === 'kg' ? 'kg' : 'lbs',
  pallets: numberField(load.pallets),
  pieces: numberField(load.pieces),
  isHazmat: load.isHazmat,
  temperatureMinF: numberField(load.temperatureMinF),
  temperatureMaxF: numberField(load.temperatureMaxF),
  rate: load.rate === null ? '' : String(load.rate),
  currency: load.currency,
  referenceNumber: load.referenceNumber ?? '',
  poNumber: load.poNumber ?? '',
  specialInstructions: load.specialInstructions ?? '',
});
