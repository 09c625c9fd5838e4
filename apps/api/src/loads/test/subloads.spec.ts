import crypto from 'node:crypto';
import {
  LOAD_TRUCK_MESSAGES,
  LOAD_WRITE_MESSAGES,
  ZIP_MISMATCH_MESSAGE,
  type LoadDetail,
  type LoadInput,
  type SubloadDetail,
  type SubloadInput,
} from '@freight/contracts';
import type { TestApp } from '../../../test/support/test-app';
import { ANOTHER_COMPANY_EMAIL, type caller } from '../../address-book/test/support';
import { openApi, rowsIn, testCalendar } from './support';

const { stop } = testCalendar('2027-05-03T08:00:00.000Z');

const parentInput = (): LoadInput => ({
  stops: [stop('pickup', 0, 'Chicago', 'IL', '60607'), stop('delivery', 2, 'Dallas', 'TX', '75247')],
  commodity: 'Frozen vegetables',
  weight: 40_000,
  pallets: 20,
  isHazmat: false,
  temperatureMinF: -10,
  temperatureMaxF: 0,
  rate: 2500,
  referenceNumber: 'PARENT-REF',
});

const share = (weight: number, pallets?: number, overrides: Partial<SubloadInput> = {}): SubloadInput => ({
  stops: [stop('pickup', 0, 'Chicago', 'IL', '60607'), stop('delivery', 1, 'St. Louis', 'MO', '63118')],
  weight,
  ...(pallets === undefined ? {} : { pallets }),
  ...overrides,
});

