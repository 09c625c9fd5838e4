import { activityText } from '../../texts/activity';
import type { CarrierRef, LoadBundle, LoadWorld, TruckRef } from './types';

/** A load's activity-log lines (the shipper's, and the carrier's own when it is another company), when the world keeps them. */

const fmtMoney = (value: number, currency: string) => `${currency === 'CAD' ? 'CA$' : '$'}${value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

export function withActivity(world: LoadWorld, bundle: LoadBundle, carrier: CarrierRef | null, truck: TruckRef | null): LoadBundle {
  if (!world.withActivity) return bundle;
  const { rng } = world;
  const load = bundle.load;
  const currency = load.currency ?? 'USD';
  const lane = `${load.originCity}, ${load.originState} → ${load.destinationCity}, ${load.destinationState}`;
  // An order line carries its message key and parameters (texts/activity.ts ACTIVITY_TEXTS), as order actions write them.
  const log = (
    companyId: string,
    userId: string | null,
    entityType: string,
    entityId: string,
    action: string,
    message: string | { key: string; params: Record<string, string> },
    at: Date | null | undefined,
  ) => {
    if (!at) return;
    const keyed = typeof message === 'string' ? null : message;
    const text = keyed ? activityText(keyed.key, keyed.params, 'en')! : (message as string);
    bundle.activity.push({
      id: rng.uuid(),
      companyId,
      userId,
      entityType,
      entityId,
      action,
      message: text,
      meta: { loadId: load.loadId, ...keyed },
      createdAt: at,
    });
  };
  const shipper = world.shipperCompanyId;
  log(shipper, load.createdBy ?? null, 'load', load.id!, 'created', `Load ${load.loadId} created: ${lane}`, load.createdAt);
  if (load.broadcastAt)
    log(shipper, load.createdBy ?? null, 'load', load.id!, 'broadcast', `Load ${load.loadId} broadcast to the load board`, load.broadcastAt);
  if (bundle.quotes.length > 0) {
    log(
      shipper,
      load.createdBy ?? null,
      'load',
      load.id!,
      'quotes_requested',
      `Quote requests sent to ${bundle.quotes.length} carrier(s) for ${load.loadId}`,
      bundle.quotes[0]!.createdAt,
    );
  }
  for (const quote of bundle.quotes) {
    if (quote.confirmedAt)
      log(
        shipper,
        null,
        'quote',
        quote.id!,
        'confirmed',
        `Quote ${quote.quoteId} confirmed by ${quote.recipientName}: ${fmtMoney(quote.amount ?? 0, currency)}`,
        quote.confirmedAt,
      );
    if (quote.approvedAt)
      log(shipper, load.createdBy ?? null, 'quote', quote.id!, 'approved', `Quote ${quote.quoteId} approved for ${load.loadId}`, quote.approvedAt);
  }
  const order = bundle.orders[0];
  if (order && carrier) {
    const carrierSide = carrier.companyId !== shipper ? carrier.companyId : null;
    const ids = { order: order.orderId!, load: load.loadId! };
    log(shipper, load.createdBy ?? null, 'order', order.id!, 'tendered', { key: 'order.tendered', params: { ...ids, carrier: carrier.name } }, order.createdAt);
    if (carrierSide) log(carrierSide, null, 'order', order.id!, 'received', { key: 'order.received', params: { ...ids, lane } }, order.createdAt);
    const steps: Array<[string, Date | null | undefined, { key: string; params: Record<string, string> }]> = [
      ['accepted', order.acceptedAt, { key: 'order.accepted_by', params: { ...ids, carrier: carrier.name } }],
      ['assigned', order.assignedAt, { key: 'order.truck_assigned', params: { ...ids, truck: truck?.truckNumber ?? '', driver: truck?.name ?? '' } }],
      ['picked_up', order.pickedUpAt, { key: 'order.picked_up', params: { ...ids, place: `${load.originCity}, ${load.originState}` } }],
      ['delivered', order.deliveredAt, { key: 'order.delivered', params: { ...ids, place: `${load.destinationCity}, ${load.destinationState}` } }],
      ['invoiced', order.invoicedAt, { key: 'order.invoice_received', params: { ...ids, invoice: order.invoiceNumber ?? '' } }],
      ['paid', order.paidAt, { key: 'order.marked_paid', params: ids }],
    ];
    for (const [action, at, message] of steps) {
      log(shipper, action === 'paid' ? (load.createdBy ?? null) : null, 'order', order.id!, action, message, at);
      if (carrierSide) log(carrierSide, carrier.userId, 'order', order.id!, action, message, at);
    }
  }
  if (load.cancelledAt) log(shipper, load.createdBy ?? null, 'load', load.id!, 'cancelled', `Load ${load.loadId} cancelled`, load.cancelledAt);
  return bundle;
}
