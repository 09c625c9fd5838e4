import * as yup from 'yup';
import {
  CONTAINER_TYPES,
  CURRENCIES,
  INCOTERMS,
  containerCheckDigit,
  isValidContainerNumber,
  normaliseContainerNumber,
  type ContainerType,
  type CreatePurchaseOrderRequest,
  type Currency,
  type ErpPurchaseOrder,
  type Incoterm,
  type PurchaseOrderDetail,
} from '@freight/contracts';
import { parseAmountCents, parseTypedNumber } from '@freight/i18n';
import { maxLengthMessage, numberField, numberOrNull, typedAmount, typedNumber } from '@freight/ui';

/**
 * The purchase order form's values (strings as typed), its yup schema (the server's checks of create/edit-purchase-order
 * first in the browser) and its request. Messages are translation keys: `purchase-orders:form.validation.*` and the
 * common `validation.required`.
 */
export interface LineValues {
  /** A saved line (kept on edit by its id). */
  _id?: string;
  productId: string;
  sku: string;
  description: string;
  quantity: string;
  unit: string;
  /** In the order's currency, units with up to two decimals ('12.50'). */
  unitPrice: string;
  /** The container that carries it ('' = none yet), one of the form's containers. */
  containerNumber: string;
}

export interface ContainerValues {
  _id?: string;
  containerNumber: string;
  sizeType: ContainerType;
  sealNumber: string;
  grossWeightKg: string;
}

export interface PurchaseOrderFormValues {
  supplierName: string;
  supplierCountry: string;
  incoterm: Incoterm | '';
  originPort: string;
  destinationPort: string;
  destinationWarehouseId: string;
  orderDate: string;
  /** datetime-local values ('2026-11-30T08:00'), '' when unknown. */
  etd: string;
  eta: string;
  currency: Currency;
  erpReference: string;
  notes: string;
  lines: LineValues[];
  containers: ContainerValues[];
}

export const MAX_LINES = 200;
export const MAX_CONTAINERS = 50;
const V = 'purchase-orders:form.validation';
const SEAL = /^[A-Za-z0-9-]+$/;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export const emptyLine = (): LineValues => ({ productId: '', sku: '', description: '', quantity: '1', unit: '', unitPrice: '', containerNumber: '' });
export const emptyContainer = (): ContainerValues => ({ containerNumber: '', sizeType: '40HC', sealNumber: '', grossWeightKg: '' });

export const emptyOrder = (): PurchaseOrderFormValues => ({
  supplierName: '',
  supplierCountry: '',
  incoterm: 'FOB',
  originPort: '',
  destinationPort: '',
  destinationWarehouseId: '',
  orderDate: today(),
  etd: '',
  eta: '',
  currency: 'USD',
  erpReference: '',
  notes: '',
  lines: [emptyLine()],
  containers: [],
});

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value in the reader's time zone. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
/** A datetime-local value as an instant, or null. */
function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Cents as typed units ('1250' → '12.50'). */
const unitsOfCents = (cents: number) => (cents / 100).toFixed(2);

/** The saved order as form values. */
export function detailToForm(order: PurchaseOrderDetail): PurchaseOrderFormValues {
  const numberOf = new Map(order.containers.map((container) => [container._id, container.containerNumber]));
  return {
    supplierName: order.supplier.name,
    supplierCountry: order.supplier.country,
    incoterm: order.incoterm,
    originPort: order.originPort,
    destinationPort: order.destinationPort,
    destinationWarehouseId: order.destinationWarehouse?._id ?? '',
    orderDate: order.orderDate,
    etd: toLocalInput(order.etd),
    eta: toLocalInput(order.eta),
    currency: order.currency,
    erpReference: order.erpReference ?? '',
    notes: order.notes ?? '',
    lines: [...order.lines]
      .sort((a, b) => a.lineNo - b.lineNo)
      .map((line) => ({
        _id: line._id,
        productId: line.productId ?? '',
        sku: line.sku,
        description: line.description,
        quantity: numberField(line.quantity),
        unit: line.unit,
        unitPrice: unitsOfCents(line.unitPriceCents),
        containerNumber: (line.containerId && numberOf.get(line.containerId)) || '',
      })),
    containers: order.containers.map((container) => ({
      _id: container._id,
      containerNumber: container.containerNumber,
      sizeType: container.sizeType,
      sealNumber: container.sealNumber ?? '',
      grossWeightKg: numberField(container.grossWeightKg),
    })),
  };
}

