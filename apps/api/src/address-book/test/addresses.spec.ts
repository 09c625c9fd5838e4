import { ZIP_MISMATCH_MESSAGE, type Address, type Page } from '@freight/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { ANOTHER_COMPANY_EMAIL, beverlyHills, caller, toronto, withSql } from './support';

const FORBIDDEN = { status: false, message: 'You do not have permission to access this resource' };

describe('address-manager', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let other: string;
  let otherAddressId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    [shipper, carrier, other] = await Promise.all([t.login('shipper@demo.test'), t.login('carrier@demo.test'), t.login(ANOTHER_COMPANY_EMAIL)]);
    const theirs = await call<Page<Address>>(other, 'POST', 'address-manager/address-list', { page: 1, limit: 5 });
    otherAddressId = theirs.body.data!.items[0]!._id;
  });
  afterAll(() => t.close());

  it('refuses a user without the address module (403) on every module route, and anonymous callers (401)', async () => {
    const id = otherAddressId;
    const routes: Array<[string, string, unknown?]> = [
      ['POST', 'address-manager/address-list', { page: 1 }],
      ['GET', `address-manager/address-detail/${id}`],
      ['POST', 'address-manager/add-address', beverlyHills()],
      ['POST', `address-manager/update-address/${id}`, beverlyHills()],
      ['DELETE', `address-manager/remove-address/${id}`],
    ];
    for (const [method, url, body] of routes) {
      const denied = await call(carrier, method as 'GET', url, body);
      expect({ url, status: denied.statusCode, body: denied.body }).toEqual({ url, status: 403, body: FORBIDDEN });
      expect((await call(undefined, method as 'GET', url, body)).statusCode).toBe(401);
    }
    // default-address is for any signed-in user.
    expect((await call(carrier, 'GET', 'address-manager/default-address')).statusCode).toBe(200);
  });

  it('lists the company addresses newest first, pages, filters by tag and searches', async () => {
    const first = await call<Page<Address>>(shipper, 'POST', 'address-manager/address-list', { page: 1, limit: 10 });
    expect(first.statusCode).toBe(200);
    expect(first.body.status).toBe(true);
    const page = first.body.data!;
    expect(page).toMatchObject({ total: 120, page: 1, limit: 10 });
    expect(page.items).toHaveLength(10);
    const created = page.items.map((item) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(page.items.some((item) => item._id === otherAddressId)).toBe(false);

    const second = await call<Page<Address>>(shipper, 'POST', 'address-manager/address-list', { page: 2, limit: 10 });
    expect(second.body.data!.items.some((item) => page.items.some((seen) => seen._id === item._id))).toBe(false);

    const billing = await call<Page<Address>>(shipper, 'POST', 'address-manager/address-list?tag=billing', { page: 1, limit: 50 });
    expect(billing.body.data!.total).toBe(2);
    expect(billing.body.data!.items.every((item) => item.tag === 'billing')).toBe(true);

    const hq = await call<Page<Address>>(shipper, 'POST', 'address-manager/address-list', { search: 'headquarters' });
    expect(hq.body.data!.items.map((item) => item.name)).toEqual(['Demo Freight Co. Headquarters']);
    const byCity = await call<Page<Address>>(shipper, 'POST', 'address-manager/address-list', { search: 'CHICAGO' });
    expect(byCity.body.data!.items.every((item) => item.city === 'Chicago')).toBe(true);
    const byPostal = await call<Page<Address>>(shipper, 'POST', 'address-manager/address-list', { search: page.items[0]!.postalCode });
    expect(byPostal.body.data!.items.map((item) => item._id)).toContain(page.items[0]!._id);
    // LIKE wildcards are literal.
    for (const search of ['%', '_', '\\']) {
      expect((await call<Page<Address>>(shipper, 'POST', 'address-manager/address-list', { search })).body.data!.total).toBe(0);
    }
  });

  it('answers 400 with field errors for bad list input', async () => {
    const bad = await call(shipper, 'POST', 'address-manager/address-list', { page: 0, limit: 1000, extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors!.map((error) => error.field).sort()).toEqual(['body.extra', 'body.limit', 'body.page']);
    const badTag = await call(shipper, 'POST', 'address-manager/address-list?tag=warehouse', { page: 1 });
    expect(badTag.statusCode).toBe(400);
    expect(badTag.body.errors).toEqual([{ field: 'query.tag', message: expect.stringContaining('Must be one of') }]);
  });

  it('adds an address after the zip check (90210 + Beverly Hills), with its position', async () => {
    const added = await call<Address>(shipper, 'POST', 'address-manager/add-address', beverlyHills());
    expect(added.statusCode).toBe(200);
    expect(added.body).toMatchObject({ status: true, message: 'Address Successfully Added' });
    const address = added.body.data!;
    expect(address).toMatchObject({ city: 'Beverly Hills', postalCode: '90210', country: 'USA', isDefault: false, street2: null });
    expect(address.lat).toBeCloseTo(34.09, 1);
    expect(address.lng).toBeCloseTo(-118.41, 1);

    const detail = await call<Address>(shipper, 'GET', `address-manager/address-detail/${address._id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data).toEqual(address);
    const listed = await call<Page<Address>>(shipper, 'POST', 'address-manager/address-list', { page: 1, limit: 1 });
    expect(listed.body.data!.items[0]!._id).toBe(address._id);
  });

  it('refuses a city the postal code does not belong to, with the spec message on body.postalCode', async () => {
    const refused = await call(shipper, 'POST', 'address-manager/add-address', beverlyHills({ city: 'Chicago' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toEqual({
      status: false,
      message: ZIP_MISMATCH_MESSAGE,
      errors: [{ field: 'body.postalCode', message: ZIP_MISMATCH_MESSAGE }],
    });
  });

  it('accepts Canadian codes (M5V 2T6 + Toronto), case- and accent-insensitive cities, and stores the code normalised', async () => {
    const added = await call<Address>(shipper, 'POST', 'address-manager/add-address', toronto({ postalCode: 'm5v2t6', city: 'TORONTO' }));
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toMatchObject({ postalCode: 'M5V 2T6', country: 'CANADA', city: 'TORONTO' });
    expect(added.body.data!.lat).toBeCloseTo(43.65, 1);

    // A Montréal borough's code ("Plateau Mont-Royal") with the city written with its accent.
    const montreal = await call<Address>(shipper, 'POST', 'address-manager/add-address', toronto({ city: 'Montréal', state: 'QC', postalCode: 'H2X 1Y4' }));
    expect(montreal.statusCode).toBe(200);
    const stLouis = await call<Address>(shipper, 'POST', 'address-manager/add-address', beverlyHills({ city: 'St. Louis', state: 'MO', postalCode: '63118' }));
    expect(stLouis.statusCode).toBe(200);
  });

  it('refuses an unknown postal code and a country that does not fit the code', async () => {
    const unknown = await call(shipper, 'POST', 'address-manager/add-address', beverlyHills({ postalCode: '00000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'body.postalCode', message: 'Unknown postal code' }]);

    const usInCanada = await call(shipper, 'POST', 'address-manager/add-address', beverlyHills({ country: 'CANADA' }));
    expect(usInCanada.statusCode).toBe(400);
    expect(usInCanada.body.errors).toEqual([{ field: 'body.country', message: 'A US ZIP code needs country USA' }]);
    const canadaInUs = await call(shipper, 'POST', 'address-manager/add-address', toronto({ country: 'USA' }));
    expect(canadaInUs.body.errors).toEqual([{ field: 'body.country', message: 'A Canadian postal code needs country CANADA' }]);
  });

  it('answers 400 with one error per bad field', async () => {
    const bad = await call(shipper, 'POST', 'address-manager/add-address', {
      ...beverlyHills(),
      tag: 'nowhere',
      name: '',
      postalCode: '9021',
      contactPhone: '12',
      contactEmail: 'not-an-email',
      color: 'red',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('Invalid request');
    const fields = Object.fromEntries(bad.body.errors!.map((error) => [error.field, error.message]));
    expect(fields).toMatchObject({
      'body.tag': expect.stringContaining('Must be one of'),
      'body.name': 'Too Short!',
      'body.postalCode': 'Invalid format',
      'body.contactPhone': expect.any(String),
      'body.contactEmail': expect.any(String),
      'body.color': 'Unknown field',
    });
    const missing = await call(shipper, 'POST', 'address-manager/add-address', { tag: 'pickup' });
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.name', message: 'Required' },
        { field: 'body.city', message: 'Required' },
        { field: 'body.postalCode', message: 'Required' },
      ]),
    );
    const badId = await call(shipper, 'GET', 'address-manager/address-detail/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.body.errors).toEqual([{ field: 'params._id', message: 'Invalid id' }]);
  });

  it('updates an address (zip check again) and keeps another company out (404)', async () => {
    const { data: created } = (await call<Address>(shipper, 'POST', 'address-manager/add-address', beverlyHills({ name: 'To update' }))).body;
    const updated = await call<Address>(shipper, 'POST', `address-manager/update-address/${created!._id}`, {
      ...beverlyHills({ name: 'Updated', city: 'Chicago', state: 'IL', postalCode: '60607', street2: 'Dock 4' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe('Address Successfully Updated');
    expect(updated.body.data).toMatchObject({ _id: created!._id, name: 'Updated', city: 'Chicago', street2: 'Dock 4', createdAt: created!.createdAt });
    expect(updated.body.data!.lat).toBeCloseTo(41.88, 1);

    const mismatch = await call(shipper, 'POST', `address-manager/update-address/${created!._id}`, beverlyHills({ city: 'Dallas' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body.message).toBe(ZIP_MISMATCH_MESSAGE);

    for (const [method, url, body] of [
      ['GET', `address-manager/address-detail/${otherAddressId}`, undefined],
      ['POST', `address-manager/update-address/${otherAddressId}`, beverlyHills()],
      ['DELETE', `address-manager/remove-address/${otherAddressId}`, undefined],
    ] as const) {
      const refused = await call(shipper, method, url, body);
      expect({ url, status: refused.statusCode, body: refused.body }).toEqual({ url, status: 404, body: { status: false, message: 'Address not found' } });
    }
    // Another company's id is a 404 even with a body that would not validate: its owner's data stays unprobed.
    const unprobed = await call(shipper, 'POST', `address-manager/update-address/${otherAddressId}`, { name: '' });
    expect(unprobed.statusCode).toBe(404);
    // Theirs is untouched.
    expect((await call<Address>(other, 'GET', `address-manager/address-detail/${otherAddressId}`)).body.data!._id).toBe(otherAddressId);
  });

  it('removes an address; one a lane uses is refused with a 400 on params._id', async () => {
    const { data: created } = (await call<Address>(shipper, 'POST', 'address-manager/add-address', beverlyHills({ name: 'To remove' }))).body;
    const removed = await call(shipper, 'DELETE', `address-manager/remove-address/${created!._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toEqual({ status: true, message: 'Address Successfully Removed', data: { _id: created!._id } });
    expect((await call(shipper, 'GET', `address-manager/address-detail/${created!._id}`)).statusCode).toBe(404);
    expect((await call(shipper, 'DELETE', `address-manager/remove-address/${created!._id}`)).statusCode).toBe(404);

    const onLane = await withSql(t, async (client) => {
      const rows = await client.query<{ id: string }>(
        `select origin_address_id::text as id from lanes where company_id = (select company_id from users where email = 'shipper@demo.test') limit 1`,
      );
      return rows.rows[0]!.id;
    });
    const refused = await call(shipper, 'DELETE', `address-manager/remove-address/${onLane}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toEqual({
      status: false,
      message: 'This address is used by a lane; remove the lane first',
      errors: [{ field: 'params._id', message: 'This address is used by a lane; remove the lane first' }],
    });
    expect((await call(shipper, 'GET', `address-manager/address-detail/${onLane}`)).statusCode).toBe(200);
  });

  it('default address: business first; setting a default clears the other default of the same tag', async () => {
    const initial = await call<Address | null>(shipper, 'GET', 'address-manager/default-address');
    expect(initial.statusCode).toBe(200);
    expect(initial.body.data).toMatchObject({ tag: 'business', isDefault: true, name: 'Demo Freight Co. Headquarters' });
    const oldHq = initial.body.data!;

    const newHq = await call<Address>(
      shipper,
      'POST',
      'address-manager/add-address',
      beverlyHills({ tag: 'business', name: 'West Coast HQ', isDefault: true }),
    );
    expect(newHq.body.data!.isDefault).toBe(true);
    expect((await call<Address>(shipper, 'GET', 'address-manager/default-address')).body.data!._id).toBe(newHq.body.data!._id);
    expect((await call<Address>(shipper, 'GET', `address-manager/address-detail/${oldHq._id}`)).body.data!.isDefault).toBe(false);

    // Back to the old one by update; isDefault left out of an update keeps the value.
    const { _id, createdAt: _c, updatedAt: _u, lat: _lat, lng: _lng, ...fields } = oldHq;
    const restored = await call<Address>(shipper, 'POST', `address-manager/update-address/${_id}`, { ...fields, isDefault: true });
    expect(restored.statusCode).toBe(200);
    const again = await call<Address>(shipper, 'POST', `address-manager/update-address/${_id}`, { ...fields, isDefault: undefined, notes: 'kept default' });
    expect(again.body.data).toMatchObject({ isDefault: true, notes: 'kept default' });
    expect((await call<Address>(shipper, 'GET', `address-manager/address-detail/${newHq.body.data!._id}`)).body.data!.isDefault).toBe(false);

    // Other tags keep their own default.
    const defaults = await withSql(
      t,
      async (client) =>
        (
          await client.query<{ tag: string; n: string }>(
            `select tag, count(*) as n from addresses where is_default and company_id = (select company_id from users where email = 'shipper@demo.test') group by tag order by tag`,
          )
        ).rows,
    );
    expect(defaults.every((row) => row.n === '1')).toBe(true);
    expect(defaults.map((row) => row.tag)).toEqual(expect.arrayContaining(['billing', 'business', 'customer', 'delivery', 'pickup']));

    // Concurrent defaults of one tag: both succeed, exactly one remains.
    const racers = await Promise.all(
      [1, 2, 3].map((n) =>
        call<Address>(shipper, 'POST', 'address-manager/add-address', beverlyHills({ tag: 'billing', name: `Billing ${n}`, isDefault: true })),
      ),
    );
    expect(racers.map((racer) => racer.statusCode)).toEqual([200, 200, 200]);
    const billingDefaults = await call<Page<Address>>(shipper, 'POST', 'address-manager/address-list?tag=billing', { limit: 100 });
    expect(billingDefaults.body.data!.items.filter((item) => item.isDefault)).toHaveLength(1);
  });

  it('a company without any default address gets null', async () => {
    const pending = await t.login('pending@demo.test');
    const none = await call(pending, 'GET', 'address-manager/default-address');
    expect(none.statusCode).toBe(200);
    expect(none.body).toEqual({ status: true, message: 'Default address fetched', data: null });
  });
});
