import { and, eq, inArray } from 'drizzle-orm';
import {
  CURRENT_ORDER_DETAIL_STATUSES,
  realtimeTopic,
  type TruckPositionEvent,
  type TruckerPosition,
  type UpdateTruckerLocationRequest,
} from '@freight/contracts';
import type { Db } from '../db/client';
import { loads, orderDetails, orders, trackingPoints, truckers } from '../db/schema';
import { iso } from '../http';
import { notFound } from '../plugins/envelope';
import { TRACKING_TEXTS } from './texts';
import type { MapsProvider } from '../providers';
import { publishEvent } from '../realtime/publish';

/**
 * update-trucker-location: moves the truck's last position (and its nearest "City, ST" through the maps provider's
 * reverse geocoding; a failing provider leaves the name as it was) and, when the truck carries a load (a live
 * assignment: order_details assigned / at_pickup / in_transit / at_delivery), stores a tracking point for it.
 * Company-scoped: another company's truck is a 404.
 * `source` (tracking_points.source): `app` for the call; the demo simulator (tracking/simulator.ts) passes `simulated`.
 */
export async function updateTruckerLocation(
  db: Db,
  maps: MapsProvider,
  companyId: string,
  truckerId: string,
  input: UpdateTruckerLocationRequest,
  source: 'app' | 'simulated' = 'app',
): Promise<TruckerPosition> {
  const [truck] = await db
    .select({ id: truckers.id, name: truckers.lastLocationName })
    .from(truckers)
    .where(and(eq(truckers.id, truckerId), eq(truckers.companyId, companyId)));
  if (!truck) throw notFound(TRACKING_TEXTS.positions.truckNotFound());

  let locationName = truck.name;
  try {
    const locality = await maps.reverseGeocode({ lat: input.lat, lng: input.lng });
    if (locality) locationName = `${locality.city}, ${locality.state}`;
  } catch {
    // The provider is down: the position still moves.
  }
  const at = input.at ? new Date(input.at) : new Date();
  const speedMph = input.speedMph ?? null;
  const heading = input.heading ?? null;

  return db.transaction(async (tx) => {
    await tx
      .update(truckers)
      .set({
        lastLat: input.lat,
        lastLng: input.lng,
        lastLocationName: locationName,
        lastSpeedMph: speedMph,
        lastHeading: heading,
        lastLocationAt: at,
        updatedAt: new Date(),
      })
      .where(eq(truckers.id, truck.id));
    const [carried] = await tx
      .select({ loadId: orders.loadId, orderId: orders.id, companyId: orders.companyId, carrierCompanyId: orders.carrierCompanyId })
      .from(orderDetails)
      .innerJoin(orders, eq(orders.id, orderDetails.orderId))
      .innerJoin(loads, eq(loads.id, orders.loadId))
      .where(and(eq(orderDetails.truckerId, truck.id), inArray(orderDetails.status, [...CURRENT_ORDER_DETAIL_STATUSES])))
      .orderBy(loads.pickupStart)
      .limit(1);
    if (carried) {
      await tx.insert(trackingPoints).values({
        companyId: carried.companyId,
        carrierCompanyId: carried.carrierCompanyId,
        loadId: carried.loadId,
        orderId: carried.orderId,
        truckerId: truck.id,
        lat: input.lat,
        lng: input.lng,
        speedMph,
        heading,
        source,
        recordedAt: at,
      });
    }
    // Live maps and tracking pages (docs/modules/fleet.md, "Real time"): sent at commit, to the carrier, the truck's
    // driver page and whoever follows the load.
    const event: TruckPositionEvent = {
      truckerId: truck.id,
      loadId: carried?.loadId ?? null,
      lat: input.lat,
      lng: input.lng,
      speedMph,
      heading,
      at: iso(at),
      locationName,
    };
    await publishEvent(tx, {
      type: 'truck.position',
      topics: [realtimeTopic.company(companyId), realtimeTopic.trucker(truck.id), ...(carried ? [realtimeTopic.load(carried.loadId)] : [])],
      payload: event,
    });
    return { _id: truck.id, lat: input.lat, lng: input.lng, locationName, locationAt: iso(at), speedMph, heading, loadId: carried?.loadId ?? null };
  });
}
