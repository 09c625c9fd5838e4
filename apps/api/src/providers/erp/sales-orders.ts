import { centsOf } from '@freight/contracts';
import { PRODUCTS } from '../../reference/names';
import { ERP_CUSTOMERS, ERP_PRODUCTS } from './catalogue';
import type { ErpSalesOrderRecord } from './types';

/**
 * The local ERP's open sales orders (ERP_PROVIDER=local, the default; get-sap-orders): 36 orders of the catalogue's
 * customers (catalogue.ts), each with one to four lines of the material master at its list price, in whole pallets.
 * Deterministic (the same numbers, customers and lines on every machine); the dates follow today, so the orders stay
 * open and plannable: ordered in the last two weeks, wanted within the next three.
 */

export const LOCAL_SALES_ORDER_COUNT = 36;
const DAY_MS = 86_400_000;

/** The list price of a material (reference/names.ts, the demo products), in cents. */
const PRICE_CENTS = new Map(PRODUCTS.map((product) => [product.sku, centsOf(product.unitPrice)]));

/** A small deterministic sequence (the same for every machine and run). */
function sequence(seed: number) {
  let state = seed >>> 0;
  return (modulo: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % modulo;
  };
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The local ERP's open sales orders as of `now`, newest first (SAP-70001036 … SAP-70001001). */
export function localSalesOrders(now = Date.now()): ErpSalesOrderRecord[] {
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  const orders: ErpSalesOrderRecord[] = [];
  for (let index = 0; index < LOCAL_SALES_ORDER_COUNT; index++) {
    const next = sequence(7_919 * (index + 1));
    const customer = ERP_CUSTOMERS[(index * 7) % ERP_CUSTOMERS.length]!;
    const lineCount = 1 + next(4);
    const used = new Set<number>();
    const lines = [];
    for (let line = 0; line < lineCount; line++) {
      let pick = next(ERP_PRODUCTS.length);
      while (used.has(pick)) pick = (pick + 1) % ERP_PRODUCTS.length;
      used.add(pick);
      const product = ERP_PRODUCTS[pick]!;
      const quantity = (product.unitsPerPallet ?? 10) * (1 + next(6));
      lines.push({
        lineNo: (line + 1) * 10,
        erpProductId: product.erpProductId,
        description: product.name,
        quantity,
        unit: product.unit,
        unitPriceCents: PRICE_CENTS.get(product.erpProductId) ?? 0,
      });
    }
    // Older orders first in the catalogue: the last index is today's.
    const age = Math.floor(((LOCAL_SALES_ORDER_COUNT - 1 - index) * 14) / LOCAL_SALES_ORDER_COUNT);
    orders.push({
      erpOrderId: `SAP-${70_001_001 + index}`,
      customer,
      orderDate: day(today - age * DAY_MS),
      requestedDeliveryDate: day(today + (4 + next(18)) * DAY_MS),
      currency: customer.country === 'CANADA' ? 'CAD' : 'USD',
      totalCents: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
      lines,
    });
  }
  return orders.reverse();
}
