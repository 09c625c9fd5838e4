import { round } from '../../reference/geo';
import type { LoadBundle } from '../load-generator';
import { HOUR } from './constants';
import type { WorldBuild } from './context';

/** 12 parcel labels (documents sent with a load): 8 purchased, 3 cancelled, 1 only created. */
export function makeShipmentLabels({ rng, now, demo, context, rows }: WorldBuild, bundles: readonly LoadBundle[]): void {
  const labelOrders = rng.sample(
    bundles.flatMap((bundle) =>
      bundle.orders.filter((ord) => ['in_transit', 'delivered', 'invoiced', 'paid'].includes(ord.status ?? '')).map((ord) => ({ ord, bundle })),
    ),
    12,
  );
  labelOrders.forEach(({ ord, bundle }, index) => {
    const status = index < 8 ? 'purchased' : index < 11 ? 'cancelled' : 'created';
    const parcelCarrier = bundle.load.originCountry === 'CANADA' ? 'canada_post' : rng.pick(['ups', 'fedex', 'usps']);
    const tracking =
      parcelCarrier === 'ups'
        ? `1Z${rng.code(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}${rng.digits(10)}`
        : parcelCarrier === 'fedex'
          ? rng.digits(12)
          : parcelCarrier === 'usps'
            ? `9400${rng.digits(18)}`
            : `${rng.digits(16)}`;
    const created = (ord.createdAt as Date).getTime() + HOUR;
    const [from, to] = bundle.stops.length > 0 ? [bundle.stops[0]!, bundle.stops[bundle.stops.length - 1]!] : [null, null];
    rows.labels.push({
      id: rng.uuid(),
      companyId: demo,
      orderId: ord.id!,
      loadId: bundle.load.id!,
      provider: 'local',
      providerShipmentId: `shp_${rng.code(16, 'abcdef0123456789')}`,
      providerTransactionId: status === 'created' ? null : `txn_${rng.code(16, 'abcdef0123456789')}`,
      carrier: parcelCarrier,
      serviceLevel: parcelCarrier === 'ups' ? 'ground' : parcelCarrier === 'fedex' ? '2day' : parcelCarrier === 'usps' ? 'priority' : 'expedited',
      fromAddress: { name: from?.name, street1: from?.street1, city: from?.city, state: from?.state, zip: from?.postalCode, country: from?.country },
      toAddress: { name: to?.name, street1: to?.street1, city: to?.city, state: to?.state, zip: to?.postalCode, country: to?.country },
      parcel: {
        length: 12,
        width: 9,
        height: 4,
        distanceUnit: 'in',
        weight: rng.int(1, 20),
        massUnit: 'lb',
        contents: 'Bill of lading, customs and sample documents',
      },
      status,
      rateAmount: round(rng.float(9, 48), 2),
      currency: bundle.load.currency ?? 'USD',
      trackingNumber: status === 'created' ? null : tracking,
      trackingStatus: status === 'purchased' ? rng.pick(['pre_transit', 'transit', 'delivered'] as const) : 'unknown',
      labelUrl: status === 'created' ? null : `/files/labels/${tracking}.pdf`,
      createdBy: context.shipperId,
      createdAt: new Date(Math.min(created, now - 2 * HOUR)),
      purchasedAt: status === 'created' ? null : new Date(Math.min(created + HOUR, now - HOUR)),
      cancelledAt: status === 'cancelled' ? new Date(Math.min(created + 5 * HOUR, now - 30 * 60_000)) : null,
    });
  });
}
