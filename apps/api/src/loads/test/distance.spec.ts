import { LOAD_WRITE_MESSAGES, type LoadDetail, type LoadInput, type LoadStopInput } from '@freight/contracts';
import type { Providers } from '../../providers';
import { kmToMiles } from '../../providers/maps/geo';
import { createLocalMapsProvider } from '../../providers/maps/local';
import type { TestApp } from '../../../test/support/test-app';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn, testCalendar } from './support';

const { stop: place } = testCalendar('2027-04-05T08:00:00.000Z');

const CHICAGO = place('pickup', 0, 'Chicago', 'IL', '60607');
const ST_LOUIS = place('delivery', 1, 'St. Louis', 'MO', '63118');
const DALLAS = place('delivery', 2, 'Dallas', 'TX', '75247');

const input = (stops: LoadStopInput[], overrides: Partial<LoadInput> = {}): LoadInput => ({ stops, commodity: 'Canned goods', weight: 30_000, ...overrides });

/** Distance and route by the maps provider on add-load and load-update (load-route.ts). */
describe('load-manager: distance and route of a load', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  /** The providers the routes use (captured from inside /v1/api, where they are decorated). */
  let providers: Providers;
  const local = createLocalMapsProvider();

  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const stored = async (id: string) =>
    (
      await sql<{
        distance_miles: string | null;
        origin_lat: number | null;
        origin_lng: number | null;
        destination_lat: number | null;
        destination_lng: number | null;
      }>('select distance_miles, origin_lat, origin_lng, destination_lat, destination_lng from loads where id = $1', [id])
    )[0]!;
  /** The provider's miles over the stops in order, as the API must add them up. */
  const expectedMiles = async (points: Array<{ lat: number; lng: number }>) => {
    let km = 0;
    for (let i = 1; i < points.length; i++) km += (await local.route(points[i - 1]!, points[i]!))!.distanceKm;
    return Math.round(kmToMiles(km) * 10) / 10;
  };

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper],
    } = await openApi(['shipper@demo.test'], {
      plugins: [
        async (api) => {
          providers = api.providers;
        },
      ],
    }));
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('geocodes stops without a position, adds up the route through every stop in order, and stores it', async () => {
    const answer = await call<LoadDetail>(shipper, 'POST', 'load-manager/add-load', input([CHICAGO, ST_LOUIS, DALLAS]));
    expect(answer.statusCode).toBe(200);
    const load = answer.body.data!;
    const positions = load.stops.map((stop) => ({ lat: stop.lat!, lng: stop.lng! }));
    for (const [index, city] of [
      [0, 'Chicago'],
      [1, 'St. Louis'],
      [2, 'Dallas'],
    ] as const) {
      const known = (await local.geocodePostalCode(load.stops[index]!.postalCode, 'USA'))!;
      expect({ city, lat: positions[index]!.lat, lng: positions[index]!.lng }).toEqual({ city, lat: known.lat, lng: known.lng });
    }
    const miles = await expectedMiles(positions);
    expect(load.distanceMiles).toBe(miles);
    // Through St. Louis is longer than straight to Dallas.
    expect(miles).toBeGreaterThan(await expectedMiles([positions[0]!, positions[2]!]));
    expect(load.route).toMatchObject({ status: 'computed', distanceMiles: miles, unplacedStops: [], provider: 'local' });
    expect(load.route!.points[0]).toEqual([positions[0]!.lat, positions[0]!.lng]);
    expect(load.route!.points.at(-1)).toEqual([positions[2]!.lat, positions[2]!.lng]);

    // Stored: the distance and the positions of the first pickup and last delivery (the board's radius search).
    expect(await stored(load._id)).toEqual({
      distance_miles: String(miles),
      origin_lat: positions[0]!.lat,
      origin_lng: positions[0]!.lng,
      destination_lat: positions[2]!.lat,
      destination_lng: positions[2]!.lng,
    });
    const detail = await call<LoadDetail>(shipper, 'GET', `load-manager/load-detail/${load._id}`);
    expect(detail.body.data!.distanceMiles).toBe(miles);
    expect(detail.body.data!.route).toBeUndefined();
  });

  it('keeps positions sent with the stops, takes an address-book entry position, and places a typed stop by its postal code', async () => {
    const [address] = await sql<{ id: string; lat: number; lng: number }>(
      `select a.id::text as id, a.lat, a.lng from addresses a join users u on u.company_id = a.company_id
        where u.email = 'shipper@demo.test' and a.lat is not null order by a.created_at limit 1`,
    );
    const sent = { lat: 41.9, lng: -87.7 };
    const answer = await call<LoadDetail>(
      shipper,
      'POST',
      'load-manager/add-load',
      input([
        { ...CHICAGO, ...sent },
        place('pickup', 1, 'Somewhere', 'IL', '60607', { addressId: address!.id }),
        place('delivery', 2, 'Dallas', 'TX', '75201'),
      ]),
    );
    expect(answer.statusCode).toBe(200);
    const [first, second, third] = answer.body.data!.stops;
    expect({ lat: first!.lat, lng: first!.lng }).toEqual(sent);
    expect({ lat: second!.lat, lng: second!.lng }).toEqual({ lat: address!.lat, lng: address!.lng });
    const dallas = (await local.geocodePostalCode('75201', 'USA'))!;
    expect({ lat: third!.lat, lng: third!.lng }).toEqual({ lat: dallas.lat, lng: dallas.lng });
    expect(answer.body.data!.route!.status).toBe('computed');
  });

  it("refuses a typed stop whose postal code is another city's, or that nobody knows (the address book's postal rule); nothing is saved", async () => {
    const before = await sql<{ n: string }>('select count(*)::text as n from loads');
    // 10001 is New York, not Dallas; 00000 is no postal code at all. The stop from the address book is not asked.
    const answer = await call<LoadDetail>(
      shipper,
      'POST',
      'load-manager/add-load',
      input([CHICAGO, place('delivery', 1, 'Dallas', 'TX', '10001'), place('delivery', 2, 'Nowhereville', 'ZZ', '00000')]),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'body.stops.1.postalCode', message: "Postal Zipcode doesn't match with Locality City" },
      { field: 'body.stops.2.postalCode', message: 'Unknown postal code' },
    ]);
    expect(await sql<{ n: string }>('select count(*)::text as n from loads')).toEqual(before);
  });

  it('a failing maps provider does not lose the load: saved without distance (route unavailable); the next load-update computes it', async () => {
    jest.spyOn(providers.maps, 'route').mockRejectedValue(new Error('maps service down'));
    const added = await call<LoadDetail>(shipper, 'POST', 'load-manager/add-load', input([CHICAGO, DALLAS]));
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toBe(LOAD_WRITE_MESSAGES.added);
    expect(added.body.data!.distanceMiles).toBeNull();
    expect(added.body.data!.route).toMatchObject({ status: 'unavailable', distanceMiles: null, points: [] });
    expect((await stored(added.body.data!._id)).distance_miles).toBeNull();

    jest.restoreAllMocks();
    const updated = await call<LoadDetail>(shipper, 'POST', `load-manager/load-update/${added.body.data!._id}`, input([CHICAGO, DALLAS]));
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe(LOAD_WRITE_MESSAGES.updated);
    const positions = updated.body.data!.stops.map((stop) => ({ lat: stop.lat!, lng: stop.lng! }));
    expect(updated.body.data!.distanceMiles).toBe(await expectedMiles(positions));
    expect(updated.body.data!.route!.status).toBe('computed');
    expect((await stored(added.body.data!._id)).distance_miles).toBe(String(updated.body.data!.distanceMiles));
  });

  it('a geocoder that throws is the same: saved, positions and distance left empty', async () => {
    jest.spyOn(providers.maps, 'geocodePostalCode').mockRejectedValue(new Error('geocoder down'));
    const added = await call<LoadDetail>(shipper, 'POST', 'load-manager/add-load', input([CHICAGO, DALLAS]));
    expect(added.statusCode).toBe(200);
    expect(added.body.data!.route).toMatchObject({ status: 'unavailable', unplacedStops: [1, 2] });
    expect(added.body.data!.stops.map((stop) => stop.lat)).toEqual([null, null]);
  });
});
