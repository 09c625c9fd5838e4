import crypto from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { MODULE_KEYS } from '@freight/contracts';
import pg from 'pg';
import { createTokenService, issueSession, type TokenService } from '../../src/plugins/auth';
import { revokeSession } from '../../src/sessions/store';
import type { BuildServerOptions } from '../../src/server';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The actors of the harnesses, on a fresh copy of the demo database:
 *   victim    Demo Freight Co. (owns the demo world) and admin@demo.test, who holds every module
 *   lacking   a user of the victim company with no module granted
 *   portalLess a user of the victim company holding every module but without portal access (canAccessPortal false)
 *   intruder  another company, whose user holds every module: its token is valid, only the data is not its own
 * Every actor's token names a real session (`user_sessions`), as a login would make.
 * plus every id, name and e-mail the intruder must never see, and real ids of the victim's rows for path params.
 */

const HARNESS_JWT_SECRET = 'harness-secret-0123456789abcdef0123456789abcdef';

interface Actor {
  userId: string;
  companyId: string;
  email: string;
  token: string;
}

export interface HarnessFixture {
  t: TestApp;
  tokens: TokenService;
  victim: Actor;
  lacking: Actor;
  portalLess: Actor;
  intruder: Actor;
  /** A token of the victim's admin whose session was revoked (logout). */
  revokedToken: string;
  /** A token of a victim user signed before the user's session version was raised (password changed or reset). */
  staleVersionToken: string;
  /** An expired token of the victim's admin. */
  expiredToken: string;
  /** The victim's admin token with its company swapped for the intruder's (signature no longer matches). */
  tamperedToken: string;
  /** Every row id (uuid) that belongs to a company other than the intruder's. */
  foreignIds: Set<string>;
  /** Names of other companies and e-mails of their users: must not reach the intruder either. */
  foreignTexts: string[];
  /**
   * A token on a new session of `actor`: for calls a handler answers, since one of them may end the session it is
   * called with (logout) and the actor's own token must outlive it.
   */
  freshToken(actor: Actor): Promise<string>;
  /** A real id of the victim's data for a path parameter or body field of a route, or undefined. */
  realId(url: string, name: string): string | undefined;
  close(): Promise<void>;
}

/**
 * Where a path parameter's real value comes from: manager prefix (or any), parameter name, and the query giving one
 * row of the victim company ($1). A route whose uuid parameter matches none of these is reported by the matrix.
 */
