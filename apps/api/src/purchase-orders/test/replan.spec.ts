import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DateChangeRequestView } from '@freight/contracts';
import type { PushMessage, PushSender } from '../../providers/push';
import { replanForEtaChanges, type ContainerEtaChange } from '../replan/replan';
import { runRiskJob } from '../../insight/risk-job';
import { etaNoticeBody, ETA_NOTICE_TITLE } from '../replan/notify';
import { PORT_TERMINALS, readyDayOf, REPLAN_RULES } from '../replan/rules';
import { notificationTexts } from '../../texts/notices';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { caller } from '../../address-book/test/support';

/**
 * replanForEtaChanges (docs/modules/purchase-orders.md, "From ship to truck") called directly with crafted changes on
 * purchase orders, containers and loads crafted in a test database: the linked load's pickup moved or proposed to
 * the carrier (who confirms it), flagged at risk when it cannot move, loads elsewhere untouched, and the importer told
 * once per change above the threshold, by each user's notification preferences, in the user's language; the risk job
 * (insight/risk-job.ts) keeping a load that cannot move at risk (containerLate) and clearing it once the container comes in
 * time or the pickup moved.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LA = 'Los Angeles / Long Beach';
const TERMINAL = PORT_TERMINALS[LA]!;
const CHICAGO = { lat: 41.8781, lng: -87.6298, city: 'Chicago', state: 'IL' };
const day = (instant: Date) => instant.toISOString().slice(0, 10);

describe('replanForEtaChanges', () => {
  let t: TestApp;
  let api: FastifyInstance;
  let call: ReturnType<typeof caller>;
  let demoId: string;
  let shipperId: string;
  let interstateId: string;
  let warehouseId: string;
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
  const rows = async <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await api.db.execute<R>(query)).rows;
  let serial = 0;

  /** A purchase order to Los Angeles with one container at sea arriving at `eta`. */
  async function craftContainer(eta: Date): Promise<{ containerId: string; poId: string; poNumber: string; containerNumber: string }> {
    serial += 1;
    const poNumber = `PO-RP${serial}${Date.now() % 100_000}`;
    const containerNumber = `RPLU${String(serial).padStart(3, '0')}${Date.now() % 10_000}`.slice(0, 11);
    const [po] = await rows<{ id: string }>(sql`
      insert into purchase_orders (company_id, po_number, supplier_name, supplier_country, status, origin_port, destination_port, destination_warehouse_id, order_date, eta, created_by)
      values (${demoId}, ${poNumber}, 'Ningbo Kitchenware Co.', 'CN', 'in_transit', 'Shanghai', ${LA}, ${warehouseId}, current_date - 20, ${eta.toISOString()}::timestamptz, ${shipperId})
      returning id::text as id`);
    const [container] = await rows<{ id: string }>(sql`
      insert into containers (company_id, purchase_order_id, container_number, size_type, status, eta)
      values (${demoId}, ${po!.id}, ${containerNumber}, '40HC', 'in_transit', ${eta.toISOString()}::timestamptz)
      returning id::text as id`);
    return { containerId: container!.id, poId: po!.id, poNumber, containerNumber };
  }

  /** A load of Demo Freight picking up on `pickupDay` (at the port unless `at`), with a carrier's live order if `carried`. */
  async function craftLoad(options: {
    pickupDay: string;
    status: 'pending' | 'tendered' | 'accepted' | 'in_transit';
    poNumber: string;
    carried?: boolean;
    at?: { lat: number; lng: number; city: string; state: string };
    /** Days from the pickup to the delivery (default 5). */
    deliveryDays?: number;
  }): Promise<{ id: string; loadId: string }> {
    serial += 1;
    const place = options.at ?? { lat: TERMINAL.lat, lng: TERMINAL.lng, city: TERMINAL.city, state: TERMINAL.state };
    const loadId = `L-RP${serial}${Date.now() % 100_000}`;
    const pickupStart = `${options.pickupDay}T08:00:00.000Z`;
    const pickupEnd = `${options.pickupDay}T16:00:00.000Z`;
    const deliveryStart = new Date(Date.parse(pickupStart) + (options.deliveryDays ?? 5) * DAY).toISOString();
    const deliveryEnd = new Date(Date.parse(pickupEnd) + (options.deliveryDays ?? 5) * DAY).toISOString();
    const carrier = options.carried ? interstateId : null;
    const [load] = await rows<{ id: string }>(sql`
      insert into loads (company_id, load_id, created_by, status, weight, commodity, origin_city, origin_state, destination_city, destination_state,
                         origin_lat, origin_lng, destination_lat, destination_lng, pickup_start, pickup_end, delivery_start, delivery_end,
                         carrier_company_id, share_code, po_number, picked_up_at)
      values (${demoId}, ${loadId}, ${shipperId}, ${options.status}, 18000, 'Kitchenware', ${place.city}, ${place.state}, 'Ontario', 'CA',
              ${place.lat}, ${place.lng}, 34.0633, -117.6509, ${pickupStart}::timestamptz, ${pickupEnd}::timestamptz, ${deliveryStart}::timestamptz, ${deliveryEnd}::timestamptz,
              ${carrier}, ${`rp${serial}${Date.now()}`}, ${options.poNumber}, ${options.status === 'in_transit' ? pickupStart : null}::timestamptz)
      returning id::text as id`);
    await api.db.execute(sql`
      insert into load_stops (company_id, load_id, seq, type, name, street1, city, state, postal_code, lat, lng, window_start, window_end)
      values (${demoId}, ${load!.id}, 1, 'pickup', 'Pickup', '1 Dock St', ${place.city}, ${place.state}, '90731', ${place.lat}, ${place.lng}, ${pickupStart}::timestamptz, ${pickupEnd}::timestamptz),
             (${demoId}, ${load!.id}, 2, 'delivery', 'Warehouse', '1 Warehouse Way', 'Ontario', 'CA', '91761', 34.0633, -117.6509, ${deliveryStart}::timestamptz, ${deliveryEnd}::timestamptz)`);
    if (carrier) {
      const status = options.status === 'tendered' ? 'new' : options.status;
      await api.db.execute(sql`
        insert into orders (company_id, carrier_company_id, order_id, load_id, status, rate)
        values (${demoId}, ${carrier}, ${`O-RP${serial}${Date.now() % 100_000}`}, ${load!.id}, ${status}, 1500)`);
    }
    return { id: load!.id, loadId };
  }

  const loadOf = async (id: string) =>
    (
      await rows<{
        calendar_pickup_date: string | null;
        calendar_delivery_date: string | null;
        is_at_risk: boolean;
        delay_reason: string | null;
        delay_minutes: number | null;
        o_at_risk: boolean | null;
      }>(sql`
        select l.calendar_pickup_date::text as calendar_pickup_date, l.calendar_delivery_date::text as calendar_delivery_date, l.is_at_risk, l.delay_reason, l.delay_minutes,
               (select o.is_at_risk from orders o where o.load_id = l.id limit 1) as o_at_risk
        from loads l where l.id = ${id}`)
    )[0]!;
  const requestsOf = (loadUuid: string) =>
    rows<{
      id: string;
      stop_type: string;
      from_date: string | null;
      to_date: string;
      status: string;
      requested_by_company_id: string;
      reason: string | null;
    }>(sql`
      select id::text as id, stop_type, from_date::text as from_date, to_date::text as to_date, status, requested_by_company_id::text as requested_by_company_id, reason
      from date_change_requests where load_id = ${loadUuid} order by created_at`);
  const noticesOf = (containerNumber: string) =>
    rows<{ user_id: string; type: string; title: string; body: string; link: string }>(sql`
      select user_id::text as user_id, type, title, body, link from notifications where body like ${`${containerNumber} of %`} order by created_at`);
  const mailsOf = (containerNumber: string) =>
    rows<{ to_address: string; subject: string; body_text: string; template: string }>(sql`
      select to_address, subject, body_text, template from email_outbox where subject like ${`%${containerNumber}%`} order by created_at`);
  const change = (container: { containerId: string; poId: string }, previousEta: Date | null, eta: Date): ContainerEtaChange => ({
    companyId: demoId,
    containerId: container.containerId,
    purchaseOrderId: container.poId,
    previousEta,
    eta,
    source: 'simulated',
  });

  beforeAll(async () => {
    t = await createTestApp({
      push: { provider: fakePush },
      plugins: [
        async (inner) => {
          api = inner;
        },
      ],
    });
    call = caller(t);
    [{ id: demoId }] = (await rows<{ id: string }>(sql`select id::text as id from companies where name = 'Demo Freight Co.'`)) as [{ id: string }];
    [{ id: shipperId }] = (await rows<{ id: string }>(sql`select id::text as id from users where email = 'shipper@demo.test'`)) as [{ id: string }];
    [{ id: interstateId }] = (await rows<{ id: string }>(sql`select company_id::text as id from users where email = 'dispatch@interstate-haulers.test'`)) as [
      { id: string },
    ];
    [{ id: warehouseId }] = (await rows<{ id: string }>(
      sql`select id::text as id from warehouses where company_id = ${demoId} order by created_at limit 1`,
    )) as [{ id: string }];
  }, 60_000);
  afterAll(() => t.close());

  it("moves the pickup of the container's own load (no carrier) to the ETA's day + dwell, and tells the importer on every channel", async () => {
    const before = new Date(Date.now() + 5 * DAY);
    const after = new Date(before.getTime() + 3 * DAY + 4 * HOUR);
    const container = await craftContainer(before);
    const load = await craftLoad({ pickupDay: readyDayOf(before), status: 'pending', poNumber: container.poNumber });
    await api.db.execute(sql`update containers set load_id = ${load.id} where id = ${container.containerId}`);

    await replanForEtaChanges(api, [change(container, before, after)]);

    expect((await loadOf(load.id)).calendar_pickup_date).toBe(readyDayOf(after));
    expect(readyDayOf(after)).toBe(day(new Date(after.getTime() + REPLAN_RULES.dwellDays * DAY)));
    // The importer's users with purchaseOrders: an in-app notice, a push and an e-mail each (default channels).
    const notices = await noticesOf(container.containerNumber);
    expect(notices.map((notice) => notice.user_id)).toContain(shipperId);
    const mine = notices.find((notice) => notice.user_id === shipperId)!;
    expect(mine).toMatchObject({
      type: 'container_eta_changed',
      title: ETA_NOTICE_TITLE,
      body: etaNoticeBody(container.containerNumber, container.poNumber, before, after),
      link: `/purchase-orders/track?container=${container.containerNumber}`,
    });
    expect(notificationTexts.translate(mine.body, 'en')).toContain(
      `${container.containerNumber} of ${container.poNumber} is now expected 3 days, 4 hr later, on`,
    );
    expect(notificationTexts.translate(mine.body, 'sp')).toMatch(/ahora se espera 3\sdías y 4\sh más tarde/);
    expect(notificationTexts.translate(ETA_NOTICE_TITLE, 'fr')).toBe("L'ETA du conteneur a changé");
    // The bell reads it in the reader's language.
    const shipper = await t.login('shipper@demo.test');
    const bell = await t.app.inject({
      method: 'GET',
      url: '/v1/api/user-manager/read-notification?limit=50',
      headers: { authorization: `Bearer ${shipper}`, language: 'sp' },
    });
    const read = bell.json<{ data: { items: Array<{ title: string; body: string }> } }>().data.items;
    expect(read).toContainEqual(
      expect.objectContaining({
        title: 'Cambió la ETA del contenedor',
        body: expect.stringMatching(new RegExp(`${container.containerNumber} de ${container.poNumber} ahora se espera 3\\sdías y 4\\sh más tarde`)),
      }),
    );
    expect(pushes.filter((push) => push.userId === shipperId && push.message.body?.startsWith(container.containerNumber))).toHaveLength(1);
    const mails = await mailsOf(container.containerNumber);
    const toShipper = mails.filter((mail) => mail.to_address === 'shipper@demo.test');
    expect(toShipper).toHaveLength(1);
    expect(toShipper[0]).toMatchObject({ template: 'container-eta-changed' });
    expect(toShipper[0]!.subject).toContain('now expected 3 days, 4 hr later');
    expect(toShipper[0]!.body_text).toContain(`Pickup of load ${load.loadId} moved to`);
    expect(toShipper[0]!.body_text).toContain(`/purchase-orders/track?container=${container.containerNumber}`);
  });

  it("takes the delivery of the company's own load along when the new pickup passes it", async () => {
    const before = new Date(Date.now() + 5 * DAY);
    const after = new Date(before.getTime() + 4 * DAY);
    const container = await craftContainer(before);
    const load = await craftLoad({ pickupDay: readyDayOf(before), status: 'pending', poNumber: container.poNumber, deliveryDays: 1 });
    await api.db.execute(sql`update containers set load_id = ${load.id} where id = ${container.containerId}`);
    await replanForEtaChanges(api, [change(container, before, after)]);
    const moved = await loadOf(load.id);
    expect(moved.calendar_pickup_date).toBe(readyDayOf(after));
    const shift = Math.round((Date.parse(readyDayOf(after)) - Date.parse(readyDayOf(before))) / DAY);
    expect(moved.calendar_delivery_date).toBe(day(new Date(Date.parse(readyDayOf(before)) + (1 + shift) * DAY)));
    expect(moved.is_at_risk).toBe(false);
  });

  it('asks the carrier to move the pickup of a load found by its PO number at the port (a date change request it can confirm)', async () => {
    const before = new Date(Date.now() + 6 * DAY);
    const after = new Date(before.getTime() + 2 * DAY);
    const container = await craftContainer(before);
    const atPort = await craftLoad({ pickupDay: readyDayOf(before), status: 'accepted', poNumber: container.poNumber, carried: true });
    const elsewhere = await craftLoad({ pickupDay: readyDayOf(before), status: 'pending', poNumber: container.poNumber, at: CHICAGO });

    await replanForEtaChanges(api, [change(container, before, after)]);

    const [request] = await requestsOf(atPort.id);
    expect(request).toMatchObject({
      stop_type: 'pickup',
      from_date: readyDayOf(before),
      to_date: readyDayOf(after),
      status: 'pending',
      requested_by_company_id: demoId,
    });
    expect(request!.reason).toContain(container.containerNumber);
    // Not moved until the carrier confirms; then moved.
    expect((await loadOf(atPort.id)).calendar_pickup_date).toBeNull();
    const interstate = await t.login('dispatch@interstate-haulers.test');
    const [told] = await rows<{ n: number }>(sql`
      select count(*)::int as n from notifications where company_id = ${interstateId} and type = 'date_change_requested' and body like ${`%${atPort.loadId}%`}`);
    expect(told!.n).toBeGreaterThan(0);
    const confirmed = await call<DateChangeRequestView>(interstate, 'POST', `load-manager/confirm-date-change/${request!.id}`, {});
    expect(confirmed.statusCode).toBe(200);
    expect((await loadOf(atPort.id)).calendar_pickup_date).toBe(readyDayOf(after));
    // A load of the same PO number picking up far from the port: untouched.
    expect(await requestsOf(elsewhere.id)).toEqual([]);
    expect((await loadOf(elsewhere.id)).calendar_pickup_date).toBeNull();
    // The e-mail says the pickup was proposed.
    const [mail] = (await mailsOf(container.containerNumber)).filter((entry) => entry.to_address === 'shipper@demo.test');
    expect(mail!.body_text).toContain(`Pickup of load ${atPort.loadId} proposed for`);
  });

  it("proposes a load found by its PO number for the latest of the order's containers still to come", async () => {
    const before = new Date(Date.now() + 5 * DAY);
    const first = await craftContainer(before);
    // A second container of the same order, due four days after the first.
    const secondEta = new Date(before.getTime() + 4 * DAY);
    await api.db.execute(sql`
      insert into containers (company_id, purchase_order_id, container_number, size_type, status, eta)
      values (${demoId}, ${first.poId}, ${`${first.containerNumber.slice(0, 9)}9Z`}, '20GP', 'in_transit', ${secondEta.toISOString()}::timestamptz)`);
    const load = await craftLoad({ pickupDay: readyDayOf(before), status: 'pending', poNumber: first.poNumber, deliveryDays: 10 });
    // The first container slips a day: the load still waits for the second one.
    await replanForEtaChanges(api, [change(first, before, new Date(before.getTime() + DAY))]);
    expect((await loadOf(load.id)).calendar_pickup_date).toBe(readyDayOf(secondEta));
  });

  it('flags at risk a load already picked up, and one whose move the calendar refuses (the pickup after the delivery)', async () => {
    const before = new Date(Date.now() + 2 * DAY);
    const after = new Date(before.getTime() + 2 * DAY);
    const pickedUp = await craftContainer(before);
    const gone = await craftLoad({ pickupDay: day(new Date()), status: 'in_transit', poNumber: pickedUp.poNumber, carried: true });
    await api.db.execute(sql`update containers set load_id = ${gone.id} where id = ${pickedUp.containerId}`);
    // A load of the same PO number at the port, picked up: it carries another container of the order, left alone.
    const other = await craftLoad({ pickupDay: day(new Date()), status: 'in_transit', poNumber: pickedUp.poNumber, carried: true });
    await replanForEtaChanges(api, [change(pickedUp, before, after)]);
    expect(await loadOf(other.id)).toMatchObject({ is_at_risk: false, delay_reason: null });
    const flagged = await loadOf(gone.id);
    expect(flagged).toMatchObject({ is_at_risk: true, delay_reason: 'containerLate', o_at_risk: true });
    expect(flagged.delay_minutes).toBeGreaterThan(0);
    expect(await requestsOf(gone.id)).toEqual([]);

    // A carried load whose delivery is before the new ready day: the carrier cannot be asked; at risk.
    const far = new Date(before.getTime() + 9 * DAY);
    const refused = await craftContainer(before);
    const tight = await craftLoad({ pickupDay: readyDayOf(before), status: 'accepted', poNumber: refused.poNumber, carried: true });
    await replanForEtaChanges(api, [change(refused, before, far)]);
    expect(await requestsOf(tight.id)).toEqual([]);
    expect(await loadOf(tight.id)).toMatchObject({ is_at_risk: true, delay_reason: 'containerLate', calendar_pickup_date: null });
    const [mail] = (await mailsOf(refused.containerNumber)).filter((entry) => entry.to_address === 'shipper@demo.test');
    expect(mail!.body_text).toContain(`The pickup of load ${tight.loadId} cannot move`);
  });

  it("tells nobody of a change under the threshold, once of several moves in one call, and by each user's preferences and language", async () => {
    const before = new Date(Date.now() + 8 * DAY);
    const small = await craftContainer(before);
    const smallLoad = await craftLoad({ pickupDay: readyDayOf(before), status: 'pending', poNumber: small.poNumber });
    const nudged = new Date(before.getTime() + (REPLAN_RULES.notifyThresholdHours - 1) * HOUR);
    await replanForEtaChanges(api, [change(small, before, nudged)]);
    expect(await noticesOf(small.containerNumber)).toEqual([]);
    expect(await mailsOf(small.containerNumber)).toEqual([]);
    if (readyDayOf(nudged) === readyDayOf(before)) expect((await loadOf(smallLoad.id)).calendar_pickup_date).toBeNull();

    // The shipper wants e-mail only, in French; two moves of one container in one call: one notice.
    await api.db.execute(
      sql`update users set notification_prefs = ${JSON.stringify({ containerEtaChanged: ['email'] })}::jsonb, language = 'fr' where id = ${shipperId}`,
    );
    try {
      const twice = await craftContainer(before);
      const middle = new Date(before.getTime() + DAY);
      const last = new Date(before.getTime() + 2 * DAY);
      const pushesBefore = pushes.length;
      await replanForEtaChanges(api, [change(twice, before, middle), change(twice, middle, last)]);
      expect((await noticesOf(twice.containerNumber)).filter((notice) => notice.user_id === shipperId)).toEqual([]);
      expect(pushes.slice(pushesBefore).filter((push) => push.userId === shipperId)).toEqual([]);
      const mails = (await mailsOf(twice.containerNumber)).filter((mail) => mail.to_address === 'shipper@demo.test');
      expect(mails).toHaveLength(1);
      // French writes a no-break space between the number and its unit.
      expect(mails[0]!.subject).toMatch(
        new RegExp(`^Le conteneur ${twice.containerNumber} \\(${twice.poNumber}\\) est maintenant attendu 2\\sjours plus tard$`),
      );
      // The move with its times, in French: « … attendu à … le 5 décembre 2026 à 09 h 41 UTC. Il était attendu le 3 décembre … ».
      expect(mails[0]!.body_text).toMatch(
        /Le conteneur \S+ du bon de commande \S+ est maintenant attendu à Los Angeles \/ Long Beach le .+ UTC\. Il était attendu le .+ UTC\./,
      );
    } finally {
      await api.db.execute(sql`update users set notification_prefs = '{}'::jsonb, language = 'en' where id = ${shipperId}`);
    }

    // An earlier ETA moves a pickup planned from the old ETA earlier.
    const early = await craftContainer(before);
    const planned = await craftLoad({ pickupDay: readyDayOf(before), status: 'pending', poNumber: early.poNumber });
    const sooner = new Date(before.getTime() - 2 * DAY);
    await replanForEtaChanges(api, [change(early, before, sooner)]);
    expect((await loadOf(planned.id)).calendar_pickup_date).toBe(readyDayOf(sooner));
    expect(notificationTexts.translate((await noticesOf(early.containerNumber))[0]!.body, 'en')).toContain('is now expected 2 days earlier');
  });

  it('says how far the ETA moved against the ETA before it (two weeks in days, not hours), and an ETA already past as an arrival, in en/sp/fr', async () => {
    // Two weeks later, still to come.
    const before = new Date(Date.now() + 3 * DAY);
    const later = await craftContainer(before);
    await replanForEtaChanges(api, [change(later, before, new Date(before.getTime() + 14 * DAY))]);
    const notice = (await noticesOf(later.containerNumber)).find((entry) => entry.user_id === shipperId)!;
    const en = notificationTexts.translate(notice.body, 'en');
    expect(en).toMatch(
      new RegExp(`^${later.containerNumber} of ${later.poNumber} is now expected 14 days later, on \\S+ \\S+ UTC \\(expected before: \\S+ \\S+ UTC\\)$`),
    );
    expect(notificationTexts.translate(notice.body, 'sp')).toMatch(/ahora se espera 14\sdías más tarde, el/);
    expect(notificationTexts.translate(notice.body, 'fr')).toMatch(/est maintenant attendu 14\sjours plus tard, le/);
    const [mail] = (await mailsOf(later.containerNumber)).filter((entry) => entry.to_address === 'shipper@demo.test');
    expect(mail!.subject).toBe(`Container ${later.containerNumber} (${later.poNumber}) now expected 14 days later`);
    expect(mail!.body_text).toMatch(/is now expected at Los Angeles \/ Long Beach on .+ UTC\. It was expected on .+ UTC\./);

    // The tracking learnt of it after the fact: the container arrived ten hours late, two weeks ago. Not "arrives".
    const due = new Date(Date.now() - 14 * DAY - 10 * HOUR);
    const late = await craftContainer(due);
    await replanForEtaChanges(api, [change(late, due, new Date(due.getTime() + 10 * HOUR))]);
    const arrived = (await noticesOf(late.containerNumber)).find((entry) => entry.user_id === shipperId)!;
    expect(notificationTexts.translate(arrived.body, 'en')).toContain(`${late.containerNumber} of ${late.poNumber} arrived 10 hr later than expected, on`);
    expect(notificationTexts.translate(arrived.body, 'sp')).toMatch(/llegó 10\sh más tarde de lo previsto, el/);
    expect(notificationTexts.translate(arrived.body, 'fr')).toMatch(/est arrivé 10\sh plus tard que prévu, le/);
    const [arrivedMail] = (await mailsOf(late.containerNumber)).filter((entry) => entry.to_address === 'shipper@demo.test');
    expect(arrivedMail!.subject).toBe(`Container ${late.containerNumber} (${late.poNumber}) arrived 10 hr later than expected`);
    expect(arrivedMail!.body_text).toContain('arrived at Los Angeles / Long Beach on');
  });

  it("ignores a change naming another company, a closed order's container, and never throws", async () => {
    const before = new Date(Date.now() + 4 * DAY);
    const after = new Date(before.getTime() + 3 * DAY);
    const container = await craftContainer(before);
    const load = await craftLoad({ pickupDay: readyDayOf(before), status: 'pending', poNumber: container.poNumber });
    await replanForEtaChanges(api, [{ ...change(container, before, after), companyId: interstateId }]);
    expect((await loadOf(load.id)).calendar_pickup_date).toBeNull();
    expect(await noticesOf(container.containerNumber)).toEqual([]);

    await api.db.execute(sql`update purchase_orders set status = 'closed' where id = ${container.poId}`);
    await replanForEtaChanges(api, [change(container, before, after)]);
    expect((await loadOf(load.id)).calendar_pickup_date).toBeNull();
    expect(await noticesOf(container.containerNumber)).toEqual([]);

    await expect(
      replanForEtaChanges(api, [{ ...change(container, before, after), containerId: '00000000-0000-4000-8000-000000000000' }]),
    ).resolves.toBeUndefined();
  });

  describe('and the risk job', () => {
    /** As the tracking job does before it calls the re-plan: the container's new ETA stored. */
    const moveEta = async (container: { containerId: string }, previousEta: Date, eta: Date) => {
      await api.db.execute(sql`update containers set eta = ${eta.toISOString()}::timestamptz where id = ${container.containerId}`);
      await replanForEtaChanges(api, [change(container as { containerId: string; poId: string }, previousEta, eta)]);
    };

    it('keeps a load the re-plan could not move at risk (containerLate) on its runs, and clears it once the container comes in time', async () => {
      const before = new Date(Date.now() + 2 * DAY);
      const far = new Date(before.getTime() + 9 * DAY);
      // A carried load found by its PO number: the calendar refuses a pickup after its delivery.
      const refused = await craftContainer(before);
      const tight = await craftLoad({ pickupDay: readyDayOf(before), status: 'accepted', poNumber: refused.poNumber, carried: true });
      // The container's own drayage load, picked up: it cannot move.
      const pickedUp = await craftContainer(before);
      const gone = await craftLoad({ pickupDay: day(new Date()), status: 'in_transit', poNumber: pickedUp.poNumber, carried: true });
      await api.db.execute(sql`update containers set load_id = ${gone.id} where id = ${pickedUp.containerId}`);
      await runRiskJob(api.db, null);
      expect(await loadOf(tight.id)).toMatchObject({ is_at_risk: false, delay_reason: null });
      expect(await loadOf(gone.id)).toMatchObject({ is_at_risk: false, delay_reason: null });

      await moveEta(refused, before, far);
      await moveEta(pickedUp, before, far);
      expect(await loadOf(tight.id)).toMatchObject({ is_at_risk: true, delay_reason: 'containerLate' });
      expect(await loadOf(gone.id)).toMatchObject({ is_at_risk: true, delay_reason: 'containerLate' });
      // The job's runs keep both (its own reason, with the minutes from the window's end to the ready day).
      for (let run = 0; run < 2; run += 1) {
        expect((await runRiskJob(api.db, null)).ran).toBe(true);
        const kept = await loadOf(tight.id);
        expect(kept).toMatchObject({ is_at_risk: true, delay_reason: 'containerLate', o_at_risk: true });
        expect(kept.delay_minutes).toBe((Date.parse(`${readyDayOf(far)}T00:00:00.000Z`) - Date.parse(`${readyDayOf(before)}T16:00:00.000Z`)) / 60_000);
        expect(await loadOf(gone.id)).toMatchObject({ is_at_risk: true, delay_reason: 'containerLate', o_at_risk: true });
      }

      // The ETA comes back in time: the next run clears both.
      await moveEta(refused, far, before);
      await moveEta(pickedUp, far, before);
      await runRiskJob(api.db, null);
      expect(await loadOf(tight.id)).toMatchObject({ is_at_risk: false, delay_reason: null, delay_minutes: null, o_at_risk: false });
      expect(await loadOf(gone.id)).toMatchObject({ is_at_risk: false, delay_reason: null, o_at_risk: false });
    });

    it('leaves a load alone while the carrier decides a proposed pickup, flags it when declined, and clears it when a new proposal is confirmed', async () => {
      const before = new Date(Date.now() + 6 * DAY);
      const later = new Date(before.getTime() + 2 * DAY);
      const container = await craftContainer(before);
      const load = await craftLoad({ pickupDay: readyDayOf(before), status: 'accepted', poNumber: container.poNumber, carried: true, deliveryDays: 10 });
      const interstate = await t.login('dispatch@interstate-haulers.test');

      await moveEta(container, before, later);
      const [first] = await requestsOf(load.id);
      expect(first).toMatchObject({ status: 'pending', to_date: readyDayOf(later) });
      await runRiskJob(api.db, null);
      expect(await loadOf(load.id)).toMatchObject({ is_at_risk: false, delay_reason: null });

      // Declined: the pickup stays before the container is ready.
      expect((await call<DateChangeRequestView>(interstate, 'POST', `load-manager/decline-date-change/${first!.id}`, {})).statusCode).toBe(200);
      await runRiskJob(api.db, null);
      expect(await loadOf(load.id)).toMatchObject({ is_at_risk: true, delay_reason: 'containerLate', o_at_risk: true });

      // The ETA slips again: a new proposal, under way (cleared); confirmed, the pickup is on the ready day (clear).
      const again = new Date(later.getTime() + DAY);
      await moveEta(container, later, again);
      const pending = (await requestsOf(load.id)).find((request) => request.status === 'pending');
      expect(pending).toMatchObject({ to_date: readyDayOf(again) });
      await runRiskJob(api.db, null);
      expect(await loadOf(load.id)).toMatchObject({ is_at_risk: false, delay_reason: null });
      expect((await call<DateChangeRequestView>(interstate, 'POST', `load-manager/confirm-date-change/${pending!.id}`, {})).statusCode).toBe(200);
      await runRiskJob(api.db, null);
      expect(await loadOf(load.id)).toMatchObject({ is_at_risk: false, delay_reason: null, calendar_pickup_date: readyDayOf(again) });
    });
  });
});
