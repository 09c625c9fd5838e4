import { INSIGHT_MESSAGES, type CarrierDetail, type CarrierInsight, type CarrierInsightData } from '@freight/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { caller } from '../../address-book/test/support';
import { DAY, createCompany, createLoad, createOrder, createQuote, createTrucker, daysAgo, equipmentId, openDb, type InsightDb } from './insight-support';

/**
 * Carrier insight and /carrierdetail: a carrier's on-time rate, quote acceptance and tender
 * acceptance with this shipper only, in one batch call; the carrier's profile as the shipper sees it.
 */
describe('load-manager carrier insight and carrier-detail', () => {
  let t: TestApp;
  let db: InsightDb;
  let call: ReturnType<typeof caller>;
  let shipper: { companyId: string; token: string };
  let rival: { companyId: string; token: string };
  let carrier: string;
  let stranger: string;
  let ownerOperator: string;
  let reeferTruck: string;

  const insight = (token: string, body: Record<string, unknown>) => call<CarrierInsightData>(token, 'POST', 'load-manager/carrier-insight', body);
  const byId = (items: CarrierInsight[], id: string) => items.find((item) => item._id === id);

  beforeAll(async () => {
    t = await createTestApp();
    db = await openDb(t);
    call = caller(t);
    const a = await createCompany(db, 'Rates Shipper');
    const b = await createCompany(db, 'Other Rates Shipper');
    shipper = { companyId: a.companyId, token: await t.login(a.email) };
    rival = { companyId: b.companyId, token: await t.login(b.email) };
    carrier = (await createCompany(db, 'Prairie Carriers Inc.', 'carrier')).companyId;
    stranger = (await createCompany(db, 'Stranger Carriers Inc.', 'carrier')).companyId;
    const dryVan = await equipmentId(db, 'dry_van');
    const reefer = await equipmentId(db, 'reefer');
    await createTrucker(db, carrier, 'Prairie 1', 'truck', [dryVan]);
    await createTrucker(db, carrier, 'Prairie 2', 'truck', [dryVan, reefer]);
    reeferTruck = await createTrucker(db, carrier, 'Prairie 3', 'truck', [reefer]);
    ownerOperator = await createTrucker(db, shipper.companyId, 'Olga Owner-Operator', 'carrier');

    // Orders of the shipper with the carrier: 4 delivered (3 within the last stop's window, 1 an hour late), 1 accepted
    // and on its way, 1 rejected, 1 new (undecided).
    const order = async (status: string, deliveredLateByHours: number | null, accepted: boolean, created = daysAgo(20)) => {
      const deliveryEnd = new Date(created.getTime() + 3 * DAY);
      const loadId = await createLoad(db, { companyId: shipper.companyId, deliveryEnd, createdAt: created, status: 'delivered' });
      await createOrder(db, {
        companyId: shipper.companyId,
        carrierCompanyId: carrier,
        loadId,
        status,
        acceptedAt: accepted ? new Date(created.getTime() + 3_600_000) : null,
        deliveredAt: deliveredLateByHours === null ? null : new Date(deliveryEnd.getTime() + deliveredLateByHours * 3_600_000),
        createdAt: created,
      });
    };
    await order('delivered', -5, true, daysAgo(40));
    await order('invoiced', -1, true, daysAgo(30));
    await order('paid', 0, true, daysAgo(25));
    await order('delivered', 1, true, daysAgo(20));
    await order('in_transit', null, true, daysAgo(3));
    await order('rejected', null, false, daysAgo(2));
    await order('new', null, false, daysAgo(1));
    // Older than a year: never counted.
    await order('delivered', 50, true, daysAgo(400));

    // Quote requests of the shipper to the carrier: 3 priced (approved, confirmed, declined after pricing), 1 declined
    // unpriced, 1 expired; open and withdrawn ones do not count.
    const load = await createLoad(db, { companyId: shipper.companyId, status: 'quoted' });
    const quote = (status: 'approved' | 'confirmed' | 'declined' | 'expired' | 'requested' | 'cancelled', confirmedAt: Date | null) =>
      createQuote(db, {
        companyId: shipper.companyId,
        loadId: load,
        carrierCompanyId: carrier,
        status,
        confirmedAt,
        approvedAt: status === 'approved' ? daysAgo(5) : null,
      });
    await quote('approved', daysAgo(6));
    await quote('confirmed', daysAgo(6));
    await quote('declined', daysAgo(6));
    await quote('declined', null);
    await quote('expired', null);
    await quote('requested', null);
    await quote('cancelled', null);

    // The rival's history with the same carrier (never mixed in): 2 late deliveries, 2 declined requests.
    for (let i = 0; i < 2; i++) {
      const deliveryEnd = daysAgo(8);
      const loadId = await createLoad(db, { companyId: rival.companyId, deliveryEnd, createdAt: daysAgo(11) });
      await createOrder(db, {
        companyId: rival.companyId,
        carrierCompanyId: carrier,
        loadId,
        status: 'delivered',
        acceptedAt: daysAgo(10),
        deliveredAt: daysAgo(7),
      });
      await createQuote(db, { companyId: rival.companyId, loadId, carrierCompanyId: carrier, status: 'declined' });
    }

    // The owner-operator: 2 delivered orders (1 on time), 1 priced quote of 2 answered.
    for (const late of [-2, 3]) {
      const deliveryEnd = daysAgo(12);
      const loadId = await createLoad(db, { companyId: shipper.companyId, deliveryEnd, createdAt: daysAgo(15) });
      await createOrder(db, {
        companyId: shipper.companyId,
        carrierCompanyId: shipper.companyId,
        truckerId: ownerOperator,
        loadId,
        status: 'delivered',
        acceptedAt: daysAgo(14),
        deliveredAt: new Date(deliveryEnd.getTime() + late * 3_600_000),
      });
    }
    await createQuote(db, { companyId: shipper.companyId, loadId: load, truckerId: ownerOperator, status: 'confirmed' });
    await createQuote(db, { companyId: shipper.companyId, loadId: load, truckerId: ownerOperator, status: 'expired' });
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  it('rates a carrier company and an owner-operator with this shipper in one call', async () => {
    const answer = await insight(shipper.token, { carrierCompanyIds: [carrier], truckerIds: [ownerOperator] });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(INSIGHT_MESSAGES.carriersFetched);
    expect(answer.body.data!.windowDays).toBe(365);
    expect(byId(answer.body.data!.items, carrier)).toEqual({
      kind: 'company',
      _id: carrier,
      name: 'Prairie Carriers Inc.',
      onTimeRate: 0.75,
      onTimeCount: 3,
      deliveredCount: 4,
      acceptanceRate: 0.6,
      quotesConfirmed: 3,
      quoteRequests: 5,
      // Accepted: the 4 delivered and the one in transit; decided: those and the rejected one (the new one waits).
      tenderAcceptanceRate: 0.833,
      tendersAccepted: 5,
      tendersDecided: 6,
      lastOrderAt: expect.any(String),
    });
    expect(byId(answer.body.data!.items, ownerOperator)).toMatchObject({
      kind: 'trucker',
      name: 'Olga Owner-Operator',
      onTimeRate: 0.5,
      deliveredCount: 2,
      acceptanceRate: 0.5,
      quoteRequests: 2,
    });
  });

  it('another shipper gets its own figures for the same carrier; unrelated ids are left out', async () => {
    const answer = await insight(rival.token, { carrierCompanyIds: [carrier, stranger], truckerIds: [ownerOperator] });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data!.items).toEqual([
      expect.objectContaining({ _id: carrier, onTimeRate: 0, onTimeCount: 0, deliveredCount: 2, acceptanceRate: 0, quoteRequests: 2, tendersDecided: 2 }),
    ]);
    const none = await insight(shipper.token, { carrierCompanyIds: [stranger] });
    expect(none.body.data!.items).toEqual([]);
    const empty = await insight(shipper.token, {});
    expect(empty.body.data!.items).toEqual([]);
  });

  it('a carrier with no history but a partnership is answered with empty rates', async () => {
    await db.sql(`insert into carrier_partners (company_id, carrier_company_id, status) values ($1, $2, 'invited')`, [shipper.companyId, stranger]);
    const answer = await insight(shipper.token, { carrierCompanyIds: [stranger] });
    expect(answer.body.data!.items).toEqual([
      expect.objectContaining({
        _id: stranger,
        onTimeRate: null,
        deliveredCount: 0,
        acceptanceRate: null,
        quoteRequests: 0,
        tenderAcceptanceRate: null,
        lastOrderAt: null,
      }),
    ]);
    await db.sql(`delete from carrier_partners where company_id = $1 and carrier_company_id = $2`, [shipper.companyId, stranger]);
  });

  it('rates rest on the carrier’s latest 500 delivered orders with the shipper', async () => {
    const busy = (await createCompany(db, 'Busy Carriers Inc.', 'carrier')).companyId;
    // 501 delivered orders, one an hour back from now - 2 days; all on time but the oldest.
    await db.sql(
      `with l as (
         insert into loads (company_id, load_id, status, weight, commodity, origin_city, origin_state, destination_city, destination_state,
                            pickup_start, pickup_end, delivery_start, delivery_end, share_code, created_at, updated_at)
         select $1, 'L-8' || lpad(g::text, 5, '0'), 'delivered', 1000, 'Busy goods', 'Alpha', 'TX', 'Omega', 'OK',
                now() - interval '4 days', now() - interval '4 days', now() - interval '3 days', now() - interval '2 days',
                'busy-' || g || '-' || $3, now() - interval '2 days' - g * interval '1 hour', now()
           from generate_series(1, 501) g
         returning id, created_at, delivery_end)
       insert into orders (company_id, carrier_company_id, order_id, load_id, status, rate, accepted_at, delivered_at, created_at, updated_at)
       select $1, $2, 'O-8' || lpad((row_number() over (order by l.created_at))::text, 5, '0'), l.id, 'delivered', 100, l.created_at,
              case when row_number() over (order by l.created_at) = 1 then l.delivery_end + interval '1 hour' else l.delivery_end end,
              l.created_at, l.created_at
         from l`,
      [shipper.companyId, busy, busy.slice(0, 8)],
    );
    const answer = await insight(shipper.token, { carrierCompanyIds: [busy] });
    expect(answer.body.data!.items).toEqual([
      expect.objectContaining({ _id: busy, deliveredCount: 500, onTimeCount: 500, onTimeRate: 1, tendersDecided: 500, tendersAccepted: 500 }),
    ]);
  });

  it('refuses malformed ids and too many of them (400 with errors)', async () => {
    const bad = await insight(shipper.token, { carrierCompanyIds: ['not-a-uuid'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.[0]?.field).toMatch(/^body\.carrierCompanyIds/);
    const many = await insight(shipper.token, { truckerIds: Array.from({ length: 51 }, () => carrier) });
    expect(many.statusCode).toBe(400);
  });

  describe('carrier-detail', () => {
    const detail = (token: string, id: string, query = '') => call<CarrierDetail>(token, 'GET', `load-manager/carrier-detail/${id}${query}`);

    it('shows contact, rates, lanes and the paged order history; the fleet only to an active partner', async () => {
      const answer = await detail(shipper.token, carrier, '?page=1&limit=3');
      expect(answer.statusCode).toBe(200);
      expect(answer.body.message).toBe(INSIGHT_MESSAGES.carrierFetched);
      const data = answer.body.data!;
      expect(data).toMatchObject({
        _id: carrier,
        name: 'Prairie Carriers Inc.',
        companyType: 'carrier',
        dotNumber: '1234567',
        mcNumber: 'MC-7654321',
        partnerStatus: null,
        trucks: null,
        equipment: [],
        insight: { onTimeRate: 0.75, acceptanceRate: 0.6 },
      });
      // 8 orders (the one older than a year included), newest first, 3 a page.
      expect(data.history).toMatchObject({ total: 8, page: 1, limit: 3 });
      expect(data.history.items.map((item) => item.status)).toEqual(['new', 'rejected', 'in_transit']);
      expect(data.history.items[2]!.onTime).toBeNull();
      const page2 = (await detail(shipper.token, carrier, '?page=2&limit=3')).body.data!.history.items;
      expect(page2.map((item) => [item.status, item.onTime])).toEqual([
        ['delivered', false],
        ['paid', true],
        ['invoiced', true],
      ]);
      // Lanes: the one route hauled (rejected and cancelled orders aside).
      expect(data.lanes).toEqual([
        expect.objectContaining({ originCity: 'Alpha', originState: 'TX', destinationCity: 'Omega', destinationState: 'OK', loads: 7, laneId: null }),
      ]);

      await db.sql(`insert into carrier_partners (company_id, carrier_company_id, status) values ($1, $2, 'active')`, [shipper.companyId, carrier]);
      const partner = (await detail(shipper.token, carrier)).body.data!;
      expect(partner).toMatchObject({ partnerStatus: 'active', trucks: 3 });
      expect(partner.equipment).toEqual([expect.objectContaining({ key: 'dry_van', trucks: 2 }), expect.objectContaining({ key: 'reefer', trucks: 2 })]);
      expect(partner.history).toMatchObject({ total: 8, page: 1, limit: 20 });
      expect(reeferTruck).toBeTruthy();
    });

    it('is a 404 for a carrier with no relation to the caller, and for an unknown id', async () => {
      const unrelated = await detail(shipper.token, stranger);
      expect(unrelated).toMatchObject({ statusCode: 404, body: { status: false, message: INSIGHT_MESSAGES.carrierNotFound } });
      const unknown = await detail(shipper.token, '00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      // The rival sees only its own two orders.
      const rivalView = await detail(rival.token, carrier);
      expect(rivalView.body.data).toMatchObject({ partnerStatus: null, trucks: null, history: { total: 2 } });
    });

    it('answers a bad id or page with 400 and errors', async () => {
      const badId = await detail(shipper.token, 'nope');
      expect(badId.statusCode).toBe(400);
      expect(badId.body.errors?.[0]?.field).toMatch(/^params/);
      const badPage = await detail(shipper.token, carrier, '?page=0');
      expect(badPage.statusCode).toBe(400);
      expect(badPage.body.errors?.[0]?.field).toMatch(/^query/);
    });
  });
});
