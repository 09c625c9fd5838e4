import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { RISK_MODEL } from '@freight/contracts';
import type { PushMessage, PushSender } from '../../providers/push';
import { buildServer } from '../../server';
import { RISK_LOCK_KEY, runRiskJob, type RiskNotifier } from '../risk-job';
import { createTestApp, testConfig, type TestApp } from '../../../test/support/test-app';

/**
 * The risk job on crafted loads in a test database (docs/modules/dashboard.md, "The risk model"): the flags it writes
 * on the loads and their orders, the loads leaving the live set, the shipper's notices by preference and only on a
 * transition, and one run at a time across two API instances (the advisory lock).
 */

const MIN = 60_000;
const HOUR = 60 * MIN;
const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const INDIANAPOLIS = { lat: 39.7684, lng: -86.1581 };
const SOUTH_OF_CHICAGO = { lat: 40.8781, lng: -87.6298 };
type Place = { lat: number; lng: number };

describe('risk job', () => {
  let t: TestApp;
  let db: TestApp['app']['db'];
  let demoId: string;
  let shipperId: string;
  let notifier: RiskNotifier;
  const pushes: Array<{ userId: string; message: PushMessage }> = [];
  const fakePush: PushSender = {
    publicKey: 'test',
    acceptsEndpoint: () => true,
    async sendToUser(_companyId, userId, message) {
      pushes.push({ userId, message });
      return { delivered: 1 };
    },
    sendToTrucker: async () => ({ delivered: 0 }),
  };
  const rows = async <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db.execute<R>(query)).rows;
  let serial = 0;

  /** A load of Demo Freight carried by its own fleet, with its live order, two stops and (optionally) a truck. */
  async function craft(options: {
    status: 'tendered' | 'accepted' | 'assigned' | 'in_transit';
    pickup: [number, number];
    delivery: [number, number];
    truck?: { at: Place; speedMph: number };
    pickedUpHoursAgo?: number;
  }): Promise<{ id: string; loadId: string; orderId: string }> {
    serial += 1;
    const now = Date.now();
    const hours = (h: number) => new Date(now + h * HOUR).toISOString();
    const loadId = `L-RISK${serial}${Math.floor(now % 100_000)}`;
    let truckerId: string | null = null;
    if (options.truck) {
      [{ id: truckerId }] = (await rows<{ id: string }>(sql`
        insert into truckers (company_id, kind, name, truck_number, last_lat, last_lng, last_speed_mph, last_location_at)
        values (${demoId}, 'truck', ${`Risk truck ${serial}`}, ${`RISK-${serial}-${now % 100_000}`}, ${options.truck.at.lat}, ${options.truck.at.lng},
                ${options.truck.speedMph}, ${hours(-0.05)}::timestamptz)
        returning id::text as id`)) as [{ id: string }];
    }
    const pickedUpAt = options.pickedUpHoursAgo === undefined ? null : hours(-options.pickedUpHoursAgo);
    const [load] = await rows<{ id: string }>(sql`
      insert into loads (company_id, load_id, created_by, status, weight, commodity, distance_miles, origin_city, origin_state, destination_city, destination_state,
                         origin_lat, origin_lng, destination_lat, destination_lng, pickup_start, pickup_end, delivery_start, delivery_end,
                         carrier_company_id, trucker_id, share_code, picked_up_at)
      values (${demoId}, ${loadId}, ${shipperId}, ${options.status}, 20000, 'Paper rolls', 185, 'Chicago', 'IL', 'Indianapolis', 'IN',
              ${CHICAGO.lat}, ${CHICAGO.lng}, ${INDIANAPOLIS.lat}, ${INDIANAPOLIS.lng},
              ${hours(options.pickup[0])}::timestamptz, ${hours(options.pickup[1])}::timestamptz, ${hours(options.delivery[0])}::timestamptz, ${hours(options.delivery[1])}::timestamptz,
              ${demoId}, ${truckerId}, ${`risk${serial}${now}`}, ${pickedUpAt}::timestamptz)
      returning id::text as id`);
    const orderStatus = options.status === 'tendered' ? 'new' : options.status;
    const [order] = await rows<{ id: string }>(sql`
      insert into orders (company_id, carrier_company_id, order_id, load_id, status, rate, trucker_id, picked_up_at)
      values (${demoId}, ${demoId}, ${`O-RISK${serial}${now % 100_000}`}, ${load!.id}, ${orderStatus}, 1000, ${truckerId}, ${pickedUpAt}::timestamptz)
      returning id::text as id`);
    await db.execute(sql`
      insert into load_stops (company_id, load_id, seq, type, name, street1, city, state, postal_code, lat, lng, window_start, window_end, departed_at)
      values (${demoId}, ${load!.id}, 1, 'pickup', 'Chicago dock', '1 Industrial Way', 'Chicago', 'IL', '60601', ${CHICAGO.lat}, ${CHICAGO.lng},
              ${hours(options.pickup[0])}::timestamptz, ${hours(options.pickup[1])}::timestamptz, ${pickedUpAt}::timestamptz),
             (${demoId}, ${load!.id}, 2, 'delivery', 'Indianapolis dock', '1 Industrial Way', 'Indianapolis', 'IN', '46204', ${INDIANAPOLIS.lat}, ${INDIANAPOLIS.lng},
              ${hours(options.delivery[0])}::timestamptz, ${hours(options.delivery[1])}::timestamptz, null)`);
    if (options.truck) {
      await db.execute(sql`
        insert into tracking_points (company_id, carrier_company_id, load_id, order_id, trucker_id, lat, lng, speed_mph, source, recorded_at)
        values (${demoId}, ${demoId}, ${load!.id}, ${order!.id}, ${truckerId}, ${options.truck.at.lat}, ${options.truck.at.lng}, ${options.truck.speedMph}, 'eld', ${hours(-0.1)}::timestamptz)`);
    }
    return { id: load!.id, loadId, orderId: order!.id };
  }

  const flagsOf = async (loadUuid: string) =>
    (
      await rows<{
        is_delayed: boolean;
        is_at_risk: boolean;
        delay_reason: string | null;
        delay_minutes: number | null;
        eta_at: Date | null;
        risk_checked_at: Date | null;
        o_delayed: boolean;
        o_at_risk: boolean;
      }>(sql`
        select l.is_delayed, l.is_at_risk, l.delay_reason, l.delay_minutes, l.eta_at, l.risk_checked_at, o.is_delayed as o_delayed, o.is_at_risk as o_at_risk
        from loads l join orders o on o.load_id = l.id where l.id = ${loadUuid}`)
    )[0]!;

  beforeAll(async () => {
    // The job's notifier from inside /v1/api, where the mail and push providers are (as the risk plugin gets them).
    t = await createTestApp({
      push: { provider: fakePush },
      plugins: [
        async (api) => {
          notifier = { mailer: api.mailer, push: api.push, publicUrl: api.publicUrl };
        },
      ],
    });
    db = t.app.db;
    [{ id: demoId }] = (await rows<{ id: string }>(sql`select id::text as id from companies where name = 'Demo Freight Co.'`)) as [{ id: string }];
    [{ id: shipperId }] = (await rows<{ id: string }>(sql`select id::text as id from users where email = 'shipper@demo.test'`)) as [{ id: string }];
    // Whatever drifted since the template was seeded is judged once, so each test sees only its own transitions.
    await runRiskJob(db, null);
  }, 60_000);
  afterAll(() => t.close());

  it('flags a truck far from a near window (at risk), not one on time, and a missed window (delayed, by the minutes past it), on the load and its order', async () => {
    const far = await craft({ status: 'assigned', pickup: [-1, 0.5], delivery: [6, 10], truck: { at: SOUTH_OF_CHICAGO, speedMph: 60 } });
    const onTime = await craft({ status: 'assigned', pickup: [1, 4], delivery: [8, 12], truck: { at: SOUTH_OF_CHICAGO, speedMph: 60 } });
    const late = await craft({
      status: 'in_transit',
      pickup: [-10, -8],
      delivery: [-3, -1.5],
      truck: { at: SOUTH_OF_CHICAGO, speedMph: 50 },
      pickedUpHoursAgo: 8.5,
    });
    const before = new Date();
    const result = await runRiskJob(db, null);
    expect(result.ran).toBe(true);
    expect(result.checked).toBeGreaterThanOrEqual(3);

    const atRisk = await flagsOf(far.id);
    expect(atRisk).toMatchObject({ is_delayed: false, is_at_risk: true, delay_reason: 'pickupEta', o_delayed: false, o_at_risk: true });
    // 69 mi × 1.2 at 60 mph ≈ 83 min from now; the window closes in 30: about 53 min late.
    expect(atRisk.delay_minutes).toBeGreaterThan(45);
    expect(atRisk.delay_minutes).toBeLessThan(60);
    expect(new Date(atRisk.eta_at!).getTime()).toBeGreaterThan(before.getTime() + 75 * MIN);
    expect(new Date(atRisk.risk_checked_at!).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    expect(await flagsOf(onTime.id)).toMatchObject({
      is_delayed: false,
      is_at_risk: false,
      delay_reason: null,
      delay_minutes: null,
      o_delayed: false,
      o_at_risk: false,
    });

    const delayed = await flagsOf(late.id);
    expect(delayed).toMatchObject({ is_delayed: true, is_at_risk: false, delay_reason: 'deliveryMissed', o_delayed: true, o_at_risk: false });
    expect(Math.abs(delayed.delay_minutes! - 90)).toBeLessThanOrEqual(1);

    // One orders.flagged per company whose flags changed, with how many changed.
    const events = await rows<{ changed: number }>(sql`
      select (payload->>'changed')::int as changed from realtime_events
      where type = 'orders.flagged' and ${`company:${demoId}`} = any(topics) and created_at >= ${before.toISOString()}::timestamptz`);
    expect(events).toHaveLength(1);
    expect(events[0]!.changed).toBeGreaterThanOrEqual(2);

    // The same facts a minute later: nothing changes flags, no event.
    const again = await runRiskJob(db, null, new Date());
    expect(again.flagged).toBe(0);
  });

  it('clears the flags of a load that left the live set (delivered), on the load and its order', async () => {
    const late = await craft({
      status: 'in_transit',
      pickup: [-10, -8],
      delivery: [-3, -1],
      truck: { at: SOUTH_OF_CHICAGO, speedMph: 50 },
      pickedUpHoursAgo: 8.5,
    });
    await runRiskJob(db, null);
    expect(await flagsOf(late.id)).toMatchObject({ is_delayed: true, o_delayed: true });
    await db.execute(sql`update loads set status = 'delivered', delivered_at = now() where id = ${late.id}`);
    await db.execute(sql`update orders set status = 'delivered', delivered_at = now() where load_id = ${late.id}`);
    const result = await runRiskJob(db, null);
    expect(result.flagged).toBeGreaterThanOrEqual(1);
    expect(await flagsOf(late.id)).toMatchObject({
      is_delayed: false,
      is_at_risk: false,
      delay_reason: null,
      delay_minutes: null,
      eta_at: null,
      o_delayed: false,
      o_at_risk: false,
    });
  });

  it('judges a pickup moved by a confirmed date change on its new day, not its original window', async () => {
    // The pickup window closed an hour ago; the calendar moved the pickup to tomorrow (the window's hours on that day).
    const moved = await craft({ status: 'accepted', pickup: [-4, -1], delivery: [30, 34], truck: { at: CHICAGO, speedMph: 0 } });
    await runRiskJob(db, null);
    expect(await flagsOf(moved.id)).toMatchObject({ is_delayed: true, delay_reason: 'pickupMissed' });
    const tomorrow = new Date(Date.now() - 4 * HOUR + 24 * HOUR).toISOString().slice(0, 10);
    await db.execute(sql`update loads set calendar_pickup_date = ${tomorrow}::date where id = ${moved.id}`);
    await runRiskJob(db, null);
    expect(await flagsOf(moved.id)).toMatchObject({ is_delayed: false, is_at_risk: false, delay_reason: null, o_delayed: false });
  });

  it('tells the shipper once when a load becomes late or at risk, by each channel the user chose, and not again the next run', async () => {
    await db.execute(
      sql`update users set notification_prefs = ${JSON.stringify({ loadDelayed: ['email'], loadAtRisk: ['inApp', 'push'] })}::jsonb where id = ${shipperId}`,
    );
    const late = await craft({ status: 'assigned', pickup: [-5, -2], delivery: [6, 10], truck: { at: SOUTH_OF_CHICAGO, speedMph: 55 } });
    const noTruck = await craft({ status: 'accepted', pickup: [0.5, RISK_MODEL.unassignedLeadHours - 1], delivery: [8, 12] });
    const mailsOf = (loadId: string) =>
      rows<{ subject: string; to_address: string; template: string; body_text: string }>(sql`
        select subject, to_address, template, body_text from email_outbox where subject like ${`%${loadId}%`}`);
    const noticesOf = (loadId: string) =>
      rows<{ user_id: string; type: string; title: string; body: string; link: string }>(sql`
        select user_id::text as user_id, type, title, body, link from notifications where body like ${`${loadId}:%`}`);

    for (let run = 0; run < 2; run++) {
      const result = await runRiskJob(db, notifier);
      expect(result.ran).toBe(true);

      // Late: e-mail only (the outbox), no in-app notification, no push.
      expect(await flagsOf(late.id)).toMatchObject({ is_delayed: true, delay_reason: 'pickupMissed' });
      const mails = await mailsOf(late.loadId);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: `Load ${late.loadId} is late`, to_address: 'shipper@demo.test', template: 'load-delayed' });
      expect(mails[0]!.body_text).toContain(`/dashboard/delayedorders?side=shipper&order=${late.orderId}`);
      expect(mails[0]!.body_text).toContain('was not picked up: its pickup window closed 2 hr ago');
      expect(await noticesOf(late.loadId)).toEqual([]);
      expect(pushes.filter((push) => push.message.body?.startsWith(late.loadId))).toEqual([]);

      // At risk (no truck, the pickup window closes soon): in-app and push, no e-mail.
      expect(await flagsOf(noTruck.id)).toMatchObject({ is_at_risk: true, delay_reason: 'noTruck', o_at_risk: true });
      expect(await noticesOf(noTruck.loadId)).toEqual([
        {
          user_id: shipperId,
          type: 'load_at_risk',
          title: 'Load at risk of delay',
          body: `${noTruck.loadId}: no truck assigned, the pickup window closes within ${RISK_MODEL.unassignedLeadHours} h`,
          link: `/dashboard/riskofdelay?side=shipper&order=${noTruck.orderId}`,
        },
      ]);
      expect(pushes.filter((push) => push.message.body?.startsWith(noTruck.loadId))).toEqual([
        {
          userId: shipperId,
          message: {
            title: 'Load at risk of delay',
            body: expect.stringContaining('no truck assigned') as string,
            link: `/dashboard/riskofdelay?side=shipper&order=${noTruck.orderId}`,
          },
        },
      ]);
      expect(await mailsOf(noTruck.loadId)).toEqual([]);
    }
  });

  it('writes the notices in the user’s language (e-mail and push), the in-app text being translated when read', async () => {
    await db.execute(
      sql`update users set language = 'fr', notification_prefs = ${JSON.stringify({ loadDelayed: ['email', 'push'] })}::jsonb where id = ${shipperId}`,
    );
    try {
      const late = await craft({
        status: 'in_transit',
        pickup: [-10, -8],
        delivery: [-3, -1],
        truck: { at: SOUTH_OF_CHICAGO, speedMph: 50 },
        pickedUpHoursAgo: 8.5,
      });
      await runRiskJob(db, notifier);
      const [mail] = await rows<{ subject: string; body_text: string }>(
        sql`select subject, body_text from email_outbox where subject like ${`%${late.loadId}%`}`,
      );
      expect(mail!.subject).toBe(`Le chargement ${late.loadId} est en retard`);
      expect(mail!.body_text).toContain('n’a pas été livré');
      const push = pushes.find((entry) => entry.message.body?.startsWith(late.loadId));
      expect(push?.message.title).toBe('Chargement retardé');
    } finally {
      await db.execute(sql`update users set language = 'en', notification_prefs = '{}'::jsonb where id = ${shipperId}`);
    }
  });

  it('rewrites a late load’s minutes when they move by more than 5 % (at least a minute), not on every run', async () => {
    const late = await craft({
      status: 'in_transit',
      pickup: [-10, -8],
      delivery: [-3, -2],
      truck: { at: SOUTH_OF_CHICAGO, speedMph: 50 },
      pickedUpHoursAgo: 8.5,
    });
    await runRiskJob(db, null);
    const first = await flagsOf(late.id);
    expect(Math.abs(first.delay_minutes! - 120)).toBeLessThanOrEqual(1);
    await runRiskJob(db, null, new Date(Date.now() + 2 * MIN));
    expect(await flagsOf(late.id)).toMatchObject({ delay_minutes: first.delay_minutes, risk_checked_at: first.risk_checked_at });
    await runRiskJob(db, null, new Date(Date.now() + 10 * MIN));
    expect((await flagsOf(late.id)).delay_minutes! - first.delay_minutes!).toBeGreaterThanOrEqual(9);
    await runRiskJob(db, null);
  });

  it('runs on its timer inside the API every RISK_JOB_INTERVAL_MS, and stops with it', async () => {
    const timed = await buildServer({
      config: testConfig({ RISK_JOB_INTERVAL_MS: '100' }),
      logger: false,
      loginRateLimit: false,
      databaseUrl: t.databaseUrl,
      seedDemo: false,
    });
    try {
      const late = await craft({ status: 'assigned', pickup: [-7, -4], delivery: [6, 10], truck: { at: SOUTH_OF_CHICAGO, speedMph: 55 } });
      const deadline = Date.now() + 20_000;
      while (!(await flagsOf(late.id)).is_delayed) {
        if (Date.now() > deadline) throw new Error('the timed job never flagged the load');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await flagsOf(late.id)).toMatchObject({ is_delayed: true, delay_reason: 'pickupMissed', o_delayed: true });
    } finally {
      await timed.close();
    }
  });

  describe('two API instances on one database', () => {
    let b: FastifyInstance;
    beforeAll(async () => {
      b = await buildServer({ config: testConfig(), logger: false, loginRateLimit: false, databaseUrl: t.databaseUrl, seedDemo: false });
    }, 60_000);
    afterAll(() => b.close());

    it('one run computes while the other skips (the advisory lock), then the other takes its turn', async () => {
      const late = await craft({ status: 'assigned', pickup: [-6, -3], delivery: [6, 10], truck: { at: SOUTH_OF_CHICAGO, speedMph: 55 } });
      const holder = new pg.Client({ connectionString: t.databaseUrl });
      await holder.connect();
      try {
        // Instance A's run takes the lock, then waits on a table lock the test holds: while it does, B skips.
        await holder.query('begin');
        await holder.query('lock table orders in exclusive mode');
        const runA = runRiskJob(t.app.db, null);
        const lockKey = RISK_LOCK_KEY;
        const held = async () =>
          (
            await holder.query<{ n: string }>(
              `select count(*) as n from pg_locks where locktype = 'advisory' and granted and pid <> pg_backend_pid()
              and ((classid::bigint << 32) | objid::bigint) = $1::bigint`,
              [lockKey.toString()],
            )
          ).rows[0]!.n !== '0';
        const deadline = Date.now() + 20_000;
        while (!(await held())) {
          if (Date.now() > deadline) throw new Error('instance A never took the risk lock');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const runB = await runRiskJob(b.db, null);
        expect(runB).toEqual({ ran: false, checked: 0, changed: 0, flagged: 0, notified: 0 });
        await holder.query('commit');
        const resultA = await runA;
        expect(resultA.ran).toBe(true);
        expect(await flagsOf(late.id)).toMatchObject({ is_delayed: true, o_delayed: true });
        // The lock is free again: B runs, and finds nothing new to flag.
        const next = await runRiskJob(b.db, null);
        expect(next.ran).toBe(true);
        expect(next.flagged).toBe(0);
      } finally {
        await holder.query('rollback').catch(() => undefined);
        await holder.end();
      }
    });
  });
});
