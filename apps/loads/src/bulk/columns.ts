import * as yup from 'yup';
import { CURRENCIES, LOCATIONS, ORDER_TYPES, type EquipmentType, type LoadInput } from '@freight/contracts';
import { parseTypedNumber } from '@freight/i18n';
import { amountOrNull, maxLengthMessage, typedAmount } from '@freight/ui';

/**
 * The upload file of /bulk-loads-schedule: one row per load, picked up at one place and delivered at another. The
 * header row names the columns (any order, case and spaces ignored); `required` columns must be there. Rows are
 * checked here first (yup: the same rules as the server, so most mistakes show before anything is sent), then by
 * the server, whose 400 names `body.loads.<row>.<field>`: `cellOfServerField` maps it back to a cell.
 */

export const BULK_COLUMNS = [
  'reference_number',
  'po_number',
  'commodity',
  'weight',
  'weight_unit',
  'pallets',
  'pieces',
  'equipment',
  'mode',
  'hazmat',
  'temperature_min_f',
  'temperature_max_f',
  'rate',
  'currency',
  'pickup_name',
  'pickup_street',
  'pickup_city',
  'pickup_state',
  'pickup_postal_code',
  'pickup_country',
  'pickup_start',
  'pickup_end',
  'delivery_name',
  'delivery_street',
  'delivery_city',
  'delivery_state',
  'delivery_postal_code',
  'delivery_country',
  'delivery_start',
  'delivery_end',
  'special_instructions',
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** Columns the header row must have (the others may be left out). */
export const REQUIRED_COLUMNS: readonly BulkColumn[] = [
  'commodity',
  'weight',
  'pickup_name',
  'pickup_street',
  'pickup_city',
  'pickup_state',
  'pickup_postal_code',
  'pickup_start',
  'pickup_end',
  'delivery_name',
  'delivery_street',
  'delivery_city',
  'delivery_state',
  'delivery_postal_code',
  'delivery_start',
  'delivery_end',
];

/** The template's example row (a real lane of the demo data; the times are the browser's local time). */
export const EXAMPLE_ROW: Record<BulkColumn, string> = {
  reference_number: 'REF-1001',
  po_number: 'PO-5501',
  commodity: 'Bottled water',
  weight: '38000',
  weight_unit: 'lbs',
  pallets: '22',
  pieces: '',
  equipment: 'dry_van',
  mode: 'FTL',
  hazmat: 'no',
  temperature_min_f: '',
  temperature_max_f: '',
  rate: '1850',
  currency: 'USD',
  pickup_name: 'Dallas DC',
  pickup_street: '100 Commerce St',
  pickup_city: 'Dallas',
  pickup_state: 'TX',
  pickup_postal_code: '75201',
  pickup_country: 'USA',
  pickup_start: '2027-03-01 08:00',
  pickup_end: '2027-03-01 12:00',
  delivery_name: 'Houston Market',
  delivery_street: '500 Main St',
  delivery_city: 'Houston',
  delivery_state: 'TX',
  delivery_postal_code: '77002',
  delivery_country: 'USA',
  delivery_start: '2027-03-02 09:00',
  delivery_end: '2027-03-02 17:00',
  special_instructions: 'Call on arrival',
};

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The template to download: the header row and the example row. */
export function templateCsv(): string {
  return [BULK_COLUMNS.join(','), BULK_COLUMNS.map((column) => csvCell(EXAMPLE_ROW[column])).join(',')].join('\r\n') + '\r\n';
}

/** 'Pickup Postal Code' → 'pickup_postal_code'. */
export const normaliseHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

// --- Values ---

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A cell's time as an instant (ISO, UTC), or undefined: `YYYY-MM-DD HH:mm` (or with `T`, or seconds) is the
 * browser's local time; a full ISO time with `Z` or an offset is taken as it is.
 */
export function parseDateTime(text: string): string | undefined {
  const value = text.trim();
  if (ZONED.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
  }
  const match = DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute, second);
  // 2027-02-30 rolls over: not a day of the calendar.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || hour > 23) return undefined;
  return date.toISOString();
}

const YES = new Set(['yes', 'y', 'true', '1', 'si', 'sí', 'oui']);
const NO = new Set(['no', 'n', 'false', '0', 'non', '']);
const parseYesNo = (text: string) => (YES.has(text.trim().toLowerCase()) ? true : NO.has(text.trim().toLowerCase()) ? false : undefined);

/** An equipment cell: the catalogue's key or name, any case. */
const findEquipment = (text: string, equipment: readonly EquipmentType[]) => {
  const value = text.trim().toLowerCase();
  return equipment.find((type) => type.key.toLowerCase() === value || type.name.toLowerCase() === value);
};

const oneOf = (values: readonly string[]) => (text: string | undefined) => !text?.trim() || values.includes(text.trim().toUpperCase());

