/**
 * Fleet set-ups through the API for the fleet, driver and tracking specs: a new truck of the demo carrier with a new
 * load of the demo shipper assigned to it, and the driver's link for it. Each account signs in with a token of its own
 * (shipperApi), so no browser session of a shared role is touched.
 */
import type { APIRequestContext } from '@playwright/test';
import type { LoadStopInput, SendDriverLinkResult, Trucker } from '@freight/contracts';
import { DEMO } from './env';
import { shipperApi, type ShipperApi } from './shipper-api';

const HOUR = 3_600_000;
const at = (days: number, hours = 0) => new Date(Date.now() + days * 24 * HOUR + hours * HOUR).toISOString();
/** A short suffix that makes a unit number and a commodity this run's own. */
export const uniqueSuffix = () => Date.now().toString(36).toUpperCase().slice(-6);

const PLACES = {
  chicago: ['Chicago', 'IL', '60607'],
  dallas: ['Dallas', 'TX', '75247'],
  indianapolis: ['Indianapolis', 'IN', '46204'],
} as const;

export interface LiveLoadOptions {
  /** The truck's unit number starts with it (the spec's own prefix). */
  unitPrefix: string;
  driverName: string;
  /** Days from now of the pickup and the delivery windows (4 h each). */
  pickupInDays: number;
  deliveryInDays: number;
  to?: keyof typeof PLACES;
}

export interface LiveLoad {
  carrier: ShipperApi;
  shipper: ShipperApi;
  truck: Trucker;
  unit: string;
  load: { _id: string; loadId: string };
}

/** A new truck of the demo carrier with a new Chicago load of the demo shipper assigned to it (a live load). */
export async function truckOnLiveLoad(request: APIRequestContext, options: LiveLoadOptions): Promise<LiveLoad> {
  const carrier = await shipperApi(request, DEMO.carrier);
  const shipper = await shipperApi(request, DEMO.shipper);
  const equipment = await carrier.get<Array<{ _id: string }>>('equipment-manager/equipment-list');
  const unit = `${options.unitPrefix}-${uniqueSuffix()}`;
  const truck = await carrier.post<Trucker>('user-manager/add-trucker', {
    kind: 'truck',
    name: options.driverName,
    truckNumber: unit,
    equipmentIds: [equipment[0]!._id],
  });
  const stop = (type: 'pickup' | 'delivery', days: number, [city, state, postalCode]: readonly [string, string, string]): LoadStopInput => ({
    type,
    name: `${city} dock`,
    street1: '1 Industrial Way',
    city,
    state,
    postalCode,
    country: 'USA',
    windowStart: at(days),
    windowEnd: at(days, 4),
  });
  const load = await shipper.post<{ _id: string; loadId: string }>('load-manager/add-load', {
    stops: [stop('pickup', options.pickupInDays, PLACES.chicago), stop('delivery', options.deliveryInDays, PLACES[options.to ?? 'dallas'])],
    commodity: `Paper products ${unit}`,
    weight: 20_000,
    rate: 1800,
  });
  await shipper.post('load-manager/assign-load-to-truck', { loadId: load._id, truckerId: truck._id });
  return { carrier, shipper, truck, unit, load };
}

/** The driver's link the dispatcher makes for the truck's live load (send-driver-link): its address and token. */
export async function driverLinkFor(live: LiveLoad): Promise<{ url: URL; token: string }> {
  const { link } = await live.carrier.post<SendDriverLinkResult>(`user-manager/send-driver-link/${live.truck._id}`, {});
  const url = new URL(link.url);
  return { url, token: url.searchParams.get('token')! };
}
