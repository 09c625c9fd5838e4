import crypto from 'node:crypto';
import type { LoadStatus, OrderStatus, OrderType, QuoteStatus } from '@freight/contracts';
import type {
  activityLogs,
  loadStops,
  loads,
  orderAccessorials,
  orderDetails,
  orderStatusHistory,
  orders,
  quoteComments,
  quotes,
  trackingPoints,
} from '../db/schema';
import { distanceMiles, routeCountry, round, type LatLng, type Route } from '../reference/geo';
import { PRODUCTS, SPECIAL_INSTRUCTIONS, type ProductSeed } from '../reference/names';
import { activityText } from '../i18n/content';
import type { Random } from './random';
import type { EquipmentKey } from './reference';

/**
 * Makes one load with everything that hangs off it for its status: stops, quotes (and comments), the order with
 * its truck assignment, status history and accessorials, tracking points and activity-log lines. Used by the demo
 * world (300 loads) and by `npm run seed -- --loads N` (growth for benchmarks). Times are offsets from `now`.
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface AddressRef {
  id: string;
  name: string;
  street1: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'USA' | 'CANADA';
  lat: number;
  lng: number;
  contactName: string;
  contactPhone: string;
  /** A warehouse of the shipper (its id), not an address-book entry. */
  warehouseId?: string;
}

export interface TruckRef {
  id: string;
  companyId: string;
  kind: 'truck' | 'carrier';
  name: string;
  truckNumber: string;
}

export interface CarrierRef {
  companyId: string;
  name: string;
  country: 'USA' | 'CANADA';
  trucks: TruckRef[];
  /** Who receives this carrier's quote requests. */
  contact: { name: string; email: string };
  /** Dispatcher user (activity on the carrier's side). */
  userId: string | null;
  /** Weight of this carrier for US, Canadian and cross-border loads. */
  share: { USA: number; CANADA: number; CROSS_BORDER: number };
}

export interface LaneRef {
  id: string;
  route: Route;
  origin: AddressRef;
  destination: AddressRef;
  equipmentKey: EquipmentKey;
}

export interface TruckPosition extends LatLng {
  truckerId: string;
  heading: number;
  speedMph: number;
  at: Date;
  status: 'on_load';
  /** In transit positions win over "heading to pickup" ones. */
  priority: number;
}

export interface LoadWorld {
  rng: Random;
  /** Seeding time (ms). */
  now: number;
  shipperCompanyId: string;
  creatorIds: readonly string[];
  addressByCity: ReadonlyMap<string, AddressRef>;
  /** The shipper's warehouses by city: a load off its lanes whose destination city has one delivers there. */
  warehouseByCity?: ReadonlyMap<string, AddressRef>;
  routes: readonly Route[];
  lanes: readonly LaneRef[];
  equipmentIds: Readonly<Record<EquipmentKey, string>>;
  carriers: readonly CarrierRef[];
  externalCarriers: ReadonlyArray<{ name: string; email: string }>;
  nextNumber(kind: 'load' | 'order' | 'invoice'): number;
  /** Which trucks already carry a load in transit / have one assigned (one of each per truck). */
  busy: Map<string, { inTransit: boolean; assigned: boolean }>;
  /** Passcode of every seeded quote (documented in docs/DATA-MODEL.md). */
  passcode: string;
  withTracking: boolean;
  withActivity: boolean;
  /**
   * Benchmark growth: only what lists need (the load, its stops, the winning or first quote, the order and its
   * live assignment); no losing quotes, comments, status history, accessorials or refused assignments.
   */
  lean: boolean;
}

