/**
 * The demo shipper through the API, for a test's setup (a load to quote or to broadcast): signed in with its own
 * token (the Authorization header), so no browser session of a shared role is touched.
 */
import type { APIRequestContext } from '@playwright/test';
import type { ApiEnvelope, LoadDetail, LoadInput, LoadStopInput } from '@freight/contracts';
import { DEMO, DEMO_PASSWORD } from './env';

export interface ShipperApi {
  post: <T>(path: string, body: unknown) => Promise<T>;
  get: <T>(path: string) => Promise<T>;
}

async function answer<T>(response: { status: () => number; text: () => Promise<string> }, what: string): Promise<T> {
  const text = await response.text();
  if (response.status() !== 200) throw new Error(`${what}: ${response.status()} ${text}`);
  return (JSON.parse(text) as ApiEnvelope<T>).data as T;
}

export async function shipperApi(request: APIRequestContext, email: string = DEMO.shipper): Promise<ShipperApi> {
  const login = await request.post('/v1/api/user-manager/login', { data: { email, password: DEMO_PASSWORD, rememberme: false } });
  const { token } = await answer<{ token: string }>(login, 'login');
  const headers = { Authorization: `Bearer ${token}` };
  return {
    post: async (path, body) => answer(await request.post(`/v1/api/${path}`, { headers, data: body }), path),
    get: async (path) => answer(await request.get(`/v1/api/${path}`, { headers }), path),
  };
}

const DAY = 24 * 60 * 60 * 1000;
/** `YYYY-MM-DD` of an instant, UTC. */
export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * A two-stop load of the demo shipper (Chicago, IL 60607 → Indianapolis, IN 46204) picked up on `pickupDay`
 * (`YYYY-MM-DD`, 15:00 UTC: the same day in every American time zone), with a posted rate.
 */
export async function addTwoStopLoad(api: ShipperApi, pickupDay: string, overrides: Partial<LoadInput> = {}): Promise<LoadDetail> {
  const start = Date.parse(`${pickupDay}T15:00:00.000Z`);
  const stop = (type: 'pickup' | 'delivery', at: number, city: string, state: string, postalCode: string): LoadStopInput => ({
    type,
    name: `${city} dock`,
    street1: '1 Industrial Way',
    city,
    state,
    postalCode,
    country: 'USA',
    windowStart: new Date(at).toISOString(),
    windowEnd: new Date(at + 4 * 60 * 60 * 1000).toISOString(),
  });
  const equipment = await api.get<Array<{ _id: string; key: string }>>('equipment-manager/equipment-list');
  const dryVan = equipment.find((type) => type.key === 'dry_van') ?? equipment[0]!;
  return api.post<LoadDetail>('load-manager/add-load', {
    stops: [stop('pickup', start, 'Chicago', 'IL', '60607'), stop('delivery', start + DAY, 'Indianapolis', 'IN', '46204')],
    equipmentTypeId: dryVan._id,
    commodity: 'E2E paper rolls',
    weight: 38_000,
    weightUnit: 'lbs',
    pallets: 18,
    rate: 1_750,
    currency: 'USD',
    ...overrides,
  });
}

/** A pickup day far from the demo world's loads (200 to 400 days ahead), so a test's load is alone on its day. */
export const farPickupDay = () => dayOf(new Date(Date.now() + (200 + Math.floor(Math.random() * 200)) * DAY));
