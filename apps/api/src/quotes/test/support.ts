import pg from 'pg';
import type { ApiEnvelope } from '@freight/contracts';
import { CARRIER_COMPANIES } from '../../seed/world';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

/** The shared setup of the quote API tests (apps/api/test/quotes/). */

const API = '/v1/api/load-manager';
export const PUBLIC_URL = 'https://freight.example.test';
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** An `email_outbox` row as the tests read it. */
export interface Mail {
  to_address: string;
  subject: string;
  body_text: string;
  template: string;
  user_id: string | null;
}

/** The API on the demo world (links from PUBLIC_URL), a database client, and who is who. */
export interface QuoteWorld {
  t: TestApp;
  db: pg.Client;
  /** shipper@demo.test's token. */
  shipper: string;
  /** A user of another company (the Interstate carrier of the demo world). */
  stranger: string;
  shipperUserId: string;
  shipperCompanyId: string;
  /** The Maple Leaf carrier's user (a partner of the demo shipper; French). */
  mapleUserId: string;
  mapleCompanyId: string;
}

async function openQuoteWorld(): Promise<QuoteWorld> {
  const t = await createTestApp({ publicUrl: PUBLIC_URL });
  const db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  const [shipper, stranger] = await Promise.all([t.login('shipper@demo.test'), t.login(CARRIER_COMPANIES.interstate.email)]);
  const idsOf = async (email: string) =>
    (await db.query<{ id: string; company_id: string }>(`select id, company_id from users where email = $1`, [email])).rows[0]!;
  const [me, maple] = await Promise.all([idsOf('shipper@demo.test'), idsOf(CARRIER_COMPANIES.maple.email)]);
  return { t, db, shipper, stranger, shipperUserId: me.id, shipperCompanyId: me.company_id, mapleUserId: maple.id, mapleCompanyId: maple.company_id };
}

async function closeQuoteWorld(world: Pick<QuoteWorld, 't' | 'db'>): Promise<void> {
  await world.db.end();
  await world.t.close();
}

/**
 * The world of a spec file: opened before its tests, closed after them (registers the jest hooks). The object is
 * filled once `beforeAll` ran: read its fields inside tests and helpers, not at the top of the file.
 */
export function useQuoteWorld(): QuoteWorld {
  const world = {} as QuoteWorld;
  beforeAll(async () => {
    Object.assign(world, await openQuoteWorld());
  });
  afterAll(() => closeQuoteWorld(world));
  return world;
}

/** Rows of a query on the world's database. */
export const rowsOf = async <T>(db: pg.Client, text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];

/** A call to the load-manager as `token` (none: anonymous), answered as an envelope. */
export async function quoteCall<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  options: { payload?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await t.app.inject({
    method,
    url: `${API}/${path}`,
    headers: { ...(options.token ? auth(options.token) : {}), ...options.headers },
    ...(options.payload !== undefined ? { payload: options.payload as Record<string, unknown> } : {}),
  });
  return { statusCode: response.statusCode, body: response.json<ApiEnvelope<T>>(), headers: response.headers };
}

/** The e-mails of one template to one address, oldest first. */
export const mailsTo = (db: pg.Client, address: string, template: string) =>
  rowsOf<Mail>(
    db,
    `select to_address, subject, body_text, template, user_id::text from email_outbox where to_address = $1 and template = $2 order by created_at, id`,
    [address, template],
  );

/** The passcode of a quote-request e-mail. */
export const passcodeIn = (mail: Pick<Mail, 'body_text'>) => /: (\d{8})\n/.exec(mail.body_text)?.[1];

/**
 * Picks loads of the demo shipper in a status (pending by default) with no quotes and no order, each once per
 * picker (the tests of one file share the world and must not share a load). `world` is read at each pick (the
 * object of useQuoteWorld is filled by its beforeAll).
 */
export function freshLoads(world: Pick<QuoteWorld, 'db' | 'shipperCompanyId'>) {
  const used = new Set<string>();
  return async (status = 'pending'): Promise<{ id: string; loadId: string }> => {
    const { db, shipperCompanyId } = world;
    const rows = await rowsOf<{ id: string; load_id: string }>(
      db,
      `select l.id, l.load_id from loads l
        where l.company_id = $1 and l.status = $2 and l.parent_id is null
          and not exists (select 1 from quotes q where q.load_id = l.id)
          and not exists (select 1 from orders o where o.load_id = l.id)
        order by l.load_id`,
      [shipperCompanyId, status],
    );
    const row = rows.find((candidate) => !used.has(candidate.id));
    if (!row) throw new Error(`no fresh ${status} load`);
    used.add(row.id);
    return { id: row.id, loadId: row.load_id };
  };
}