/** Sub-loads: add-subload (the split) and subload-detail. */
describe('load-manager: sub-loads', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let other: string;

  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const addParent = async (input: LoadInput = parentInput()) => {
    const answer = await call<LoadDetail>(shipper, 'POST', 'load-manager/add-load', input);
    expect(answer.statusCode).toBe(200);
    return answer.body.data!;
  };
  const split = (parentId: string, body: unknown, token = shipper) => call<LoadDetail>(token, 'POST', `load-manager/add-subload/${parentId}`, body);
  const family = (id: string, token = shipper) => call<SubloadDetail>(token, 'GET', `load-manager/subload-detail/${id}`);

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, other],
    } = await openApi(['shipper@demo.test', ANOTHER_COMPANY_EMAIL]));
  });
  afterAll(() => t.close());

  it("splits a share off a load: a load of its own with its stops, the parent's terms, and the parent's totals kept", async () => {
    const parent = await addParent();
    const answer = await split(parent._id, share(15_000, 8));
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(LOAD_TRUCK_MESSAGES.subloadAdded);
    const sub = answer.body.data!;
    expect(sub).toMatchObject({
      parentId: parent._id,
      status: 'pending',
      commodity: 'Frozen vegetables',
      weight: 15_000,
      weightUnit: 'lbs',
      pallets: 8,
      temperatureMinF: -10,
      temperatureMaxF: 0,
      referenceNumber: 'PARENT-REF',
      rate: null,
      editable: true,
    });
    expect(sub.loadId).not.toBe(parent.loadId);
    expect(sub.stops.map((s) => s.city)).toEqual(['Chicago', 'St. Louis']);
    expect(sub.route?.status).toBe('computed');
    expect(sub.distanceMiles).toBeGreaterThan(0);

    const detail = await family(parent._id);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.message).toBe(LOAD_TRUCK_MESSAGES.subloadsFetched);
    expect(detail.body.data).toMatchObject({
      parent: {
        _id: parent._id,
        loadId: parent.loadId,
        status: 'pending',
        splittable: true,
        weightUnit: 'lbs',
        totals: { weight: 40_000, pallets: 20, pieces: null },
      },
      allocated: { weight: 15_000, pallets: 8, pieces: 0 },
      remaining: { weight: 25_000, pallets: 12, pieces: null },
    });
    expect(detail.body.data!.subloads.map((load) => load._id)).toEqual([sub._id]);
    // A sub-load's _id answers its parent's family; the parent counts its sub-loads.
    expect((await family(sub._id)).body.data!.parent._id).toBe(parent._id);
    expect((await call<LoadDetail>(shipper, 'GET', `load-manager/load-detail/${parent._id}`)).body.data!.subloadCount).toBe(1);
    // The parent itself is unchanged.
    const [row] = await sql<{ weight: number; pallets: number }>('select weight::float8 as weight, pallets from loads where id = $1', [parent._id]);
    expect(row).toEqual({ weight: 40_000, pallets: 20 });
  });

  it('the sub-loads never hold more than the parent (400); the parent cannot shrink below them, a sub-load cannot grow past it', async () => {
    const parent = await addParent();
    expect((await split(parent._id, share(30_000, 10))).statusCode).toBe(200);
    const heavy = await split(parent._id, share(10_001, 11));
    expect({ status: heavy.statusCode, errors: heavy.body.errors }).toEqual({
      status: 400,
      errors: [
        { field: 'body.weight', message: LOAD_TRUCK_MESSAGES.subloadsTooHeavy.replace('{weight}', '40000 lbs') },
        { field: 'body.pallets', message: LOAD_TRUCK_MESSAGES.subloadsTooManyPallets.replace('{pallets}', '20') },
      ],
    });
    const last = await split(parent._id, share(10_000, 10));
    expect(last.statusCode).toBe(200);
    expect((await family(parent._id)).body.data!.remaining).toEqual({ weight: 0, pallets: 0, pieces: null });

    // load-update of the parent below what its sub-loads hold: refused.
    const shrink = await call(shipper, 'POST', `load-manager/load-update/${parent._id}`, { ...parentInput(), weight: 39_000, pallets: 19 });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.body.errors).toEqual([
      { field: 'body.weight', message: LOAD_TRUCK_MESSAGES.belowSubloads.replace('{value}', '40000 lbs') },
      { field: 'body.pallets', message: LOAD_TRUCK_MESSAGES.belowSubloads.replace('{value}', '20') },
    ]);
    // load-update of a sub-load past its share: refused; within it: fine.
    const sub = last.body.data!;
    const { route: _route, ...rest } = sub;
    void _route;
    const subInput: LoadInput = {
      stops: share(1).stops,
      commodity: rest.commodity,
      weight: 10_500,
      pallets: 10,
      temperatureMinF: -10,
      temperatureMaxF: 0,
    };
    const grow = await call(shipper, 'POST', `load-manager/load-update/${sub._id}`, subInput);
    expect({ status: grow.statusCode, fields: grow.body.errors?.map((error) => error.field) }).toEqual({ status: 400, fields: ['body.weight'] });
    expect((await call(shipper, 'POST', `load-manager/load-update/${sub._id}`, { ...subInput, weight: 9_000 })).statusCode).toBe(200);
  });

  it("refuses a split of a sub-load, of a load no longer editable (409), of another company's load (404), and bad input (400)", async () => {
    const parent = await addParent();
    const sub = (await split(parent._id, share(5_000))).body.data!;
    const again = await split(sub._id, share(1_000));
    expect({ status: again.statusCode, message: again.body.message }).toEqual({ status: 409, message: LOAD_TRUCK_MESSAGES.subloadOfSubload });

    expect((await split(parent._id, share(1_000), other)).statusCode).toBe(404);
    expect((await family(parent._id, other)).statusCode).toBe(404);
    expect((await family(crypto.randomUUID())).statusCode).toBe(404);

    for (const [body, field] of [
      [{ weight: 100 }, 'body.stops'],
      [share(0), 'body.weight'],
      [{ ...share(100), commodity: 'not here' }, 'body.commodity'],
      [{ ...share(100), stops: [stop('delivery', 0, 'Chicago', 'IL', '60607'), stop('pickup', 1, 'Dallas', 'TX', '75247')] }, 'body.stops.0.type'],
    ] as const) {
      const bad = await split(parent._id, body);
      expect({ field, status: bad.statusCode }).toEqual({ field, status: 400 });
      expect(bad.body.errors?.map((error) => error.field)).toContain(field);
    }

    await sql(`update loads set status = 'tendered' where id = $1`, [parent._id]);
    const frozen = await split(parent._id, share(1_000));
    expect({ status: frozen.statusCode, message: frozen.body.message }).toEqual({
      status: 409,
      message: LOAD_TRUCK_MESSAGES.notSplittable.replace('{status}', 'tendered'),
    });
    expect((await family(parent._id)).body.data!.parent.splittable).toBe(false);
    expect((await call(undefined, 'GET', `load-manager/subload-detail/${parent._id}`)).statusCode).toBe(401);
  });

  it("a share's typed stops pass the postal rule and its windows must not have ended, but for the parent's own (400 on the field)", async () => {
    const parent = await addParent();
    // 60607 is Chicago's ZIP, not St. Louis'.
    const wrongZip = await split(parent._id, share(1_000, undefined, { stops: [share(1).stops[0]!, stop('delivery', 1, 'St. Louis', 'MO', '60607')] }));
    expect({ status: wrongZip.statusCode, errors: wrongZip.body.errors }).toEqual({
      status: 400,
      errors: [{ field: 'body.stops.1.postalCode', message: ZIP_MISMATCH_MESSAGE }],
    });

    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const ended = { windowStart: hoursAgo(30), windowEnd: hoursAgo(26) };
    const late = await split(parent._id, share(1_000, undefined, { stops: [stop('pickup', 0, 'Chicago', 'IL', '60607', ended), share(1).stops[1]!] }));
    expect({ status: late.statusCode, errors: late.body.errors }).toEqual({
      status: 400,
      errors: [{ field: 'body.stops.0.windowEnd', message: LOAD_WRITE_MESSAGES.windowEnded }],
    });

    // The parent's pickup has since ended: a share that keeps that window (the split form starts from it) is taken.
    await sql(`update load_stops set window_start = $2, window_end = $3 where load_id = $1 and seq = 1`, [parent._id, ended.windowStart, ended.windowEnd]);
    const kept = await split(parent._id, share(1_000, undefined, { stops: [stop('pickup', 0, 'Chicago', 'IL', '60607', ended), share(1).stops[1]!] }));
    expect(kept.statusCode).toBe(200);
    expect(await sql(`select 1 from loads where parent_id = $1`, [parent._id])).toHaveLength(1);
  });

  it('removing a parent takes its sub-loads along, but not when one of them has an order (409)', async () => {
    const parent = await addParent();
    const sub = (await split(parent._id, share(10_000))).body.data!;
    // A truck of the company with the load's equipment and nothing else to carry: which of the demo world's trucks are
    // free depends on the hour it was made, so the test makes its own.
    const [truck] = await sql<{ id: string }>(
      `insert into truckers (company_id, kind, name, truck_number, status, last_lat, last_lng)
       select company_id, 'truck', 'Sub Load', $1, 'available', 41.9, -87.6 from users where email = 'shipper@demo.test'
       returning id::text as id`,
      [`SL-${crypto.randomInt(1e6)}`],
    );
    await sql(
      `insert into trucker_equipment (company_id, trucker_id, equipment_type_id)
       select l.company_id, $2, l.equipment_type_id from loads l where l.id = $1 and l.equipment_type_id is not null`,
      [sub._id, truck!.id],
    );
    expect((await call(shipper, 'POST', 'load-manager/assign-load-to-truck', { loadId: sub._id, truckerId: truck!.id })).statusCode).toBe(200);
    const refused = await call(shipper, 'DELETE', `load-manager/remove-load/${parent._id}`);
    expect({ status: refused.statusCode, message: refused.body.message }).toEqual({ status: 409, message: LOAD_WRITE_MESSAGES.hasOrder });

    const other = await addParent();
    const otherSub = (await split(other._id, share(10_000))).body.data!;
    expect((await call(shipper, 'DELETE', `load-manager/remove-load/${other._id}`)).statusCode).toBe(200);
    expect((await sql('select count(*)::int as n from loads where id = any($1::uuid[])', [[other._id, otherSub._id]]))[0]).toEqual({ n: 0 });
  });

  it('two concurrent splits cannot both take the last share', async () => {
    const parent = await addParent();
    expect((await split(parent._id, share(20_000))).statusCode).toBe(200);
    const answers = await Promise.all([split(parent._id, share(15_000)), split(parent._id, share(15_000))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await family(parent._id)).body.data!.allocated.weight).toBe(35_000);
  });
});