/** An ERP purchase order as a new order's values (`/purchase-orders/add?erp=<id>`): its lines, supplier, ports and terms. */
export function erpToForm(erp: ErpPurchaseOrder): PurchaseOrderFormValues {
  return {
    ...emptyOrder(),
    supplierName: erp.supplier.name,
    supplierCountry: erp.supplier.country,
    incoterm: erp.incoterm,
    originPort: erp.originPort,
    destinationPort: erp.destinationPort,
    orderDate: erp.orderDate,
    currency: erp.currency,
    erpReference: erp.erpOrderId,
    lines: [...erp.lines]
      .sort((a, b) => a.lineNo - b.lineNo)
      .map((line) => ({
        productId: '',
        sku: line.erpProductId,
        description: line.description,
        quantity: numberField(line.quantity),
        unit: line.unit,
        unitPrice: unitsOfCents(line.unitPriceCents),
        containerNumber: '',
      })),
  };
}

/**
 * What is wrong with a container number as typed, as a translation key (or undefined when it is right): the shape
 * (owner code, U/J/Z, six digits, check digit) first, then the ISO 6346 check digit.
 */
export function containerNumberProblem(value: string): 'format' | 'checkDigit' | undefined {
  const number = normaliseContainerNumber(value);
  if (!/^[A-Z]{3}[UJZ][0-9]{7}$/.test(number)) return 'format';
  return isValidContainerNumber(number) ? undefined : 'checkDigit';
}

/** The check digit the first ten characters call for, when they are well formed (the field's hint says it). */
export function expectedCheckDigit(value: string): number | null {
  const number = normaliseContainerNumber(value);
  return number.length >= 10 ? containerCheckDigit(number.slice(0, 10)) : null;
}

/** Formik validates with empty strings made undefined: a number not typed yet is ''. */
const numberIn = (value: string | undefined) => normaliseContainerNumber(value ?? '');

type Ctx = yup.TestContext & { from?: Array<{ value: unknown }> };
/** The whole form's values from inside a nested test (yup's `from`: the last ancestor is the root). */
const rootOf = (context: Ctx) => context.from?.[context.from.length - 1]?.value as PurchaseOrderFormValues | undefined;

const lineSchema = yup.object({
  sku: yup.string().trim().required('validation.required').max(40, maxLengthMessage),
  description: yup.string().trim().required('validation.required').max(200, maxLengthMessage),
  // Typed in the reader's language ("1,200", "1 200"), as every number.
  quantity: typedNumber({ min: 1, max: 10_000_000, integer: true, messages: { whole: `${V}.quantity`, range: `${V}.quantity` } }).required(
    'validation.required',
  ),
  unit: yup.string().trim().max(20, maxLengthMessage),
  // Typed in the reader's language ("1,795.50", "1 795,50"), read as exact cents (parseAmountCents).
  unitPrice: typedAmount().required('validation.required'),
  containerNumber: yup.string().test('known', `${V}.lineContainer`, function (value) {
    if (!value) return true;
    const containers = rootOf(this as Ctx)?.containers ?? [];
    return containers.some((container) => numberIn(container.containerNumber) === numberIn(value));
  }),
});

const containerSchema = yup.object({
  containerNumber: yup
    .string()
    .required('validation.required')
    .test('format', `${V}.containerFormat`, (value) => !value || containerNumberProblem(value) !== 'format')
    .test('checkDigit', `${V}.checkDigit`, (value) => !value || containerNumberProblem(value) !== 'checkDigit')
    .test('unique', `${V}.containerTwice`, function (value) {
      if (!value) return true;
      const number = normaliseContainerNumber(value);
      const containers = rootOf(this as Ctx)?.containers ?? [];
      return containers.filter((container) => numberIn(container.containerNumber) === number).length <= 1;
    }),
  sizeType: yup
    .string()
    .oneOf([...CONTAINER_TYPES], 'validation.required')
    .required('validation.required'),
  sealNumber: yup
    .string()
    .trim()
    .max(30, maxLengthMessage)
    .matches(SEAL, { message: `${V}.seal`, excludeEmptyString: true }),
  grossWeightKg: typedNumber({ min: 1, max: 40_000, integer: true, messages: { whole: `${V}.weight`, range: `${V}.weight` } }),
});

const BOL = /^[A-Za-z0-9-]{4,30}$/;
const SCAC = /^[A-Z]{2,4}$/;

