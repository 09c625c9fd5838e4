import crypto from 'node:crypto';
import pg from 'pg';
import type { TestApp } from '../../../test/support/test-app';

/**
 * Fixtures of the insight tests (insight*.spec.ts): a fresh shipper company with no history (so every figure is
 * known), and loads, approved quotes and orders with chosen prices and dates, written straight to the database.
 */

export const DAY = 86_400_000;
export const daysAgo = (days: number, from = Date.now()) => new Date(from - days * DAY);

let sequence = 0;
const next = () => ++sequence;

export interface InsightDb {
  client: pg.Client;
  sql<R extends Record<string, unknown> = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

export async function openDb(t: TestApp): Promise<InsightDb> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  return {
    client,
    sql: async (text, values = []) => (await client.query(text, values)).rows,
    close: () => client.end(),
  };
}

/** A paid company of `type` with one user (every module, portal access) who signs in with the demo password. */
export async function createCompany(db: InsightDb, name: string, type: 'shipper' | 'carrier' | 'both' = 'shipper') {
  const companyId = crypto.randomUUID();
  const userId = crypto.randomUUID();
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${next()}@insight.test`;
  await db.sql(
    `insert into companies (id, name, company_type, plan_key, billing_state, contact_email, contact_phone, dot_number, mc_number)
     values ($1, $2, $3, 'pro', 'active', $4, '+1 555 0100', '1234567', 'MC-7654321')`,
    [companyId, name, type, `dispatch@${companyId.slice(0, 8)}.test`],
  );
  await db.sql(
    `insert into users (id, company_id, firstname, lastname, email, password_hash, can_access_portal, onboarding_stage, email_verified_at)
     select $1, $2, 'Insight', 'Tester', $3, password_hash, true, 'completed', now() from users where email = 'shipper@demo.test'`,
    [userId, companyId, email],
  );
  await db.sql(`insert into user_permissions (user_id, module_id, is_granted) select $1, id, true from modules`, [userId]);
  return { companyId, userId, email };
}

export async function equipmentId(db: InsightDb, key: string): Promise<string> {
  return (await db.sql<{ id: string }>(`select id from equipment_types where key = $1`, [key]))[0]!.id;
}

/** A lane of `companyId` between two new addresses. */
export async function createLane(db: InsightDb, companyId: string, name: string): Promise<string> {
  const address = async (city: string) => {
    const id = crypto.randomUUID();
    await db.sql(
      `insert into addresses (id, company_id, tag, name, street1, city, state, postal_code, country)
       values ($1, $2, 'pickup', $3, '1 Main St', $3, 'TX', '75001', 'USA')`,
      [id, companyId, city],
    );
    return id;
  };
  const laneId = crypto.randomUUID();
  await db.sql(`insert into lanes (id, company_id, name, origin_address_id, destination_address_id) values ($1, $2, $3, $4, $5)`, [
    laneId,
    companyId,
    name,
    await address(`${name} A`),
    await address(`${name} B`),
  ]);
  return laneId;
}

export interface LoadSpec {
  companyId: string;
  origin?: { city: string; state: string; lat?: number; lng?: number };
  destination?: { city: string; state: string; lat?: number; lng?: number };
  laneId?: string | null;
  equipmentTypeId?: string | null;
  status?: string;
  currency?: 'USD' | 'CAD';
  /** End of the last stop's window (on time = delivered by then). */
  deliveryEnd?: Date;
  createdAt?: Date;
}

/** A load row with its two stops. */
export async function createLoad(db: InsightDb, spec: LoadSpec): Promise<string> {
  const id = crypto.randomUUID();
  const n = next();
  const origin = spec.origin ?? { city: 'Alpha', state: 'TX' };
  const destination = spec.destination ?? { city: 'Omega', state: 'OK' };
  const created = spec.createdAt ?? daysAgo(10);
  const deliveryEnd = spec.deliveryEnd ?? new Date(created.getTime() + 3 * DAY);
  const pickupStart = new Date(deliveryEnd.getTime() - 2 * DAY);
  await db.sql(
    `insert into loads (id, company_id, load_id, lane_id, status, equipment_type_id, weight, commodity, currency,
                        origin_city, origin_state, destination_city, destination_state,
                        origin_lat, origin_lng, destination_lat, destination_lng,
                        pickup_start, pickup_end, delivery_start, delivery_end, share_code, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 20000, 'Insight goods', $7, $8, $9, $10, $11, $12, $13, $14, $15,
             $16, $16::timestamptz + interval '2 hours', $17::timestamptz - interval '4 hours', $17, $18, $19, $19)`,
    [
      id,
      spec.companyId,
      `L-9${String(n).padStart(5, '0')}`,
      spec.laneId ?? null,
      spec.status ?? 'delivered',
      spec.equipmentTypeId ?? null,
      spec.currency ?? 'USD',
      origin.city,
      origin.state,
      destination.city,
      destination.state,
      origin.lat ?? null,
      origin.lng ?? null,
      destination.lat ?? null,
      destination.lng ?? null,
      pickupStart,
      deliveryEnd,
      `ins${crypto.randomBytes(8).toString('hex')}`,
      created,
    ],
  );
  await db.sql(
    `insert into load_stops (company_id, load_id, seq, type, name, street1, city, state, postal_code, window_start, window_end)
     values ($1, $2, 1, 'pickup', 'Origin dock', '1 Main St', $3, $4, '75001', $5, $5::timestamptz + interval '2 hours'),
            ($1, $2, 2, 'delivery', 'Destination dock', '2 Main St', $6, $7, '73001', $8::timestamptz - interval '4 hours', $8)`,
    [spec.companyId, id, origin.city, origin.state, pickupStart, destination.city, destination.state, deliveryEnd],
  );
  return id;
}

export interface QuoteSpec {
  companyId: string;
  loadId: string;
  status: 'requested' | 'confirmed' | 'approved' | 'declined' | 'cancelled' | 'expired';
  amount?: number | null;
  currency?: 'USD' | 'CAD';
  carrierCompanyId?: string | null;
  truckerId?: string | null;
  /** When the carrier priced it (null: never priced). Defaults: set for confirmed/approved. */
  confirmedAt?: Date | null;
  approvedAt?: Date | null;
  createdAt?: Date;
}

export async function createQuote(db: InsightDb, spec: QuoteSpec): Promise<string> {
  const id = crypto.randomUUID();
  const created = spec.createdAt ?? spec.approvedAt ?? daysAgo(10);
  const priced = spec.status === 'confirmed' || spec.status === 'approved';
  const confirmedAt = spec.confirmedAt !== undefined ? spec.confirmedAt : priced ? created : null;
  const approvedAt = spec.approvedAt !== undefined ? spec.approvedAt : spec.status === 'approved' ? created : null;
  await db.sql(
    `insert into quotes (id, company_id, quote_id, load_id, carrier_company_id, trucker_id, recipient_name, recipient_email, passcode_hash,
                         status, amount, currency, confirmed_at, approved_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'Carrier', 'carrier@insight.test', 'sha256$x$00', $7, $8, $9, $10, $11, $12, $12)`,
    [
      id,
      spec.companyId,
      `Q-${crypto.randomBytes(5).toString('hex').toUpperCase()}`,
      spec.loadId,
      spec.carrierCompanyId ?? null,
      spec.truckerId ?? null,
      spec.status,
      spec.amount ?? (priced ? 1000 : null),
      spec.currency ?? 'USD',
      confirmedAt,
      approvedAt,
      created,
    ],
  );
  return id;
}

/** A load of `companyId` with one approved quote of `amount`, approved `approvedDaysAgo` days ago. */
export async function approvedQuote(
  db: InsightDb,
  load: LoadSpec,
  amount: number,
  approvedDaysAgo = 5,
  quote: Partial<QuoteSpec> = {},
): Promise<{ loadId: string; quoteId: string }> {
  const loadId = await createLoad(db, { createdAt: daysAgo(approvedDaysAgo + 1), ...load });
  const quoteId = await createQuote(db, {
    companyId: load.companyId,
    loadId,
    status: 'approved',
    amount,
    currency: load.currency,
    approvedAt: daysAgo(approvedDaysAgo),
    ...quote,
  });
  return { loadId, quoteId };
}

export interface OrderSpec {
  companyId: string;
  carrierCompanyId: string;
  loadId: string;
  status: string;
  truckerId?: string | null;
  rate?: number;
  acceptedAt?: Date | null;
  deliveredAt?: Date | null;
  createdAt?: Date;
}

export async function createOrder(db: InsightDb, spec: OrderSpec): Promise<string> {
  const id = crypto.randomUUID();
  await db.sql(
    `insert into orders (id, company_id, carrier_company_id, order_id, load_id, status, rate, trucker_id, accepted_at, delivered_at,
                         rejected_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
    [
      id,
      spec.companyId,
      spec.carrierCompanyId,
      `O-9${String(next()).padStart(5, '0')}`,
      spec.loadId,
      spec.status,
      spec.rate ?? 1500,
      spec.truckerId ?? null,
      spec.acceptedAt ?? null,
      spec.deliveredAt ?? null,
      spec.status === 'rejected' ? (spec.createdAt ?? daysAgo(9)) : null,
      spec.createdAt ?? daysAgo(9),
    ],
  );
  return id;
}

/** A trucker (truck or owner-operator) of `companyId`. */
export async function createTrucker(db: InsightDb, companyId: string, name: string, kind: 'truck' | 'carrier' = 'carrier', equipment: string[] = []) {
  const id = crypto.randomUUID();
  await db.sql(`insert into truckers (id, company_id, kind, name, truck_number) values ($1, $2, $3, $4, $5)`, [id, companyId, kind, name, `T-${next()}`]);
  for (const equipmentTypeId of equipment) {
    await db.sql(`insert into trucker_equipment (company_id, trucker_id, equipment_type_id) values ($1, $2, $3)`, [companyId, id, equipmentTypeId]);
  }
  return id;
}
