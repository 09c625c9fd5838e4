import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { withSql } from '../../../address-book/test/support';
import { VIZION_SECRET_HEADER } from '../webhook-routes';
import { PURCHASE_ORDER_MESSAGES } from '../../texts';
import { numbersBySlip } from './support';

/**
 * POST purchase-manager/vizion-webhook: Vizion's update posts, accepted with the shared secret when Vizion is
 * configured, written as the job writes a polled update (milestones with Vizion's ids, status, ETA and its history).
 */

const URL = '/v1/api/purchase-manager/vizion-webhook';

describe('the Vizion webhook', () => {
  let t: TestApp;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    withSql(t, async (client) => (await client.query<R>(text, values)).rows);
  const post = (body: unknown, secret?: string) =>
    t.app.inject({ method: 'POST', url: URL, payload: body as object, headers: secret === undefined ? {} : { [VIZION_SECRET_HEADER]: secret } });

  beforeAll(async () => {
    t = await createTestApp({ env: { VIZION_API_KEY: 'test-key', VIZION_WEBHOOK_SECRET: 'hook-secret' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes an update for a followed container, refuses a wrong secret and says when it is not configured', async () => {
    const [number] = numbersBySlip('VZN', 1, false);
    const [company] = await sql<{ id: string }>(`select company_id::text as id from users where email = 'shipper@demo.test'`);
    const [order] = await sql<{ id: string }>(
      `insert into purchase_orders (company_id, po_number, supplier_name, supplier_country, status, bill_of_lading, origin_port, destination_port, order_date)
       values ($1, 'PO-808080', 'Shanghai Lights', 'CN', 'booked', 'MEDU808080', 'Shanghai', 'Los Angeles', '2026-01-05') returning id::text as id`,
      [company!.id],
    );
    await sql(
      `insert into containers (company_id, purchase_order_id, container_number, size_type, tracking_provider, tracking_reference) values ($1, $2, $3, '40HC', 'vizion', 'ref-808')`,
      [company!.id, order!.id, number],
    );
    const update = {
      id: 'upd-1',
      status: 'data_received',
      reference_id: 'ref-808',
      created_at: '2026-11-20T10:00:00Z',
      payload: {
        container_id: number,
        milestones: [
          { description: 'Gate in full', timestamp: '2026-11-18T08:00:00Z', planned: false, location: { name: 'Shanghai', unlocode: 'CNSHA' } },
          {
            description: 'Vessel departed',
            timestamp: '2026-11-19T09:00:00Z',
            planned: false,
            location: { name: 'Shanghai', unlocode: 'CNSHA', geolocation: { latitude: 31.23, longitude: 121.47 } },
            vessel: 'MSC AURORA',
            voyage: '042E',
          },
          { description: 'Vessel arrived', timestamp: '2026-12-05T06:00:00Z', planned: true, location: { name: 'Los Angeles', unlocode: 'USLAX' } },
        ],
      },
    };
    expect((await post(update)).statusCode).toBe(403);
    const refused = await post(update, 'nope');
    expect([refused.statusCode, refused.json().message]).toEqual([403, PURCHASE_ORDER_MESSAGES.badWebhookSecret]);

    const answer = await post(update, 'hook-secret');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: true, message: PURCHASE_ORDER_MESSAGES.webhookReceived, data: { containers: 1 } });
    const milestones = await sql(
      `select m.event, m.actual_at, m.planned_at, m.external_id from container_milestones m join containers c on c.id = m.container_id where c.container_number = $1 order by m.event`,
      [number],
    );
    expect(milestones).toEqual([
      { event: 'gate_in', actual_at: new Date('2026-11-18T08:00:00Z'), planned_at: null, external_id: 'vz:gate_in:CNSHA' },
      { event: 'vessel_arrived', actual_at: null, planned_at: new Date('2026-12-05T06:00:00Z'), external_id: 'vz:vessel_arrived:USLAX' },
      { event: 'vessel_departed', actual_at: new Date('2026-11-19T09:00:00Z'), planned_at: null, external_id: 'vz:vessel_departed:CNSHA' },
    ]);
    expect((await sql(`select status, eta from containers where container_number = $1`, [number]))[0]).toEqual({
      status: 'in_transit',
      eta: new Date('2026-12-05T06:00:00Z'),
    });
    expect((await sql(`select status from purchase_orders where id = $1`, [order!.id]))[0]).toEqual({ status: 'in_transit' });
    expect(
      await sql(`select source, previous_eta from container_eta_changes e join containers c on c.id = e.container_id where c.container_number = $1`, [number]),
    ).toEqual([{ source: 'vizion', previous_eta: null }]);

    // The same update again: nothing new (one row per milestone).
    await post(update, 'hook-secret');
    expect(await sql(`select 1 from container_milestones m join containers c on c.id = m.container_id where c.container_number = $1`, [number])).toHaveLength(
      3,
    );
    // An update for no container of ours is acknowledged and dropped.
    expect((await post({ reference_id: 'ref-unknown', payload: { container_id: 'CSQU3054383', milestones: [] } }, 'hook-secret')).json().data).toEqual({
      containers: 0,
    });

    // The route reads the running server's settings on each request: without a secret it is not configured.
    t.app.config.containers.webhookSecret = undefined;
    const off = await post(update, 'hook-secret');
    expect([off.statusCode, off.json().message]).toEqual([404, PURCHASE_ORDER_MESSAGES.webhookNotConfigured]);
    t.app.config.containers.webhookSecret = 'hook-secret';
  });
});
