import { REPORT_MAX_DAYS, type ReportFiltersResponse, type ReportRequest, type ReportResponse, type ReportRow } from '@freight/contracts';
import { caller } from '../../address-book/test/support';
import { rowsIn } from '../../loads/test/support';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { deliveredLoad, reportWorld, type ReportWorld } from './support';

/**
 * report-manager/report and report-filters (docs/modules/dashboard.md, "Reports") on crafted shipments whose figures
 * are computed by hand: two currencies, late and on-time loads, an LTL load, a load without distance, loads just
 * outside the range. CO2e figures are checked against SQL over shipment_facts written independently of the route.
 */
describe('report-manager', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let world: ReportWorld;
  let shipper: string;
  let carrier: string;
  const ids: Record<string, string> = {};
  const RANGE = { from: '2026-11-01', to: '2026-11-30' };

  const report = async (token: string | undefined, body: Partial<ReportRequest> & { groupBy: ReportRequest['groupBy'] }) =>
    call<ReportResponse>(token, 'POST', 'report-manager/report', { ...RANGE, ...body });
  const ok = async (token: string, body: Partial<ReportRequest> & { groupBy: ReportRequest['groupBy'] }) => {
    const answer = await report(token, body);
    if (answer.statusCode !== 200) throw new Error(`report: ${answer.statusCode} ${JSON.stringify(answer.body)}`);
    return answer.body.data!;
  };
  const row = (data: ReportResponse, key: string): ReportRow => {
    const found = data.rows.find((r) => r.key === key);
    if (!found) throw new Error(`no row ${key} in ${JSON.stringify(data.rows.map((r) => r.key))}`);
    return found;
  };

  /** CO2e (kg, 2 decimals) and intensity (g/t-km, 1 decimal) of some facts, computed here from shipment_facts. */
  const co2Of = async (where: string, values: unknown[]) => {
    const [sum] = await rowsIn<{ kg: string; intensity: string | null }>(
      t,
      `select round(sum(co2e_kg), 2)::text as kg,
              round(sum(co2e_kg) * 1000 / nullif(sum(weight_kg / 1000 * miles * 1.609344) filter (where miles > 0), 0), 1)::text as intensity
       from shipment_facts where ${where}`,
      values,
    );
    return { co2eKg: Number(sum!.kg), co2eIntensity: sum!.intensity === null ? null : Number(sum!.intensity) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    world = await reportWorld(t);
    // A: lane, carrier one, USD, an order (its rate and accessorials win over the load's), on time.
    ids.a = await deliveredLoad(t, world, {
      carrierId: world.carrierOneId,
      laneId: world.laneId,
      currency: 'USD',
      rate: 900,
      order: { rate: 1000.1, accessorials: 50.05 },
      weight: 20_000,
      weightUnit: 'lbs',
      miles: 500,
      pickupEnd: '2026-11-01T12:00:00Z',
      pickedUpAt: '2026-11-01T11:00:00Z',
      deliveryEnd: '2026-11-02T18:00:00Z',
      deliveredAt: '2026-11-02T17:00:00Z',
    });
    // B: lane, carrier one, CAD, no order; picked up 30 min late, delivered 90 min late.
    ids.b = await deliveredLoad(t, world, {
      carrierId: world.carrierOneId,
      laneId: world.laneId,
      currency: 'CAD',
      rate: 2000,
      weight: 10_000,
      weightUnit: 'kg',
      miles: 300,
      pickupEnd: '2026-11-03T08:00:00Z',
      pickedUpAt: '2026-11-03T08:30:00Z',
      deliveryEnd: '2026-11-03T20:00:00Z',
      deliveredAt: '2026-11-03T21:30:00Z',
    });
    // C: no lane, carrier two, USD, LTL (its weight's share of a truck), on time.
    ids.c = await deliveredLoad(t, world, {
      carrierId: world.carrierTwoId,
      currency: 'USD',
      rate: 1400,
      order: { rate: 1500.33, accessorials: 0 },
      mode: 'LTL',
      weight: 5_000,
      weightUnit: 'kg',
      miles: 1000,
      pickupEnd: '2026-11-19T12:00:00Z',
      pickedUpAt: '2026-11-19T10:00:00Z',
      deliveryEnd: '2026-11-20T12:00:00Z',
      deliveredAt: '2026-11-20T10:00:00Z',
    });
    // E: the range's last day (UTC), no distance known, delivered 30 min late.
    ids.e = await deliveredLoad(t, world, {
      carrierId: world.carrierTwoId,
      currency: 'USD',
      rate: 99.99,
      weight: 1_000,
      miles: null,
      pickupEnd: '2026-11-30T08:00:00Z',
      pickedUpAt: '2026-11-30T08:00:00Z',
      deliveryEnd: '2026-11-30T23:00:00Z',
      deliveredAt: '2026-11-30T23:30:00Z',
    });
    // Outside the range: the day after and the day before.
    await deliveredLoad(t, world, {
      carrierId: world.carrierTwoId,
      currency: 'USD',
      rate: 777,
      weight: 1_000,
      miles: 10,
      pickupEnd: '2026-11-30T08:00:00Z',
      pickedUpAt: '2026-11-30T08:00:00Z',
      deliveryEnd: '2026-12-01T08:00:00Z',
      deliveredAt: '2026-12-01T00:30:00Z',
    });
    await deliveredLoad(t, world, {
      carrierId: world.carrierOneId,
      laneId: world.laneId,
      currency: 'USD',
      rate: 555,
      weight: 1_000,
      miles: 10,
      pickupEnd: '2026-10-31T08:00:00Z',
      pickedUpAt: '2026-10-31T08:00:00Z',
      deliveryEnd: '2026-11-01T08:00:00Z',
      deliveredAt: '2026-10-31T23:59:00Z',
    });
    [shipper, carrier] = await Promise.all([t.login(world.shipperEmail), t.login(world.carrierOneEmail)]);
  }, 60_000);
  afterAll(() => t.close());

  it('by carrier (shipper side): loads, miles, on time, delay and money per currency, by hand', async () => {
    const data = await ok(shipper, { groupBy: 'carrier' });
    expect(data).toMatchObject({ groupBy: 'carrier', side: 'shipper' });
    expect(data.rows.map((r) => r.key)).toEqual([world.carrierOneId, world.carrierTwoId]);
    const one = row(data, world.carrierOneId);
    expect(one).toMatchObject({ loads: 2, miles: 800, onTimePickupRate: 0.5, onTimeDeliveryRate: 0.5, averageDelayMinutes: 45 });
    expect(one.label).toMatch(/^Report Carrier One /);
    // Never added across currencies; the larger amount first.
    expect(one.money).toEqual([
      { currency: 'CAD', loads: 1, amountCents: 200_000, accessorialCents: 0, averageRateCents: 200_000, ratePerMileCents: 667 },
      { currency: 'USD', loads: 1, amountCents: 105_015, accessorialCents: 5_005, averageRateCents: 100_010, ratePerMileCents: 210 },
    ]);
    const two = row(data, world.carrierTwoId);
    // The load without distance counts in loads and money, not in miles nor in the rate per mile.
    expect(two).toMatchObject({ loads: 2, miles: 1000, onTimePickupRate: 1, onTimeDeliveryRate: 0.5, averageDelayMinutes: 15 });
    expect(two.money).toEqual([{ currency: 'USD', loads: 2, amountCents: 160_032, accessorialCents: 0, averageRateCents: 80_016, ratePerMileCents: 150 }]);
    expect(data.totals).toMatchObject({ key: 'total', loads: 4, miles: 1800, onTimePickupRate: 0.75, onTimeDeliveryRate: 0.5, averageDelayMinutes: 30 });
    expect(data.totals.money).toEqual([
      { currency: 'USD', loads: 3, amountCents: 265_047, accessorialCents: 5_005, averageRateCents: 86_681, ratePerMileCents: 170 },
      { currency: 'CAD', loads: 1, amountCents: 200_000, accessorialCents: 0, averageRateCents: 200_000, ratePerMileCents: 667 },
    ]);
    // CO2e and intensity against SQL over the facts.
    expect({ co2eKg: one.co2eKg, co2eIntensity: one.co2eIntensity }).toEqual(await co2Of('load_id = any($1::uuid[])', [[ids.a, ids.b]]));
    expect({ co2eKg: two.co2eKg, co2eIntensity: two.co2eIntensity }).toEqual(await co2Of('load_id = any($1::uuid[])', [[ids.c, ids.e]]));
    expect({ co2eKg: data.totals.co2eKg, co2eIntensity: data.totals.co2eIntensity }).toEqual(
      await co2Of('load_id = any($1::uuid[])', [[ids.a, ids.b, ids.c, ids.e]]),
    );
    expect(data.totals.co2eKg).toBeGreaterThan(0);
  });

  it('by lane: the lane by name, the shipments without a lane in the row "none"', async () => {
    const data = await ok(shipper, { groupBy: 'lane' });
    expect(data.rows.map((r) => [r.key, r.label, r.loads])).toEqual([
      [world.laneId, 'Chicago → Dallas', 2],
      ['none', '', 2],
    ]);
    expect(row(data, world.laneId).money.map((m) => [m.currency, m.amountCents])).toEqual([
      ['CAD', 200_000],
      ['USD', 105_015],
    ]);
    expect(data.totals.loads).toBe(4);
  });

  it('by period: day, week (Monday) and month, oldest first, labelled by their first day', async () => {
    const days = await ok(shipper, { groupBy: 'period', period: 'day' });
    expect(days.rows.map((r) => [r.key, r.label, r.loads])).toEqual([
      ['2026-11-02', '2026-11-02', 1],
      ['2026-11-03', '2026-11-03', 1],
      ['2026-11-20', '2026-11-20', 1],
      ['2026-11-30', '2026-11-30', 1],
    ]);
    const weeks = await ok(shipper, { groupBy: 'period', period: 'week' });
    expect(weeks.rows.map((r) => [r.key, r.loads])).toEqual([
      ['2026-11-02', 2],
      ['2026-11-16', 1],
      ['2026-11-30', 1],
    ]);
    const months = await ok(shipper, { groupBy: 'period' });
    expect(months.rows.map((r) => [r.key, r.loads])).toEqual([['2026-11-01', 4]]);
    expect(months.rows[0]!.money).toEqual(months.totals.money);
    // A wider range takes in the loads of October and December.
    const wide = await ok(shipper, { groupBy: 'period', from: '2026-10-01', to: '2026-12-31' });
    expect(wide.rows.map((r) => [r.key, r.loads])).toEqual([
      ['2026-10-01', 1],
      ['2026-11-01', 4],
      ['2026-12-01', 1],
    ]);
  });

  it('the carrier side: its customers, its lanes, its revenue only', async () => {
    const data = await ok(carrier, { groupBy: 'customer' });
    expect(data.side).toBe('carrier'); // the default of a carrier company
    expect(data.rows).toHaveLength(1);
    expect(data.rows[0]).toMatchObject({ key: world.shipperId, loads: 2, miles: 800 });
    expect(data.rows[0]!.label).toMatch(/^Report Shipper Co\. /);
    expect(data.totals.money.map((m) => [m.currency, m.amountCents])).toEqual([
      ['CAD', 200_000],
      ['USD', 105_015],
    ]);
    const lanes = await ok(carrier, { groupBy: 'lane' });
    expect(lanes.rows.map((r) => [r.key, r.loads])).toEqual([[world.laneId, 2]]);
    // The shipper's own side of a carrier company is empty here.
    const asShipper = await ok(carrier, { groupBy: 'lane', side: 'shipper' });
    expect(asShipper.rows).toEqual([]);
    expect(asShipper.totals).toMatchObject({ loads: 0, money: [], co2eKg: 0, co2eIntensity: null });
  });

  it('filters by lane, carrier and customer, combined', async () => {
    const lane = await ok(shipper, { groupBy: 'carrier', laneId: world.laneId });
    expect(lane.rows.map((r) => [r.key, r.loads])).toEqual([[world.carrierOneId, 2]]);
    const two = await ok(shipper, { groupBy: 'lane', carrierId: world.carrierTwoId });
    expect(two.rows.map((r) => [r.key, r.loads])).toEqual([['none', 2]]);
    expect(two.totals.money.map((m) => m.amountCents)).toEqual([160_032]);
    const none = await ok(shipper, { groupBy: 'lane', carrierId: world.carrierTwoId, laneId: world.laneId });
    expect(none.rows).toEqual([]);
    const customer = await ok(carrier, { groupBy: 'period', customerId: world.shipperId });
    expect(customer.totals.loads).toBe(2);
    const otherCustomer = await ok(carrier, { groupBy: 'period', customerId: world.carrierTwoId });
    expect(otherCustomer.totals.loads).toBe(0);
  });

  it('a group that is the caller itself is refused with a clear message', async () => {
    const shipperByCustomer = await report(shipper, { groupBy: 'customer' });
    expect(shipperByCustomer.statusCode).toBe(400);
    expect(shipperByCustomer.body.errors).toEqual([{ field: 'body.groupBy', message: "A shipper's report groups by carrier, lane or period" }]);
    const carrierByCarrier = await report(carrier, { groupBy: 'carrier' });
    expect(carrierByCarrier.statusCode).toBe(400);
    expect(carrierByCarrier.body.errors).toEqual([{ field: 'body.groupBy', message: "A carrier's report groups by customer, lane or period" }]);
  });

  it('bad input: reversed or too long ranges, unknown values, malformed ids and dates', async () => {
    const reversed = await report(shipper, { groupBy: 'lane', from: '2026-11-30', to: '2026-11-29' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body.errors).toEqual([{ field: 'body.to', message: 'The end of the range must not be before its start' }]);
    const tooLong = await report(shipper, { groupBy: 'lane', from: '2025-01-01', to: '2027-01-02' }); // 732 days
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.errors).toEqual([{ field: 'body.to', message: `The range may cover at most ${REPORT_MAX_DAYS} days` }]);
    expect((await report(shipper, { groupBy: 'lane', from: '2025-01-01', to: '2026-12-31' })).statusCode).toBe(200); // 730 days
    expect((await report(shipper, { groupBy: 'lane', from: '2025-01-01', to: '2027-01-01' })).statusCode).toBe(200); // 731 days
    expect((await report(shipper, { groupBy: 'lane', from: '2026-11-01', to: '2026-11-01' })).statusCode).toBe(200); // one day
    for (const body of [
      { groupBy: 'truck' },
      { groupBy: 'period', period: 'year' },
      { groupBy: 'lane', laneId: 'not-a-uuid' },
      { groupBy: 'lane', from: '2026-02-30' },
      { groupBy: 'lane', to: '30/11/2026' },
      { groupBy: 'lane', side: 'broker' },
      { groupBy: 'lane', extra: 1 },
    ] as Array<Partial<ReportRequest> & { groupBy: ReportRequest['groupBy'] }>) {
      const answer = await report(shipper, body);
      expect([JSON.stringify(body), answer.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(answer.body.errors?.length).toBeGreaterThan(0);
    }
    const missing = await call(shipper, 'POST', 'report-manager/report', { groupBy: 'lane' });
    expect(missing.statusCode).toBe(400);
    // The message in the caller's language: Spanish.
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/v1/api/report-manager/report',
      headers: { authorization: `Bearer ${shipper}`, language: 'sp' },
      payload: { groupBy: 'lane', from: '2025-01-01', to: '2027-12-31' },
    });
    expect(spanish.json<{ errors: Array<{ message: string }> }>().errors[0]!.message).toBe(`El intervalo puede abarcar como máximo ${REPORT_MAX_DAYS} días`);
  });

  it('refuses the unsigned (401) and an account without portal access (403)', async () => {
    expect((await report(undefined, { groupBy: 'lane' })).statusCode).toBe(401);
    expect((await call(undefined, 'GET', 'report-manager/report-filters')).statusCode).toBe(401);
    const portalLess = await t.login(world.portalLessEmail);
    const refused = await report(portalLess, { groupBy: 'lane' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Your account has no portal access');
    expect((await call(portalLess, 'GET', 'report-manager/report-filters')).statusCode).toBe(403);
  });

  it('report-filters: the side’s counterparties and lanes, by name', async () => {
    const shipperFilters = await call<ReportFiltersResponse>(shipper, 'GET', 'report-manager/report-filters');
    expect(shipperFilters.statusCode).toBe(200);
    expect(shipperFilters.body.data!.customers).toEqual([]);
    expect(shipperFilters.body.data!.carriers.map((c) => c._id)).toEqual([world.carrierOneId, world.carrierTwoId]);
    expect(shipperFilters.body.data!.lanes).toEqual([{ _id: world.laneId, name: 'Chicago → Dallas' }]);
    const carrierFilters = await call<ReportFiltersResponse>(carrier, 'GET', 'report-manager/report-filters');
    expect(carrierFilters.body.data!.customers.map((c) => c._id)).toEqual([world.shipperId]);
    expect(carrierFilters.body.data!.carriers).toEqual([]);
    expect(carrierFilters.body.data!.lanes.map((l) => l._id)).toEqual([world.laneId]);
    expect((await call(shipper, 'GET', 'report-manager/report-filters?side=broker')).statusCode).toBe(400);
  });

  it('follows the facts: a changed order rate shows in the next report', async () => {
    await rowsIn(t, `update orders set rate = 1100.10 where load_id = $1`, [ids.a]);
    const data = await ok(shipper, { groupBy: 'carrier', laneId: world.laneId });
    expect(data.rows[0]!.money.find((m) => m.currency === 'USD')!.amountCents).toBe(115_015);
    await rowsIn(t, `update orders set rate = 1000.10 where load_id = $1`, [ids.a]);
  });
});
