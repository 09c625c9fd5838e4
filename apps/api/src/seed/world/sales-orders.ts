import type { SalesOrderStatus } from '@freight/contracts';
import { round } from '../../reference/geo';
import { PRODUCTS } from '../../reference/names';
import type { AddressRef, LoadBundle } from '../load-generator';
import { DAY } from './constants';
import type { WorldBuild } from './context';

/** Demo Freight Co.'s 25 sales orders to its customers, the shipped ones linked to a delivered load. */

const SO_PLAN: SalesOrderStatus[] = [
  'draft',
  'draft',
  'open',
  'open',
  'open',
  'open',
  'confirmed',
  'confirmed',
  'confirmed',
  'confirmed',
  'shipped',
  'shipped',
  'shipped',
  'shipped',
  'shipped',
  'invoiced',
  'invoiced',
  'invoiced',
  'invoiced',
  'closed',
  'closed',
  'closed',
  'closed',
  'cancelled',
  'cancelled',
];

/** Makes the sales orders; returns how many (they are numbered from SO-100001). */
export function makeSalesOrders(
  { rng, now, demo, context, rows }: WorldBuild,
  productIds: ReadonlyMap<string, string>,
  customerAddresses: readonly AddressRef[],
  bundles: readonly LoadBundle[],
): number {
  const shippedLoads = bundles.filter((bundle) => ['delivered', 'invoiced', 'paid'].includes(bundle.load.status ?? ''));
  SO_PLAN.forEach((status, index) => {
    const customer = customerAddresses[index % customerAddresses.length]!;
    const id = rng.uuid();
    const created = now - rng.float(status === 'draft' || status === 'open' ? 0.5 : 10, status === 'closed' ? 85 : 40) * DAY;
    const linked = status === 'shipped' || status === 'invoiced' || status === 'closed' ? rng.pick(shippedLoads).load.id! : null;
    let total = 0;
    rng.sample(PRODUCTS, rng.int(1, 4)).forEach((product, lineIndex) => {
      const quantity = product.unitsPerPallet * rng.int(1, 12);
      total += quantity * product.unitPrice;
      rows.salesOrderLines.push({
        id: rng.uuid(),
        companyId: demo,
        salesOrderId: id,
        lineNo: lineIndex + 1,
        productId: productIds.get(product.sku)!,
        sku: product.sku,
        description: product.name,
        quantity,
        unitPrice: product.unitPrice,
      });
    });
    rows.salesOrders.push({
      id,
      companyId: demo,
      soNumber: `SO-${100_001 + index}`,
      customerAddressId: customer.id,
      customerName: customer.name,
      status,
      orderDate: new Date(created).toISOString().slice(0, 10),
      requestedDeliveryDate: new Date(created + rng.float(5, 20) * DAY).toISOString().slice(0, 10),
      loadId: linked,
      totalAmount: round(total, 2),
      currency: customer.country === 'CANADA' ? 'CAD' : 'USD',
      erpReference: `SAP-${rng.digits(8)}`,
      createdBy: context.shipperId,
      createdAt: new Date(created),
      updatedAt: new Date(Math.min(now, created + rng.float(0, 5) * DAY)),
    });
  });
  return SO_PLAN.length;
}
