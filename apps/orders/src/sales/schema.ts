import * as yup from 'yup';
import { CURRENCIES, type CreateSalesOrderRequest, type Currency } from '@freight/contracts';
import { parseAmountCents } from '@freight/i18n';
import { numberOrNull, typedAmount, typedNumber } from '@freight/ui';
import type { LineValues } from './LinesFields';

/**
 * The "New sales order" form's values, its yup schema (the server's checks of create-sales-order first in the
 * browser) and its request. Messages are translation keys (`orders:sales.validation.*`, the common `validation.required`).
 */
export interface NewSalesOrderValues {
  customerAddressId: string;
  requestedDeliveryDate: string;
  currency: Currency;
  lines: LineValues[];
}

export const emptySalesOrder: NewSalesOrderValues = { customerAddressId: '', requestedDeliveryDate: '', currency: 'USD', lines: [] };

const MAX_LINES = 50;

/**
 * One line's rule: a whole quantity 1 … 1,000,000 ("1,200", "1 200") and an optional price ("1,795.50", "1 795,50"; at
 * most two decimals), both typed in the reader's language like every number.
 */
export const lineSchema = (withPrice: boolean) =>
  yup.object({
    sku: yup.string().required('validation.required'),
    quantity: typedNumber({
      min: 1,
      max: 1_000_000,
      integer: true,
      messages: { whole: 'orders:sales.validation.quantity', range: 'orders:sales.validation.quantity' },
    }).required('validation.required'),
    unitPrice: withPrice ? typedAmount() : yup.string(),
  });

export const linesSchema = (withPrice: boolean) =>
  yup.array().of(lineSchema(withPrice)).min(1, 'orders:sales.validation.lines').max(MAX_LINES, 'orders:sales.validation.tooManyLines');

export const newSalesOrderSchema = yup.object({
  customerAddressId: yup.string().required('orders:sales.validation.customer'),
  requestedDeliveryDate: yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'orders:sales.validation.date', excludeEmptyString: true }),
  currency: yup.string().oneOf([...CURRENCIES]),
  lines: linesSchema(true),
});

/** The lines as create-sales-order takes them (a price left empty: the catalogue's). */
export const linesRequest = (lines: readonly LineValues[]): NonNullable<CreateSalesOrderRequest['lines']> =>
  lines.map((line) => {
    const cents = line.unitPrice.trim() ? parseAmountCents(line.unitPrice) : undefined;
    return { sku: line.sku, quantity: numberOrNull(line.quantity) ?? 0, ...(cents !== undefined ? { unitPriceCents: cents } : {}) };
  });

export const newSalesOrderRequest = (values: NewSalesOrderValues): CreateSalesOrderRequest => ({
  customerAddressId: values.customerAddressId,
  currency: values.currency,
  ...(values.requestedDeliveryDate ? { requestedDeliveryDate: values.requestedDeliveryDate } : {}),
  lines: linesRequest(values.lines),
});
