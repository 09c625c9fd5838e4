import crypto from 'node:crypto';
import { type LoadDetail } from '@freight/contracts';
import type { caller } from '../../address-book/test/support';
import type { TestApp } from '../../../test/support/test-app';
import { awardLoad } from '../award';
import { rowsIn, testCalendar } from '../../loads/test/support';

/** The orders API tests' world: Demo Freight Co. ships, Interstate Haulers carries (apps/api/test/orders/). */

export interface OrderWorld {
  demoId: string;
  interstateId: string;
  shipperUserId: string;
}

export async function orderWorld(t: TestApp): Promise<OrderWorld> {
  const [ids] = await rowsIn<{ demo: string; interstate: string; shipper: string }>(
    t,
    `select (select company_id::text from users where email = 'shipper@demo.test') as demo,
            (select company_id::text from users where email = 'dispatch@interstate-haulers.test') as interstate,
            (select id::text from users where email = 'shipper@demo.test') as shipper`,
  );
  return { demoId: ids!.demo, interstateId: ids!.interstate, shipperUserId: ids!.shipper };
}

let day = 0;

/**
 * A new load of the shipper (rate $1,800.00, Chicago → Dallas, its own days so trucks never overlap) tendered to
 * `carrierId`: a `new` order made the one way orders are born (award.ts), as an approved quote makes it.
 */
export async function tenderedOrder(t: TestApp, call: ReturnType<typeof caller>, shipperToken: string, world: OrderWorld, carrierId = world.interstateId) {
  const { stop } = testCalendar('2027-09-06T08:00:00.000Z');
  day += 4;
  const added = await call<LoadDetail>(shipperToken, 'POST', 'load-manager/add-load', {
    stops: [stop('pickup', day, 'Chicago', 'IL', '60607'), stop('delivery', day + 2, 'Dallas', 'TX', '75247')],
    commodity: 'Paper products',
    weight: 20_000,
    rate: 1800,
  });
  if (added.statusCode !== 200) throw new Error(`add-load: ${added.statusCode} ${JSON.stringify(added.body)}`);
  const load = added.body.data!;
  const awarded = await t.app.db.transaction((tx) => awardLoad(tx, { loadUuid: load._id, carrierCompanyId: carrierId, byUserId: world.shipperUserId }));
  return { loadUuid: load._id, loadId: load.loadId, orderUuid: awarded.orderUuid, orderId: awarded.orderId };
}

/** A free truck of `companyId` near Chicago. */
export async function newTruck(t: TestApp, companyId: string): Promise<string> {
  const [truck] = await rowsIn<{ id: string }>(
    t,
    `insert into truckers (company_id, kind, name, truck_number, last_lat, last_lng) values ($1, 'truck', 'Olga Order', $2, 41.9, -87.6) returning id::text as id`,
    [companyId, `OT-${crypto.randomInt(1e6)}`],
  );
  return truck!.id;
}