// --- Checks (messages are translation keys of the `loads` area) ---

const M = {
  required: 'loads:bulk.errors.required',
  number: 'loads:bulk.errors.number',
  positive: 'loads:bulk.errors.positive',
  integer: 'loads:bulk.errors.integer',
  dateTime: 'loads:bulk.errors.dateTime',
  endBeforeStart: 'loads:bulk.errors.endBeforeStart',
  deliveryBeforePickup: 'loads:bulk.errors.deliveryBeforePickup',
  temperatureOrder: 'loads:bulk.errors.temperatureOrder',
  equipment: 'loads:bulk.errors.equipment',
  choice: 'loads:bulk.errors.choice',
  yesNo: 'loads:bulk.errors.yesNo',
  temperature: 'loads:bulk.errors.temperature',
} as const;

const text = (max: number, required = false) => {
  const base = yup.string().trim().max(max, maxLengthMessage);
  return required ? base.required(M.required) : base;
};
/** A number cell, typed in the reader's language like every number ("38,500.5" in en and sp, "38 500,5" in fr). */
const numberCell = (check: (value: number) => boolean, message: string, required = false) =>
  yup
    .string()
    .test('number', M.number, (value) => !value?.trim() || parseTypedNumber(value) !== undefined)
    .test('range', message, (value) => !value?.trim() || parseTypedNumber(value) === undefined || check(parseTypedNumber(value)!))
    .test('required', M.required, (value) => !required || Boolean(value?.trim()));
const dateCell = () =>
  yup
    .string()
    .required(M.required)
    .test('date', M.dateTime, (value) => parseDateTime(value ?? '') !== undefined);
const afterOrSame = (message: string, earlier: BulkColumn) =>
  function (this: yup.TestContext, value: string | undefined) {
    const start = parseDateTime((this.parent as Record<string, string>)[earlier] ?? '');
    const end = parseDateTime(value ?? '');
    return start === undefined || end === undefined || end >= start || this.createError({ message });
  };
const stopFields = (prefix: 'pickup' | 'delivery') => ({
  [`${prefix}_name`]: text(200, true),
  [`${prefix}_street`]: text(200, true),
  [`${prefix}_city`]: text(100, true),
  [`${prefix}_state`]: text(100, true),
  [`${prefix}_postal_code`]: text(20, true),
  [`${prefix}_country`]: yup.string().test('country', M.choice, oneOf(LOCATIONS)),
  [`${prefix}_start`]: dateCell(),
  [`${prefix}_end`]: dateCell().test('order', M.endBeforeStart, afterOrSame(M.endBeforeStart, `${prefix}_start`)),
});

const isInteger = (value: number) => Number.isInteger(value);

/** The rules of a row; `equipment` (the catalogue) is given as the check's context. */
const rowSchema = yup.object({
  reference_number: text(100),
  po_number: text(100),
  commodity: text(200, true),
  weight: numberCell((value) => value > 0 && value <= 1_000_000, M.positive, true),
  weight_unit: yup.string().test('unit', M.choice, (value) => !value?.trim() || ['lbs', 'kg'].includes(value.trim().toLowerCase())),
  pallets: numberCell((value) => isInteger(value) && value >= 0 && value <= 10_000, M.integer),
  pieces: numberCell((value) => isInteger(value) && value >= 0 && value <= 1_000_000, M.integer),
  equipment: yup.string().test('equipment', M.equipment, function (value) {
    const equipment = (this.options.context?.equipment ?? []) as EquipmentType[];
    return !value?.trim() || findEquipment(value, equipment) !== undefined;
  }),
  mode: yup.string().test('mode', M.choice, oneOf(ORDER_TYPES)),
  hazmat: yup.string().test('hazmat', M.yesNo, (value) => parseYesNo(value ?? '') !== undefined),
  temperature_min_f: numberCell((value) => isInteger(value) && value >= -100 && value <= 200, M.temperature),
  temperature_max_f: numberCell((value) => isInteger(value) && value >= -100 && value <= 200, M.temperature).test(
    'order',
    M.temperatureOrder,
    function (value) {
      const min = parseTypedNumber((this.parent as Record<string, string>).temperature_min_f ?? '');
      const max = parseTypedNumber(value ?? '');
      return min === undefined || max === undefined || min <= max;
    },
  ),
  // Typed in the reader's language like every amount ("1,795.50", "1 795,50").
  rate: typedAmount({ max: 9_999_999_999 }),
  currency: yup.string().test('currency', M.choice, oneOf(CURRENCIES)),
  ...stopFields('pickup'),
  ...stopFields('delivery'),
  delivery_start: dateCell().test('after', M.deliveryBeforePickup, afterOrSame(M.deliveryBeforePickup, 'pickup_start')),
  special_instructions: text(2000),
});

