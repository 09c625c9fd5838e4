import * as yup from 'yup';
import { windowHasEnded, type CreateSalesOrderLoadRequest } from '@freight/contracts';
import { maxLengthMessage, numberOrNull, typedNumber } from '@freight/ui';
import { linesRequest, linesSchema } from '../sales/schema';
import type { LineValues } from '../sales/LinesFields';
import type { CreateQuotePayload } from './state';

/**
 * The "Create a quote" form (/order/add): the sales order (a new one for a customer of the address book, or one still
 * to ship), where and when the goods are picked up and delivered. Times are `datetime-local` values (the user's
 * time zone). Messages are translation keys (`orders:quote.validation.*`, the common `validation.required`).
 */
type QuoteSource = 'new' | 'existing';

export interface QuoteFormValues {
  source: QuoteSource;
  salesOrderId: string;
  customerAddressId: string;
  lines: LineValues[];
  pickupWarehouseId: string;
  pickupStart: string;
  pickupEnd: string;
  deliveryStart: string;
  deliveryEnd: string;
  /** Total pounds, only when the products' weights are unknown (else the lines' sum, by the server); typed in the reader's language (typedNumber). */
  weight: string;
  specialInstructions: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A Date as a `datetime-local` value in the browser's time zone. */
const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
const at = (now: Date, days: number, hour: number) => {
  const date = new Date(now);
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return toLocalInput(date);
};

/** Empty form: picked up tomorrow 08:00–12:00, delivered in three days 08:00–17:00; `salesOrderId` chosen when given. */
export function emptyQuote(salesOrderId?: string, now = new Date()): QuoteFormValues {
  return {
    source: salesOrderId ? 'existing' : 'new',
    salesOrderId: salesOrderId ?? '',
    customerAddressId: '',
    lines: [],
    pickupWarehouseId: '',
    pickupStart: at(now, 1, 8),
    pickupEnd: at(now, 1, 12),
    deliveryStart: at(now, 3, 8),
    deliveryEnd: at(now, 3, 17),
    weight: '',
    specialInstructions: '',
  };
}

const time = (value: string | undefined) => (value ? new Date(value).getTime() : NaN);
const localTime = yup
  .string()
  .required('validation.required')
  .test('valid', 'orders:quote.validation.time', (value) => !Number.isNaN(time(value)));
/** A window (its start field's name, the end the value) that has already ended: refused, as create-sales-order-load does. */
const notEnded = (startField: 'pickupStart' | 'deliveryStart') =>
  function (this: yup.TestContext, value: string | undefined) {
    const [start, end] = [time(this.parent[startField]), time(value)];
    return (
      Number.isNaN(start) ||
      Number.isNaN(end) ||
      !windowHasEnded({ windowStart: new Date(start).toISOString(), windowEnd: new Date(end).toISOString() }, new Date())
    );
  };

export const quoteSchema = yup.object({
  source: yup.string().oneOf(['new', 'existing']),
  salesOrderId: yup.string().when('source', { is: 'existing', then: (s) => s.required('orders:quote.validation.salesOrder') }),
  customerAddressId: yup.string().when('source', { is: 'new', then: (s) => s.required('orders:sales.validation.customer') }),
  lines: yup.array().when('source', { is: 'new', then: () => linesSchema(false) }),
  pickupWarehouseId: yup.string().required('orders:quote.validation.warehouse'),
  pickupStart: localTime,
  pickupEnd: localTime
    .test('after', 'orders:quote.validation.pickupEnd', function (value) {
      return !(time(value) < time(this.parent.pickupStart));
    })
    .test('ended', 'orders:quote.validation.windowEnded', notEnded('pickupStart')),
  deliveryStart: localTime,
  deliveryEnd: localTime
    .test('after', 'orders:quote.validation.deliveryEnd', function (value) {
      return !(time(value) < time(this.parent.deliveryStart) || time(value) < time(this.parent.pickupStart));
    })
    .test('ended', 'orders:quote.validation.windowEnded', notEnded('deliveryStart')),
  // At most what create-sales-order-load takes (1,000,000 lbs).
  weight: typedNumber({ min: 0, max: 1_000_000, above: true, messages: { range: 'orders:quote.validation.weight' } }),
  specialInstructions: yup.string().max(2000, maxLengthMessage),
});

/**
 * The calls' bodies: a new sales order (unless one is chosen, or this screen made one already whose load failed:
 * `made`), then its load. The requested delivery day of a new sales order is the delivery window's first day.
 */
export function quotePayload(values: QuoteFormValues, made?: string): CreateQuotePayload {
  const weight = numberOrNull(values.weight);
  const load: Omit<CreateSalesOrderLoadRequest, 'salesOrderId'> = {
    pickupWarehouseId: values.pickupWarehouseId,
    pickupStart: new Date(values.pickupStart).toISOString(),
    pickupEnd: new Date(values.pickupEnd).toISOString(),
    deliveryStart: new Date(values.deliveryStart).toISOString(),
    deliveryEnd: new Date(values.deliveryEnd).toISOString(),
    ...(weight !== null ? { weight } : {}),
    ...(values.specialInstructions.trim() ? { specialInstructions: values.specialInstructions.trim() } : {}),
  };
  const chosen = values.source === 'existing' ? values.salesOrderId : made;
  if (chosen) return { load: { ...load, salesOrderId: chosen } };
  return {
    salesOrder: { customerAddressId: values.customerAddressId, requestedDeliveryDate: values.deliveryStart.slice(0, 10), lines: linesRequest(values.lines) },
    load,
  };
}
