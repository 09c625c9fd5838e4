import { and, asc, count, desc, eq, exists, gt, notInArray, or, sql } from 'drizzle-orm';
import {
  roundShared,
  TRACK_POINTS_MAX,
  type LatLng,
  type LoadStatus,
  type TrackDetail,
  type TrackEta,
  type TrackMilestone,
  type TrackPoint,
  type TrackPosition,
  type TrackStop,
  type TrackingLocation,
} from '@freight/contracts';
import type { Db } from '../db/client';
import {
  companies,
  deliveryProofPhotos,
  deliveryProofs,
  loads,
  loadStops,
  orderDetails,
  orders,
  orderStatusHistory,
  trackingPoints,
  truckers,
} from '../db/schema';
import { iso, isoOrNull } from '../http';
import type { MapsProvider } from '../providers';
import { kmToMiles, round } from '../providers/maps/geo';
import { estimateArrival, recentSpeedMph, type EtaStop } from './eta';

/**
 * A load's tracking: who may see it (the parties), and the view itself (track-detail, tracking-location and the
 * share link's reads). docs/modules/fleet.md, "Tracking".
 */

/** Assignments that are over or never happened. */
const ENDED_DETAIL = ['rejected', 'cancelled'] as const;
/** An assignment whose truck is moving for this load: its live position is the load's. */
const LIVE_DETAIL = ['assigned', 'at_pickup', 'in_transit', 'at_delivery'] as const;
/** Load statuses after which there is nothing to estimate. */
const FINISHED: readonly LoadStatus[] = ['delivered', 'invoiced', 'paid', 'cancelled'];
/** How far back the recent track goes. */
const TRACK_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A remote maps provider's route gets this long; then the stops are joined by straight lines. */
const ROUTE_DEADLINE_MS = 3_000;

/** The load and its parties: the shipper (`companyId`) and the carrier of its live order (or of the load). */
export interface LoadParties {
  id: string;
  loadId: string;
  status: LoadStatus;
  companyId: string;
  carrierCompanyId: string | null;
  orderId: string | null;
}

export async function loadParties(db: Db, loadUuid: string): Promise<LoadParties | null> {
  const [row] = await db
    .select({
      id: loads.id,
      loadId: loads.loadId,
      status: loads.status,
      companyId: loads.companyId,
      loadCarrier: loads.carrierCompanyId,
      orderId: orders.id,
      orderCarrier: orders.carrierCompanyId,
    })
    .from(loads)
    .leftJoin(orders, and(eq(orders.loadId, loads.id), notInArray(orders.status, ['rejected', 'cancelled'])))
    .where(eq(loads.id, loadUuid))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    loadId: row.loadId,
    status: row.status as LoadStatus,
    companyId: row.companyId,
    carrierCompanyId: row.orderCarrier ?? row.loadCarrier,
    orderId: row.orderId,
  };
}

/**
 * The uuid of the caller's load of a number (L-100123). A number is unique within its shipper's company only: the
 * company's own load first, else the latest it carries (of the load, or of a live order of it); null when none.
 */
