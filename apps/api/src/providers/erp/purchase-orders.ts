import { INCOTERMS, centsOf, type Incoterm } from '@freight/contracts';
import { OCEAN_LANES, PORTS } from '../../reference/geo-data';
import { PRODUCTS, SUPPLIERS } from '../../reference/names';
import type { ErpPurchaseOrderRecord } from './types';

/**
 * The local ERP's purchase orders (ERP_PROVIDER=local, the default; get-sap-purchase-orders): 30 orders to the
 * demo's suppliers overseas (reference/names.ts SUPPLIERS: China, Korea, Taiwan, Vietnam, the Netherlands, Germany),
 * each shipped on a real ocean lane (reference/geo-data.ts OCEAN_LANES) from a port of the supplier's country to a North
 * American port, with one to four lines of the material master at 60 % of its list price (the buying price), in
 * whole pallets. Deterministic: the same SAP-style numbers (4510000001 …), suppliers and lines on every machine; the
 * order dates follow today (the last 30 days).
 */

export const LOCAL_PURCHASE_ORDER_COUNT = 30;
const DAY_MS = 86_400_000;

/** A small deterministic sequence (the same for every machine and run). */
function sequence(seed: number) {
  let state = seed >>> 0;
  return (modulo: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % modulo;
  };
}

const BUYING_INCOTERMS: readonly Incoterm[] = ['FOB', 'FOB', 'FOB', 'CIF', 'EXW', 'FCA', 'CFR'];

/** The local ERP's purchase orders as of `now`, newest first (4510000030 … 4510000001). */
export function localPurchaseOrders(now = Date.now()): ErpPurchaseOrderRecord[] {
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  const orders: ErpPurchaseOrderRecord[] = [];
  for (let index = 0; index < LOCAL_PURCHASE_ORDER_COUNT; index++) {
    const next = sequence(104_729 * (index + 3));
    const supplier = SUPPLIERS[index % SUPPLIERS.length]!;
    // A lane from a port of the supplier's country (any lane when none leaves from it).
    const lanes = OCEAN_LANES.filter((lane) => PORTS[lane.from]!.country === supplier.country);
    const lane = (lanes.length ? lanes : OCEAN_LANES)[next(lanes.length || OCEAN_LANES.length)]!;
    const lineCount = 1 + next(4);
    const used = new Set<number>();
    const lines = [];
    for (let line = 0; line < lineCount; line++) {
      let pick = next(PRODUCTS.length);
      while (used.has(pick)) pick = (pick + 1) % PRODUCTS.length;
      used.add(pick);
      const product = PRODUCTS[pick]!;
      lines.push({
        lineNo: (line + 1) * 10,
        erpProductId: product.sku,
        description: product.name,
        quantity: product.unitsPerPallet * (2 + next(20)),
        unit: product.unit,
        unitPriceCents: Math.round(centsOf(product.unitPrice) * 0.6),
      });
    }
    const age = Math.floor(((LOCAL_PURCHASE_ORDER_COUNT - 1 - index) * 30) / LOCAL_PURCHASE_ORDER_COUNT);
    const incoterm = BUYING_INCOTERMS[next(BUYING_INCOTERMS.length)]!;
    orders.push({
      erpOrderId: String(4_510_000_001 + index),
      supplier: { name: supplier.name, country: supplier.country },
      incoterm: INCOTERMS.includes(incoterm) ? incoterm : 'FOB',
      originPort: PORTS[lane.from]!.name,
      destinationPort: PORTS[lane.to]!.name,
      orderDate: new Date(today - age * DAY_MS).toISOString().slice(0, 10),
      currency: 'USD',
      totalCents: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
      lines,
    });
  }
  return orders.reverse();
}
