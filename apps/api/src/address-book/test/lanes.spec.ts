import crypto from 'node:crypto';
import type { Address, Lane, LaneUser, LoadListItem, LoadStatus, Page } from '@freight/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { ANOTHER_COMPANY_EMAIL, beverlyHills, caller, withSql } from './support';

interface Place {
  city: string;
  state: string;
  postalCode: string;
  lat: number;
  lng: number;
}

const BOISE: Place = { city: 'Boise', state: 'ID', postalCode: '83702', lat: 43.6322, lng: -116.2052 };
const MERIDIAN: Place = { city: 'Meridian', state: 'ID', postalCode: '83642', lat: 43.615, lng: -116.3975 };
const RENO: Place = { city: 'Reno', state: 'NV', postalCode: '89501', lat: 39.5268, lng: -119.8113 };
const SPARKS: Place = { city: 'Sparks', state: 'NV', postalCode: '89431', lat: 39.5473, lng: -119.7556 };
const SEATTLE: Place = { city: 'Seattle', state: 'WA', postalCode: '98134', lat: 47.5763, lng: -122.3388 };

describe('lane-manager', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let other: string;
  let companyId: string;
  let otherCompanyId: string;
  let boise: Address;
  let reno: Address;
  let theirAddress: Address;
  let ownTruckers: string[];
  let partnerTrucker: string;

  const addAddress = async (token: string, place: Place, name: string) => {
    const { city, state, postalCode } = place;
    const answer = await call<Address>(token, 'POST', 'address-manager/add-address', beverlyHills({ city, state, postalCode, name, tag: 'pickup' }));
    expect(answer.statusCode).toBe(200);
    return answer.body.data!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    [shipper, carrier, other] = await Promise.all([t.login('shipper@demo.test'), t.login('carrier@demo.test'), t.login(ANOTHER_COMPANY_EMAIL)]);
    boise = await addAddress(shipper, BOISE, 'Boise Plant');
    reno = await addAddress(shipper, RENO, 'Reno DC');
    theirAddress = await addAddress(other, BOISE, 'Interstate Boise Yard');
    await withSql(t, async (client) => {
      const ids = await client.query<{ shipper: string; other: string }>(
        `select (select company_id::text from users where email = 'shipper@demo.test') as shipper,
                (select company_id::text from users where email = $1) as other`,
        [ANOTHER_COMPANY_EMAIL],
      );
      companyId = ids.rows[0]!.shipper;
      otherCompanyId = ids.rows[0]!.other;
      ownTruckers = (
        await client.query<{ id: string }>(`select id::text as id from truckers where company_id = $1 order by truck_number limit 2`, [companyId])
      ).rows.map((row) => row.id);
      partnerTrucker = (await client.query<{ id: string }>(`select id::text as id from truckers where company_id = $1 limit 1`, [otherCompanyId])).rows[0]!.id;
    });
  });
  afterAll(() => t.close());

  it('refuses a user without the address module (403) on every route', async () => {
    const id = crypto.randomUUID();
    const routes: Array<[string, string, unknown?]> = [
      ['POST', 'lane-manager/lane-list', {}],
      ['GET', 'lane-manager/lanes'],
      ['GET', `lane-manager/detail-lane/${id}`],
      ['POST', 'lane-manager/add-lane', { name: 'x', originAddressId: boise._id, destinationAddressId: reno._id }],
      ['PUT', `lane-manager/update-lane/${id}`, { name: 'x', originAddressId: boise._id, destinationAddressId: reno._id }],
      ['DELETE', `lane-manager/remove-lane/${id}`],
      ['GET', `lane-manager/get-lane-users/${id}`],
      ['GET', `lane-manager/get-pastloads-lane/${id}`],
      ['GET', `lane-manager/get-currentloads-lane/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect({ url, status: (await call(carrier, method as 'GET', url, body)).statusCode }).toEqual({ url, status: 403 });
    }
  });

  it('lists the seeded lanes with both ends and their user counts', async () => {
    const page = await call<Page<Lane>>(shipper, 'POST', 'lane-manager/lane-list', { page: 1, limit: 10 });
    expect(page.statusCode).toBe(200);
    expect(page.body.data).toMatchObject({ total: 25, page: 1, limit: 10 });
    const lane = page.body.data!.items[0]!;
    expect(lane).toMatchObject({
      origin: { addressId: expect.any(String), city: expect.any(String), lat: expect.any(Number) },
      destination: { addressId: expect.any(String), city: expect.any(String) },
      distanceMiles: expect.any(Number),
    });
    expect(lane.userCount).toBeGreaterThanOrEqual(2);
    const created = page.body.data!.items.map((item) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const byCity = await call<Page<Lane>>(shipper, 'POST', 'lane-manager/lane-list', { search: lane.origin.city.toUpperCase() });
    expect(byCity.body.data!.items.map((item) => item._id)).toContain(lane._id);
    expect((await call<Page<Lane>>(shipper, 'POST', 'lane-manager/lane-list', { search: '_' })).body.data!.total).toBe(0);

    const all = await call<Lane[]>(shipper, 'GET', 'lane-manager/lanes');
    expect(all.body.data).toHaveLength(25);
    const names = all.body.data!.map((item) => item.name);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    expect((await call<Lane[]>(other, 'GET', 'lane-manager/lanes')).body.data).toEqual([]);

    const detail = await call<Lane>(shipper, 'GET', `lane-manager/detail-lane/${lane._id}`);
    expect(detail.body.data).toEqual(lane);
    const users = await call<LaneUser[]>(shipper, 'GET', `lane-manager/get-lane-users/${lane._id}`);
    expect(users.body.data).toHaveLength(lane.userCount);
    expect(users.body.data![0]).toEqual({
      _id: expect.any(String),
      firstname: expect.any(String),
      lastname: expect.any(String),
      email: expect.stringContaining('@'),
    });
  });

  it('adds a lane: distance from the maps provider, users from the fleet and the carrier network', async () => {
    const added = await call<Lane>(shipper, 'POST', 'lane-manager/add-lane', {
      name: 'Boise → Reno',
      originAddressId: boise._id,
      destinationAddressId: reno._id,
      userIds: [...ownTruckers, partnerTrucker],
      targetRate: 1450.5,
      loadsPerWeek: 3,
      notes: 'I-84 / US-95',
    });
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toBe('Lane Successfully Added');
    const lane = added.body.data!;
    expect(lane).toMatchObject({
      name: 'Boise → Reno',
      origin: { addressId: boise._id, name: 'Boise Plant', city: 'Boise', state: 'ID', country: 'USA' },
      destination: { addressId: reno._id, city: 'Reno' },
      targetRate: 1450.5,
      loadsPerWeek: 3,
      notes: 'I-84 / US-95',
      userCount: 3,
    });
    // Great circle ~ 545 km; the local provider's road estimate is x1.2 ~ 654 km ~ 406 miles.
    expect(lane.distanceMiles).toBeGreaterThan(380);
    expect(lane.distanceMiles).toBeLessThan(430);

    const users = await call<LaneUser[]>(shipper, 'GET', `lane-manager/get-lane-users/${lane._id}`);
    expect(users.body.data!.map((user) => user._id).sort()).toEqual([...ownTruckers, partnerTrucker].sort());

    const updated = await call<Lane>(shipper, 'PUT', `lane-manager/update-lane/${lane._id}`, {
      name: 'Reno → Boise',
      originAddressId: reno._id,
      destinationAddressId: boise._id,
      userIds: [ownTruckers[0]],
      targetRate: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe('Lane Successfully Updated');
    expect(updated.body.data).toMatchObject({
      name: 'Reno → Boise',
      origin: { addressId: reno._id },
      userCount: 1,
      targetRate: null,
      loadsPerWeek: null,
      notes: null,
    });
    expect(updated.body.data!.distanceMiles).toBeCloseTo(lane.distanceMiles!, 0);
    // userIds left out keeps the users.
    const kept = await call<Lane>(shipper, 'PUT', `lane-manager/update-lane/${lane._id}`, {
      name: 'Kept',
      originAddressId: reno._id,
      destinationAddressId: boise._id,
    });
    expect(kept.body.data!.userCount).toBe(1);

    // The lane holds its addresses: removing one is refused until the lane goes.
    expect((await call(shipper, 'DELETE', `address-manager/remove-address/${reno._id}`)).statusCode).toBe(400);
    const removed = await call(shipper, 'DELETE', `lane-manager/remove-lane/${lane._id}`);
    expect(removed.body).toEqual({ status: true, message: 'Lane Successfully Removed', data: { _id: lane._id } });
    expect((await call(shipper, 'GET', `lane-manager/detail-lane/${lane._id}`)).statusCode).toBe(404);
    const spare = await addAddress(shipper, RENO, 'Spare Reno');
    expect((await call(shipper, 'DELETE', `address-manager/remove-address/${spare._id}`)).statusCode).toBe(200);
  });

  it('refuses foreign or equal addresses and unknown users, each on its field', async () => {
    const foreign = await call(shipper, 'POST', 'lane-manager/add-lane', {
      name: 'x',
      originAddressId: theirAddress._id,
      destinationAddressId: reno._id,
      userIds: [ownTruckers[0], crypto.randomUUID()],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.errors).toEqual([
      { field: 'body.originAddressId', message: 'Address not found' },
      { field: 'body.userIds.1', message: 'Unknown user' },
    ]);
    const same = await call(shipper, 'POST', 'lane-manager/add-lane', { name: 'x', originAddressId: boise._id, destinationAddressId: boise._id });
    expect(same.body.errors).toEqual([{ field: 'body.destinationAddressId', message: 'Origin and destination must be different addresses' }]);
    // Interstate has no carrier network: Demo's trucks are not its users.
    const theirBoise = await addAddress(other, RENO, 'Interstate Reno Yard');
    const notTheirs = await call(other, 'POST', 'lane-manager/add-lane', {
      name: 'x',
      originAddressId: theirAddress._id,
      destinationAddressId: theirBoise._id,
      userIds: [ownTruckers[0]],
    });
    expect(notTheirs.body.errors).toEqual([{ field: 'body.userIds.0', message: 'Unknown user' }]);
    const malformed = await call(shipper, 'POST', 'lane-manager/add-lane', {
      name: '',
      originAddressId: 'x',
      destinationAddressId: boise._id,
      userIds: [boise._id, boise._id],
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.errors!.map((error) => error.field).sort()).toEqual(['body.name', 'body.originAddressId', 'body.userIds']);
  });

  it("another company's lane is a 404 on every route", async () => {
    const theirs = await withSql(
      t,
      async (client) => (await client.query<{ id: string }>(`select id::text as id from lanes where company_id = $1 limit 1`, [companyId])).rows[0]!.id,
    );
    const body = { name: 'x', originAddressId: theirAddress._id, destinationAddressId: reno._id };
    for (const [method, url, payload] of [
      ['GET', `lane-manager/detail-lane/${theirs}`, undefined],
      ['PUT', `lane-manager/update-lane/${theirs}`, body],
      ['PUT', `lane-manager/update-lane/${theirs}`, { name: '' }],
      ['DELETE', `lane-manager/remove-lane/${theirs}`, undefined],
      ['GET', `lane-manager/get-lane-users/${theirs}`, undefined],
      ['GET', `lane-manager/get-pastloads-lane/${theirs}`, undefined],
      ['GET', `lane-manager/get-currentloads-lane/${theirs}`, undefined],
    ] as const) {
      const refused = await call(other, method, url, payload);
      expect({ url, status: refused.statusCode, body: refused.body }).toEqual({ url, status: 404, body: { status: false, message: 'Lane not found' } });
    }
    expect((await call(shipper, 'GET', `lane-manager/detail-lane/${theirs}`)).statusCode).toBe(200);
  });

  it('past and current loads: picked up near the origin and delivered near the destination, newest first', async () => {
    const lane = (
      await call<Lane>(shipper, 'POST', 'lane-manager/add-lane', { name: 'Boise → Reno loads', originAddressId: boise._id, destinationAddressId: reno._id })
    ).body.data!;

    let counter = 0;
    const insertLoad = async (owner: string, status: LoadStatus, from: Place, to: Place, ageHours: number) =>
      withSql(t, async (client) => {
        counter++;
        const created = new Date(Date.now() - ageHours * 3_600_000);
        const pickup = new Date(created.getTime() + 86_400_000);
        const delivery = new Date(pickup.getTime() + 86_400_000);
        const { rows } = await client.query<{ id: string }>(
          `insert into loads (company_id, load_id, status, weight, commodity, origin_city, origin_state, destination_city, destination_state,
             pickup_start, pickup_end, delivery_start, delivery_end, share_code, created_at)
           values ($1, $2, $3, 20000, 'Potatoes', $4, $5, $6, $7, $8, $8, $9, $9, $10, $11) returning id::text as id`,
          [owner, `L-LANE${counter}`, status, from.city, from.state, to.city, to.state, pickup, delivery, crypto.randomBytes(8).toString('hex'), created],
        );
        const id = rows[0]!.id;
        for (const [seq, type, place, window] of [
          [1, 'pickup', from, pickup],
          [2, 'delivery', to, delivery],
        ] as const) {
          await client.query(
            `insert into load_stops (company_id, load_id, seq, type, name, street1, city, state, postal_code, lat, lng, window_start, window_end)
             values ($1, $2, $3, $4, 'Stop', '1 Main St', $5, $6, $7, $8, $9, $10, $10)`,
            [owner, id, seq, type, place.city, place.state, place.postalCode, place.lat, place.lng, window],
          );
        }
        return id;
      });

    const delivered = await insertLoad(companyId, 'delivered', BOISE, RENO, 50);
    const paid = await insertLoad(companyId, 'paid', MERIDIAN, SPARKS, 80); // both ends within 50 km
    const cancelled = await insertLoad(companyId, 'cancelled', BOISE, RENO, 10);
    const inTransit = await insertLoad(companyId, 'in_transit', BOISE, SPARKS, 5);
    const pending = await insertLoad(companyId, 'pending', MERIDIAN, RENO, 1);
    await insertLoad(companyId, 'pending', RENO, BOISE, 2); // the other direction
    await insertLoad(companyId, 'delivered', BOISE, SEATTLE, 3); // another destination
    await insertLoad(otherCompanyId, 'pending', BOISE, RENO, 1); // another company's

    const past = await call<LoadListItem[]>(shipper, 'GET', `lane-manager/get-pastloads-lane/${lane._id}`);
    expect(past.statusCode).toBe(200);
    expect(past.body.data!.map((load) => load._id)).toEqual([cancelled, delivered, paid]);
    const current = await call<LoadListItem[]>(shipper, 'GET', `lane-manager/get-currentloads-lane/${lane._id}`);
    expect(current.body.data!.map((load) => load._id)).toEqual([pending, inTransit]);
    expect(current.body.data![0]).toMatchObject({
      loadId: 'L-LANE5',
      status: 'pending',
      origin: { city: 'Meridian', state: 'ID', country: 'USA' },
      destination: { city: 'Reno', state: 'NV' },
      commodity: 'Potatoes',
      weight: 20000,
      carrier: null,
      shipper: { _id: companyId, name: 'Demo Freight Co.' },
    });

    // A seeded lane has loads of its own (the demo world ships along its lanes).
    const seededLane = (await call<Lane[]>(shipper, 'GET', 'lane-manager/lanes')).body.data!.find((item) => item._id !== lane._id)!;
    const seededPast = await call<LoadListItem[]>(shipper, 'GET', `lane-manager/get-pastloads-lane/${seededLane._id}`);
    const seededCurrent = await call<LoadListItem[]>(shipper, 'GET', `lane-manager/get-currentloads-lane/${seededLane._id}`);
    expect(seededPast.statusCode).toBe(200);
    expect(seededCurrent.statusCode).toBe(200);
    for (const load of seededPast.body.data!) expect(['delivered', 'invoiced', 'paid', 'cancelled']).toContain(load.status);
    for (const load of seededCurrent.body.data!) expect(['delivered', 'invoiced', 'paid', 'cancelled']).not.toContain(load.status);
    expect(seededPast.body.data!.length).toBeLessThanOrEqual(50);

    // Across the seeded lanes, loads are found (the demo world ships along its lanes).
    const seededLanes = (await call<Lane[]>(shipper, 'GET', 'lane-manager/lanes')).body.data!.filter((item) => item._id !== lane._id);
    let found = 0;
    for (const item of seededLanes) {
      found += (await call<LoadListItem[]>(shipper, 'GET', `lane-manager/get-pastloads-lane/${item._id}`)).body.data!.length;
      found += (await call<LoadListItem[]>(shipper, 'GET', `lane-manager/get-currentloads-lane/${item._id}`)).body.data!.length;
    }
    expect(found).toBeGreaterThan(0);
  });
});
