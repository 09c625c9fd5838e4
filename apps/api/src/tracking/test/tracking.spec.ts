import { TRACKING_MESSAGES, type TrackDetail, type TrackingLocation, type TrackingShareData, type TrackingShareListData } from '@freight/contracts';
import type { TestApp } from '../../../test/support/test-app';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn } from '../../loads/test/support';
import { estimateArrival, PLANNED_SPEED_MPH, recentSpeedMph } from '../eta';
import { SHARE_MISS_LIMIT } from '../routes';
import { createTruckSimulator } from '../simulator';
import { createLocalMapsProvider } from '../../providers/maps/local';

const INTERSTATE = 'dispatch@interstate-haulers.test';

/** At most two decimals (a share link's precision). */
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** load-manager track-detail, tracking-location, share links and the shared reads (docs/modules/fleet.md, "Tracking"). */
describe('tracking', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let outsider: string;
  let loadId: string;
  let truckerId: string;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const move = (body: Record<string, unknown>) => call(carrier, 'POST', `user-manager/update-trucker-location/${truckerId}`, body);
  const share = async (token: string, body: Record<string, unknown> = {}) =>
    call<TrackingShareData>(token, 'POST', `load-manager/create-tracking-share/${loadId}`, body);

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, carrier, outsider],
    } = await openApi(['shipper@demo.test', 'carrier@demo.test', INTERSTATE]));
    // A load of the demo shipper in transit on a truck of the demo company (the demo company is both).
    const [row] = await sql<{ load_id: string; trucker_id: string }>(
      `select l.id::text as load_id, d.trucker_id::text as trucker_id
       from loads l join orders o on o.load_id = l.id join order_details d on d.order_id = o.id
       join users u on u.email = 'shipper@demo.test'
       where l.company_id = u.company_id and o.carrier_company_id = u.company_id and d.status = 'in_transit' and l.status = 'in_transit'
       order by l.created_at limit 1`,
    );
    if (!row) throw new Error('the demo world has no load in transit carried by the demo company');
    ({ load_id: loadId, trucker_id: truckerId } = row);
    // Its seeded track may hold speeds of the last 30 minutes: start from the positions the tests send.
    await sql(`delete from tracking_points where trucker_id = $1`, [truckerId]);
  }, 60_000);
  afterAll(() => t.close());

  it('gives a signed-in party the full view: exact position, truck, stops, milestones, ETA beside the window', async () => {
    expect((await move({ lat: 40.123456, lng: -86.654321, speedMph: 60, heading: 90 })).statusCode).toBe(200);
    const answer = await call<TrackDetail>(shipper, 'GET', `load-manager/track-detail/${loadId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(TRACKING_MESSAGES.detail);
    const detail = answer.body.data!;
    expect(detail).toMatchObject({ view: 'full', _id: loadId, status: 'in_transit', party: 'shipper' });
    expect(detail.loadId).toMatch(/^L-/);
    expect(detail.position).toMatchObject({ lat: 40.123456, lng: -86.654321, speedMph: 60, heading: 90 });
    expect(detail.truck?._id).toBe(truckerId);
    expect(detail.truck?.driverName).toBeTruthy();
    expect(detail.stops.length).toBeGreaterThanOrEqual(2);
    expect(detail.stops[0]!.name).toBeTruthy();
    expect(detail.route.length).toBeGreaterThanOrEqual(2);
    expect(detail.milestones.map((m) => [m.key, m.done])).toEqual([
      ['assigned', true],
      ['picked_up', true],
      ['in_transit', true],
      ['delivered', false],
    ]);
    expect(detail.milestones.find((m) => m.key === 'picked_up')!.at).not.toBeNull();
    expect(detail.track.at(-1)).toMatchObject({ lat: 40.123456, lng: -86.654321 });
    // The ETA: to the delivery stop, at the recent speed (the point just sent: 60 mph), the window beside it.
    const delivery = detail.stops.find((stop) => stop.type === 'delivery')!;
    expect(detail.eta).toMatchObject({
      stopSeq: delivery.seq,
      stopType: 'delivery',
      speedSource: 'recent',
      speedMph: 60,
      windowStart: delivery.windowStart,
      windowEnd: delivery.windowEnd,
    });
    expect(detail.eta!.late).toBe(Date.parse(detail.eta!.arrivesAt) > Date.parse(delivery.windowEnd));

    // The carrier is a party too.
    const asCarrier = await call<TrackDetail>(carrier, 'GET', `load-manager/track-detail/${loadId}`);
    expect(asCarrier.statusCode).toBe(200);
    expect(asCarrier.body.data!.view).toBe('full');
  });

  it('tells an outsider with the load id nothing: signed out, another company, a bad token, an unknown load: the same 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of ['track-detail', 'tracking-location']) {
      const answers = [
        await call(undefined, 'GET', `load-manager/${path}/${loadId}`),
        await call(outsider, 'GET', `load-manager/${path}/${loadId}`),
        await call('not-a-token', 'GET', `load-manager/${path}/${loadId}`),
        await call(shipper, 'GET', `load-manager/${path}/${unknown}`),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.body).toEqual(answers[0]!.body);
        expect(answer.body.message).toBe(TRACKING_MESSAGES.notAvailable);
        expect(JSON.stringify(answer.body)).not.toMatch(/lat|truck|L-\d/);
      }
    }
    // Nor can it make, list or revoke a link.
    expect((await share(outsider)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `load-manager/tracking-share-list/${loadId}`, {})).statusCode).toBe(404);
  });

  it("opens a party's load by its number (L-…) as well as by its uuid; another company's number is not available; a malformed one is a 400", async () => {
    const [own] = await sql<{ number: string }>(`select load_id as number from loads where id = $1`, [loadId]);
    for (const path of ['track-detail', 'tracking-location']) {
      const byNumber = await call<TrackDetail>(shipper, 'GET', `load-manager/${path}/${own!.number}`);
      expect(byNumber.statusCode).toBe(200);
      // The same answer as by the uuid (but the ETA, reckoned from the moment of asking).
      const withoutEta = (data: TrackDetail | undefined) => ({ ...data, eta: data?.eta && { ...data.eta, arrivesAt: undefined } });
      expect(withoutEta(byNumber.body.data)).toEqual(withoutEta((await call<TrackDetail>(shipper, 'GET', `load-manager/${path}/${loadId}`)).body.data));
      // Numbers are unique within a company only: another company's caller reaches no load of that number of ours.
      const outside = await call(outsider, 'GET', `load-manager/${path}/${own!.number}`);
      expect(outside.statusCode).toBe(404);
      expect(outside.body.message).toBe(TRACKING_MESSAGES.notAvailable);
      expect((await call(undefined, 'GET', `load-manager/${path}/${own!.number}`)).statusCode).toBe(404);
      expect((await call(shipper, 'GET', `load-manager/${path}/L-999999999`)).statusCode).toBe(404);
      const malformed = await call(shipper, 'GET', `load-manager/${path}/100015`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: expect.stringContaining('_id') })]));
    }
    expect((await call<TrackDetail>(shipper, 'GET', `load-manager/track-detail/${own!.number}`)).body.data).toMatchObject({ _id: loadId, party: 'shipper' });

    // A carrier reaches a load it carries by its number too.
    const [carried] = await sql<{ id: string; number: string }>(
      `select l.id::text as id, l.load_id as number from loads l join orders o on o.load_id = l.id and o.status not in ('rejected', 'cancelled')
       join users u on u.email = $1
       where o.carrier_company_id = u.company_id and l.company_id <> u.company_id
         and not exists (select 1 from loads mine where mine.company_id = u.company_id and mine.load_id = l.load_id)
       order by l.created_at desc limit 1`,
      [INTERSTATE],
    );
    if (!carried) throw new Error('the demo world has no load carried by Interstate Haulers');
    const asCarrier = await call<TrackDetail>(outsider, 'GET', `load-manager/track-detail/${carried.number}`);
    expect(asCarrier.statusCode).toBe(200);
    expect(asCarrier.body.data).toMatchObject({ _id: carried.id, party: 'carrier' });
  });

  it('polls tracking-location for the points after a cursor', async () => {
    const before = await call<TrackingLocation>(shipper, 'GET', `load-manager/tracking-location/${loadId}`);
    expect(before.statusCode).toBe(200);
    const cursor = before.body.data!.position!.at;
    await move({ lat: 40.2, lng: -86.5, speedMph: 58, at: new Date(Date.parse(cursor) + 1000).toISOString() });
    const after = await call<TrackingLocation>(shipper, 'GET', `load-manager/tracking-location/${loadId}?after=${encodeURIComponent(cursor)}`);
    expect(after.statusCode).toBe(200);
    expect(after.body.data!.points).toEqual([expect.objectContaining({ lat: 40.2, lng: -86.5, speedMph: 58 })]);
    expect(after.body.data!.position).toMatchObject({ lat: 40.2, lng: -86.5 });
  });

  it('makes an unguessable share link (idempotent with a key) whose viewers see positions rounded to 2 decimals and nothing about the truck', async () => {
    const key = { 'idempotency-key': 'tracking-share-test-1' };
    const first = await t.app.inject({
      method: 'POST',
      url: `/v1/api/load-manager/create-tracking-share/${loadId}`,
      headers: { authorization: `Bearer ${shipper}`, ...key },
      payload: {},
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/api/load-manager/create-tracking-share/${loadId}`,
      headers: { authorization: `Bearer ${shipper}`, ...key },
      payload: {},
    });
    expect(first.statusCode).toBe(200);
    const made = first.json<{ data: TrackingShareData; message: string }>();
    expect(made.message).toBe(TRACKING_MESSAGES.shareCreated);
    expect(again.json<{ data: TrackingShareData }>().data.share.code).toBe(made.data.share.code);
    const { code, url, active, expiresAt } = made.data.share;
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toMatch(new RegExp(`/tracking/share/${code}$`));
    expect({ active, expiresAt }).toEqual({ active: true, expiresAt: null });
    // Another link is another code.
    expect((await share(shipper)).body.data!.share.code).not.toBe(code);

    await move({ lat: 41.876543, lng: -87.612345, speedMph: 55 });
    const seen = await call<TrackDetail>(undefined, 'GET', `load-manager/shared-track-detail/${code}`);
    expect(seen.statusCode).toBe(200);
    const view = seen.body.data!;
    expect(view).toMatchObject({
      view: 'shared',
      _id: null,
      shipperName: null,
      carrierName: null,
      status: 'in_transit',
      truck: null,
      proofOfDelivery: null,
      party: null,
    });
    expect(JSON.stringify(view)).not.toContain(loadId);
    expect(view.position).toMatchObject({ lat: 41.88, lng: -87.61 });
    for (const point of [...view.track, ...view.route.map(([lat, lng]) => ({ lat, lng })), ...view.stops.map((s) => ({ lat: s.lat ?? 0, lng: s.lng ?? 0 }))]) {
      expect(twoDecimals(point.lat) && twoDecimals(point.lng)).toBe(true);
    }
    expect(view.stops.every((stop) => stop.name === null && stop.street1 === null)).toBe(true);
    expect(view.milestones.map((m) => m.key)).toEqual(['assigned', 'picked_up', 'in_transit', 'delivered']);
    expect(view.eta).not.toBeNull();
    const polled = await call<TrackingLocation>(undefined, 'GET', `load-manager/shared-tracking-location/${code}`);
    expect(polled.statusCode).toBe(200);
    expect(polled.body.data!.position).toMatchObject({ lat: 41.88, lng: -87.61 });
    expect(polled.body.data!.points.every((p) => twoDecimals(p.lat) && twoDecimals(p.lng))).toBe(true);
  });

  it('revokes a link at once (again is harmless); a revoked, expired or unknown code reads the same translated 404', async () => {
    const { code, _id } = (await share(shipper)).body.data!.share;
    expect((await call(undefined, 'GET', `load-manager/shared-track-detail/${code}`)).statusCode).toBe(200);
    const revoked = await call<TrackingShareData>(carrier, 'POST', `load-manager/revoke-tracking-share/${_id}`, {});
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.message).toBe(TRACKING_MESSAGES.shareRevoked);
    expect(revoked.body.data!.share).toMatchObject({ active: false });
    const revokedAt = revoked.body.data!.share.revokedAt;
    expect(revokedAt).not.toBeNull();
    const gone = await call(undefined, 'GET', `load-manager/shared-track-detail/${code}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body.message).toBe(TRACKING_MESSAGES.linkInvalid);
    expect((await call(undefined, 'GET', `load-manager/shared-tracking-location/${code}`)).statusCode).toBe(404);
    const twice = await call<TrackingShareData>(shipper, 'POST', `load-manager/revoke-tracking-share/${_id}`, {});
    expect(twice.statusCode).toBe(200);
    expect(twice.body.data!.share.revokedAt).toBe(revokedAt);
    // An outsider cannot revoke (nor learn that the link exists).
    const other = (await share(shipper)).body.data!.share;
    const refused = await call(outsider, 'POST', `load-manager/revoke-tracking-share/${other._id}`, {});
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe(TRACKING_MESSAGES.shareNotFound);

    // Expiry.
    const expiring = (await share(shipper, { expiresInHours: 1 })).body.data!.share;
    expect(Date.parse(expiring.expiresAt!) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect((await call(undefined, 'GET', `load-manager/shared-track-detail/${expiring.code}`)).statusCode).toBe(200);
    await sql(`update tracking_shares set expires_at = now() - interval '1 second' where id = $1`, [expiring._id]);
    expect((await call(undefined, 'GET', `load-manager/shared-track-detail/${expiring.code}`)).body.message).toBe(TRACKING_MESSAGES.linkInvalid);

    // Unknown code, in Spanish.
    const spanish = await t.app.inject({ method: 'GET', url: '/v1/api/load-manager/shared-track-detail/AAAAAAAAAAAAAAAAAAAAAA', headers: { language: 'sp' } });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json<{ message: string }>().message).toBe('Este enlace de seguimiento ya no es válido');

    // The list: newest first, with each link's state.
    const list = await call<TrackingShareListData>(shipper, 'POST', `load-manager/tracking-share-list/${loadId}`, {});
    expect(list.statusCode).toBe(200);
    const items = list.body.data!.items;
    expect(items[0]!._id).toBe(expiring._id);
    expect(items.find((item) => item._id === _id)).toMatchObject({ active: false });
    expect(items.find((item) => item._id === expiring._id)).toMatchObject({ active: false });
    expect(items.find((item) => item._id === other._id)).toMatchObject({ active: true });
  });

  it('refuses bad input with 400: an expiry out of range, a malformed code', async () => {
    expect((await share(shipper, { expiresInHours: 0 })).statusCode).toBe(400);
    expect((await share(shipper, { expiresInHours: 'soon' })).statusCode).toBe(400);
    expect((await call(undefined, 'GET', 'load-manager/shared-track-detail/short')).statusCode).toBe(400);
    expect((await call(shipper, 'GET', `load-manager/tracking-location/${loadId}?after=yesterday`)).statusCode).toBe(400);
  });

  // Last in this app: it uses up the address's allowance of unknown codes.
  it('answers 429 with Retry-After once an address has tried SHARE_MISS_LIMIT unknown codes, while a live code still reads', async () => {
    const { code } = (await share(shipper)).body.data!.share;
    // The revoked and expired codes of the tests above were misses too: start a fresh window.
    await sql(`delete from attempt_counters where key like 'tracking-share-miss:%'`);
    const guess = (i: number) => t.app.inject({ method: 'GET', url: `/v1/api/load-manager/shared-track-detail/${`guess${i}`.padEnd(22, 'x')}` });
    for (let i = 0; i < SHARE_MISS_LIMIT; i += 1) expect((await guess(i)).statusCode).toBe(404);
    const refused = await guess(SHARE_MISS_LIMIT);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json<{ message: string }>().message).toBe(TRACKING_MESSAGES.tooManyCodes);
    expect((await call(undefined, 'GET', `load-manager/shared-track-detail/${code}`)).statusCode).toBe(200);
  });
});

describe('tracking: ETA', () => {
  const now = new Date('2027-03-01T12:00:00.000Z');
  const stop = {
    seq: 2,
    type: 'delivery' as const,
    lat: 41.0,
    lng: -87.0,
    windowStart: new Date('2027-03-01T14:00:00.000Z'),
    windowEnd: new Date('2027-03-01T16:00:00.000Z'),
  };

  it('uses the mean speed of the last 30 minutes', () => {
    const points = [
      { speedMph: 60, at: new Date(now.getTime() - 5 * 60_000) },
      { speedMph: 50, at: new Date(now.getTime() - 10 * 60_000) },
      { speedMph: null, at: new Date(now.getTime() - 12 * 60_000) },
      { speedMph: 10, at: new Date(now.getTime() - 45 * 60_000) },
    ];
    expect(recentSpeedMph(points, now)).toBe(55);
    const eta = estimateArrival({ lat: 40.0, lng: -87.0 }, stop, 55, now);
    // 1° of latitude ≈ 69.1 mi, × 1.2 road factor ≈ 82.9 mi; at 55 mph ≈ 1.51 h.
    expect(eta.distanceMiles).toBeCloseTo(82.9, 0);
    expect(eta.speedSource).toBe('recent');
    expect(Date.parse(eta.arrivesAt) - now.getTime()).toBeCloseTo((eta.distanceMiles / 55) * 3_600_000, -5);
    expect(eta.late).toBe(false);
  });

  it('falls back to the planned speed without recent speeds (or when stopped), and says when it is late', () => {
    expect(recentSpeedMph([], now)).toBeNull();
    expect(
      recentSpeedMph(
        [
          { speedMph: 0, at: now },
          { speedMph: 2, at: now },
        ],
        now,
      ),
    ).toBeNull();
    const far = estimateArrival({ lat: 35.0, lng: -87.0 }, stop, null, now);
    expect(far).toMatchObject({ speedSource: 'planned', speedMph: PLANNED_SPEED_MPH, late: true });
  });
});

describe('tracking: the moving demo trucks', () => {
  let t: TestApp;
  const maps = createLocalMapsProvider();
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);

  beforeAll(async () => {
    ({ t } = await openApi([]));
  }, 60_000);
  afterAll(() => t.close());

  it('is off in the tests (SIMULATE_TRUCKS defaults to off under NODE_ENV=test): no simulated point appears by itself', async () => {
    expect(await sql(`select 1 from tracking_points where source = 'simulated'`)).toHaveLength(0);
  });

  it('moves trucks with a load in transit along their route, one instance at a time, and stops when stopped', async () => {
    const first = createTruckSimulator(t.app.db, maps, { maxTrucks: 2, intervalMs: 5_000 });
    const second = createTruckSimulator(t.app.db, maps, { maxTrucks: 2, intervalMs: 5_000 });
    try {
      const moved = await first.tick();
      expect(moved).toBeGreaterThanOrEqual(1);
      const points = await sql<{ trucker_id: string; load_id: string; lat: number; lng: number }>(
        `select trucker_id::text, load_id::text, lat, lng from tracking_points where source = 'simulated' order by recorded_at`,
      );
      expect(points).toHaveLength(moved);
      const [point] = points;
      const [truck] = await sql<{ last_lat: number; last_lng: number }>(`select last_lat, last_lng from truckers where id = $1`, [point!.trucker_id]);
      expect(truck).toEqual({ last_lat: point!.lat, last_lng: point!.lng });
      const events = await sql<{ topics: string[] }>(`select topics from realtime_events where type = 'truck.position' and payload->>'truckerId' = $1`, [
        point!.trucker_id,
      ]);
      expect(events.at(-1)!.topics).toEqual(expect.arrayContaining([`trucker:${point!.trucker_id}`, `load:${point!.load_id}`]));

      // The other instance does not move anything while the first holds the lock.
      expect(await second.tick()).toBe(0);

      // The next tick moves the same truck further.
      await first.tick(new Date(Date.now() + 5_000));
      const [moved2] = await sql<{ last_lat: number; last_lng: number }>(`select last_lat, last_lng from truckers where id = $1`, [point!.trucker_id]);
      expect(moved2).not.toEqual(truck);

      // A truck that reports its own position is left alone.
      const [own] = await sql<{ company_id: string; order_id: string }>(`select company_id::text, id::text as order_id from orders where load_id = $1`, [
        point!.load_id,
      ]);
      await sql(
        `insert into tracking_points (company_id, load_id, order_id, trucker_id, lat, lng, source, recorded_at) values ($1, $2, $3, $4, 40, -88, 'app', now())`,
        [own!.company_id, point!.load_id, own!.order_id, point!.trucker_id],
      );
      const count = async () => (await sql(`select 1 from tracking_points where source = 'simulated' and trucker_id = $1`, [point!.trucker_id])).length;
      const before = await count();
      await first.tick(new Date(Date.now() + 10_000));
      expect(await count()).toBe(before);

      // Stopped: no more moves; the lock passes to the other instance.
      await first.stop();
      expect(await first.tick()).toBe(0);
      expect(await second.tick()).toBeGreaterThanOrEqual(1);
    } finally {
      await first.stop();
      await second.stop();
    }
  });
});
