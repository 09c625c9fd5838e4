import type pg from 'pg';
import type { ApiEnvelope, LoadListItem, Page } from '@freight/contracts';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * The list's own overhead: a page of the load list is two round trips to PostgreSQL, the caller (read once, by the
 * access hook, with what routes need) and the page (its rows with their equipment and company names, and the
 * list's total), whatever the view, status or sort. tools/bench/api-list.ts measures what this buys.
 */
describe('load-list queries per request', () => {
  let t: TestApp;
  let shipper: string;
  let carrier: string;
  const statements: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    shipper = await t.login('shipper@demo.test');
    carrier = await t.login('carrier@demo.test');
    // Every statement the server sends goes through its one pool.
    const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const config = args[0] as string | { text: string };
      statements.push(typeof config === 'string' ? config : config.text);
      return query(...args);
    };
  });
  afterAll(() => t.close());

  async function statementsOf(token: string, body: Record<string, unknown>) {
    await t.app.inject({ method: 'POST', url: '/v1/api/load-manager/load-list', headers: auth(token), payload: body }); // warm (first use)
    statements.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/v1/api/load-manager/load-list', headers: auth(token), payload: body });
    expect(response.statusCode).toBe(200);
    return { sent: [...statements], page: response.json<ApiEnvelope<Page<LoadListItem>>>().data! };
  }

  it.each([
    ['shipper, newest first', 'shipper', { page: 2, limit: 20 }],
    ['shipper, by status and pickup date', 'shipper', { page: 1, limit: 20, status: 'pending', sort: 'pickupDate' }],
    ["carrier's default view", 'carrier', { page: 1, limit: 20 }],
  ] as const)('%s: the caller and the page, nothing else', async (_name, who, body) => {
    const { sent, page } = await statementsOf(who === 'shipper' ? shipper : carrier, body);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.shipper.name !== '')).toBe(true);
    // Times come formatted by PostgreSQL exactly as Date#toISOString prints them.
    for (const item of page.items) {
      for (const time of [item.createdAt, item.pickupDate, item.deliveryDate]) expect(new Date(time).toISOString()).toBe(time);
    }
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/from "users"/);
    expect(sent[1]).toMatch(/from "loads"/);
  });
});
