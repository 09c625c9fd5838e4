import crypto from 'node:crypto';
import {
  BULK_LOADS_MAX,
  IDEMPOTENCY_KEY_HEADER,
  LOAD_BULK_MESSAGES,
  LOAD_WRITE_MESSAGES,
  type BulkLoadsResult,
  type LoadInput,
  type LoadScheduleRequest,
  type LoadStopInput,
} from '@freight/contracts';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';
import { ANOTHER_COMPANY_EMAIL, caller, withSql } from '../../address-book/test/support';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Each city's own postal code (a typed stop's code must be its city's). */
const POSTAL_CODES: Record<string, string> = { Dallas: '75201', Houston: '77002' };

const stop = (type: 'pickup' | 'delivery', startIso: string, city: string, overrides: Partial<LoadStopInput> = {}): LoadStopInput => ({
  type,
  name: `${city} dock`,
  street1: '1 Dock Rd',
  city,
  state: 'TX',
  postalCode: POSTAL_CODES[city]!,
  country: 'USA',
  windowStart: startIso,
  windowEnd: new Date(Date.parse(startIso) + 4 * HOUR).toISOString(),
  ...overrides,
});

/** Row `index` of a file: a pickup in Dallas on day `index`, delivered in Houston two days later. */
const row = (index: number, overrides: Partial<LoadInput> = {}): LoadInput => {
  const pickup = new Date(Date.parse('2027-05-03T08:00:00.000Z') + index * DAY).toISOString();
  return {
    stops: [stop('pickup', pickup, 'Dallas'), stop('delivery', new Date(Date.parse(pickup) + 2 * DAY).toISOString(), 'Houston')],
    mode: 'FTL',
    commodity: `Bulk row ${index}`,
    weight: 20_000 + index,
    weightUnit: 'lbs',
    currency: 'USD',
    referenceNumber: `BULK-${index}`,
    ...overrides,
  };
};

