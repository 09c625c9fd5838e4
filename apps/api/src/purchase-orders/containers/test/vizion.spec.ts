import { ConfigError } from '../../../config';
import { createContainerTrackingProvider, loadContainerTrackingConfig } from '../../../providers/containers';
import type { FetchLike } from '../../../providers/http';
import {
  createReferenceRequest,
  createVizionProvider,
  parseVizionUpdate,
  referenceUpdatesRequest,
  retryAfterUntil,
  vizionEvent,
  VIZION_RATE_LIMIT_PAUSE_MS,
} from '../../../providers/containers/vizion';
import { trackedContainer } from './support';

/**
 * Vizion's API (docs.vizionapi.com) without the network: the requests built (POST /references, GET
 * /references/{id}/updates, X-API-Key) and the update payloads parsed, against shapes recorded from its documentation
 * (the webhook's envelope { id, status: 'data_received', reference_id, payload: { …, milestones } }).
 */

/** A webhook body / one item of GET /references/{id}/updates, as Vizion documents it. */
const UPDATE = {
  id: 'b274e1f6-1426-4d50-9eda-18e325fbe269',
  status: 'data_received',
  reference_id: 'e8991c95-5db2-4c0c-8a02-119611f769df',
  organization_id: '3670867f-3634-4dd2-9b27-3531b5affe64',
  created_at: '2026-11-20T21:01:01.547Z',
  updated_at: '2026-11-20T21:01:01.547Z',
  parent_reference_id: null,
  payload: {
    container_id: 'MSCU4596350',
    container_iso: '45G1',
    carrier_scac: 'MSCU',
    bill_of_lading: 'MEDUQ1234567',
    origin_port: { name: 'Shanghai', unlocode: 'CNSHA', country: 'CN', geolocation: { latitude: 31.2304, longitude: 121.4737 } },
    destination_port: { name: 'Los Angeles', unlocode: 'USLAX', country: 'US', geolocation: { latitude: 33.7406, longitude: -118.2719 } },
    milestones: [
      {
        description: 'Empty equipment dispatched',
        raw_description: 'Empty to shipper',
        timestamp: '2026-11-01T08:00:00Z',
        planned: false,
        location: { name: 'Shanghai', unlocode: 'CNSHA', geolocation: { latitude: 31.2304, longitude: 121.4737 } },
        vessel: null,
        voyage: null,
      },
      {
        description: 'Gate in full',
        timestamp: '2026-11-02T10:30:00Z',
        planned: false,
        location: { name: 'Shanghai', unlocode: 'CNSHA' },
        vessel: null,
        voyage: null,
      },
      {
        description: 'Loaded on vessel',
        timestamp: '2026-11-03T02:00:00Z',
        planned: false,
        location: { name: 'Shanghai', unlocode: 'CNSHA' },
        vessel: 'MSC AURORA',
        voyage: 'FE427R',
      },
      {
        description: 'Vessel departed',
        timestamp: '2026-11-03T09:00:00Z',
        planned: false,
        location: { name: 'Shanghai', unlocode: 'CNSHA' },
        vessel: 'MSC AURORA',
        voyage: 'FE427R',
      },
      {
        description: 'Vessel arrived',
        timestamp: '2026-11-19T06:00:00Z',
        planned: true,
        location: { name: 'Los Angeles', unlocode: 'USLAX' },
        vessel: 'MSC AURORA',
        voyage: 'FE427R',
      },
      {
        description: 'Vessel arrived',
        timestamp: '2026-11-20T14:00:00Z',
        planned: false,
        location: { name: 'Los Angeles', unlocode: 'USLAX', geolocation: { latitude: 33.7406, longitude: -118.2719 } },
        vessel: 'MSC AURORA',
        voyage: 'FE427R',
      },
      {
        description: 'Discharged from vessel at destination port',
        timestamp: '2026-11-21T03:00:00Z',
        planned: true,
        location: { name: 'Los Angeles', unlocode: 'USLAX' },
      },
      { description: 'Customs hold', timestamp: '2026-11-20T15:00:00Z', planned: false, location: { name: 'Los Angeles', unlocode: 'USLAX' } },
    ],
  },
};