/** The bill of lading dialog (update-bill-of-lading): the server's own checks. */
export const billOfLadingSchema = yup.object({
  billOfLading: yup.string().trim().required('validation.required').matches(BOL, 'purchase-orders:form.bol.invalid'),
  oceanCarrier: yup
    .string()
    .trim()
    .test('scac', 'purchase-orders:form.bol.invalidCarrier', (value) => !value || SCAC.test(value.toUpperCase())),
  vessel: yup.string().trim().max(80, maxLengthMessage),
  voyage: yup.string().trim().max(20, maxLengthMessage),
});

/** A saved container's details as its dialog edits them (update-container-details), checked as on the form. */
export const containerDetailsSchema = containerSchema.pick(['sizeType', 'sealNumber', 'grossWeightKg']);

export const purchaseOrderSchema = yup.object({
  supplierName: yup.string().trim().required('validation.required').max(120, maxLengthMessage),
  supplierCountry: yup
    .string()
    .trim()
    .required('validation.required')
    .matches(/^[A-Za-z]{2}$/, `${V}.country`),
  incoterm: yup
    .string()
    .oneOf([...INCOTERMS], 'validation.required')
    .required('validation.required'),
  originPort: yup.string().trim().required('validation.required').max(80, maxLengthMessage),
  destinationPort: yup.string().trim().required('validation.required').max(80, maxLengthMessage),
  destinationWarehouseId: yup.string(),
  orderDate: yup
    .string()
    .required('validation.required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, `${V}.date`),
  etd: yup.string(),
  eta: yup.string().test('afterEtd', `${V}.etaBeforeEtd`, function (value) {
    const etd = (this.parent as PurchaseOrderFormValues).etd;
    return !value || !etd || value >= etd;
  }),
  currency: yup.string().oneOf([...CURRENCIES]),
  notes: yup.string().max(2000, maxLengthMessage),
  lines: yup.array().of(lineSchema).min(1, `${V}.lines`).max(MAX_LINES, `${V}.tooManyLines`),
  containers: yup.array().of(containerSchema).max(MAX_CONTAINERS, `${V}.tooManyContainers`),
});

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/**
 * The form as create-purchase-order takes it (edit-purchase-order adds `_id`). What the form does not edit (the ocean
 * carrier, vessel and voyage: the bill of lading dialog's) is sent back as the saved order has it.
 */
export function formToRequest(values: PurchaseOrderFormValues, saved?: PurchaseOrderDetail): CreatePurchaseOrderRequest {
  return {
    supplierName: values.supplierName.trim(),
    supplierCountry: values.supplierCountry.trim().toUpperCase(),
    incoterm: values.incoterm as Incoterm,
    originPort: values.originPort.trim(),
    destinationPort: values.destinationPort.trim(),
    destinationWarehouseId: values.destinationWarehouseId || null,
    orderDate: values.orderDate,
    etd: fromLocalInput(values.etd),
    eta: fromLocalInput(values.eta),
    currency: values.currency,
    ...(saved ? { oceanCarrier: saved.oceanCarrier, vessel: saved.vessel, voyage: saved.voyage } : {}),
    erpReference: orNull(values.erpReference),
    notes: orNull(values.notes),
    lines: values.lines.map((line) => ({
      ...(line._id ? { _id: line._id } : {}),
      productId: line.productId || null,
      sku: line.sku.trim(),
      description: line.description.trim(),
      quantity: numberOrNull(line.quantity) ?? 0,
      ...(line.unit.trim() ? { unit: line.unit.trim() } : {}),
      unitPriceCents: parseAmountCents(line.unitPrice) ?? 0,
      containerNumber: line.containerNumber ? normaliseContainerNumber(line.containerNumber) : null,
    })),
    containers: values.containers.map((container) => ({
      ...(container._id ? { _id: container._id } : {}),
      containerNumber: normaliseContainerNumber(container.containerNumber),
      sizeType: container.sizeType,
      sealNumber: orNull(container.sealNumber),
      grossWeightKg: numberOrNull(container.grossWeightKg),
    })),
  };
}

/** The server's field errors under the form's names (a line's price is typed in units: `unitPriceCents` → `unitPrice`). */
export function formFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/\.unitPriceCents$/, '.unitPrice'), message]));
}

/** The total of the lines as typed, in cents (malformed lines count 0). */
export const totalCentsOf = (lines: readonly LineValues[]) =>
  lines.reduce((sum, line) => {
    const quantity = parseTypedNumber(line.quantity) ?? 0;
    return sum + (Number.isInteger(quantity) ? quantity : 0) * (parseAmountCents(line.unitPrice) ?? 0);
  }, 0);
