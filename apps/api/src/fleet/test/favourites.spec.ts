import { FLEET_POSITION_MESSAGES, type FavouriteResult } from '@freight/contracts';
import type { TestApp } from '../../../test/support/test-app';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn } from '../../loads/test/support';

/** favourite-manager/add-fav and remove-fav. */
describe('favourite-manager: add-fav and remove-fav', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let userId: string;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const fav = (token: string, action: 'add-fav' | 'remove-fav', body: Record<string, unknown>) =>
    call<FavouriteResult>(token, 'POST', `favourite-manager/${action}`, body);
  const truckOf = async (email: string, kind = 'truck', name = `fav-${kind}-${email}`) => {
    const [row] = await sql<{ id: string }>(
      `insert into truckers (company_id, kind, name, truck_number) values ((select company_id from users where email = $1), $2, $3, $3) returning id::text as id`,
      [email, kind, name],
    );
    return row!.id;
  };
  const favouritesOf = (truckerId: string) => sql(`select 1 from favourites where user_id = $1 and trucker_id = $2`, [userId, truckerId]);
  const companyFavouritesOf = (companyId: string) => sql(`select 1 from favourites where user_id = $1 and carrier_company_id = $2`, [userId, companyId]);
  const companyOf = async (email: string) => (await sql<{ id: string }>(`select company_id::text as id from users where email = $1`, [email]))[0]!.id;

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper],
    } = await openApi(['shipper@demo.test']));
    [{ id: userId } = { id: '' }] = await sql<{ id: string }>(`select id::text as id from users where email = 'shipper@demo.test'`);
  }, 60_000);
  afterAll(() => t.close());

  it("favourites a truck of the caller's company, twice harmlessly, and unfavourites it", async () => {
    const truck = await truckOf('shipper@demo.test');
    const added = await fav(shipper, 'add-fav', { truckerId: truck });
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toBe('User is now Favourite Successfully');
    expect(added.body.data).toEqual({ truckerId: truck, favourite: true });
    expect((await fav(shipper, 'add-fav', { truckerId: truck })).statusCode).toBe(200);
    expect(await favouritesOf(truck)).toHaveLength(1);

    const removed = await fav(shipper, 'remove-fav', { truckerId: truck });
    expect(removed.statusCode).toBe(200);
    expect(removed.body.message).toBe('User is now Unfavourite');
    expect(removed.body.message).toBe(FLEET_POSITION_MESSAGES.unfavourite);
    expect(await favouritesOf(truck)).toHaveLength(0);
    expect((await fav(shipper, 'remove-fav', { truckerId: truck })).statusCode).toBe(200);
  });

  it("favourites an active partner's owner-operator carrier, not a stranger's truck", async () => {
    const partner = await truckOf('dispatch@interstate-haulers.test', 'carrier');
    expect((await fav(shipper, 'add-fav', { truckerId: partner })).statusCode).toBe(200);
    expect(await favouritesOf(partner)).toHaveLength(1);

    const stranger = await truckOf('pending@demo.test');
    const refused = await fav(shipper, 'add-fav', { truckerId: stranger });
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe(FLEET_POSITION_MESSAGES.truckNotFound);
    expect(await favouritesOf(stranger)).toHaveLength(0);
    expect((await fav(shipper, 'remove-fav', { truckerId: stranger })).statusCode).toBe(404);
  });

  it("favourites an active partner carrier company, twice harmlessly, and unfavourites it; not the caller's own or a stranger", async () => {
    const partner = await companyOf('dispatch@interstate-haulers.test');
    const added = await fav(shipper, 'add-fav', { carrierCompanyId: partner });
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toBe('User is now Favourite Successfully');
    expect(added.body.data).toEqual({ carrierCompanyId: partner, favourite: true });
    expect((await fav(shipper, 'add-fav', { carrierCompanyId: partner })).statusCode).toBe(200);
    expect(await companyFavouritesOf(partner)).toHaveLength(1);

    const removed = await fav(shipper, 'remove-fav', { carrierCompanyId: partner });
    expect(removed.statusCode).toBe(200);
    expect(removed.body.message).toBe('User is now Unfavourite');
    expect(removed.body.data).toEqual({ carrierCompanyId: partner, favourite: false });
    expect(await companyFavouritesOf(partner)).toHaveLength(0);
    expect((await fav(shipper, 'remove-fav', { carrierCompanyId: partner })).statusCode).toBe(200);

    for (const other of [await companyOf('shipper@demo.test'), await companyOf('pending@demo.test'), '00000000-0000-4000-8000-000000000000']) {
      const refused = await fav(shipper, 'add-fav', { carrierCompanyId: other });
      expect(refused.statusCode).toBe(404);
      expect(refused.body.message).toBe(FLEET_POSITION_MESSAGES.carrierNotFound);
      expect(await companyFavouritesOf(other)).toHaveLength(0);
      expect((await fav(shipper, 'remove-fav', { carrierCompanyId: other })).statusCode).toBe(404);
    }
  });

  it('a favourite company whose partnership ended can still be unfavourited, not favourited again', async () => {
    const maple = await companyOf('dispatch@mapleleaf-freight.test');
    const demo = await companyOf('shipper@demo.test');
    expect((await fav(shipper, 'add-fav', { carrierCompanyId: maple })).statusCode).toBe(200);
    await sql(`update carrier_partners set status = 'blocked' where company_id = $1 and carrier_company_id = $2`, [demo, maple]);
    try {
      expect((await fav(shipper, 'add-fav', { carrierCompanyId: maple })).statusCode).toBe(404);
      expect((await fav(shipper, 'remove-fav', { carrierCompanyId: maple })).statusCode).toBe(200);
      expect(await companyFavouritesOf(maple)).toHaveLength(0);
      expect((await fav(shipper, 'remove-fav', { carrierCompanyId: maple })).statusCode).toBe(404);
    } finally {
      await sql(`update carrier_partners set status = 'active' where company_id = $1 and carrier_company_id = $2`, [demo, maple]);
    }
  });

  it('replays add-fav with the same Idempotency-Key', async () => {
    const truck = await truckOf('shipper@demo.test', 'truck', 'fav-idempotent');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/api/favourite-manager/add-fav',
        headers: { authorization: `Bearer ${shipper}`, 'idempotency-key': 'fav-key-0001-0001' },
        payload: { truckerId: truck },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await favouritesOf(truck)).toHaveLength(1);
  });

  it('answers 400 with errors when both or neither target is given', async () => {
    const partner = await companyOf('dispatch@interstate-haulers.test');
    const truck = await truckOf('shipper@demo.test', 'truck', 'fav-both');
    for (const body of [{}, { truckerId: truck, carrierCompanyId: partner }, { carrierCompanyId: 'acme' }, { truckerId: truck, extra: 1 }]) {
      for (const action of ['add-fav', 'remove-fav'] as const) {
        const bad = await fav(shipper, action, body);
        expect(bad.statusCode).toBe(400);
        expect(bad.body.errors?.length).toBeGreaterThan(0);
      }
    }
    expect(await favouritesOf(truck)).toHaveLength(0);
    expect(await companyFavouritesOf(partner)).toHaveLength(0);
    for (const body of [{}, { truckerId: truck, carrierCompanyId: partner }]) {
      expect((await fav(shipper, 'add-fav', body)).body.errors).toEqual([{ field: 'body', message: FLEET_POSITION_MESSAGES.favouriteTarget }]);
    }
  });

  it('answers 400 with errors for bad input and 401 without a token', async () => {
    const bad = await fav(shipper, 'add-fav', { truckerId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.length).toBeGreaterThan(0);
    expect((await fav(shipper, 'remove-fav', {})).statusCode).toBe(400);
    expect((await fav(undefined as unknown as string, 'add-fav', { truckerId: '00000000-0000-0000-0000-000000000000' })).statusCode).toBe(401);
  });
});
