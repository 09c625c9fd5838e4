import type { LoadListItem, LoadsDetailsData, Page } from '@freight/contracts';
import type { caller } from '../../address-book/test/support';
import { awardLoad } from '../award';
import { openApi, rowsIn, testCalendar } from '../../loads/test/support';
import type { TestApp } from '../../../test/support/test-app';
import { orderWorld, type OrderWorld } from './support';

/**
 * The rate of a load in the lists (load-list, get-all-loads-details): the agreed rate of its live order once it has
 * one, in the order's currency; the posted rate before, and again once the order is rejected or cancelled.
 */
describe('the rate a list of loads shows', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let world: OrderWorld;

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, carrier],
    } = await openApi(['shipper@demo.test', 'dispatch@interstate-haulers.test']));
    world = await orderWorld(t);
  }, 60_000);
  afterAll(() => t.close());

  const shipperRow = async (loadId: string) => {
    const list = await call<Page<LoadListItem>>(shipper, 'POST', 'load-manager/load-list', { page: 1, limit: 5, search: loadId });
    const details = await call<LoadsDetailsData>(shipper, 'POST', 'load-manager/get-all-loads-details', { page: 1, limit: 5, search: loadId });
    const listed = list.body.data!.items.find((item) => item.loadId === loadId)!;
    const detailed = details.body.data!.items.find((item) => item.loadId === loadId)!;
    expect({ rate: detailed.rate, currency: detailed.currency }).toEqual({ rate: listed.rate, currency: listed.currency });
    return listed;
  };

  it('is the posted rate until an order agrees another one, then the agreed rate and currency, and the posted one again after a cancel', async () => {
    const { stop } = testCalendar('2027-10-04T08:00:00.000Z');
    const added = await call<{ _id: string; loadId: string }>(shipper, 'POST', 'load-manager/add-load', {
      stops: [stop('pickup', 0, 'Chicago', 'IL', '60607'), stop('delivery', 2, 'Dallas', 'TX', '75247')],
      commodity: 'Paper products',
      weight: 20_000,
      rate: 1800,
    });
    expect(added.statusCode).toBe(200);
    const load = added.body.data!;
    expect(await shipperRow(load.loadId)).toMatchObject({ rate: 1800, currency: 'USD' });

    // The carrier's price (an approved quote) differs from the posted rate.
    const awarded = await t.app.db.transaction((tx) =>
      awardLoad(tx, { loadUuid: load._id, carrierCompanyId: world.interstateId, rate: 1725.5, currency: 'CAD', byUserId: world.shipperUserId }),
    );
    expect(await shipperRow(load.loadId)).toMatchObject({ rate: 1725.5, currency: 'CAD' });
    const carried = await call<Page<LoadListItem>>(carrier, 'POST', 'load-manager/load-list', { page: 1, limit: 100, view: 'carrier', status: 'tendered' });
    expect(carried.body.data!.items.find((item) => item.loadId === load.loadId)).toMatchObject({ rate: 1725.5, currency: 'CAD' });

    await rowsIn(t, `update orders set status = 'cancelled' where id = $1`, [awarded.orderUuid]);
    expect(await shipperRow(load.loadId)).toMatchObject({ rate: 1800, currency: 'USD' });
  });
});