type QuoteDraft = Insert<typeof quotes> & {
  id: string;
  status: QuoteStatus;
  amount: number | null;
  confirmedAt: Date | null;
  approvedAt: Date | null;
  declinedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export interface LoadBundle {
  load: Insert<typeof loads>;
  stops: Insert<typeof loadStops>[];
  quotes: QuoteDraft[];
  quoteComments: Insert<typeof quoteComments>[];
  orders: Insert<typeof orders>[];
  orderDetails: Insert<typeof orderDetails>[];
  history: Insert<typeof orderStatusHistory>[];
  accessorials: Insert<typeof orderAccessorials>[];
  tracking: Insert<typeof trackingPoints>[];
  activity: Insert<typeof activityLogs>[];
  truckPosition: TruckPosition | null;
  route: Route;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const QUARTER = 15 * 60_000;

const RANK: Record<LoadStatus, number> = {
  pending: 0,
  quoted: 1,
  tendered: 2,
  accepted: 3,
  assigned: 4,
  in_transit: 5,
  delivered: 6,
  invoiced: 7,
  paid: 8,
  cancelled: -1,
};

const ORDER_STATUS_OF: Partial<Record<LoadStatus, OrderStatus>> = {
  tendered: 'new',
  accepted: 'accepted',
  assigned: 'assigned',
  in_transit: 'in_transit',
  delivered: 'delivered',
  invoiced: 'invoiced',
  paid: 'paid',
};

/** How long ago (days) a load of each status was created. */
const CREATED_DAYS_AGO: Record<LoadStatus, readonly [number, number]> = {
  pending: [0.1, 6],
  quoted: [0.5, 8],
  tendered: [0.5, 6],
  accepted: [1, 7],
  assigned: [1, 6],
  in_transit: [2, 8],
  delivered: [4, 25],
  invoiced: [12, 55],
  paid: [30, 89],
  cancelled: [1, 89],
};

/**
 * Which loads the risk job will find late or at risk (the job computes the flags; the generator only
 * shapes the times so the demo shows some). Per carrier company, its first two loads in transit or assigned are
 * late and the next two at risk (both sides of the demo have some); then 20 % late and 25 % at risk. A few accepted
 * loads without a truck get a pickup window closing within hours (noTruck).
 */
const shapedPerCarrier = new WeakMap<LoadWorld, Map<string, { delayed: number; atRisk: number }>>();
function riskShape(world: LoadWorld, status: LoadStatus, carrierCompanyId: string | null, hasTruck: boolean): 'delayed' | 'atRisk' | null {
  if (status === 'accepted') return world.rng.chance(0.1) ? 'atRisk' : null;
  if ((status !== 'in_transit' && status !== 'assigned') || !carrierCompanyId || !hasTruck) return null;
  let companies = shapedPerCarrier.get(world);
  if (!companies) shapedPerCarrier.set(world, (companies = new Map()));
  const counts = companies.get(carrierCompanyId) ?? { delayed: 0, atRisk: 0 };
  companies.set(carrierCompanyId, counts);
  const shape = counts.delayed < 2 ? 'delayed' : counts.atRisk < 2 ? 'atRisk' : world.rng.weighted<'delayed' | 'atRisk' | 'none'>([['delayed', 20], ['atRisk', 25], ['none', 55]]);
  if (shape === 'none') return null;
  counts[shape] += 1;
  return shape;
}

export const hashPasscode = (passcode: string, salt: string) =>
  `sha256$${salt}$${crypto.createHash('sha256').update(`${salt}:${passcode}`).digest('hex')}`;

const floorQuarter = (ms: number) => Math.floor(ms / QUARTER) * QUARTER;
const money = (value: number, step = 5) => Math.round(value / step) * step;
const fmtMoney = (value: number, currency: string) =>
  `${currency === 'CAD' ? 'CA$' : '$'}${value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** Driving hours including rest (11 h driving per day, 10 h off). */
export function transitHours(miles: number): number {
  const driving = miles / 50;
  const restDays = Math.floor(driving / 11);
  return round(driving + restDays * 10 + 1, 1);
}

const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function productFor(rng: Random, equipmentKey?: EquipmentKey): ProductSeed {
  const fitting = equipmentKey ? PRODUCTS.filter((product) => product.equipment === equipmentKey) : PRODUCTS;
  return rng.pick(fitting.length > 0 ? fitting : PRODUCTS);
}

function chooseCarrier(world: LoadWorld, route: Route, slot: 'inTransit' | 'assigned' | null): { carrier: CarrierRef; truck: TruckRef | null } {
  const region = routeCountry(route);
  const free = (carrier: CarrierRef) =>
    slot === null ? carrier.trucks : carrier.trucks.filter((truck) => !world.busy.get(truck.id)?.[slot]);
  let candidates = world.carriers.filter((carrier) => free(carrier).length > 0 && carrier.share[region] > 0);
  if (candidates.length === 0) candidates = world.carriers.filter((carrier) => free(carrier).length > 0);
  if (candidates.length === 0) {
    // Every truck already busy (only in the benchmark growth): any truck of the favoured carrier.
    const carrier = world.rng.weighted(world.carriers.map((c) => [c, c.share[region] + 0.01] as const));
    return { carrier, truck: slot === null ? null : world.rng.pick(carrier.trucks) };
  }
  const carrier = world.rng.weighted(candidates.map((c) => [c, c.share[region] + 0.01] as const));
  if (slot === null) return { carrier, truck: null };
  const truck = world.rng.pick(free(carrier));
  const state = world.busy.get(truck.id) ?? { inTransit: false, assigned: false };
  state[slot] = true;
  world.busy.set(truck.id, state);
  return { carrier, truck };
}

function pickRoute(world: LoadWorld): { route: Route; laneId: string | null; origin: AddressRef; destination: AddressRef; equipmentKey?: EquipmentKey } {
  const { rng } = world;
  if (world.lanes.length > 0 && rng.chance(0.55)) {
    const lane = rng.pick(world.lanes);
    return { route: lane.route, laneId: lane.id, origin: lane.origin, destination: lane.destination, equipmentKey: lane.equipmentKey };
  }
  for (;;) {
    const route = rng.pick(world.routes);
    if (route.miles < 90 || (route.miles > 2_600 && rng.chance(0.7))) continue;
    const origin = world.addressByCity.get(route.from.key);
    const destination = world.addressByCity.get(route.to.key);
    if (origin && destination) return { route, laneId: null, origin, destination: world.warehouseByCity?.get(route.to.key) ?? destination };
  }
}

interface Options {
  /** Pre-built sub-load: the parent's bundle (same route, half its freight, no quotes or order). */
  parent?: LoadBundle;
}

export function generateLoad(world: LoadWorld, status: LoadStatus, options: Options = {}): LoadBundle {
  const { rng, now } = world;
  const parent = options.parent;
  const rank = RANK[status];
  const loadUuid = rng.uuid();
  const loadNumber = `L-${world.nextNumber('load')}`;
  const createdBy = rng.pick(world.creatorIds);

  const picked = parent
    ? {
        route: parent.route,
        laneId: parent.load.laneId ?? null,
        origin: null as AddressRef | null,
        destination: null as AddressRef | null,
        equipmentKey: undefined as EquipmentKey | undefined,
      }
    : pickRoute(world);
  const route = picked.route;
  const miles = route.miles;
  const hours = transitHours(miles);

  // ----- carrier and truck
  const awarded = rank >= RANK.tendered;
  const slot = status === 'in_transit' ? 'inTransit' : status === 'assigned' ? 'assigned' : null;
  const { carrier, truck: chosenTruck } = awarded ? chooseCarrier(world, route, slot) : { carrier: null, truck: null };
  let truck = chosenTruck;
  if (awarded && rank >= RANK.delivered && carrier) truck = rng.pick(carrier.trucks);
  const carrierCompanyId = carrier?.companyId ?? null;

  // ----- times
  const [minAgo, maxAgo] = CREATED_DAYS_AGO[status];
  let created = now - rng.float(minAgo, maxAgo) * DAY;
  let pickupStart: number;
  let pickedUpAt: number | null = null;
  let deliveredAt: number | null = null;
  let progress = 0;
  // How the risk job will judge the load (it computes the flags; this only shapes the times: see riskShape).
  const shape = parent ? null : riskShape(world, status, carrierCompanyId, truck !== null);
  const isDelayed = shape === 'delayed';

  if (status === 'in_transit') {
    progress = rng.float(0.08, 0.92);
    pickedUpAt = now - progress * hours * HOUR * (isDelayed ? 1.3 : 1);
    pickupStart = floorQuarter(pickedUpAt - rng.float(0, 2) * HOUR);
    created = Math.min(created, pickupStart - rng.float(1, 5) * DAY);
  } else if (rank >= RANK.delivered) {
    pickupStart = floorQuarter(Math.min(created + rng.float(1, 4) * DAY, now - hours * HOUR - rng.float(6, 30) * HOUR));
    created = Math.min(created, pickupStart - rng.float(0.5, 2) * DAY);
    pickedUpAt = pickupStart + rng.float(0, 2) * HOUR;
  } else if (status === 'cancelled') {
    pickupStart = floorQuarter(created + rng.float(1, 6) * DAY);
  } else if (status === 'assigned' && isDelayed) {
    // Not picked up and the pickup window (2-4 h) closed: pickupMissed.
    pickupStart = floorQuarter(now - rng.float(4.5, 9) * HOUR);
    created = Math.min(created, pickupStart - DAY);
  } else if (status === 'accepted' && shape === 'atRisk') {
    // No truck yet and the pickup window closes within RISK_MODEL.unassignedLeadHours: noTruck.
    pickupStart = floorQuarter(now + rng.float(0.5, 1.5) * HOUR);
    created = Math.min(created, now - DAY);
  } else {
    pickupStart = floorQuarter(Math.max(now + rng.float(status === 'assigned' ? 2 : 10, status === 'assigned' ? 72 : 240) * HOUR, created + DAY));
  }
  created = Math.min(created, now - 5 * 60_000);
  let pickupEnd = pickupStart + rng.int(2, 4) * HOUR;
  if (status === 'accepted' && shape === 'atRisk') pickupEnd = pickupStart + 2 * HOUR;
  let deliveryStart = floorQuarter(pickupStart + hours * HOUR + rng.float(0, 4) * HOUR);
  let deliveryEnd = deliveryStart + rng.int(2, 4) * HOUR;
  if (shape && status === 'in_transit' && picked.destination) {
    // The truck is at `progress` on the route: its delivery window closed (deliveryMissed), or closes before even
    // the fastest seeded truck (67 mph) gets there (deliveryEta).
    const fastestHours = (distanceMiles(route.line.at(progress), picked.destination) * 1.2) / 67;
    if (shape === 'atRisk' && fastestHours >= 0.75) {
      deliveryEnd = Math.ceil((now + fastestHours * rng.float(0.3, 0.6) * HOUR) / 60_000) * 60_000;
    } else {
      deliveryEnd = floorQuarter(now - rng.float(0.5, 4) * HOUR);
    }
    deliveryStart = deliveryEnd - rng.int(2, 3) * HOUR;
    if (pickedUpAt! > deliveryStart - HOUR) {
      pickedUpAt = deliveryStart - rng.float(1, 3) * HOUR;
      pickupStart = floorQuarter(pickedUpAt - rng.float(0, 2) * HOUR);
      pickupEnd = pickupStart + 2 * HOUR;
      created = Math.min(created, pickupStart - DAY);
    }
  } else if (shape === 'atRisk' && status === 'assigned') {
    // Loaded after the window opens plus an hour at the dock, the load cannot make its delivery window at the planned
    // speed (RISK_MODEL: 45 mph): deliveryEta.
    deliveryEnd = Math.ceil((pickupStart + HOUR + (miles / 45) * rng.float(0.5, 0.8) * HOUR) / 60_000) * 60_000;
    deliveryStart = Math.min(deliveryEnd, Math.max(pickupStart, deliveryEnd - 2 * HOUR));
  }
  if (rank >= RANK.delivered) {
    const late = rng.chance(0.15);
    deliveredAt = late ? deliveryEnd + rng.float(1, 10) * HOUR : deliveryStart + rng.float(-1, 2.5) * HOUR;
    deliveredAt = Math.min(deliveredAt, now - HOUR);
  }
  let invoicedAt: number | null = null;
  let paidAt: number | null = null;
  if (rank >= RANK.invoiced && deliveredAt !== null) {
    invoicedAt = Math.min(deliveredAt + rng.float(0.3, 5) * DAY, now - 2 * HOUR);
    if (rank >= RANK.paid) paidAt = Math.max(invoicedAt + HOUR, Math.min(invoicedAt + rng.float(10, 35) * DAY, now - HOUR));
  }
  const cancelledAt = status === 'cancelled' ? Math.min(created + rng.float(2, 40) * HOUR, pickupStart - HOUR, now - HOUR) : null;

  // ----- freight
  const product = parent ? null : productFor(rng, picked.equipmentKey);
  const mode: OrderType = parent
    ? (parent.load.mode as OrderType)
    : product!.equipment === 'flatbed' || product!.equipment === 'conestoga'
      ? 'FTL'
      : rng.weighted<OrderType>([['FTL', 80], ['LTL', 12], ['PARTIAL', 8]]);
  const weight = parent
    ? round((parent.load.weight as number) / 2, 0)
    : mode === 'FTL'
      ? rng.int(18, 44) * 1000 + rng.int(0, 9) * 100
      : mode === 'LTL'
        ? rng.int(15, 120) * 100
        : rng.int(80, 200) * 100;
  const equipmentKey: EquipmentKey = parent ? 'dry_van' : (picked.equipmentKey ?? product!.equipment);
  const currency = route.from.country === 'CANADA' && route.to.country === 'CANADA' ? 'CAD' : 'USD';
  const rate = parent ? money((parent.load.rate as number) * 0.55, 25) : money(miles * rng.float(2.1, 3.3) + 150, 25);

  const origin = picked.origin ?? null;
  const destination = picked.destination ?? null;
  const parentLoad = parent?.load;

  const load: Insert<typeof loads> = {
    id: loadUuid,
    companyId: world.shipperCompanyId,
    loadId: loadNumber,
    parentId: parentLoad?.id ?? null,
    laneId: picked.laneId,
    createdBy,
    status,
    // The flags are the risk job's to compute: `isDelayed`/`isAtRisk` above only shape the times.
    isDelayed: false,
    isAtRisk: false,
    delayReason: null,
    mode,
    equipmentTypeId: parentLoad ? (parentLoad.equipmentTypeId ?? null) : world.equipmentIds[equipmentKey],
    weight,
    weightUnit: 'lbs',
    commodity: parentLoad ? parentLoad.commodity : product!.commodity,
    pallets: parentLoad ? Math.max(1, Math.round((parentLoad.pallets ?? 2) / 2)) : Math.max(1, Math.min(26, Math.round(weight / 1_500))),
    pieces: null,
    lengthFt: mode === 'FTL' ? 53 : null,
    isHazmat: parentLoad ? (parentLoad.isHazmat ?? false) : Boolean(product!.hazmat),
    temperatureMinF: parentLoad ? (parentLoad.temperatureMinF ?? null) : (product!.temperature?.[0] ?? null),
    temperatureMaxF: parentLoad ? (parentLoad.temperatureMaxF ?? null) : (product!.temperature?.[1] ?? null),
    rate,
    currency,
    distanceMiles: miles,
    referenceNumber: `REF-${rng.digits(6)}`,
    poNumber: rng.chance(0.6) ? `PO-${rng.digits(7)}` : null,
    specialInstructions: rng.chance(0.3) ? rng.pick(SPECIAL_INSTRUCTIONS) : null,
    originCity: route.from.name,
    originState: route.from.state,
    originCountry: route.from.country,
    destinationCity: route.to.name,
    destinationState: route.to.state,
    destinationCountry: route.to.country,
    // The first pickup's and last delivery's position (the stops below use the same addresses).
    originLat: parentLoad ? (parentLoad.originLat ?? null) : origin!.lat,
    originLng: parentLoad ? (parentLoad.originLng ?? null) : origin!.lng,
    destinationLat: parentLoad ? (parentLoad.destinationLat ?? null) : destination!.lat,
    destinationLng: parentLoad ? (parentLoad.destinationLng ?? null) : destination!.lng,
    pickupStart: new Date(parentLoad ? (parentLoad.pickupStart as Date).getTime() : pickupStart),
    pickupEnd: new Date(parentLoad ? (parentLoad.pickupEnd as Date).getTime() : pickupEnd),
    deliveryStart: new Date(parentLoad ? (parentLoad.deliveryStart as Date).getTime() : deliveryStart),
    deliveryEnd: new Date(parentLoad ? (parentLoad.deliveryEnd as Date).getTime() : deliveryEnd),
    calendarPickupDate: rank >= RANK.tendered ? dateOnly(pickupStart) : null,
    calendarDeliveryDate: rank >= RANK.tendered ? dateOnly(deliveryStart) : null,
    truckerPickupDate: rank >= RANK.assigned ? dateOnly(pickupStart) : null,
    truckerDeliveryDate: rank >= RANK.assigned ? dateOnly(deliveryStart) : null,
    carrierCompanyId,
    truckerId: rank >= RANK.assigned ? (truck?.id ?? null) : null,
    isBroadcast: (status === 'pending' || status === 'quoted') && !parent && rng.chance(0.5),
    broadcastAt: null,
    shareCode: rng.code(12, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'),
    pickedUpAt: pickedUpAt === null ? null : new Date(pickedUpAt),
    deliveredAt: deliveredAt === null ? null : new Date(deliveredAt),
    invoicedAt: invoicedAt === null ? null : new Date(invoicedAt),
    paidAt: paidAt === null ? null : new Date(paidAt),
    cancelledAt: cancelledAt === null ? null : new Date(cancelledAt),
    createdAt: new Date(parentLoad ? Math.min((parentLoad.createdAt as Date).getTime() + HOUR, now - 60_000) : created),
    updatedAt: new Date(Math.min(now, Math.max(created, pickedUpAt ?? 0, deliveredAt ?? 0, invoicedAt ?? 0, paidAt ?? 0, cancelledAt ?? 0))),
  };
  if (load.isBroadcast) load.broadcastAt = new Date(created + rng.float(0.2, 3) * HOUR);

  const bundle: LoadBundle = {
    load,
    stops: [],
    quotes: [],
    quoteComments: [],
    orders: [],
    orderDetails: [],
    history: [],
    accessorials: [],
    tracking: [],
    activity: [],
    truckPosition: null,
    route,
  };

  // ----- stops
  const stopBase = { companyId: world.shipperCompanyId, loadId: loadUuid };
  if (parent) {
    for (const stop of parent.stops) bundle.stops.push({ ...stop, id: rng.uuid(), loadId: loadUuid });
    return withActivity(world, bundle, null, null);
  }
  const originAddress = origin!;
  const destinationAddress = destination!;
  const stopOf = (address: AddressRef, seq: number, type: 'pickup' | 'delivery', start: number, end: number, done: number | null) => ({
    ...stopBase,
    id: rng.uuid(),
    seq,
    type,
    addressId: address.warehouseId ? null : address.id,
    warehouseId: address.warehouseId ?? null,
    name: address.name,
    street1: address.street1,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    country: address.country,
    lat: address.lat,
    lng: address.lng,
    windowStart: new Date(start),
    windowEnd: new Date(end),
    appointmentRef: rng.chance(0.5) ? `APT-${rng.digits(6)}` : null,
    contactName: address.contactName,
    contactPhone: address.contactPhone,
    arrivedAt: done === null ? null : new Date(done - rng.float(0.3, 1.5) * HOUR),
    departedAt: done === null ? null : new Date(done),
    notes: null,
  });
  bundle.stops.push(stopOf(originAddress, 1, 'pickup', pickupStart, pickupEnd, pickedUpAt));
  const viaAddress = route.via.map((city) => world.addressByCity.get(city.key)).find((address) => address !== undefined);
  let seq = 2;
  if (viaAddress && rng.chance(0.12)) {
    const mid = floorQuarter(pickupStart + hours * HOUR * 0.5);
    // A truck in transit past the middle of its route has made the stop on the way.
    const midDone = deliveredAt !== null ? mid + rng.float(0, 2) * HOUR : status === 'in_transit' && progress > 0.4 && mid < now - HOUR ? Math.min(now - 10 * 60_000, mid + rng.float(0, 1) * HOUR) : null;
    bundle.stops.push(stopOf(viaAddress, seq++, 'delivery', mid, mid + 2 * HOUR, midDone));
  }
  bundle.stops.push(stopOf(destinationAddress, seq, 'delivery', deliveryStart, deliveryEnd, deliveredAt));

  // ----- quotes
  const quoteBase = (recipient: { name: string; email: string }, carrierId: string | null, truckerId: string | null, at: number): QuoteDraft => {
    const salt = rng.code(16);
    return {
      id: rng.uuid(),
      companyId: world.shipperCompanyId,
      quoteId: `Q-${rng.code(10)}`,
      loadId: loadUuid,
      carrierCompanyId: carrierId,
      truckerId,
      recipientName: recipient.name,
      recipientEmail: recipient.email,
      passcodeHash: hashPasscode(world.passcode, salt),
      passcodeAttempts: 0,
      status: 'requested',
      amount: null,
      currency,
      transitDays: null,
      validUntil: new Date(at + 3 * DAY),
      notes: null,
      declineReason: null,
      requestedBy: createdBy,
      confirmedAt: null,
      approvedAt: null,
      declinedAt: null,
      cancelledAt: null,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    };
  };
  const quoteTime = Math.min(created + rng.float(0.3, 6) * HOUR, now - 10 * 60_000);
  const otherRecipients = () => {
    const platform = world.carriers
      .filter((c) => c.companyId !== world.shipperCompanyId && c.companyId !== carrierCompanyId)
      .map((c) => ({ name: c.contact.name, email: c.contact.email, carrierId: c.companyId as string | null }));
    const external = world.externalCarriers.map((c) => ({ ...c, carrierId: null as string | null }));
    return rng.shuffle([...platform, ...external]);
  };
  const confirm = (quote: QuoteDraft, at: number) => {
    quote.status = 'confirmed';
    quote.amount = money(rate * rng.float(0.86, 1.16));
    quote.transitDays = Math.max(1, Math.ceil(hours / 24));
    quote.confirmedAt = new Date(at);
    // A price holds two weeks from when it was given (the request's 3 days only bound the answer).
    quote.validUntil = new Date(at + 14 * DAY);
    quote.updatedAt = new Date(at);
    quote.notes = rng.chance(0.3) ? 'Price includes fuel surcharge. Team drivers available on request.' : null;
  };
  let winningQuote: QuoteDraft | null = null;
  const directTender = awarded && (carrier?.companyId === world.shipperCompanyId ? rng.chance(0.7) : rng.chance(0.15));

  const lean = world.lean;
  if (status === 'pending' && !lean && rng.chance(0.45)) {
    for (const recipient of otherRecipients().slice(0, rng.int(1, 3))) {
      bundle.quotes.push(quoteBase(recipient, recipient.carrierId, null, quoteTime));
    }
  } else if (status === 'quoted') {
    const recipients = otherRecipients().slice(0, lean ? 1 : rng.int(2, 4));
    recipients.forEach((recipient, index) => {
      const quote = quoteBase(recipient, recipient.carrierId, null, quoteTime);
      if (index === 0 || rng.chance(0.5)) confirm(quote, Math.min(quoteTime + rng.float(1, 20) * HOUR, now - 5 * 60_000));
      else if (rng.chance(0.3)) {
        quote.status = 'declined';
        quote.declinedAt = new Date(Math.min(quoteTime + rng.float(1, 10) * HOUR, now - 5 * 60_000));
        quote.declineReason = 'No capacity on those dates';
      }
      bundle.quotes.push(quote);
    });
  } else if (awarded && !directTender && carrier) {
    const ownerOperator = carrier.companyId === world.shipperCompanyId ? truck ?? carrier.trucks.find((t) => t.kind === 'carrier') ?? null : null;
    const winnerRecipient = ownerOperator
      ? { name: ownerOperator.name, email: `${ownerOperator.truckNumber.toLowerCase()}@drivers.demo.test` }
      : carrier.contact;
    const winner = quoteBase(winnerRecipient, carrier.companyId, ownerOperator?.id ?? null, quoteTime);
    confirm(winner, quoteTime + rng.float(1, 12) * HOUR);
    winner.status = 'approved';
    winner.approvedAt = new Date(winner.confirmedAt!.getTime() + rng.float(0.5, 8) * HOUR);
    winner.updatedAt = winner.approvedAt;
    winningQuote = winner;
    bundle.quotes.push(winner);
    for (const recipient of otherRecipients().slice(0, lean ? 0 : rng.int(0, 2))) {
      const loser = quoteBase(recipient, recipient.carrierId, null, quoteTime);
      if (rng.chance(0.6)) {
        confirm(loser, quoteTime + rng.float(1, 12) * HOUR);
        loser.status = 'declined';
        loser.declinedAt = winner.approvedAt;
        loser.declineReason = 'Another carrier was selected';
      } else {
        loser.status = rng.chance(0.5) ? 'cancelled' : 'expired';
        loser.cancelledAt = loser.status === 'cancelled' ? winner.approvedAt : null;
      }
      loser.updatedAt = winner.approvedAt;
      bundle.quotes.push(loser);
    }
  } else if (status === 'cancelled' && !lean && rng.chance(0.5)) {
    for (const recipient of otherRecipients().slice(0, rng.int(1, 2))) {
      const quote = quoteBase(recipient, recipient.carrierId, null, quoteTime);
      quote.status = 'cancelled';
      quote.cancelledAt = new Date(cancelledAt!);
      quote.updatedAt = quote.cancelledAt;
      bundle.quotes.push(quote);
    }
  }
  // Keep times before now.
  for (const quote of bundle.quotes) {
    for (const key of ['confirmedAt', 'approvedAt', 'declinedAt', 'cancelledAt', 'updatedAt'] as const) {
      const value = quote[key];
      if (value && value.getTime() > now) quote[key] = new Date(now - 60_000);
    }
  }
  for (const quote of bundle.quotes) {
    if (quote.status === 'confirmed' && !lean && rng.chance(0.25)) {
      const at = quote.confirmedAt!.getTime();
      bundle.quoteComments.push(
        {
          id: rng.uuid(),
          companyId: world.shipperCompanyId,
          quoteId: quote.id,
          author: 'shipper',
          authorUserId: createdBy,
          authorName: 'Dispatch',
          body: 'Can you do it for a little less if we move pickup a day earlier?',
          createdAt: new Date(Math.min(at + HOUR, now - 2 * 60_000)),
        },
        {
          id: rng.uuid(),
          companyId: world.shipperCompanyId,
          quoteId: quote.id,
          author: 'carrier',
          authorUserId: null,
          authorName: quote.recipientName,
          body: 'We can take 3% off for an earlier pickup.',
          createdAt: new Date(Math.min(at + 2 * HOUR, now - 60_000)),
        },
      );
    }
  }

  // ----- order
  if (awarded && carrier) {
    const orderUuid = rng.uuid();
    const orderCreated = winningQuote?.approvedAt?.getTime() ?? Math.min(created + rng.float(1, 24) * HOUR, now - 30 * 60_000);
    const orderStatus = ORDER_STATUS_OF[status]!;
    const acceptedAt = rank >= RANK.accepted ? Math.min(orderCreated + rng.float(0.3, 6) * HOUR, now - 20 * 60_000) : null;
    const assignedAt =
      rank >= RANK.assigned && acceptedAt !== null
        ? Math.min(acceptedAt + rng.float(0.5, 12) * HOUR, (pickedUpAt ?? now) - HOUR, now - 10 * 60_000)
        : null;
    const orderRate = winningQuote?.amount ?? rate;
    const accessorials: Array<{ code: 'detention' | 'lumper' | 'layover' | 'fuel_surcharge' | 'liftgate'; amount: number; quantity: number; description: string }> = [];
    if (rank >= RANK.delivered && !lean && rng.chance(0.25)) {
      const hoursWaited = rng.int(1, 4);
      accessorials.push({ code: 'detention', quantity: hoursWaited, amount: 75, description: `${hoursWaited} h detention at the receiver` });
    }
    if (rank >= RANK.delivered && !lean && rng.chance(0.15)) accessorials.push({ code: 'lumper', quantity: 1, amount: money(rng.float(90, 260)), description: 'Lumper fee (receipt attached)' });
    if (rank >= RANK.in_transit && !lean && rng.chance(0.08)) accessorials.push({ code: 'liftgate', quantity: 1, amount: 95, description: 'Liftgate at delivery' });
    // Approved once invoiced (below); `amount` is one unit's price, whole dollars here, so quantity × amount is exact.
    const accessorialsApproved = rank >= RANK.invoiced;
    const accessorialTotal = accessorialsApproved ? accessorials.reduce((sum, item) => sum + item.quantity * item.amount, 0) : 0;
    const invoiceNumber = invoicedAt !== null ? `INV-${world.nextNumber('invoice')}` : null;
    const late = deliveredAt !== null && deliveredAt > deliveryEnd;
    const rating = rank >= RANK.delivered && rng.chance(0.7) ? (late ? rng.pick([2, 3, 3, 4]) : rng.weighted([[5, 50], [4, 35], [3, 10], [2, 5]])) : null;

    const order: Insert<typeof orders> = {
      id: orderUuid,
      companyId: world.shipperCompanyId,
      carrierCompanyId: carrier.companyId,
      orderId: `O-${world.nextNumber('order')}`,
      loadId: loadUuid,
      quoteId: winningQuote?.id ?? null,
      type: mode,
      status: orderStatus,
      rate: orderRate,
      accessorialTotal,
      currency,
      truckerId: rank >= RANK.assigned ? (truck?.id ?? null) : null,
      acceptedAt: acceptedAt === null ? null : new Date(acceptedAt),
      assignedAt: assignedAt === null ? null : new Date(assignedAt),
      pickedUpAt: pickedUpAt === null ? null : new Date(pickedUpAt),
      deliveredAt: deliveredAt === null ? null : new Date(deliveredAt),
      rejectedAt: null,
      rejectReason: null,
      cancelledAt: null,
      invoiceNumber,
      invoiceAmount: invoiceNumber ? orderRate + accessorialTotal : null,
      invoicedAt: invoicedAt === null ? null : new Date(invoicedAt),
      isPaid: paidAt !== null,
      paidAt: paidAt === null ? null : new Date(paidAt),
      isDriverPaid: paidAt !== null && rng.chance(0.8),
      driverPaidAt: null,
      rating,
      ratingComment: rating === null ? null : rating >= 4 ? 'On time, great communication.' : 'Late delivery, slow updates.',
      createdAt: new Date(orderCreated),
      updatedAt: load.updatedAt!,
    };
    if (order.isDriverPaid) order.driverPaidAt = new Date(Math.min(paidAt! + rng.float(1, 7) * DAY, now - HOUR));
    bundle.orders.push(order);
    for (const item of accessorials) {
      bundle.accessorials.push({
        id: rng.uuid(),
        companyId: world.shipperCompanyId,
        carrierCompanyId: carrier.companyId,
        orderId: orderUuid,
        code: item.code,
        description: item.description,
        quantity: item.quantity,
        amount: item.amount,
        status: accessorialsApproved ? 'approved' : 'requested',
        createdAt: new Date(deliveredAt ?? now - HOUR),
      });
    }

    // Status history: every step up to the current one.
    const steps: Array<[OrderStatus, number | null]> = [
      ['new', orderCreated],
      ['accepted', acceptedAt],
      ['assigned', assignedAt],
      ['in_transit', pickedUpAt],
      ['delivered', deliveredAt],
      ['invoiced', invoicedAt],
      ['paid', paidAt],
    ];
    let previous: OrderStatus | null = null;
    for (const [step, at] of lean ? [] : steps) {
      if (at === null) break;
      bundle.history.push({
        id: rng.uuid(),
        companyId: world.shipperCompanyId,
        carrierCompanyId: carrier.companyId,
        orderId: orderUuid,
        orderDetailId: null,
        fromStatus: previous,
        toStatus: step,
        changedBy: step === 'new' || step === 'paid' ? createdBy : carrier.userId,
        note: step === 'in_transit' ? `Picked up in ${route.from.name}, ${route.from.state}` : step === 'delivered' ? `Delivered in ${route.to.name}, ${route.to.state}` : null,
        lat: step === 'in_transit' ? route.from.lat : step === 'delivered' ? route.to.lat : null,
        lng: step === 'in_transit' ? route.from.lng : step === 'delivered' ? route.to.lng : null,
        createdAt: new Date(at),
      });
      previous = step;
    }

    // Truck assignment (and, now and then, a driver who refused first).
    if (rank >= RANK.assigned && truck && assignedAt !== null) {
      const spare = carrier.trucks.filter((candidate) => candidate.id !== truck!.id);
      if (spare.length > 0 && !lean && rng.chance(0.06)) {
        bundle.orderDetails.push({
          id: rng.uuid(),
          companyId: world.shipperCompanyId,
          carrierCompanyId: carrier.companyId,
          orderId: orderUuid,
          truckerId: rng.pick(spare).id,
          status: 'rejected',
          assignedBy: carrier.userId,
          assignedAt: new Date(assignedAt - 2 * HOUR),
          rejectedAt: new Date(assignedAt - HOUR),
          rejectReason: 'Out of hours for that pickup window',
        });
      }
      const detailStatus = status === 'assigned' ? 'assigned' : status === 'in_transit' ? 'in_transit' : 'delivered';
      bundle.orderDetails.push({
        id: rng.uuid(),
        companyId: world.shipperCompanyId,
        carrierCompanyId: carrier.companyId,
        orderId: orderUuid,
        truckerId: truck.id,
        status: detailStatus,
        assignedBy: carrier.userId,
        assignedAt: new Date(assignedAt),
        arrivedPickupAt: pickedUpAt === null ? null : new Date(pickedUpAt - rng.float(0.3, 1.5) * HOUR),
        pickedUpAt: pickedUpAt === null ? null : new Date(pickedUpAt),
        arrivedDeliveryAt: deliveredAt === null ? null : new Date(deliveredAt - rng.float(0.3, 1.5) * HOUR),
        deliveredAt: deliveredAt === null ? null : new Date(deliveredAt),
        podSignedBy: deliveredAt === null ? null : destinationAddress.contactName,
        podUrl: deliveredAt === null ? null : `/files/pod/${loadNumber}.pdf`,
      });
    }

    // Tracking points and the truck's position.
    if (truck && pickedUpAt !== null) {
      const points: Array<[number, number]> = [];
      if (status === 'in_transit') {
        const count = Math.max(3, Math.min(30, Math.round((now - pickedUpAt) / (1.5 * HOUR))));
        for (let k = 0; k <= count; k++) points.push([(progress * k) / count, pickedUpAt + ((now - 10 * 60_000 - pickedUpAt) * k) / count]);
      } else if (deliveredAt !== null) {
        for (let k = 0; k <= 10; k++) points.push([k / 10, pickedUpAt + ((deliveredAt - pickedUpAt) * k) / 10]);
      }
      if (world.withTracking) {
        for (const [fraction, at] of points) {
          const point = route.line.at(fraction);
          bundle.tracking.push({
            id: rng.uuid(),
            companyId: world.shipperCompanyId,
            carrierCompanyId: carrier.companyId,
            loadId: loadUuid,
            orderId: orderUuid,
            truckerId: truck.id,
            lat: point.lat,
            lng: point.lng,
            speedMph: fraction === 0 || fraction === 1 ? 0 : rng.int(48, 67),
            heading: point.heading,
            source: rng.chance(0.7) ? 'eld' : 'app',
            recordedAt: new Date(at),
          });
        }
      }
      if (status === 'in_transit') {
        const point = route.line.at(progress);
        bundle.truckPosition = { truckerId: truck.id, lat: point.lat, lng: point.lng, heading: point.heading, speedMph: rng.int(0, 66), at: new Date(now - rng.int(1, 25) * 60_000), status: 'on_load', priority: 2 };
      }
    } else if (truck && status === 'assigned') {
      // Heading to the pickup: a little way out on the same highway.
      const point = route.line.at(rng.float(0, 0.03));
      bundle.truckPosition = { truckerId: truck.id, lat: point.lat, lng: point.lng, heading: (point.heading + 180) % 360, speedMph: rng.int(0, 60), at: new Date(now - rng.int(2, 40) * 60_000), status: 'on_load', priority: 1 };
    }
  }

  return withActivity(world, bundle, carrier, truck);
}

function withActivity(world: LoadWorld, bundle: LoadBundle, carrier: CarrierRef | null, truck: TruckRef | null): LoadBundle {
  if (!world.withActivity) return bundle;
  const { rng } = world;
  const load = bundle.load;
  const currency = load.currency ?? 'USD';
  const lane = `${load.originCity}, ${load.originState} → ${load.destinationCity}, ${load.destinationState}`;
  // An order line carries its message key and parameters (i18n/content.ts ACTIVITY_TEXTS), as order actions write them.
  const log = (companyId: string, userId: string | null, entityType: string, entityId: string, action: string, message: string | { key: string; params: Record<string, string> }, at: Date | null | undefined) => {
    if (!at) return;
    const keyed = typeof message === 'string' ? null : message;
    const text = keyed ? activityText(keyed.key, keyed.params, 'en')! : (message as string);
    bundle.activity.push({ id: rng.uuid(), companyId, userId, entityType, entityId, action, message: text, meta: { loadId: load.loadId, ...keyed }, createdAt: at });
  };
  const shipper = world.shipperCompanyId;
  log(shipper, load.createdBy ?? null, 'load', load.id!, 'created', `Load ${load.loadId} created: ${lane}`, load.createdAt);
  if (load.broadcastAt) log(shipper, load.createdBy ?? null, 'load', load.id!, 'broadcast', `Load ${load.loadId} broadcast to the load board`, load.broadcastAt);
  if (bundle.quotes.length > 0) {
    log(shipper, load.createdBy ?? null, 'load', load.id!, 'quotes_requested', `Quote requests sent to ${bundle.quotes.length} carrier(s) for ${load.loadId}`, bundle.quotes[0]!.createdAt);
  }
  for (const quote of bundle.quotes) {
    if (quote.confirmedAt) log(shipper, null, 'quote', quote.id!, 'confirmed', `Quote ${quote.quoteId} confirmed by ${quote.recipientName}: ${fmtMoney(quote.amount ?? 0, currency)}`, quote.confirmedAt);
    if (quote.approvedAt) log(shipper, load.createdBy ?? null, 'quote', quote.id!, 'approved', `Quote ${quote.quoteId} approved for ${load.loadId}`, quote.approvedAt);
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

/** The statuses of `count` loads, spread like a live TMS board (every status present once count >= 10). */
export function statusMix(count: number): LoadStatus[] {
  const shares: Array<[LoadStatus, number]> = [
    ['pending', 32],
    ['quoted', 30],
    ['tendered', 14],
    ['accepted', 20],
    ['assigned', 18],
    ['in_transit', 24],
    ['delivered', 50],
    ['invoiced', 45],
    ['paid', 55],
    ['cancelled', 12],
  ];
  const total = shares.reduce((sum, [, share]) => sum + share, 0);
  const out: LoadStatus[] = [];
  for (const [status, share] of shares) {
    const n = Math.max(count >= shares.length ? 1 : 0, Math.round((share / total) * count));
    for (let i = 0; i < n; i++) out.push(status);
  }
  while (out.length > count) out.splice(out.lastIndexOf('paid'), 1);
  while (out.length < count) out.push('paid');
  return out;
}
