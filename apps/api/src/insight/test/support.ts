import crypto from 'node:crypto';
import type { TestApp } from '../../../test/support/test-app';
import { rowsIn } from '../../loads/test/support';

/**
 * The reports' crafted world (apps/api/test/reports/): a shipper of its own (Report Shipper Co.) and two carriers
 * (Report Carrier One, Report Carrier Two) with no other shipments, so every figure can be computed by hand. Loads
 * are inserted delivered: the database's triggers write their shipment_facts (migration 0014), as in production.
 */

export interface ReportWorld {
  shipperId: string;
  carrierOneId: string;
  carrierTwoId: string;
  laneId: string;
  /** Users (password: the demo password). */
  shipperEmail: string;
  carrierOneEmail: string;
  /** Of the shipper company, without portal access. */
  portalLessEmail: string;
}

async function company(t: TestApp, name: string, type: 'shipper' | 'carrier'): Promise<string> {
  const [row] = await rowsIn<{ id: string }>(
    t,
    `insert into companies (name, company_type, plan_key, billing_state) values ($1, $2, 'pro', 'active') returning id::text as id`,
    [name, type],
  );
  return row!.id;
}

async function user(t: TestApp, companyId: string, email: string, portal = true): Promise<void> {
  await rowsIn(
    t,
    `insert into users (company_id, firstname, lastname, email, password_hash, can_access_portal, onboarding_stage, email_verified_at)
     select $1, 'Report', 'User', $2, password_hash, $3, case when $3 then 'completed' else 'payment' end, now()
     from users where email = 'shipper@demo.test'`,
    [companyId, email, portal],
  );
}

export async function reportWorld(t: TestApp): Promise<ReportWorld> {
  const suffix = crypto.randomBytes(3).toString('hex');
  const shipperId = await company(t, `Report Shipper Co. ${suffix}`, 'shipper');
  const carrierOneId = await company(t, `Report Carrier One ${suffix}`, 'carrier');
  const carrierTwoId = await company(t, `Report Carrier Two ${suffix}`, 'carrier');
  const world = {
    shipperId,
    carrierOneId,
    carrierTwoId,
    shipperEmail: `shipper-${suffix}@report.test`,
    carrierOneEmail: `carrier-${suffix}@report.test`,
    portalLessEmail: `portal-less-${suffix}@report.test`,
  };
  await user(t, shipperId, world.shipperEmail);
  await user(t, carrierOneId, world.carrierOneEmail);
  await user(t, shipperId, world.portalLessEmail, false);
  const [origin, destination] = await rowsIn<{ id: string }>(
    t,
    `insert into addresses (company_id, tag, name, street1, city, state, postal_code)
     values ($1, 'pickup', 'Report Dock Chicago', '1 Main St', 'Chicago', 'IL', '60607'),
            ($1, 'delivery', 'Report Dock Dallas', '2 Main St', 'Dallas', 'TX', '75247')
     returning id::text as id`,
    [shipperId],
  );
  const [lane] = await rowsIn<{ id: string }>(
    t,
    `insert into lanes (company_id, name, origin_address_id, destination_address_id, distance_miles) values ($1, 'Chicago → Dallas', $2, $3, 925) returning id::text as id`,
    [shipperId, origin!.id, destination!.id],
  );
  return { ...world, laneId: lane!.id };
}

export interface CraftedLoad {
  carrierId: string | null;
  laneId?: string | null;
  currency?: 'USD' | 'CAD';
  /** The load's posted rate (the fact's rate when it has no order). */
  rate: number;
  /** With an order: its rate and accessorials win over the load's. */
  order?: { rate: number; accessorials: number };
  mode?: 'FTL' | 'LTL';
  equipment?: string;
  weight: number;
  weightUnit?: 'lbs' | 'kg';
  miles: number | null;
  /** Window ends and the events (ISO). */
  pickupEnd: string;
  pickedUpAt: string;
  deliveryEnd: string;
  deliveredAt: string;
}

let sequence = 0;

/** A delivered load of the world's shipper (and its delivered order when `order` is given); returns its id. */
export async function deliveredLoad(t: TestApp, world: ReportWorld, load: CraftedLoad): Promise<string> {
  sequence += 1;
  const [row] = await rowsIn<{ id: string }>(
    t,
    `insert into loads (company_id, load_id, lane_id, status, mode, equipment_type_id, weight, weight_unit, commodity, rate, currency,
                        distance_miles, origin_city, origin_state, destination_city, destination_state,
                        pickup_start, pickup_end, delivery_start, delivery_end, carrier_company_id, share_code, picked_up_at, delivered_at)
     values ($1, $2, $3, 'delivered', $4, (select id from equipment_types where key = $5), $6, $7, 'Report goods', $8, $9,
             $10, 'Chicago', 'IL', 'Dallas', 'TX',
             $11::timestamptz - interval '2 hours', $11, $12::timestamptz - interval '2 hours', $12, $13, $14, $15, $16)
     returning id::text as id`,
    [
      world.shipperId,
      `L-R${sequence}-${crypto.randomBytes(2).toString('hex')}`,
      load.laneId ?? null,
      load.mode ?? 'FTL',
      load.equipment ?? 'dry_van',
      load.weight,
      load.weightUnit ?? 'lbs',
      load.rate,
      load.currency ?? 'USD',
      load.miles,
      load.pickupEnd,
      load.deliveryEnd,
      load.carrierId,
      crypto.randomBytes(12).toString('hex'),
      load.pickedUpAt,
      load.deliveredAt,
    ],
  );
  if (load.order) {
    await rowsIn(
      t,
      `insert into orders (company_id, carrier_company_id, order_id, load_id, type, status, rate, accessorial_total, currency, picked_up_at, delivered_at)
       values ($1, $2, $3, $4, $5, 'delivered', $6, $7, $8, $9, $10)`,
      [
        world.shipperId,
        load.carrierId,
        `O-R${sequence}`,
        row!.id,
        load.mode ?? 'FTL',
        load.order.rate,
        load.order.accessorials,
        load.currency ?? 'USD',
        load.pickedUpAt,
        load.deliveredAt,
      ],
    );
  }
  return row!.id;
}
