import type { LoadStatus } from '@freight/contracts';
import { withActivity } from './load-generator/activity';
import { RANK, transitHours } from './load-generator/common';
import { chooseFreight } from './load-generator/freight';
import { loadRow } from './load-generator/load-row';
import { addOrder } from './load-generator/order';
import { addQuotes } from './load-generator/quotes';
import { awardCarrier, pickRoute, type PickedRoute } from './load-generator/route';
import { planTimes } from './load-generator/schedule';
import { addStops, copyParentStops } from './load-generator/stops';
import type { LoadBundle, LoadPlan, LoadWorld } from './load-generator/types';

/**
 * Makes one load with everything that hangs off it for its status: stops, quotes (and comments), the order with
 * its truck assignment, status history and accessorials, tracking points and activity-log lines. Used by the demo
 * world (300 loads) and by `npm run seed -- --loads N` (growth for benchmarks). Times are offsets from `now`.
 * Every part draws from the world's one seeded generator, in a fixed order: the same seed gives the same loads.
 */

export type { AddressRef, CarrierRef, LaneRef, LoadBundle, LoadWorld, TruckPosition, TruckRef } from './load-generator/types';
interface Options {
  /** Pre-built sub-load: the parent's bundle (same route, half its freight, no quotes or order). */
  parent?: LoadBundle;
}

export function generateLoad(world: LoadWorld, status: LoadStatus, options: Options = {}): LoadBundle {
  const { rng } = world;
  const parent = options.parent;
  const rank = RANK[status];
  const loadUuid = rng.uuid();
  const loadNumber = `L-${world.nextNumber('load')}`;
  const createdBy = rng.pick(world.creatorIds);

  const picked: PickedRoute | null = parent ? null : pickRoute(world);
  const route = picked?.route ?? parent!.route;
  const hours = transitHours(route.miles);
  const { carrier, truck } = awardCarrier(world, status, route);
  const carrierCompanyId = carrier?.companyId ?? null;
  const times = planTimes(world, {
    status,
    route,
    hours,
    destination: picked?.destination ?? null,
    shaped: !parent,
    carrierCompanyId,
    hasTruck: truck !== null,
  });
  const freight = chooseFreight(world, route, picked?.equipmentKey, parent);
  const load = loadRow(world, {
    status,
    loadUuid,
    loadNumber,
    createdBy,
    laneId: picked ? picked.laneId : (parent!.load.laneId ?? null),
    route,
    origin: picked?.origin ?? null,
    destination: picked?.destination ?? null,
    parentLoad: parent?.load,
    carrierCompanyId,
    truck,
    times,
    freight,
  });
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
  if (!picked) {
    copyParentStops(world, bundle, parent!);
    return withActivity(world, bundle, null, null);
  }

  const awarded = rank >= RANK.tendered;
  const plan: LoadPlan = {
    world,
    status,
    rank,
    loadUuid,
    loadNumber,
    createdBy,
    route,
    hours,
    origin: picked.origin,
    destination: picked.destination,
    awarded,
    carrier,
    truck,
    times,
    mode: freight.mode,
    currency: freight.currency,
    rate: freight.rate,
  };
  addStops(plan, bundle);
  const winningQuote = addQuotes(plan, bundle);
  if (awarded && carrier) addOrder(plan, bundle, winningQuote);
  return withActivity(world, bundle, carrier, truck);
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
