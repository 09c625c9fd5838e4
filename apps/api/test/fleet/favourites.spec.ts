import { FLEET_POSITION_MESSAGES, type FavouriteResult } from '@freight/contracts';
import type { TestApp } from '../support/test-app';
import type { caller } from '../address/support';
import { openApi, rowsIn } from '../loads/support';

/** favourite-manager/add-fav and remove-fav. */
describe('favourite-manager: add-fav and remove-fav', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let userId: string;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const fav = (token: string, action: 'add-fav' | 'remove-fav', body: Record<string, unknown>) => call<FavouriteResult>(token, 'POST', `favourite-manager/${action}`, body);
  const truckOf = async (email: string, kind = 'truck', name = `fav-${kind}-${email}`) => {
    const [row] = await sql<{ id: string }>(
      `insert into truckers (company_id, kind, name, truck_number) values ((select company_id from users where email = $1), $2, $3, $3) returning id::text as id`,
      [email, kind, name],
    );
    return row!.id;
  };
  const favouritesOf = (truckerId: string) => sql(`select 1 from favourites where user_id = $1 and trucker_id = $2`, [userId, truckerId]);

  beforeAll(async () => {
    ({ t, call, tokens: [shipper] } = await openApi(['shipper@demo.test']));
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

  it('answers 400 with errors for bad input and 401 without a token', async () => {
    const bad = await fav(shipper, 'add-fav', { truckerId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.length).toBeGreaterThan(0);
    expect((await fav(shipper, 'remove-fav', {})).statusCode).toBe(400);
    expect((await fav(undefined as unknown as string, 'add-fav', { truckerId: '00000000-0000-0000-0000-000000000000' })).statusCode).toBe(401);
  });
});