export async function loadUuidOfNumber(db: Db, companyId: string, loadNumber: string): Promise<string | null> {
  const carried = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.loadId, loads.id), eq(orders.carrierCompanyId, companyId), notInArray(orders.status, ['rejected', 'cancelled'])));
  const [row] = await db
    .select({ id: loads.id })
    .from(loads)
    .where(and(eq(loads.loadId, loadNumber), or(eq(loads.companyId, companyId), eq(loads.carrierCompanyId, companyId), exists(carried))))
    .orderBy(desc(sql`${loads.companyId} = ${companyId}`), desc(loads.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The caller's side of the load, or null when its company is neither the shipper nor the carrier. */
export function partyOf(parties: LoadParties, companyId: string): 'shipper' | 'carrier' | null {
  if (parties.companyId === companyId) return 'shipper';
  if (parties.carrierCompanyId === companyId) return 'carrier';
  return null;
}

interface Facts {
  parties: LoadParties;
  stops: Array<typeof loadStops.$inferSelect>;
  detail: { truckerId: string; status: string; assignedAt: Date; pickedUpAt: Date | null; deliveredAt: Date | null } | null;
  order: { assignedAt: Date | null; pickedUpAt: Date | null; deliveredAt: Date | null } | null;
  load: { pickedUpAt: Date | null; deliveredAt: Date | null; distanceMiles: number | null; shipperName: string };
  inTransitAt: Date | null;
  truck: typeof truckers.$inferSelect | null;
  lastPoint: TrackPointRow | null;
}

interface TrackPointRow {
  lat: number;
  lng: number;
  speedMph: number | null;
  heading: number | null;
  at: Date;
}

const pointColumns = {
  lat: trackingPoints.lat,
  lng: trackingPoints.lng,
  speedMph: trackingPoints.speedMph,
  heading: trackingPoints.heading,
  at: trackingPoints.recordedAt,
};

async function readFacts(db: Db, parties: LoadParties): Promise<Facts> {
  const [stops, [load], detailRows, orderRows, history, lastPoints] = await Promise.all([
    db.select().from(loadStops).where(eq(loadStops.loadId, parties.id)).orderBy(asc(loadStops.seq)),
    db
      .select({ pickedUpAt: loads.pickedUpAt, deliveredAt: loads.deliveredAt, distanceMiles: loads.distanceMiles, shipperName: companies.name })
      .from(loads)
      .innerJoin(companies, eq(companies.id, loads.companyId))
      .where(eq(loads.id, parties.id)),
    parties.orderId
      ? db
          .select({
            truckerId: orderDetails.truckerId,
            status: orderDetails.status,
            assignedAt: orderDetails.assignedAt,
            pickedUpAt: orderDetails.pickedUpAt,
            deliveredAt: orderDetails.deliveredAt,
          })
          .from(orderDetails)
          .where(and(eq(orderDetails.orderId, parties.orderId), notInArray(orderDetails.status, [...ENDED_DETAIL])))
          .orderBy(desc(orderDetails.assignedAt))
          .limit(1)
      : Promise.resolve([]),
    parties.orderId
      ? db
          .select({ assignedAt: orders.assignedAt, pickedUpAt: orders.pickedUpAt, deliveredAt: orders.deliveredAt })
          .from(orders)
          .where(eq(orders.id, parties.orderId))
      : Promise.resolve([]),
    parties.orderId
      ? db
          .select({ at: orderStatusHistory.createdAt })
          .from(orderStatusHistory)
          .where(and(eq(orderStatusHistory.orderId, parties.orderId), eq(orderStatusHistory.toStatus, 'in_transit')))
          .orderBy(asc(orderStatusHistory.createdAt))
          .limit(1)
      : Promise.resolve([]),
    db.select(pointColumns).from(trackingPoints).where(eq(trackingPoints.loadId, parties.id)).orderBy(desc(trackingPoints.recordedAt)).limit(1),
  ]);
  const detail = detailRows[0] ?? null;
  const [truck] = detail ? await db.select().from(truckers).where(eq(truckers.id, detail.truckerId)) : [];
  return {
    parties,
    stops,
    detail,
    order: orderRows[0] ?? null,
    load: load ?? { pickedUpAt: null, deliveredAt: null, distanceMiles: null, shipperName: '' },
    inTransitAt: history[0]?.at ?? null,
    truck: truck ?? null,
    lastPoint: lastPoints[0] ?? null,
  };
}

/**
 * The truck's last position for this load: while the assignment is live, the truck's own last position; once it has
 * ended, the load's last point only (where the truck went next is the carrier's business).
 */
function positionOf(facts: Facts): TrackPosition | null {
  const { truck, detail, lastPoint } = facts;
  const live = detail !== null && (LIVE_DETAIL as readonly string[]).includes(detail.status);
  if (live && truck?.lastLat != null && truck.lastLng != null && truck.lastLocationAt) {
    return {
      lat: truck.lastLat,
      lng: truck.lastLng,
      at: iso(truck.lastLocationAt),
      speedMph: truck.lastSpeedMph ?? null,
      heading: truck.lastHeading ?? null,
      locationName: truck.lastLocationName ?? null,
    };
  }
  if (!lastPoint) return null;
  return {
    lat: lastPoint.lat,
    lng: lastPoint.lng,
    at: iso(lastPoint.at),
    speedMph: lastPoint.speedMph,
    heading: lastPoint.heading,
    locationName: live ? (truck?.lastLocationName ?? null) : null,
  };
}

const rank: Record<LoadStatus, number> = {
  pending: 0,
  quoted: 0,
  tendered: 0,
  accepted: 0,
  assigned: 1,
  in_transit: 2,
  delivered: 3,
  invoiced: 3,
  paid: 3,
  cancelled: 0,
};

function milestonesOf(facts: Facts): TrackMilestone[] {
  const reached = rank[facts.parties.status];
  const pickedUp = facts.detail?.pickedUpAt ?? facts.order?.pickedUpAt ?? facts.load.pickedUpAt ?? null;
  const delivered = facts.detail?.deliveredAt ?? facts.order?.deliveredAt ?? facts.load.deliveredAt ?? null;
  const entries: Array<[TrackMilestone['key'], Date | null, number]> = [
    ['assigned', facts.detail?.assignedAt ?? facts.order?.assignedAt ?? null, 1],
    ['picked_up', pickedUp, 2],
    ['in_transit', facts.inTransitAt ?? pickedUp, 2],
    ['delivered', delivered, 3],
  ];
  return entries.map(([key, at, needed]) => ({ key, at: isoOrNull(at), done: at !== null || reached >= needed }));
}

/** The next stop the truck heads for: before pickup the first pickup not left, after it the first delivery not reached. */
function nextStop(facts: Facts): EtaStop | null {
  if (FINISHED.includes(facts.parties.status) || !facts.detail) return null;
  const pickedUp = facts.detail.pickedUpAt !== null || ['in_transit', 'at_delivery'].includes(facts.detail.status);
  const stop = facts.stops.find((candidate) =>
    pickedUp ? candidate.type === 'delivery' && candidate.arrivedAt === null : candidate.type === 'pickup' && candidate.departedAt === null,
  );
  if (!stop || stop.lat === null || stop.lng === null) return null;
  return { seq: stop.seq, type: stop.type as EtaStop['type'], lat: stop.lat, lng: stop.lng, windowStart: stop.windowStart, windowEnd: stop.windowEnd };
}

async function etaOf(db: Db, facts: Facts, position: TrackPosition | null, now: Date): Promise<TrackEta | null> {
  const stop = nextStop(facts);
  if (!stop || !position || !facts.detail) return null;
  const since = new Date(now.getTime() - 30 * 60 * 1000);
  const recent = await db
    .select({ speedMph: trackingPoints.speedMph, at: trackingPoints.recordedAt })
    .from(trackingPoints)
    .where(and(eq(trackingPoints.truckerId, facts.detail.truckerId), gt(trackingPoints.recordedAt, since)))
    .orderBy(desc(trackingPoints.recordedAt))
    .limit(100);
  return estimateArrival(position, stop, recentSpeedMph(recent, now), now);
}

async function trackSince(db: Db, loadUuid: string, after: Date): Promise<TrackPoint[]> {
  const rows = await db
    .select(pointColumns)
    .from(trackingPoints)
    .where(and(eq(trackingPoints.loadId, loadUuid), gt(trackingPoints.recordedAt, after)))
    .orderBy(desc(trackingPoints.recordedAt))
    .limit(TRACK_POINTS_MAX);
  return rows.reverse().map((row) => ({ lat: row.lat, lng: row.lng, at: iso(row.at), speedMph: row.speedMph, heading: row.heading }));
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('maps provider deadline')), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** The road route through the placed stops (the maps provider, leg by leg); straight legs where it has none or is slow. */
async function routeOf(maps: MapsProvider, stops: Facts['stops']): Promise<{ points: Array<[number, number]>; km: number | null }> {
  const placed: LatLng[] = stops.filter((stop) => stop.lat !== null && stop.lng !== null).map((stop) => ({ lat: stop.lat!, lng: stop.lng! }));
  if (placed.length < 2) return { points: placed.map((p) => [p.lat, p.lng]), km: null };
  const legs = await withDeadline(Promise.all(placed.slice(1).map((to, index) => maps.route(placed[index]!, to))), ROUTE_DEADLINE_MS).catch(() => null);
  const points: Array<[number, number]> = [];
  let km: number | null = 0;
  placed.slice(1).forEach((to, index) => {
    const from = placed[index]!;
    const leg = legs?.[index] ?? null;
    const legPoints: Array<[number, number]> = leg
      ? leg.points
      : [
          [from.lat, from.lng],
          [to.lat, to.lng],
        ];
    if (!leg) km = null;
    else if (km !== null) km += leg.distanceKm;
    points.push(...(points.length > 0 ? legPoints.slice(1) : legPoints));
  });
  return { points, km };
}

async function namesOf(db: Db, carrierCompanyId: string | null): Promise<string | null> {
  if (!carrierCompanyId) return null;
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, carrierCompanyId));
  return row?.name ?? null;
}

