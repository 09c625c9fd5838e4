import type { PurchaseOrderStatus } from '@freight/contracts';
import type { purchaseOrders } from '../../db/schema';
import { OCEAN_LANES, PORTS, round, type City } from '../../reference/geo';
import { OCEAN_CARRIERS, PRODUCTS, SUPPLIERS } from '../../reference/names';
import { DAY } from './constants';
import { addContainers, type OceanLane, type Voyage } from './containers';
import type { Insert, WorldBuild } from './context';

/** Demo Freight Co.'s 20 import purchase orders (one split in two) with their containers and lines. */

const PO_PLAN: PurchaseOrderStatus[] = [
  'open',
  'open',
  'open',
  'booked',
  'booked',
  'booked',
  'in_transit',
  'in_transit',
  'in_transit',
  'in_transit',
  'in_transit',
  'in_transit',
  'at_port',
  'at_port',
  'at_port',
  'delivered',
  'delivered',
  'closed',
  'closed',
];
const DESTINATION_WAREHOUSE: Record<string, string> = {
  losAngeles: 'Ontario, CA',
  oakland: 'Ontario, CA',
  tacoma: 'Tacoma, WA',
  vancouver: 'Surrey, BC',
  princeRupert: 'Calgary, AB',
  newark: 'Newark, NJ',
  savannah: 'Atlanta, GA',
  houston: 'Houston, TX',
  montreal: 'Laval, QC',
  halifax: 'Laval, QC',
};

interface PoBook {
  productIds: ReadonlyMap<string, string>;
  warehouseByCity: ReadonlyMap<string, { id: string; city: City }>;
  poCounter: { value: number };
  atSea: { count: number };
}

/** Makes the purchase orders; returns the last PO number given. */
export function makePurchaseOrders(build: WorldBuild, productIds: ReadonlyMap<string, string>, warehouseByCity: PoBook['warehouseByCity']): number {
  const book: PoBook = { productIds, warehouseByCity, poCounter: { value: 100_000 }, atSea: { count: 0 } };
  const madePos = PO_PLAN.map((status) => makePo(build, book, status));
  // One split: the 7th (in transit) keeps part of its goods, the child carries the rest.
  const splitParent = madePos[6]!;
  makePo(build, book, 'in_transit', splitParent.po, splitParent.lane);
  return book.poCounter.value;
}

function makePo(build: WorldBuild, book: PoBook, status: PurchaseOrderStatus, parent?: Insert<typeof purchaseOrders>, parentLane?: OceanLane) {
  const voyage = poRow(build, book, status, parent, parentLane);
  const containerIds = addContainers(build, voyage, book.warehouseByCity, book.atSea);
  voyage.po.totalAmount = addPoLines(build, book.productIds, voyage, containerIds);
  return { po: voyage.po, lane: voyage.lane };
}