describe('load-manager: add-bulk-loads and add-load-schedule (all or nothing)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let other: string;
  let companyId: string;
  let foreignAddressId: string;

  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    withSql(t, async (client) => (await client.query<R>(text, values)).rows);
  const loadCount = async () => Number((await sql<{ n: string }>('select count(*)::text as n from loads where company_id = $1', [companyId]))[0]!.n);
  const counter = async () =>
    (await sql<{ value: number }>(`select value from id_counters where company_id = $1 and kind = 'load'`, [companyId]))[0]?.value ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    [shipper, other] = await Promise.all([t.login('shipper@demo.test'), t.login(ANOTHER_COMPANY_EMAIL)]);
    const [ids] = await sql<{ shipper: string; address: string }>(
      `select (select company_id::text from users where email = 'shipper@demo.test') as shipper,
              (select a.id::text from addresses a join users u on u.company_id = a.company_id where u.email = $1 limit 1) as address`,
      [ANOTHER_COMPANY_EMAIL],
    );
    companyId = ids!.shipper;
    foreignAddressId = ids!.address;
  });
  afterAll(() => t.close());

  it('refuses a file of 50 rows with two bad rows: 400 naming each row and cell, and creates no load', async () => {
    const [loadsBefore, counterBefore] = [await loadCount(), await counter()];
    const rows = Array.from({ length: 50 }, (_, index) => row(index));
    // Row 7: an empty postal code (the schema); row 31: a delivery window that ends before it starts (add-load's checks).
    rows[7] = row(7, { stops: [stop('pickup', row(7).stops[0]!.windowStart, 'Dallas', { postalCode: '' }), row(7).stops[1]!] });
    const late = row(31).stops[1]!;
    rows[31] = row(31, { stops: [row(31).stops[0]!, { ...late, windowEnd: new Date(Date.parse(late.windowStart) - HOUR).toISOString() }] });

    const answer = await call(shipper, 'POST', 'load-manager/add-bulk-loads', { loads: rows });
    expect(answer.statusCode).toBe(400);
    // Both rows in one answer: the schema's error on row 7, add-load's own check on row 31 (the schema passed it).
    expect(answer.body.errors).toEqual([
      { field: 'body.loads.7.stops.0.postalCode', message: 'Too Short!' },
      { field: 'body.loads.31.stops.1.windowEnd', message: LOAD_WRITE_MESSAGES.windowOrder },
    ]);

    expect(await loadCount()).toBe(loadsBefore);
    expect(await counter()).toBe(counterBefore);
  });

  it("refuses rows whose windows have ended or whose typed postal code is not their city's, naming row and cell", async () => {
    const before = await loadCount();
    const rows = Array.from({ length: 3 }, (_, index) => row(index));
    const ended = new Date(Date.now() - 36 * 24 * HOUR).toISOString();
    rows[1] = row(1, { stops: [stop('pickup', ended, 'Dallas'), row(1).stops[1]!] });
    // Houston's dock typed with Dallas' code.
    rows[2] = row(2, { stops: [row(2).stops[0]!, { ...row(2).stops[1]!, postalCode: '75201' }] });
    const answer = await call(shipper, 'POST', 'load-manager/add-bulk-loads', { loads: rows });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'body.loads.1.stops.0.windowEnd', message: LOAD_WRITE_MESSAGES.windowEnded },
      { field: 'body.loads.2.stops.1.postalCode', message: "Postal Zipcode doesn't match with Locality City" },
    ]);
    expect(await loadCount()).toBe(before);
  });

  it('reports every bad row of one file at once, the schema checks and the load checks alike', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => row(index));
    rows[1] = row(1, { weight: 0 });
    rows[3] = row(3, { stops: [row(3).stops[1]!, row(3).stops[0]!] });
    const schemaAnswer = await call(shipper, 'POST', 'load-manager/add-bulk-loads', { loads: rows });
    expect(schemaAnswer.statusCode).toBe(400);
    expect(schemaAnswer.body.errors!.map((error) => error.field)).toEqual([
      'body.loads.1.weight',
      'body.loads.3.stops.0.type',
      'body.loads.3.stops.1.type',
      'body.loads.3.stops.1.windowStart',
    ]);

    rows[1] = row(1, { temperatureMinF: 10, temperatureMaxF: 0 });
    const checks = await call(shipper, 'POST', 'load-manager/add-bulk-loads', { loads: rows });
    expect(checks.statusCode).toBe(400);
    expect(checks.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.loads.1.temperatureMaxF', message: LOAD_WRITE_MESSAGES.temperatureOrder },
        { field: 'body.loads.3.stops.0.type', message: LOAD_WRITE_MESSAGES.firstStopPickup },
        { field: 'body.loads.3.stops.1.type', message: LOAD_WRITE_MESSAGES.lastStopDelivery },
      ]),
    );
  });

  it('creates the 50 loads of a good file in one go, with consecutive human ids and their stops', async () => {
    const [loadsBefore, counterBefore] = [await loadCount(), await counter()];
    const answer = await call<BulkLoadsResult>(shipper, 'POST', 'load-manager/add-bulk-loads', { loads: Array.from({ length: 50 }, (_, index) => row(index)) });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('50 Loads Successfully Added');
    const result = answer.body.data!;
    expect(result.created).toBe(50);
    expect(result.loads.map((load) => load.loadId)).toEqual(Array.from({ length: 50 }, (_, index) => `L-${counterBefore + 1 + index}`));
    expect(result.loads[0]).toMatchObject({ referenceNumber: 'BULK-0', pickupDate: '2027-05-03' });
    expect(result.loads[49]).toMatchObject({ referenceNumber: 'BULK-49', pickupDate: '2027-06-21' });
    expect(await loadCount()).toBe(loadsBefore + 50);
    expect(await counter()).toBe(counterBefore + 50);

    const stored = await sql<{ status: string; stops: number; origin_city: string; destination_city: string; created_by: string | null; weight: number }>(
      `select status, origin_city, destination_city, created_by::text, weight,
              (select count(*)::int from load_stops s where s.load_id = l.id) as stops
         from loads l where id = any($1::uuid[]) order by load_id`,
      [result.loads.map((load) => load._id)],
    );
    expect(stored).toHaveLength(50);
    expect(
      stored.every(
        (load) => load.status === 'pending' && load.stops === 2 && load.origin_city === 'Dallas' && load.destination_city === 'Houston' && load.created_by,
      ),
    ).toBe(true);

    // Placed and routed like add-load's (one route for the one lane of the file): the board's radius search finds them.
    const [placed] = await sql<{
      origin_lat: number | null;
      destination_lng: number | null;
      distance_miles: number | null;
      stop_lat: number | null;
      routed: string;
    }>(
      `select origin_lat, destination_lng, distance_miles,
              (select lat from load_stops s where s.load_id = l.id and s.seq = 2) as stop_lat,
              (select count(*)::text from loads m where m.id = any($1::uuid[]) and m.distance_miles = l.distance_miles) as routed
         from loads l where id = $2`,
      [result.loads.map((load) => load._id), result.loads[0]!._id],
    );
    expect(placed!.origin_lat).toEqual(expect.any(Number));
    expect(placed!.destination_lng).toEqual(expect.any(Number));
    expect(placed!.stop_lat).toEqual(expect.any(Number));
    expect(Number(placed!.distance_miles)).toBeGreaterThan(200);
    expect(placed!.routed).toBe('50');

    // The loads are the company's like any other: add-load's detail shows them.
    const detail = await call<{ loadId: string; stops: unknown[] }>(shipper, 'GET', `load-manager/load-detail/${result.loads[10]!._id}`);
    expect(detail.body.data).toMatchObject({ loadId: result.loads[10]!.loadId, commodity: 'Bulk row 10' });
  });

  it("checks the company: another company's address is refused on its row; the loads belong to the caller's company", async () => {
    const before = await loadCount();
    const rows = [row(0), row(1, { stops: [stop('pickup', row(1).stops[0]!.windowStart, 'Dallas', { addressId: foreignAddressId }), row(1).stops[1]!] })];
    const answer = await call(shipper, 'POST', 'load-manager/add-bulk-loads', { loads: rows });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'body.loads.1.stops.0.addressId', message: LOAD_WRITE_MESSAGES.unknownAddress }]);
    expect(await loadCount()).toBe(before);

    const theirs = await call<BulkLoadsResult>(other, 'POST', 'load-manager/add-bulk-loads', { loads: [row(0)] });
    expect(theirs.statusCode).toBe(200);
    expect(await loadCount()).toBe(before);
    const [owner] = await sql<{ company_id: string }>('select company_id::text from loads where id = $1', [theirs.body.data!.loads[0]!._id]);
    expect(owner!.company_id).not.toBe(companyId);
    expect((await call(shipper, 'GET', `load-manager/load-detail/${theirs.body.data!.loads[0]!._id}`)).statusCode).toBe(404);

    expect((await call(undefined, 'POST', 'load-manager/add-bulk-loads', { loads: [row(0)] })).statusCode).toBe(401);
    expect((await call(undefined, 'POST', 'load-manager/add-load-schedule', {})).statusCode).toBe(401);
  });

  it(`limits a file to ${BULK_LOADS_MAX} rows and refuses an empty one`, async () => {
    const before = await loadCount();
    const tooMany = await call(shipper, 'POST', 'load-manager/add-bulk-loads', {
      loads: Array.from({ length: BULK_LOADS_MAX + 1 }, (_, index) => row(index % 30)),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.errors!.map((error) => error.field)).toEqual(['body.loads']);
    const empty = await call(shipper, 'POST', 'load-manager/add-bulk-loads', { loads: [] });
    expect(empty.statusCode).toBe(400);
    expect(await loadCount()).toBe(before);
  });

  it(`creates a full file of ${BULK_LOADS_MAX} rows in one call`, async () => {
    const before = await loadCount();
    const started = Date.now();
    const answer = await call<BulkLoadsResult>(shipper, 'POST', 'load-manager/add-bulk-loads', {
      loads: Array.from({ length: BULK_LOADS_MAX }, (_, index) => row(index % 60)),
    });
    const elapsed = Date.now() - started;
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data!.created).toBe(BULK_LOADS_MAX);
    expect(await loadCount()).toBe(before + BULK_LOADS_MAX);
    process.stdout.write(`add-bulk-loads: ${BULK_LOADS_MAX} rows in ${elapsed} ms\n`);
    expect(elapsed).toBeLessThan(15_000);
  });

  it('replays a retried upload with the same Idempotency-Key instead of creating the loads twice', async () => {
    const before = await loadCount();
    const key = crypto.randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/api/load-manager/add-bulk-loads',
        headers: { ...auth(shipper), [IDEMPOTENCY_KEY_HEADER]: key },
        payload: { loads: [row(1), row(2)] },
      });
    const [first, second] = [await send(), await send()];
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await loadCount()).toBe(before + 2);
  });

  describe('add-load-schedule', () => {
    /** A template picked up on Wednesday 2027-02-24 at 08:00 UTC, delivered two days later. */
    const template = (overrides: Partial<LoadInput> = {}): LoadInput => ({
      ...row(0),
      referenceNumber: 'LANE-DAL-HOU',
      stops: [stop('pickup', '2027-02-24T08:00:00.000Z', 'Dallas'), stop('delivery', '2027-02-26T15:30:00.000Z', 'Houston')],
      ...overrides,
    });
    const schedule = (recurrence: Partial<LoadScheduleRequest['recurrence']>, body: Partial<LoadScheduleRequest> = {}) =>
      call<BulkLoadsResult>(shipper, 'POST', 'load-manager/add-load-schedule', {
        template: template(),
        recurrence: { weekdays: [1], everyWeeks: 1, startDate: '2027-03-01', ...recurrence },
        ...body,
      });

    it("refuses a schedule whose first loads' windows have already ended; a template from the past only gives the times", async () => {
      const before = await loadCount();
      const late = await schedule({ count: 3, startDate: new Date(Date.now() - 14 * 24 * HOUR).toISOString().slice(0, 10) });
      expect(late.statusCode).toBe(400);
      expect(late.body.errors).toEqual([{ field: 'body.recurrence.startDate', message: LOAD_BULK_MESSAGES.startsInPast }]);
      expect(await loadCount()).toBe(before);
      const fromAnOldLoad = await schedule(
        { count: 1 },
        { template: template({ stops: [stop('pickup', '2025-02-24T08:00:00.000Z', 'Dallas'), stop('delivery', '2025-02-26T15:30:00.000Z', 'Houston')] }) },
      );
      expect(fromAnOldLoad.statusCode).toBe(200);
      expect(fromAnOldLoad.body.data!.loads.map((load) => load.pickupDate)).toEqual(['2027-03-01']);
    });

    it('every Monday for 8 weeks: 8 loads on the right Mondays, each stop moved by the same days, tagged by reference', async () => {
      const before = await loadCount();
      const answer = await schedule({ count: 8 });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.message).toBe('Schedule created: 8 Loads Successfully Added');
      const mondays = ['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29', '2027-04-05', '2027-04-12', '2027-04-19'];
      expect(answer.body.data!.loads.map((load) => load.pickupDate)).toEqual(mondays);
      expect(answer.body.data!.loads.map((load) => load.referenceNumber)).toEqual(mondays.map((_, index) => `LANE-DAL-HOU-0${index + 1}`));
      expect(await loadCount()).toBe(before + 8);

      const stored = await sql<{ pickup_start: Date; delivery_start: Date; delivery_end: Date; stops: Date[] }>(
        `select pickup_start, delivery_start, delivery_end,
                (select array_agg(s.window_start order by s.seq) from load_stops s where s.load_id = l.id) as stops
           from loads l where id = any($1::uuid[]) order by pickup_start`,
        [answer.body.data!.loads.map((load) => load._id)],
      );
      expect(stored.map((load) => load.pickup_start.toISOString())).toEqual(mondays.map((day) => `${day}T08:00:00.000Z`));
      // Delivered on the Wednesday after, at the template's time.
      expect(stored[0]!.delivery_start.toISOString()).toBe('2027-03-03T15:30:00.000Z');
      expect(stored[7]!.delivery_end.toISOString()).toBe('2027-04-21T19:30:00.000Z');
      expect(stored[2]!.stops.map((at) => at.toISOString())).toEqual(['2027-03-15T08:00:00.000Z', '2027-03-17T15:30:00.000Z']);
      const distances = await sql<{ distance_miles: number | null }>('select distance_miles from loads where id = any($1::uuid[])', [
        answer.body.data!.loads.map((load) => load._id),
      ]);
      expect(new Set(distances.map((load) => load.distance_miles)).size).toBe(1);
      expect(Number(distances[0]!.distance_miles)).toBeGreaterThan(200);
    });

    it('every other week on Monday and Thursday until an end date; wall-clock times kept across daylight saving', async () => {
      const answer = await schedule(
        { weekdays: [4, 1], everyWeeks: 2, startDate: '2027-03-02', endDate: '2027-03-31', timeZone: 'America/Chicago' },
        // 08:00 in Chicago (CST, UTC-6) on the template's day.
        {
          template: template({
            referenceNumber: null,
            stops: [stop('pickup', '2027-02-24T14:00:00.000Z', 'Dallas'), stop('delivery', '2027-02-25T14:00:00.000Z', 'Houston')],
          }),
        },
      );
      expect(answer.statusCode).toBe(200);
      // The week of 2027-03-01 (Tuesday the 2nd onwards), then the week of the 15th, then of the 29th.
      expect(answer.body.data!.loads.map((load) => load.pickupDate)).toEqual(['2027-03-04', '2027-03-15', '2027-03-18', '2027-03-29']);
      expect(answer.body.data!.loads[0]!.referenceNumber).toBe('SCH-20270302-01');
      const stored = await sql<{ pickup_start: Date }>('select pickup_start from loads where id = any($1::uuid[]) order by pickup_start', [
        answer.body.data!.loads.map((load) => load._id),
      ]);
      // Daylight saving starts on 2027-03-14: 08:00 CDT is 13:00 UTC.
      expect(stored.map((load) => load.pickup_start.toISOString())).toEqual([
        '2027-03-04T14:00:00.000Z',
        '2027-03-15T13:00:00.000Z',
        '2027-03-18T13:00:00.000Z',
        '2027-03-29T13:00:00.000Z',
      ]);
    });

    it('limits a schedule to 104 loads, needs an end, and refuses a bad template; nothing is created', async () => {
      const before = await loadCount();
      const tooMany = await schedule({ weekdays: [1, 2, 3, 4, 5], endDate: '2027-12-31' });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.body.errors).toEqual([{ field: 'body.recurrence', message: 'A schedule makes at most 104 loads' }]);
      expect((await schedule({ count: 105 })).statusCode).toBe(400);

      const noEnd = await schedule({});
      expect(noEnd.body.errors).toEqual([{ field: 'body.recurrence.count', message: LOAD_BULK_MESSAGES.needsEnd }]);
      const backwards = await schedule({ endDate: '2027-02-01' });
      expect(backwards.body.errors).toEqual([{ field: 'body.recurrence.endDate', message: LOAD_BULK_MESSAGES.endBeforeStart }]);
      const none = await schedule({ weekdays: [7], startDate: '2027-03-01', endDate: '2027-03-06' });
      expect(none.body.errors).toEqual([{ field: 'body.recurrence.weekdays', message: LOAD_BULK_MESSAGES.noOccurrence }]);
      const zone = await schedule({ count: 2, timeZone: 'Mars/Olympus_Mons' });
      expect(zone.body.errors).toEqual([{ field: 'body.recurrence.timeZone', message: LOAD_BULK_MESSAGES.unknownTimeZone }]);

      const badTemplate = await schedule(
        { count: 2 },
        { template: template({ stops: [stop('pickup', '2027-02-24T08:00:00.000Z', 'Dallas', { addressId: foreignAddressId }), template().stops[1]!] }) },
      );
      expect(badTemplate.statusCode).toBe(400);
      expect(badTemplate.body.errors).toEqual([{ field: 'body.template.stops.0.addressId', message: LOAD_WRITE_MESSAGES.unknownAddress }]);
      expect(await loadCount()).toBe(before);
    });

    it("answers in the caller's language", async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/v1/api/load-manager/add-load-schedule',
        headers: { ...auth(shipper), language: 'sp' },
        payload: { template: template(), recurrence: { weekdays: [1], everyWeeks: 1, startDate: '2027-03-01', count: 2 } },
      });
      expect(answer.json()).toMatchObject({ status: true, message: 'Programación creada: 2 cargas agregadas correctamente' });
    });
  });
});