async function proofOf(db: Db, loadUuid: string): Promise<TrackDetail['proofOfDelivery']> {
  const [proof] = await db
    .select({ id: deliveryProofs.id, receiverName: deliveryProofs.receiverName, signedAt: deliveryProofs.signedAt })
    .from(deliveryProofs)
    .where(eq(deliveryProofs.loadId, loadUuid))
    .orderBy(desc(deliveryProofs.signedAt))
    .limit(1);
  if (!proof) return null;
  const [photos] = await db.select({ n: count() }).from(deliveryProofPhotos).where(eq(deliveryProofPhotos.proofId, proof.id));
  return { receiverName: proof.receiverName, signedAt: iso(proof.signedAt), photoCount: Number(photos?.n ?? 0) };
}

const stopOf = (stop: Facts['stops'][number]): TrackStop => ({
  seq: stop.seq,
  type: stop.type as TrackStop['type'],
  name: stop.name,
  street1: stop.street1,
  city: stop.city,
  state: stop.state,
  lat: stop.lat,
  lng: stop.lng,
  windowStart: iso(stop.windowStart),
  windowEnd: iso(stop.windowEnd),
  arrivedAt: isoOrNull(stop.arrivedAt),
  departedAt: isoOrNull(stop.departedAt),
});

/** The full view of a load for a signed-in party (`party`). */
export async function trackDetail(db: Db, maps: MapsProvider, parties: LoadParties, party: 'shipper' | 'carrier', now = new Date()): Promise<TrackDetail> {
  const facts = await readFacts(db, parties);
  const position = positionOf(facts);
  const [eta, track, route, carrierName, proof] = await Promise.all([
    etaOf(db, facts, position, now),
    trackSince(db, parties.id, new Date(now.getTime() - TRACK_WINDOW_MS)),
    routeOf(maps, facts.stops),
    namesOf(db, parties.carrierCompanyId),
    proofOf(db, parties.id),
  ]);
  const truck = facts.truck;
  return {
    view: 'full',
    _id: parties.id,
    loadId: parties.loadId,
    status: parties.status,
    shipperName: facts.load.shipperName,
    carrierName,
    party,
    stops: facts.stops.map(stopOf),
    route: route.points,
    distanceMiles: facts.load.distanceMiles ?? (route.km !== null ? round(kmToMiles(route.km), 1) : null),
    milestones: milestonesOf(facts),
    position,
    track,
    eta,
    truck: truck
      ? { _id: truck.id, truckNumber: truck.truckNumber, driverName: truck.name, driverPhone: truck.phone ?? null, plateNumber: truck.plateNumber ?? null }
      : null,
    proofOfDelivery: proof,
  };
}

