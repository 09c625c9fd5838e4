import { FLEET_POSITION_MESSAGES, type LoadAssignment, type LoadDetail, type SearchForTruckData } from '@freight/contracts';
import type { TestApp } from '../../../test/support/test-app';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn, testCalendar } from '../../loads/test/support';

const { stop } = testCalendar('2027-08-02T08:00:00.000Z');
const MILES_PER_DEGREE = 69.05;
const CHICAGO = { lat: 41.8781, lng: -87.6298 };

/** user-manager/search-for-truck. */
describe('user-manager: search-for-truck', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let carrier: string;
  let shipper: string;
  let dryVan: string;
  let reefer: string;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const search = (token: string, body: Record<string, unknown>) => call<SearchForTruckData>(token, 'POST', 'user-manager/search-for-truck', body);
  const names = async (body: Record<string, unknown>) => {
    const answer = await search(carrier, body);
    expect(answer.statusCode).toBe(200);
    return answer.body.data!.items.map((item) => item.name);
  };

  /** A truck of the company of `email` `miles` north of Chicago. */
  const place = async (name: string, email: string, miles: number, equipment: string[], extra: { kind?: string; status?: string } = {}) => {
    const [row] = await sql<{ id: string }>(
      `insert into truckers (company_id, kind, name, truck_number, status, last_lat, last_lng)
       values ((select company_id from users where email = $1), $2, $3, $4, $5, $6, $7) returning id::text as id`,
      [email, extra.kind ?? 'truck', name, `S-${name}`, extra.status ?? 'available', CHICAGO.lat + miles / MILES_PER_DEGREE, CHICAGO.lng],
    );
    for (const type of equipment)
      await sql(`insert into trucker_equipment (company_id, trucker_id, equipment_type_id) select company_id, id, $2 from truckers where id = $1`, [
        row!.id,
        type,
      ]);
    return row!.id;
  };

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [carrier, shipper],
    } = await openApi(['carrier@demo.test', 'shipper@demo.test']));
    const [ids] = await sql<{ dry_van: string; reefer: string }>(
      `select (select id::text from equipment_types where key = 'dry_van') as dry_van, (select id::text from equipment_types where key = 'reefer') as reefer`,
    );
    ({ dry_van: dryVan, reefer } = ids!);
    await sql(`update truckers set last_lat = 25.76, last_lng = -80.19`);
    await place('own-near', 'carrier@demo.test', 10, [dryVan]);
    const busy = await place('own-busy', 'carrier@demo.test', 20, [dryVan]);
    await place('own-oo-reefer', 'carrier@demo.test', 30, [reefer], { kind: 'carrier' });
    await place('partner-ih', 'dispatch@interstate-haulers.test', 50, [dryVan, reefer]);
    await place('partner-maple', 'dispatch@mapleleaf-freight.test', 70, [dryVan]);
    await place('own-maintenance', 'carrier@demo.test', 5, [dryVan], { status: 'maintenance' });
    await place('stranger', 'pending@demo.test', 3, [dryVan]);
    await place('own-far', 'carrier@demo.test', 400, [dryVan]);
    // own-busy carries a load from day 1 to day 3.
    const added = await call<LoadDetail>(shipper, 'POST', 'load-manager/add-load', {
      stops: [stop('pickup', 1, 'Chicago', 'IL', '60607'), stop('delivery', 3, 'Dallas', 'TX', '75247')],
      commodity: 'Paper products',
      weight: 20_000,
      rate: 1800,
    });
    expect(added.statusCode).toBe(200);
    expect(
      (await call<LoadAssignment>(shipper, 'POST', 'load-manager/assign-load-to-truck', { loadId: added.body.data!._id, truckerId: busy })).statusCode,
    ).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  it("finds the company's own and its active partners' trucks near a place, nearest first, with distance", async () => {
    const answer = await search(carrier, { ...CHICAGO, radiusMiles: 100 });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(FLEET_POSITION_MESSAGES.trucksFound);
    const data = answer.body.data!;
    expect(data.items.map((item) => item.name)).toEqual(['own-near', 'own-busy', 'own-oo-reefer', 'partner-ih', 'partner-maple']);
    expect(data.items.map((item) => Math.round(item.distanceMiles))).toEqual([10, 20, 30, 50, 70]);
    expect(data.items.map((item) => item.own)).toEqual([true, true, true, false, false]);
    expect({ total: data.total, page: data.page, limit: data.limit, radiusMiles: data.radiusMiles }).toEqual({
      total: 5,
      page: 1,
      limit: 20,
      radiusMiles: 100,
    });
    expect(data.items[2]).toMatchObject({ kind: 'carrier', equipment: [expect.objectContaining({ key: 'reefer' })] });
  });

  it('filters by radius, equipment and availability date, and pages', async () => {
    expect(await names({ ...CHICAGO, radiusMiles: 25 })).toEqual(['own-near', 'own-busy']);
    expect(await names({ ...CHICAGO, radiusMiles: 100, equipmentTypeIds: [reefer] })).toEqual(['own-oo-reefer', 'partner-ih']);
    // own-busy carries a load on day 2 (2027-08-04), not on day 10.
    expect(await names({ ...CHICAGO, radiusMiles: 100, availableOn: '2027-08-04' })).toEqual(['own-near', 'own-oo-reefer', 'partner-ih', 'partner-maple']);
    expect(await names({ ...CHICAGO, radiusMiles: 100, availableOn: '2027-08-12' })).toContain('own-busy');
    const page2 = (await search(carrier, { ...CHICAGO, radiusMiles: 100, page: 2, limit: 2 })).body.data!;
    expect({ names: page2.items.map((item) => item.name), total: page2.total }).toEqual({ names: ['own-oo-reefer', 'partner-ih'], total: 5 });
    const beyond = (await search(carrier, { ...CHICAGO, radiusMiles: 100, page: 9, limit: 2 })).body.data!;
    expect({ items: beyond.items, total: beyond.total }).toEqual({ items: [], total: 5 });
    // The default radius (100 miles) leaves out the truck 400 miles away.
    expect(await names(CHICAGO)).not.toContain('own-far');
  });

  it('says which trucks and carrier companies the caller favourited, and finds only favourites on request', async () => {
    const [ids] = await sql<{ near: string; maple: string }>(
      `select (select id::text from truckers where name = 'own-near') as near,
              (select company_id::text from users where email = 'dispatch@mapleleaf-freight.test') as maple`,
    );
    const fav = (body: Record<string, unknown>) => call(carrier, 'POST', 'favourite-manager/add-fav', body);
    const flags = async (body: Record<string, unknown> = {}) =>
      Object.fromEntries(
        (await search(carrier, { ...CHICAGO, radiusMiles: 100, ...body })).body.data!.items.map((item) => [item.name, [item.favourite, item.companyFavourite]]),
      );

    expect(
      Object.values(await flags())
        .flat()
        .every((flag) => flag === false),
    ).toBe(true);
    expect((await fav({ truckerId: ids!.near })).statusCode).toBe(200);
    expect((await fav({ carrierCompanyId: ids!.maple })).statusCode).toBe(200);
    expect(await flags()).toEqual({
      'own-near': [true, false],
      'own-busy': [false, false],
      'own-oo-reefer': [false, false],
      'partner-ih': [false, false],
      'partner-maple': [false, true],
    });
    expect(await flags({ favouritesOnly: true })).toEqual({ 'own-near': [true, false], 'partner-maple': [false, true] });
    expect((await search(carrier, { ...CHICAGO, radiusMiles: 100, favouritesOnly: true })).body.data!.total).toBe(2);
    // Another user of the same company (all modules) has favourites of their own: none of these.
    const admin = await t.login('admin@demo.test');
    const theirs = await call<SearchForTruckData>(admin, 'POST', 'user-manager/search-for-truck', { ...CHICAGO, radiusMiles: 100 });
    expect(theirs.body.data!.items.map((item) => item.favourite || item.companyFavourite)).toEqual([false, false, false, false, false]);
    expect(
      (await call<SearchForTruckData>(admin, 'POST', 'user-manager/search-for-truck', { ...CHICAGO, radiusMiles: 100, favouritesOnly: true })).body.data!.total,
    ).toBe(0);
  });

  it('answers 403 without the carrier module and 400 with errors for bad input', async () => {
    expect((await search(shipper, CHICAGO)).statusCode).toBe(403);
    const bad = await search(carrier, { lat: 'north', lng: -87, radiusMiles: -1, availableOn: 'someday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.length).toBeGreaterThan(0);
  });
});