describe('Vizion', () => {
  it('maps its standardized milestone names (and event codes) to ours, leaving the others out', () => {
    expect(
      [
        'Empty equipment dispatched',
        'Gate in full',
        'Loaded on vessel',
        'Vessel departed',
        'Transshipment discharge',
        'Vessel arrived',
        'Discharged from vessel',
        'Gate out full',
        'Delivered',
        'Gate in empty return',
        'Customs hold',
      ].map(vizionEvent),
    ).toEqual([
      'empty_pickup',
      'gate_in',
      'loaded',
      'vessel_departed',
      'transshipment',
      'vessel_arrived',
      'discharged',
      'gate_out',
      'delivered',
      'empty_returned',
      null,
    ]);
    expect(['GATE_IN', 'LOAD', 'DEPARTURE', 'ARRIVAL', 'DISCHARGE'].map(vizionEvent)).toEqual([
      'gate_in',
      'loaded',
      'vessel_departed',
      'vessel_arrived',
      'discharged',
    ]);
  });

  it('builds the subscription and the updates requests', () => {
    const container = trackedContainer({ containerNumber: 'MSCU4596350', order: { oceanCarrier: 'MSCU', billOfLading: 'MEDUQ1234567' } });
    const create = createReferenceRequest({ apiKey: 'key-1', callbackUrl: 'https://freight.example/hooks/vizion' }, container);
    expect(create.url).toBe('https://prod.vizionapi.com/references');
    expect(create.init.method).toBe('POST');
    expect(create.init.headers['X-API-Key']).toBe('key-1');
    expect(JSON.parse(create.init.body!)).toEqual({
      container_id: 'MSCU4596350',
      carrier_code: 'MSCU',
      bill_of_lading: 'MEDUQ1234567',
      callback_url: 'https://freight.example/hooks/vizion',
    });
    const updates = referenceUpdatesRequest({ apiKey: 'key-1', baseUrl: 'https://vizion.test/' }, 'e8991c95-5db2');
    expect(updates).toEqual({
      url: 'https://vizion.test/references/e8991c95-5db2/updates',
      init: { method: 'GET', headers: { 'X-API-Key': 'key-1', accept: 'application/json' } },
    });
  });

  it('parses an update payload: one milestone per event and place, planned and actual times, places and vessels', () => {
    const parsed = parseVizionUpdate(UPDATE);
    expect(parsed).toMatchObject({ id: UPDATE.id, referenceId: UPDATE.reference_id, containerNumber: 'MSCU4596350' });
    expect(parsed.milestones.map((m) => m.event)).toEqual(['empty_pickup', 'gate_in', 'loaded', 'vessel_departed', 'vessel_arrived', 'discharged']);
    const arrived = parsed.milestones.find((m) => m.event === 'vessel_arrived')!;
    expect(arrived).toEqual({
      event: 'vessel_arrived',
      locationName: 'Los Angeles',
      lat: 33.7406,
      lng: -118.2719,
      vessel: 'MSC AURORA',
      voyage: 'FE427R',
      plannedAt: new Date('2026-11-19T06:00:00Z'),
      actualAt: new Date('2026-11-20T14:00:00Z'),
      externalId: 'vz:vessel_arrived:USLAX',
    });
    expect(parsed.milestones.find((m) => m.event === 'discharged')).toMatchObject({ plannedAt: new Date('2026-11-21T03:00:00Z'), actualAt: null });
    // A milestone with no name, city or UN/LOCODE has no place name (null), not an English word stored as data.
    const nowhere = parseVizionUpdate({
      payload: { milestones: [{ description: 'Gate in full', timestamp: '2026-11-02T10:30:00Z', planned: false, location: {} }] },
    });
    expect(nowhere.milestones).toEqual([expect.objectContaining({ event: 'gate_in', locationName: null, externalId: 'vz:gate_in:UNKNOWN' })]);
    // A body that is not an update: nothing, no throw.
    expect(parseVizionUpdate({ nonsense: true }).milestones).toEqual([]);
    expect(parseVizionUpdate(null).milestones).toEqual([]);
  });

  it('subscribes an unfollowed container, then reads its newest update into an update of ours', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, init });
      const body = url.endsWith('/references')
        ? { id: 'ref-42', container_id: 'MSCU4596350', active: true }
        : { data: [{ ...UPDATE, created_at: '2026-11-01T00:00:00Z', payload: { milestones: [] } }, UPDATE] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const provider = createVizionProvider({ apiKey: 'key-1', timeoutMs: 1000, fetch });
    const fresh = trackedContainer({ id: 'c-1', containerNumber: 'MSCU4596350' });
    const [subscribed] = await provider.updates([fresh], new Date('2026-11-21T00:00:00Z'));
    expect(subscribed).toMatchObject({ containerId: 'c-1', trackingReference: 'ref-42', milestones: [] });
    const followed = { ...fresh, trackingProvider: 'vizion', trackingReference: 'ref-42' };
    const [update] = await provider.updates([followed], new Date('2026-11-21T00:00:00Z'));
    expect(calls.map((call) => `${call.init?.method} ${call.url}`)).toEqual([
      'POST https://prod.vizionapi.com/references',
      'GET https://prod.vizionapi.com/references/ref-42/updates',
    ]);
    expect(update!.status).toBe('in_transit'); // arrived, not discharged yet
    expect(update!.eta).toEqual(new Date('2026-11-20T14:00:00Z'));
    expect(update!.place).toMatchObject({ name: 'Los Angeles', lat: 33.7406 });
  });

  it('on a 429 keeps the updates read so far, stops the round, and asks nothing again until its Retry-After', async () => {
    const asked: string[] = [];
    let limited = true;
    const fetch: FetchLike = async (url) => {
      asked.push(url);
      if (url.includes('ref-2') && limited) return new Response('{"message":"Too many requests"}', { status: 429, headers: { 'retry-after': '120' } });
      return new Response(JSON.stringify({ data: [UPDATE] }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const provider = createVizionProvider({ apiKey: 'key-1', timeoutMs: 1000, fetch });
    const followed = [1, 2, 3].map((n) => ({
      ...trackedContainer({ id: `c-${n}`, containerNumber: 'MSCU4596350' }),
      trackingProvider: 'vizion',
      trackingReference: `ref-${n}`,
    }));
    const t0 = new Date('2026-11-21T00:00:00Z');
    const first = await provider.updates(followed, t0);
    expect(first.map((update) => update.containerId)).toEqual(['c-1']);
    expect(asked.map((url) => url.replace('https://prod.vizionapi.com/references/', ''))).toEqual(['ref-1/updates', 'ref-2/updates']);
    // A minute later: still within Retry-After, no request at all.
    expect(await provider.updates(followed, new Date(t0.getTime() + 60_000))).toEqual([]);
    expect(asked).toHaveLength(2);
    // After it: the round runs again, every container.
    limited = false;
    expect((await provider.updates(followed, new Date(t0.getTime() + 121_000))).map((update) => update.containerId)).toEqual(['c-1', 'c-2', 'c-3']);
    // Any other failure still fails the round (the job reports it and tries again next tick).
    const broken = createVizionProvider({ apiKey: 'key-1', timeoutMs: 1000, fetch: async () => new Response('oops', { status: 500 }) });
    await expect(broken.updates(followed, t0)).rejects.toThrow('Container tracking unavailable');
  });

  it('reads Retry-After as seconds or a date, a minute without one', () => {
    const now = Date.parse('2026-11-21T00:00:00Z');
    expect(retryAfterUntil('30', now)).toBe(now + 30_000);
    expect(retryAfterUntil('Sat, 21 Nov 2026 00:05:00 GMT', now)).toBe(now + 300_000);
    expect(retryAfterUntil(null, now)).toBe(now + VIZION_RATE_LIMIT_PAUSE_MS);
    expect(retryAfterUntil('soon', now)).toBe(now + VIZION_RATE_LIMIT_PAUSE_MS);
    expect(retryAfterUntil('Fri, 20 Nov 2026 00:00:00 GMT', now)).toBe(now);
  });

  it('is chosen by VIZION_API_KEY (simulated otherwise) and checks its URLs', () => {
    expect(loadContainerTrackingConfig({})).toEqual({ provider: 'simulated' });
    expect(createContainerTrackingProvider(loadContainerTrackingConfig({})).name).toBe('simulated');
    const config = loadContainerTrackingConfig({ VIZION_API_KEY: 'k', VIZION_CALLBACK_URL: 'https://freight.example/hook' }, 5000);
    expect(config).toEqual({
      provider: 'vizion',
      apiKey: 'k',
      baseUrl: 'https://prod.vizionapi.com',
      callbackUrl: 'https://freight.example/hook',
      timeoutMs: 5000,
    });
    expect(createContainerTrackingProvider(config).name).toBe('vizion');
    expect(() => loadContainerTrackingConfig({ VIZION_API_KEY: 'k', VIZION_URL: 'ftp://x' })).toThrow(ConfigError);
  });
});