/** What a page polls: the last position, the points after `after` (else the recent track), the ETA and milestones. */
export async function trackingLocation(db: Db, parties: LoadParties, after: Date | null, now = new Date()): Promise<TrackingLocation> {
  const facts = await readFacts(db, parties);
  const position = positionOf(facts);
  const windowStart = new Date(now.getTime() - TRACK_WINDOW_MS);
  const [eta, points] = await Promise.all([etaOf(db, facts, position, now), trackSince(db, parties.id, after && after > windowStart ? after : windowStart)]);
  return { status: parties.status, position, points, eta, milestones: milestonesOf(facts) };
}

// --- the shared view: reduced precision, nothing about the truck or the people ---

const roundPair = ([lat, lng]: [number, number]): [number, number] => [roundShared(lat), roundShared(lng)];
const roundPoint = (point: TrackPoint): TrackPoint => ({ ...point, lat: roundShared(point.lat), lng: roundShared(point.lng) });
const roundPosition = (position: TrackPosition | null): TrackPosition | null =>
  position ? { ...position, lat: roundShared(position.lat), lng: roundShared(position.lng) } : null;

/** Drops consecutive points that rounding made equal (they would only repeat one place). */
function distinct(points: TrackPoint[]): TrackPoint[] {
  return points.filter((point, index) => index === 0 || point.lat !== points[index - 1]!.lat || point.lng !== points[index - 1]!.lng);
}

/** A full view as a share link shows it: positions to 2 decimals (about 1 km), no truck, names, streets or proof. */
export function sharedView(detail: TrackDetail): TrackDetail {
  return {
    ...detail,
    view: 'shared',
    _id: null,
    shipperName: null,
    carrierName: null,
    party: null,
    stops: detail.stops.map((stop) => ({
      ...stop,
      name: null,
      street1: null,
      lat: stop.lat === null ? null : roundShared(stop.lat),
      lng: stop.lng === null ? null : roundShared(stop.lng),
    })),
    route: detail.route.map(roundPair),
    position: roundPosition(detail.position),
    track: distinct(detail.track.map(roundPoint)),
    truck: null,
    proofOfDelivery: null,
  };
}

export function sharedLocation(location: TrackingLocation): TrackingLocation {
  return { ...location, position: roundPosition(location.position), points: distinct(location.points.map(roundPoint)) };
}