/** The order itself: a split-off child keeps its parent's supplier, carrier, sailing and bill of lading. */
function poRow(
  { rng, now, demo, context, rows }: WorldBuild,
  book: PoBook,
  status: PurchaseOrderStatus,
  parent?: Insert<typeof purchaseOrders>,
  parentLane?: OceanLane,
): Voyage {
  const lane = parentLane ?? rng.pick(OCEAN_LANES);
  const supplier = parent ? { name: parent.supplierName, country: parent.supplierCountry } : rng.pick(suppliersOf(PORTS[lane.from]!.country));
  const carrier = OCEAN_CARRIERS.find((candidate) => candidate.scac === parent?.oceanCarrier) ?? rng.pick(OCEAN_CARRIERS);
  const id = rng.uuid();
  const transit = lane.transitDays * DAY;
  // Departure relative to now by status.
  const etd = parent?.etd
    ? (parent.etd as Date).getTime()
    : status === 'open' || status === 'booked'
      ? now + rng.float(3, 20) * DAY
      : status === 'in_transit'
        ? now - rng.float(0.15, 0.85) * transit
        : status === 'at_port'
          ? now - transit - rng.float(0.5, 3) * DAY
          : now - transit - rng.float(5, 40) * DAY;
  const eta = etd + transit;
  const orderDate = Math.min(now - DAY, etd - rng.float(10, 30) * DAY);
  const warehouseKey = DESTINATION_WAREHOUSE[lane.to] ?? 'Joliet, IL';
  const poNumber = parent ? `${parent.poNumber}-A` : `PO-${++book.poCounter.value}`;
  const po: Insert<typeof purchaseOrders> = {
    id,
    companyId: demo,
    poNumber,
    parentId: parent?.id ?? null,
    supplierName: supplier.name,
    supplierCountry: supplier.country,
    status,
    billOfLading: status === 'open' ? null : parent?.billOfLading ? `${parent.billOfLading}A` : `${carrier.bolPrefix}${rng.digits(9)}`,
    incoterm: rng.pick(['FOB', 'FOB', 'CIF', 'EXW', 'DAP']),
    oceanCarrier: status === 'open' ? null : carrier.scac,
    vessel: status === 'open' ? null : (parent?.vessel ?? rng.pick(carrier.vessels)),
    voyage: status === 'open' ? null : (parent?.voyage ?? `${rng.digits(3)}${rng.pick(['E', 'W', 'N', 'S'])}`),
    originPort: PORTS[lane.from]!.name,
    destinationPort: PORTS[lane.to]!.name,
    destinationWarehouseId: book.warehouseByCity.get(warehouseKey)?.id ?? null,
    orderDate: new Date(orderDate).toISOString().slice(0, 10),
    etd: new Date(etd),
    eta: new Date(eta),
    ata: status === 'at_port' || status === 'delivered' || status === 'closed' ? new Date(eta + rng.float(-1, 2) * DAY) : null,
    totalAmount: 0,
    currency: 'USD',
    erpReference: `4500${rng.digits(6)}`,
    notes: parent ? `Split from ${parent.poNumber}` : null,
    createdBy: context.shipperId,
    closedAt: status === 'closed' ? new Date(now - rng.float(1, 5) * DAY) : null,
    createdAt: new Date(orderDate),
    updatedAt: new Date(Math.min(now, orderDate + rng.float(1, 10) * DAY)),
  };
  rows.purchaseOrders.push(po);
  return { po, status, lane, transit, etd, eta, orderDate, warehouseKey };
}

/** 2 to 5 lines of the catalogue, spread over the containers; returns the order's total. */
function addPoLines({ rng, demo, rows }: WorldBuild, productIds: ReadonlyMap<string, string>, { po, status }: Voyage, containerIds: string[]): number {
  let total = 0;
  rng.sample(PRODUCTS, rng.int(2, 5)).forEach((product, index) => {
    const quantity = product.unitsPerPallet * rng.int(4, 40);
    const unitPrice = round(product.unitPrice * rng.float(0.45, 0.7), 2);
    total += quantity * unitPrice;
    rows.poLines.push({
      id: rng.uuid(),
      companyId: demo,
      purchaseOrderId: po.id!,
      lineNo: index + 1,
      productId: productIds.get(product.sku)!,
      sku: product.sku,
      description: product.name,
      quantity,
      unit: product.unit,
      unitPrice,
      receivedQuantity: status === 'delivered' || status === 'closed' ? quantity : 0,
      containerId: containerIds[index % containerIds.length] ?? null,
    });
  });
  return round(total, 2);
}

/** An activity-log line per purchase order: created, or split off its parent. */
export function logPurchaseOrders({ rng, demo, context, rows }: WorldBuild): void {
  rows.activity.push(
    ...rows.purchaseOrders.map((po) => ({
      id: rng.uuid(),
      companyId: demo,
      userId: context.shipperId,
      entityType: 'purchase_order',
      entityId: po.id!,
      action: po.parentId ? 'split' : 'created',
      message: po.parentId ? `Purchase order ${po.poNumber} split off` : `Purchase order ${po.poNumber} created (${po.supplierName})`,
      meta: { poNumber: po.poNumber },
      createdAt: po.createdAt!,
    })),
  );
}

function suppliersOf(country: string): ReadonlyArray<{ name: string; country: string }> {
  const local = SUPPLIERS.filter((supplier) => supplier.country === country);
  return local.length > 0 ? local : SUPPLIERS;
}
