import { and, asc, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import {
  LOCATIONS,
  PARCEL_TRACKING_STATUSES,
  centsOf,
  labelFilePath,
  type Parcel,
  type ParcelAddress,
  type ParcelTrackingStatus,
  type ShipmentLabelStatus,
  type ShipmentLabelView,
  type ShipmentRate,
  type TrackingEvent,
} from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { loadStops, orders, shipmentLabels } from '../db/schema';
import { iso, isoOrNull } from '../http';

/**
 * The `shipment_labels` rows of shippo-shipment/ (routes.ts). Who sees a label: the parties of its order (the order's
 * shipper `company_id` and carrier `carrier_company_id`), or its own company when it has no order.
 */

export type LabelRow = typeof shipmentLabels.$inferSelect;

/** The caller's company is a party of the label (see above). */
const visibleTo = (companyId: string) =>
  or(
    and(sql`${shipmentLabels.orderId} is null`, eq(shipmentLabels.companyId, companyId)),
    sql`exists (select 1 from ${orders} where ${orders.id} = ${shipmentLabels.orderId} and (${orders.companyId} = ${companyId} or ${orders.carrierCompanyId} = ${companyId}))`,
  );

/** The label if the caller may see it; `lock` takes its row lock (a purchase or cancel inside a transaction). */
export async function findLabel(db: DbOrTx, companyId: string, labelId: string, lock = false): Promise<LabelRow | undefined> {
  const query = db
    .select()
    .from(shipmentLabels)
    .where(and(eq(shipmentLabels.id, labelId), visibleTo(companyId)));
  const [row] = lock ? await query.for('update', { of: shipmentLabels }) : await query;
  return row;
}

/** The order (its uuid and load) when the caller's company is its shipper or its carrier. */
export async function findPartyOrder(db: DbOrTx, companyId: string, orderUuid: string) {
  const [order] = await db
    .select({ id: orders.id, loadId: orders.loadId, companyId: orders.companyId })
    .from(orders)
    .where(and(eq(orders.id, orderUuid), or(eq(orders.companyId, companyId), eq(orders.carrierCompanyId, companyId))));
  return order;
}

const stopAddress = (stop: typeof loadStops.$inferSelect): ParcelAddress => ({
  name: stop.name,
  street1: stop.street1,
  city: stop.city,
  state: stop.state,
  zip: stop.postalCode,
  country: stop.country === 'CANADA' ? 'CANADA' : 'USA',
  ...(stop.contactPhone ? { phone: stop.contactPhone } : {}),
});

/** The load's first pickup and last delivery as parcel addresses (undefined when the load has no such stop). */
export async function orderEnds(db: DbOrTx, loadId: string): Promise<{ from?: ParcelAddress; to?: ParcelAddress }> {
  const stops = await db.select().from(loadStops).where(eq(loadStops.loadId, loadId)).orderBy(asc(loadStops.seq));
  const pickup = stops.find((stop) => stop.type === 'pickup');
  const delivery = [...stops].reverse().find((stop) => stop.type === 'delivery');
  return { from: pickup && stopAddress(pickup), to: delivery && stopAddress(delivery) };
}

/** Every column but the label's PDF (a list never sends it). */
const { labelPdf: _labelPdf, ...LIST_COLUMNS } = getTableColumns(shipmentLabels);

export async function listOrderLabels(db: DbOrTx, orderUuid: string): Promise<Array<Omit<LabelRow, 'labelPdf'>>> {
  return db
    .select(LIST_COLUMNS)
    .from(shipmentLabels)
    .where(eq(shipmentLabels.orderId, orderUuid))
    .orderBy(desc(shipmentLabels.createdAt), desc(shipmentLabels.id));
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

/** A stored address (jsonb) as the contract's shape; the demo data's rows may lack a field. */
export function addressOf(stored: Record<string, unknown>): ParcelAddress {
  const country = LOCATIONS.find((code) => code === stored.country) ?? 'USA';
  return {
    name: text(stored.name),
    street1: text(stored.street1),
    ...(stored.street2 ? { street2: text(stored.street2) } : {}),
    city: text(stored.city),
    state: text(stored.state),
    zip: text(stored.zip),
    country,
    ...(stored.phone ? { phone: text(stored.phone) } : {}),
  };
}

export const parcelOf = (stored: Record<string, unknown>): Parcel => ({
  length: number(stored.length),
  width: number(stored.width),
  height: number(stored.height),
  weight: number(stored.weight),
});

export const ratesOf = (stored: Record<string, unknown>[]): ShipmentRate[] => stored as unknown as ShipmentRate[];
const eventsOf = (stored: Record<string, unknown>[]): TrackingEvent[] => stored as unknown as TrackingEvent[];

export const selectedRate = (row: Pick<LabelRow, 'rates' | 'selectedRateId'>): ShipmentRate | undefined =>
  ratesOf(row.rates).find((rate) => rate.rateId === row.selectedRateId);

/** Where the label's file is: our label-file call for a local label, the provider's URL for Shippo; none unless bought. */
const labelUrlOf = (row: Omit<LabelRow, 'labelPdf'>) => {
  if (row.status !== 'purchased') return null;
  return row.provider === 'local' ? `/v1/api/${labelFilePath(row.id)}` : row.labelUrl;
};

export function labelView(row: Omit<LabelRow, 'labelPdf'>): ShipmentLabelView {
  return {
    _id: row.id,
    orderId: row.orderId,
    status: row.status as ShipmentLabelStatus,
    provider: row.provider,
    carrier: row.carrier || null,
    service: row.serviceLevel || null,
    from: addressOf(row.fromAddress),
    to: addressOf(row.toAddress),
    parcel: parcelOf(row.parcel),
    rates: ratesOf(row.rates),
    selectedRateId: row.selectedRateId,
    amountCents: row.rateAmount === null ? null : centsOf(row.rateAmount),
    currency: row.currency === 'CAD' ? 'CAD' : 'USD',
    trackingNumber: row.trackingNumber,
    trackingStatus: (PARCEL_TRACKING_STATUSES as readonly string[]).includes(row.trackingStatus) ? (row.trackingStatus as ParcelTrackingStatus) : 'unknown',
    trackingEvents: eventsOf(row.trackingEvents),
    labelUrl: labelUrlOf(row),
    createdAt: iso(row.createdAt),
    purchasedAt: isoOrNull(row.purchasedAt),
    cancelledAt: isoOrNull(row.cancelledAt),
  };
}