const PARAM_SOURCES: ReadonlyArray<{ manager: string | '*'; param: string; sql: string; when?: RegExp }> = [
  { manager: 'address-manager', param: '_id', sql: `select id::text as v from addresses where company_id = $1 order by created_at limit 1` },
  { manager: 'warehouse-manager', param: '_id', sql: `select id::text as v from warehouses where company_id = $1 order by created_at limit 1` },
  { manager: 'lane-manager', param: '_id', sql: `select id::text as v from lanes where company_id = $1 order by created_at limit 1` },
  { manager: 'user-manager', param: '_id', sql: `select id::text as v from truckers where company_id = $1 order by created_at limit 1` },
  {
    manager: 'order-manager',
    param: '_id',
    when: /orderdetail/,
    sql: `select id::text as v from order_details where company_id = $1 order by assigned_at limit 1`,
  },
  { manager: 'order-manager', param: '_id', sql: `select id::text as v from orders where company_id = $1 order by created_at limit 1` },
  { manager: 'order-manager', param: 'orderId', sql: `select order_id as v from orders where company_id = $1 order by created_at limit 1` },
  {
    manager: 'load-manager',
    param: '_id',
    when: /carrier-detail/,
    sql: `select carrier_company_id::text as v from carrier_partners where company_id = $1 order by created_at limit 1`,
  },
  {
    manager: 'load-manager',
    param: '_id',
    when: /revoke-tracking-share/,
    sql: `select id::text as v from tracking_shares where company_id = $1 order by created_at limit 1`,
  },
  {
    manager: 'load-manager',
    param: 'code',
    sql: `select code as v from tracking_shares where company_id = $1 and revoked_at is null order by created_at limit 1`,
  },
  {
    manager: 'load-manager',
    param: '_id',
    when: /load-detail-loadId/,
    sql: `select load_id as v from loads where company_id = $1 order by created_at limit 1`,
  },
  { manager: 'load-manager', param: '_id', sql: `select id::text as v from loads where company_id = $1 order by created_at limit 1` },
  { manager: 'load-manager', param: 'quoteId', sql: `select quote_id as v from quotes where company_id = $1 order by created_at limit 1` },
  { manager: 'load-manager', param: 'loadId', sql: `select id::text as v from loads where company_id = $1 order by created_at limit 1` },
  // dashboard-manager's :type (orders-count, my-truker-count) is a group, not a row of the victim: the schema's example.
  { manager: 'dashboard-manager', param: '_id', sql: `select id::text as v from lanes where company_id = $1 order by created_at limit 1` },
  // po-api: update-container-details takes a container's id.
  {
    manager: 'purchase-manager',
    param: '_id',
    when: /update-container-details/,
    sql: `select c.id::text as v from containers c join purchase_orders p on p.id = c.purchase_order_id where c.company_id = $1 and p.status not in ('closed', 'cancelled') order by c.created_at, c.id limit 1`,
  },
  // tracking-api: a container with a position on an open order.
  {
    manager: 'purchase-manager',
    param: '_id',
    when: /get-vizion-container-location/,
    sql: `select c.id::text as v from containers c join purchase_orders p on p.id = c.purchase_order_id where c.company_id = $1 and c.last_lat is not null and p.status not in ('closed', 'cancelled') order by c.created_at, c.id limit 1`,
  },
  {
    manager: 'purchase-manager',
    param: '_id',
    when: /create-drayage-load/,
    sql: `select id::text as v from containers where company_id = $1 order by (status = 'discharged' and load_id is null) desc, created_at limit 1`,
  },
  { manager: 'purchase-manager', param: '_id', sql: `select id::text as v from purchase_orders where company_id = $1 order by created_at limit 1` },
  // po-api: get-purchase-order/:_id is the ERP's document number (the shared ERP catalogue), not a row of the company.
  { manager: 'integration-manager', param: '_id', when: /get-purchase-order\//, sql: `select null::text as v from companies where id = $1` },
  { manager: 'integration-manager', param: '_id', sql: `select id::text as v from purchase_orders where company_id = $1 order by created_at limit 1` },
  {
    manager: 'shippo-shipment',
    param: '_id',
    sql: `select id::text as v from shipment_labels where company_id = $1 and status = 'purchased' order by created_at limit 1`,
  },
  {
    manager: 'integration-manager',
    param: 'bill_of_lading',
    sql: `select bill_of_lading as v from purchase_orders where company_id = $1 and bill_of_lading is not null order by created_at limit 1`,
  },
  { manager: '*', param: 'userId', sql: `select id::text as v from users where company_id = $1 order by created_at limit 1` },
  { manager: '*', param: 'companyId', sql: `select $1::text as v` },
  { manager: '*', param: 'truckerId', sql: `select id::text as v from truckers where company_id = $1 order by created_at limit 1` },
  { manager: '*', param: 'addressId', sql: `select id::text as v from addresses where company_id = $1 order by created_at limit 1` },
  { manager: '*', param: 'laneId', sql: `select id::text as v from lanes where company_id = $1 order by created_at limit 1` },
  { manager: '*', param: 'warehouseId', sql: `select id::text as v from warehouses where company_id = $1 order by created_at limit 1` },
];

const managerOf = (url: string) => url.replace(/^\/v1\/api\//, '').split('/')[0] ?? '';

export async function createHarnessFixture(options: Pick<BuildServerOptions, 'plugins'> = {}): Promise<HarnessFixture> {
  const t = await createTestApp({ ...options, jwtSecret: HARNESS_JWT_SECRET });
  const tokens = createTokenService(HARNESS_JWT_SECRET, 3_600);
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    const query = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];
    const [admin] = await query<{ id: string; company_id: string; email: string }>(`select id, company_id, email from users where email = 'admin@demo.test'`);
    if (!admin) throw new Error('harness: admin@demo.test missing');
    const sign = async (userId: string, companyId: string, email: string) => (await issueSession(t.app.db, tokens, { userId, companyId, email })).token;
    const victim: Actor = { userId: admin.id, companyId: admin.company_id, email: admin.email, token: await sign(admin.id, admin.company_id, admin.email) };
    const revoked = await issueSession(t.app.db, tokens, victim);
    await revokeSession(t.app.db, victim.userId, revoked.sessionId);

    // A user of the victim company without any module.
    const lackingId = crypto.randomUUID();
    await query(
      `insert into users (id, company_id, firstname, lastname, email, password_hash, can_access_portal, onboarding_stage)
       values ($1, $2, 'No', 'Modules', 'no-modules@demo.test', 'not-a-hash', true, 'completed')`,
      [lackingId, victim.companyId],
    );
    await query(`insert into user_permissions (user_id, module_id, is_granted) select $1, id, false from modules`, [lackingId]);
    const lacking: Actor = {
      userId: lackingId,
      companyId: victim.companyId,
      email: 'no-modules@demo.test',
      token: await sign(lackingId, victim.companyId, 'no-modules@demo.test'),
    };

    // A user of the victim company holding every module, whose account has no portal access (onboarding unfinished).
    const portalLessId = crypto.randomUUID();
    await query(
      `insert into users (id, company_id, firstname, lastname, email, password_hash, can_access_portal, onboarding_stage, onboarding_next_action)
       values ($1, $2, 'No', 'Portal', 'no-portal@demo.test', 'not-a-hash', false, 'payment', 'checkout')`,
      [portalLessId, victim.companyId],
    );
    await query(`insert into user_permissions (user_id, module_id, is_granted) select $1, id, true from modules`, [portalLessId]);
    const portalLess: Actor = {
      userId: portalLessId,
      companyId: victim.companyId,
      email: 'no-portal@demo.test',
      token: await sign(portalLessId, victim.companyId, 'no-portal@demo.test'),
    };

    // A user whose session version was raised after the token was signed (what a password change does).
    const staleId = crypto.randomUUID();
    await query(
      `insert into users (id, company_id, firstname, lastname, email, password_hash, can_access_portal, onboarding_stage)
       values ($1, $2, 'Stale', 'Token', 'stale-token@demo.test', 'not-a-hash', true, 'completed')`,
      [staleId, victim.companyId],
    );
    await query(`insert into user_permissions (user_id, module_id, is_granted) select $1, id, true from modules`, [staleId]);
    const staleVersionToken = await sign(staleId, victim.companyId, 'stale-token@demo.test');
    await query(`update users set session_version = session_version + 1 where id = $1`, [staleId]);

    // Another company, fully paid, whose user holds every module.
    const intruderCompanyId = crypto.randomUUID();
    const intruderUserId = crypto.randomUUID();
    await query(`insert into companies (id, name, company_type, plan_key, billing_state) values ($1, 'Intruder Logistics Inc.', 'both', 'pro', 'active')`, [
      intruderCompanyId,
    ]);
    await query(
      `insert into users (id, company_id, firstname, lastname, email, password_hash, can_access_portal, onboarding_stage)
       values ($1, $2, 'Ivy', 'Intruder', 'ivy@intruder.test', 'not-a-hash', true, 'completed')`,
      [intruderUserId, intruderCompanyId],
    );
    const granted = await query<{ n: string }>(
      `insert into user_permissions (user_id, module_id, is_granted) select $1, id, true from modules returning 1 as n`,
      [intruderUserId],
    );
    if (granted.length !== MODULE_KEYS.length) throw new Error('harness: the intruder did not get every module');
    const intruder: Actor = {
      userId: intruderUserId,
      companyId: intruderCompanyId,
      email: 'ivy@intruder.test',
      token: await sign(intruderUserId, intruderCompanyId, 'ivy@intruder.test'),
    };

    const expiredToken = createSigner({ key: HARNESS_JWT_SECRET, expiresIn: 60_000, clockTimestamp: Date.now() - 3_600_000 })({
      sub: victim.userId,
      cid: victim.companyId,
      email: victim.email,
    });
    const [header, payload, signature] = victim.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const tamperedToken = `${header}.${Buffer.from(JSON.stringify({ ...claims, cid: intruderCompanyId })).toString('base64url')}.${signature}`;

    // A tracking share link of one of the victim's loads (the demo world has none): the share routes' real ids.
    await query(
      `insert into tracking_shares (company_id, load_id, code, created_by)
       select company_id, id, 'harnessShareCode012345', $2 from loads where company_id = $1 order by created_at limit 1`,
      [victim.companyId, victim.userId],
    );

    // Everything the intruder must never see: the ids of every tenant row of other companies.
    const tables = await query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c join information_schema.columns i
         on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
       where c.table_schema = 'public' and c.column_name = 'company_id'`,
    );
    const foreignIds = new Set<string>();
    for (const { table_name: table } of tables) {
      for (const row of await query<{ id: string }>(`select id::text as id from "${table}" where company_id <> $1`, [intruderCompanyId]))
        foreignIds.add(row.id);
    }
    for (const row of await query<{ id: string }>(`select id::text as id from companies where id <> $1`, [intruderCompanyId])) foreignIds.add(row.id);
    for (const row of await query<{ id: string }>(
      `select p.id::text as id from user_permissions p join users u on u.id = p.user_id where u.company_id <> $1
       union all select s.id::text from push_subscriptions s join users u on u.id = s.user_id where u.company_id <> $1`,
      [intruderCompanyId],
    )) {
      foreignIds.add(row.id);
    }
    const foreignTexts = [
      ...(await query<{ v: string }>(`select name as v from companies where id <> $1`, [intruderCompanyId])).map((row) => row.v),
      ...(await query<{ v: string }>(`select email as v from users where company_id <> $1`, [intruderCompanyId])).map((row) => row.v),
    ];

    // Real ids of the victim, resolved once per (source) on demand.
    const resolved = new Map<string, string | undefined>();
    for (const source of PARAM_SOURCES) {
      const rows = await query<{ v: string | null }>(source.sql, [victim.companyId]);
      resolved.set(`${source.manager}|${source.param}|${source.when?.source ?? ''}`, rows[0]?.v ?? undefined);
    }
    const realId = (url: string, name: string) => {
      const manager = managerOf(url);
      const source =
        PARAM_SOURCES.find((s) => s.manager === manager && s.param === name && (!s.when || s.when.test(url))) ??
        PARAM_SOURCES.find((s) => s.manager === '*' && s.param === name);
      return source ? resolved.get(`${source.manager}|${source.param}|${source.when?.source ?? ''}`) : undefined;
    };

    return {
      t,
      tokens,
      victim,
      lacking,
      portalLess,
      intruder,
      revokedToken: revoked.token,
      staleVersionToken,
      expiredToken,
      tamperedToken,
      foreignIds,
      foreignTexts,
      realId,
      freshToken: async (actor) => (await issueSession(t.app.db, tokens, actor)).token,
      close: () => t.close(),
    };
  } finally {
    await client.end();
  }
}