export type RowCells = Record<BulkColumn, string>;
/** Errors of a row: per column, or `row` for the row as a whole; each a translation key or the server's text. */
export type RowErrors = Partial<Record<BulkColumn | 'row', string[]>>;

/** The row's mistakes by column (empty when none). */
export function checkRow(cells: RowCells, equipment: readonly EquipmentType[]): RowErrors {
  try {
    rowSchema.validateSync(cells, { abortEarly: false, context: { equipment } });
    return {};
  } catch (caught) {
    if (!(caught instanceof yup.ValidationError)) throw caught;
    const errors: RowErrors = {};
    for (const error of caught.inner.length > 0 ? caught.inner : [caught]) {
      const column = (BULK_COLUMNS as readonly string[]).includes(error.path ?? '') ? (error.path as BulkColumn) : 'row';
      const list = (errors[column] ??= []);
      if (!list.includes(error.message)) list.push(error.message);
    }
    return errors;
  }
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);
const upper = <T extends string>(value: string, fallback: T) => (value.trim() ? (value.trim().toUpperCase() as T) : fallback);

/** A checked row as add-load's body (call only when `checkRow` found nothing). */
export function rowToLoad(cells: RowCells, equipment: readonly EquipmentType[]): LoadInput {
  const stop = (prefix: 'pickup' | 'delivery') => ({
    type: prefix,
    name: cells[`${prefix}_name`].trim(),
    street1: cells[`${prefix}_street`].trim(),
    city: cells[`${prefix}_city`].trim(),
    state: cells[`${prefix}_state`].trim(),
    postalCode: cells[`${prefix}_postal_code`].trim().toUpperCase(),
    country: upper(cells[`${prefix}_country`], 'USA' as const),
    windowStart: parseDateTime(cells[`${prefix}_start`])!,
    windowEnd: parseDateTime(cells[`${prefix}_end`])!,
  });
  const optionalNumber = (value: string) => (value.trim() ? parseTypedNumber(value)! : null);
  return {
    stops: [stop('pickup'), stop('delivery')],
    mode: upper(cells.mode, 'FTL' as const),
    equipmentTypeId: cells.equipment.trim() ? (findEquipment(cells.equipment, equipment)?._id ?? null) : null,
    commodity: cells.commodity.trim(),
    weight: parseTypedNumber(cells.weight)!,
    weightUnit: (cells.weight_unit.trim().toLowerCase() || 'lbs') as 'lbs' | 'kg',
    pallets: optionalNumber(cells.pallets),
    pieces: optionalNumber(cells.pieces),
    isHazmat: parseYesNo(cells.hazmat) ?? false,
    temperatureMinF: optionalNumber(cells.temperature_min_f),
    temperatureMaxF: optionalNumber(cells.temperature_max_f),
    rate: amountOrNull(cells.rate),
    currency: upper(cells.currency, 'USD' as const),
    referenceNumber: orNull(cells.reference_number),
    poNumber: orNull(cells.po_number),
    specialInstructions: orNull(cells.special_instructions),
  };
}

const FIELD_COLUMNS: Record<string, BulkColumn> = {
  referenceNumber: 'reference_number',
  poNumber: 'po_number',
  commodity: 'commodity',
  weight: 'weight',
  weightUnit: 'weight_unit',
  pallets: 'pallets',
  pieces: 'pieces',
  equipmentTypeId: 'equipment',
  mode: 'mode',
  isHazmat: 'hazmat',
  temperatureMinF: 'temperature_min_f',
  temperatureMaxF: 'temperature_max_f',
  rate: 'rate',
  currency: 'currency',
  specialInstructions: 'special_instructions',
};
const STOP_COLUMNS: Record<string, string> = {
  name: 'name',
  street1: 'street',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
  country: 'country',
  windowStart: 'start',
  windowEnd: 'end',
};

/**
 * Where a server error lands: `body.loads.3.stops.0.postalCode` → row 3 (of the rows sent), `pickup_postal_code`;
 * a field without a column (`stops`, `stops.0.type`) → the row as a whole. Undefined when it names no row.
 */
export function cellOfServerField(field: string): { index: number; column: BulkColumn | 'row' } | undefined {
  const match = /^body\.loads\.(\d+)(?:\.(.*))?$/.exec(field);
  if (!match) return undefined;
  const index = Number(match[1]);
  const path = match[2] ?? '';
  const stop = /^stops\.(\d+)\.(\w+)$/.exec(path);
  if (stop) {
    const prefix = stop[1] === '0' ? 'pickup' : stop[1] === '1' ? 'delivery' : undefined;
    const suffix = STOP_COLUMNS[stop[2]!];
    return { index, column: prefix && suffix ? (`${prefix}_${suffix}` as BulkColumn) : 'row' };
  }
  return { index, column: FIELD_COLUMNS[path] ?? 'row' };
}
