import { INSIGHT_MESSAGES, PRICE_INSIGHT_MIN_QUOTES, type PriceInsight } from '@freight/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { caller } from '../../address-book/test/support';
import { approvedQuote, createCompany, createLane, createLoad, createQuote, daysAgo, equipmentId, openDb, type InsightDb } from './insight-support';

/**
 * Price insight: median, quartiles and range of the caller's own approved quotes of the last 90
 * days on a lane, a city pair or within a radius of both ends, withheld under 3 quotes. The shipper is a fresh
 * company (no demo history), so every figure is known.
 */
describe('load-manager price insight', () => {
  let t: TestApp;
  let db: InsightDb;
  let call: ReturnType<typeof caller>;
  let shipper: { companyId: string; token: string };
  let rival: { companyId: string; token: string };
  let dryVan: string;
  let reefer: string;

  const price = (token: string, body: Record<string, unknown>) => call<PriceInsight>(token, 'POST', 'load-manager/price-insight', body);
  const CITY = { originCity: 'Abilene', originState: 'TX', destinationCity: 'Tulsa', destinationState: 'OK' };
  const route = { origin: { city: 'Abilene', state: 'TX' }, destination: { city: 'Tulsa', state: 'OK' } };

  beforeAll(async () => {
    t = await createTestApp();
    db = await openDb(t);
    call = caller(t);
    const a = await createCompany(db, 'Insight Shipper');
    const b = await createCompany(db, 'Rival Shipper');
    shipper = { companyId: a.companyId, token: await t.login(a.email) };
    rival = { companyId: b.companyId, token: await t.login(b.email) };
    dryVan = await equipmentId(db, 'dry_van');
    reefer = await equipmentId(db, 'reefer');

    // Abilene, TX → Tulsa, OK, dry van: five approved quotes of the shipper within 90 days.
    for (const [amount, days] of [
      [1000, 3],
      [1200, 20],
      [1400, 45],
      [1600, 60],
      [3000, 89],
    ] as const) {
      await approvedQuote(db, { companyId: shipper.companyId, ...route, equipmentTypeId: dryVan }, amount, days);
    }
    // Never counted: approved 91 days ago; confirmed but not approved; declined after pricing; another company's.
    await approvedQuote(db, { companyId: shipper.companyId, ...route, equipmentTypeId: dryVan }, 9000, 91);
    const open = await createLoad(db, { companyId: shipper.companyId, ...route, equipmentTypeId: dryVan, status: 'quoted' });
    await createQuote(db, { companyId: shipper.companyId, loadId: open, status: 'confirmed', amount: 50 });
    await createQuote(db, { companyId: shipper.companyId, loadId: open, status: 'declined', amount: 60, confirmedAt: daysAgo(2) });
    for (const amount of [7000, 7100, 7200, 7300]) {
      await approvedQuote(db, { companyId: rival.companyId, ...route, equipmentTypeId: dryVan }, amount, 4);
    }
    // The same cities, reefer: one quote (counts without an equipment filter).
    await approvedQuote(db, { companyId: shipper.companyId, ...route, equipmentTypeId: reefer }, 2000, 10);
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  it('answers median, quartiles, range and count of the approved quotes of the last 90 days on a city pair and equipment', async () => {
    const answer = await price(shipper.token, { ...CITY, equipmentTypeId: dryVan });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(INSIGHT_MESSAGES.priceFetched);
    expect(answer.body.data).toMatchObject({
      basis: 'city',
      sufficient: true,
      quoteCount: 5,
      minimumQuotes: PRICE_INSIGHT_MIN_QUOTES,
      windowDays: 90,
      currency: 'USD',
      median: 1400,
      p25: 1200,
      p75: 1600,
      min: 1000,
      max: 3000,
      equipmentTypeId: dryVan,
      laneId: null,
      radiusMiles: null,
    });
    const since = Date.parse(answer.body.data!.since);
    expect(Math.abs(since - daysAgo(90).getTime())).toBeLessThan(60_000);
  });

  it('without equipment counts every equipment; cities match whatever their case', async () => {
    const answer = await price(shipper.token, { originCity: 'ABILENE', originState: 'tx', destinationCity: ' tulsa ', destinationState: 'ok' });
    // 1000, 1200, 1400, 1600, 2000, 3000: the median of an even count is interpolated (percentile_cont).
    expect(answer.body.data).toMatchObject({ quoteCount: 6, median: 1500, min: 1000, max: 3000, p25: 1250, p75: 1900 });
  });

  it('withholds the figures under 3 quotes, but says how many there are', async () => {
    const answer = await price(shipper.token, { ...CITY, equipmentTypeId: reefer });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ sufficient: false, quoteCount: 1, median: null, p25: null, p75: null, min: null, max: null });
    const none = await price(shipper.token, { ...CITY, originCity: 'Nowhere' });
    expect(none.body.data).toMatchObject({ sufficient: false, quoteCount: 0, median: null, currency: null });
    // Wildcards in a city are plain characters.
    const wildcard = await price(shipper.token, { ...CITY, originCity: '%', destinationCity: '_ulsa' });
    expect(wildcard.body.data).toMatchObject({ quoteCount: 0 });
  });

  it('counts only the caller company: the rival sees its own four quotes, never the shipper’s', async () => {
    const answer = await price(rival.token, CITY);
    expect(answer.body.data).toMatchObject({ sufficient: true, quoteCount: 4, median: 7150, min: 7000, max: 7300 });
  });

  it('a lane: the loads of that lane; another company’s lane is a 404', async () => {
    const laneId = await createLane(db, shipper.companyId, 'Insight lane');
    for (const amount of [800, 900, 1000])
      await approvedQuote(db, { companyId: shipper.companyId, laneId, origin: { city: 'Lane A', state: 'TX' } }, amount, 7);
    const answer = await price(shipper.token, { laneId });
    expect(answer.body.data).toMatchObject({ basis: 'lane', laneId, sufficient: true, quoteCount: 3, median: 900, min: 800, max: 1000 });
    // The lane wins over cities given with it.
    const both = await price(shipper.token, { laneId, ...CITY });
    expect(both.body.data).toMatchObject({ basis: 'lane', quoteCount: 3 });

    const foreign = await price(rival.token, { laneId });
    expect(foreign).toMatchObject({ statusCode: 404, body: { status: false, message: INSIGHT_MESSAGES.laneNotFound } });
  });

  it('positions: loads whose origin and destination are both within the radius', async () => {
    const near = { origin: { city: 'Near A', state: 'IL', lat: 41.88, lng: -87.63 }, destination: { city: 'Near B', state: 'MN', lat: 44.98, lng: -93.27 } };
    for (const amount of [2000, 2100, 2200]) await approvedQuote(db, { companyId: shipper.companyId, ...near }, amount, 12);
    // 30 miles off at the origin: inside 50 miles, outside 20.
    await approvedQuote(
      db,
      { companyId: shipper.companyId, origin: { city: 'Off', state: 'IL', lat: 41.88 + 30 / 69, lng: -87.63 }, destination: near.destination },
      2900,
      12,
    );
    // Destination 500 miles away: never.
    await approvedQuote(db, { companyId: shipper.companyId, origin: near.origin, destination: { city: 'Far', state: 'MO', lat: 38.63, lng: -90.2 } }, 5000, 12);
    const at = { originLat: 41.88, originLng: -87.63, destinationLat: 44.98, destinationLng: -93.27 };
    const wide = await price(shipper.token, at);
    expect(wide.body.data).toMatchObject({ basis: 'radius', radiusMiles: 50, quoteCount: 4, median: 2150, min: 2000, max: 2900 });
    const narrow = await price(shipper.token, { ...at, radiusMiles: 20 });
    expect(narrow.body.data).toMatchObject({ basis: 'radius', radiusMiles: 20, quoteCount: 3, median: 2100, max: 2200 });

    // A load whose cities have no history falls back to its positions (50 miles).
    const load = await createLoad(db, {
      companyId: shipper.companyId,
      status: 'pending',
      origin: { ...near.origin, city: 'Suburb A' },
      destination: { ...near.destination, city: 'Suburb B' },
    });
    const perLoad = await call<PriceInsight>(shipper.token, 'GET', `load-manager/price-insight-load/${load}`);
    expect(perLoad.body.data).toMatchObject({ basis: 'radius', radiusMiles: 50, quoteCount: 4, median: 2150 });
  });

  it('one currency at a time: the one most quotes are in, or the one asked for', async () => {
    const cad = { origin: { city: 'Regina', state: 'SK' }, destination: { city: 'Saskatoon', state: 'SK' }, currency: 'CAD' as const };
    for (const amount of [600, 700, 800]) await approvedQuote(db, { companyId: shipper.companyId, ...cad }, amount, 15);
    await approvedQuote(db, { companyId: shipper.companyId, ...cad, currency: 'USD' }, 450, 15);
    const body = { originCity: 'Regina', originState: 'SK', destinationCity: 'Saskatoon', destinationState: 'SK' };
    expect((await price(shipper.token, body)).body.data).toMatchObject({ currency: 'CAD', quoteCount: 3, median: 700 });
    expect((await price(shipper.token, { ...body, currency: 'USD' })).body.data).toMatchObject({ currency: 'USD', quoteCount: 1, sufficient: false });
  });

  it('per load: the load’s lane first, its own quotes aside; then its cities; another company’s load is a 404', async () => {
    const laneId = await createLane(db, shipper.companyId, 'Per-load lane');
    for (const amount of [1100, 1300, 1500]) await approvedQuote(db, { companyId: shipper.companyId, laneId, ...route, equipmentTypeId: dryVan }, amount, 8);
    const { loadId } = await approvedQuote(db, { companyId: shipper.companyId, laneId, ...route, equipmentTypeId: dryVan }, 99_999, 1);
    const onLane = await call<PriceInsight>(shipper.token, 'GET', `load-manager/price-insight-load/${loadId}`);
    expect(onLane.statusCode).toBe(200);
    expect(onLane.body.data).toMatchObject({ basis: 'lane', laneId, quoteCount: 3, median: 1300, max: 1500, equipmentTypeId: dryVan });

    // A new load on a lane with no history: its cities (dry van) answer.
    const emptyLane = await createLane(db, shipper.companyId, 'Empty lane');
    const fresh = await createLoad(db, { companyId: shipper.companyId, laneId: emptyLane, ...route, equipmentTypeId: dryVan, status: 'pending' });
    const byCity = await call<PriceInsight>(shipper.token, 'GET', `load-manager/price-insight-load/${fresh}`);
    // The five of the first test, the three of the lane above and its 99,999 (other loads, also Abilene → Tulsa, dry van).
    expect(byCity.body.data).toMatchObject({ basis: 'city', sufficient: true, quoteCount: 9, median: 1400, max: 99_999 });

    const foreign = await call(rival.token, 'GET', `load-manager/price-insight-load/${fresh}`);
    expect(foreign).toMatchObject({ statusCode: 404, body: { status: false, message: INSIGHT_MESSAGES.loadNotFound } });
  });

  it('refuses a request without a usable place (400 with errors naming the field)', async () => {
    const empty = await price(shipper.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toMatchObject({
      status: false,
      message: INSIGHT_MESSAGES.placeRequired,
      errors: [{ field: 'body.originCity', message: INSIGHT_MESSAGES.placeRequired }],
    });
    const noState = await price(shipper.token, { ...CITY, originState: undefined });
    expect(noState.body.errors).toEqual([{ field: 'body.originState', message: INSIGHT_MESSAGES.cityNeedsState }]);
    const halfPosition = await price(shipper.token, { originLat: 40, destinationLat: 41, destinationLng: -90 });
    expect(halfPosition.body.errors).toEqual([{ field: 'body.originLng', message: INSIGHT_MESSAGES.positionNeedsBoth }]);
    const radiusAlone = await price(shipper.token, { ...CITY, radiusMiles: 30 });
    expect(radiusAlone.body.errors).toEqual([{ field: 'body.radiusMiles', message: INSIGHT_MESSAGES.radiusNeedsPositions }]);
    const badLat = await price(shipper.token, { originLat: 91, originLng: 0, destinationLat: 0, destinationLng: 0 });
    expect(badLat.statusCode).toBe(400);
    expect(badLat.body.errors?.[0]?.field).toBe('body.originLat');
    const unauthenticated = await price('', CITY);
    expect(unauthenticated.statusCode).toBe(401);
  });
});
