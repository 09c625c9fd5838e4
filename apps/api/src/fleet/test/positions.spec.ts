import { FLEET_POSITION_MESSAGES, type LoadAssignment, type LoadDetail, type TruckerPosition } from '@freight/contracts';
import type { TestApp } from '../../../test/support/test-app';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn, testCalendar } from '../../loads/test/support';

const { stop } = testCalendar('2027-07-05T08:00:00.000Z');

/** user-manager/update-trucker-location/{_id}. */
describe('user-manager: update-trucker-location', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let carrier: string;
  let shipper: string;
  let demoId: string;
  let northwindId: string;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const move = (token: string, id: string, body: Record<string, unknown>) =>
    call<TruckerPosition>(token, 'POST', `user-manager/update-trucker-location/${id}`, body);

  const newTruck = async (companyId: string, name: string) => {
    const [row] = await sql<{ id: string }>(
      `insert into truckers (company_id, kind, name, truck_number, last_lat, last_lng) values ($1, 'truck', $2, $3, 25.76, -80.19) returning id::text as id`,
      [companyId, name, `P-${name}`],
    );
    return row!.id;
  };

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [carrier, shipper],
    } = await openApi(['carrier@demo.test', 'shipper@demo.test']));
    const [ids] = await sql<{ demo: string; northwind: string }>(
      `select (select company_id::text from users where email = 'carrier@demo.test') as demo,
              (select company_id::text from users where email = 'pending@demo.test') as northwind`,
    );
    ({ demo: demoId, northwind: northwindId } = ids!);
  }, 60_000);
  afterAll(() => t.close());

  it("moves an idle truck's last position with its nearest city, and stores no tracking point", async () => {
    const id = await newTruck(demoId, 'idle');
    const answer = await move(carrier, id, { lat: 41.8781, lng: -87.6298, speedMph: 55, heading: 90, at: '2027-07-05T10:00:00.000Z' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(FLEET_POSITION_MESSAGES.locationUpdated);
    expect(answer.body.data).toMatchObject({
      _id: id,
      lat: 41.8781,
      lng: -87.6298,
      speedMph: 55,
      heading: 90,
      locationAt: '2027-07-05T10:00:00.000Z',
      loadId: null,
    });
    expect(answer.body.data!.locationName).toMatch(/^[^,]+, [A-Z]{2}$/);
    const [row] = await sql<{ last_lat: number; last_lng: number; last_location_name: string; last_speed_mph: number; last_heading: number; at: string }>(
      `select last_lat, last_lng, last_location_name, last_speed_mph, last_heading, last_location_at::text as at from truckers where id = $1`,
      [id],
    );
    expect(row).toMatchObject({
      last_lat: 41.8781,
      last_lng: -87.6298,
      last_location_name: answer.body.data!.locationName,
      last_speed_mph: 55,
      last_heading: 90,
    });
    expect(await sql(`select 1 from tracking_points where trucker_id = $1`, [id])).toHaveLength(0);
  });

  it('stores a tracking point for the load the truck carries', async () => {
    const id = await newTruck(demoId, 'carrying');
    const added = await call<LoadDetail>(shipper, 'POST', 'load-manager/add-load', {
      stops: [stop('pickup', 1, 'Chicago', 'IL', '60607'), stop('delivery', 3, 'Dallas', 'TX', '75247')],
      commodity: 'Paper products',
      weight: 20_000,
      rate: 1800,
    });
    expect(added.statusCode).toBe(200);
    const loadId = added.body.data!._id;
    const assigned = await call<LoadAssignment>(shipper, 'POST', 'load-manager/assign-load-to-truck', { loadId, truckerId: id });
    expect(assigned.statusCode).toBe(200);

    const answer = await move(carrier, id, { lat: 40.0, lng: -89.0, speedMph: 61, heading: 200 });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data!.loadId).toBe(loadId);
    const points = await sql<{ load_id: string; order_id: string | null; lat: number; lng: number; speed_mph: number; heading: number; company_id: string }>(
      `select load_id::text, order_id::text, lat, lng, speed_mph, heading, company_id::text from tracking_points where trucker_id = $1`,
      [id],
    );
    expect(points).toEqual([{ load_id: loadId, order_id: assigned.body.data!.order._id, lat: 40, lng: -89, speed_mph: 61, heading: 200, company_id: demoId }]);
    // A second position adds a second point.
    await move(carrier, id, { lat: 39.5, lng: -90.0 });
    expect(await sql(`select 1 from tracking_points where trucker_id = $1`, [id])).toHaveLength(2);
  });

  it("answers 404 for another company's truck, 403 without the carrier module, 400 with errors for bad input", async () => {
    const foreign = await newTruck(northwindId, 'foreign');
    const notOurs = await move(carrier, foreign, { lat: 41, lng: -87 });
    expect(notOurs.statusCode).toBe(404);
    expect(notOurs.body.message).toBe(FLEET_POSITION_MESSAGES.truckNotFound);
    const [row] = await sql<{ last_lat: number }>(`select last_lat from truckers where id = $1`, [foreign]);
    expect(row!.last_lat).toBe(25.76);

    const own = await newTruck(demoId, 'checked');
    expect((await move(shipper, own, { lat: 41, lng: -87 })).statusCode).toBe(403);
    const bad = await move(carrier, own, { lat: 91, lng: -87, heading: 400 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.length).toBeGreaterThan(0);
    expect((await move(carrier, 'not-a-uuid', { lat: 41, lng: -87 })).statusCode).toBe(400);
  });
});
