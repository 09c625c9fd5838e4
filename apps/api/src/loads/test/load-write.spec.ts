import crypto from 'node:crypto';
import { LOAD_TRUCK_MESSAGES, LOAD_WRITE_MESSAGES, type EquipmentType, type LoadDetail, type LoadInput, type LoadStopInput } from '@freight/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { ANOTHER_COMPANY_EMAIL, caller, withSql } from '../../address-book/test/support';

const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.parse('2027-03-01T08:00:00.000Z');
const at = (days: number, hours = 0) => new Date(BASE + days * DAY + hours * 60 * 60 * 1000).toISOString();

/** Each city's own postal code (a typed stop's code must be its city's). */
const POSTAL_CODES: Record<string, string> = { Dallas: '75201', Austin: '78701', Denver: '80202', Memphis: '38103', Atlanta: '30303', Miami: '33131' };

const stop = (type: 'pickup' | 'delivery', day: number, city: string, state: string, overrides: Partial<LoadStopInput> = {}): LoadStopInput => ({
  type,
  name: `${city} dock`,
  street1: '100 Main St',
  city,
  state,
  postalCode: POSTAL_CODES[city] ?? '10001',
  country: 'USA',
  windowStart: at(day),
  windowEnd: at(day, 4),
  ...overrides,
});

/** A two-pickup, one-delivery load: Dallas, then Austin, to Denver. */
const loadInput = (overrides: Partial<LoadInput> = {}): LoadInput => ({
  stops: [stop('pickup', 0, 'Dallas', 'TX'), stop('pickup', 1, 'Austin', 'TX'), stop('delivery', 3, 'Denver', 'CO')],
  mode: 'FTL',
  commodity: 'Frozen berries',
  weight: 38_500,
  weightUnit: 'lbs',
  pallets: 22,
  isHazmat: false,
  temperatureMinF: -10,
  temperatureMaxF: 0,
  rate: 2450.5,
  currency: 'USD',
  referenceNumber: 'REF-9001',
  poNumber: 'PO-77',
  ...overrides,
});

describe('load-manager: the load itself (add, detail, update, remove) and equipment-list', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let other: string;
  let companyId: string;
  let otherCompanyId: string;
  let reefer: EquipmentType;

  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    withSql(t, async (client) => (await client.query<R>(text, values)).rows);

  const addLoad = async (input: LoadInput = loadInput()) => {
    const answer = await call<LoadDetail>(shipper, 'POST', 'load-manager/add-load', input);
    expect(answer.statusCode).toBe(200);
    return answer.body.data!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    [shipper, other] = await Promise.all([t.login('shipper@demo.test'), t.login(ANOTHER_COMPANY_EMAIL)]);
    const [ids] = await sql<{ shipper: string; other: string }>(
      `select (select company_id::text from users where email = 'shipper@demo.test') as shipper,
              (select company_id::text from users where email = $1) as other`,
      [ANOTHER_COMPANY_EMAIL],
    );
    companyId = ids!.shipper;
    otherCompanyId = ids!.other;
    const equipment = await call<EquipmentType[]>(shipper, 'GET', 'equipment-manager/equipment-list');
    reefer = equipment.body.data!.find((type) => /reefer/i.test(type.key) || /reefer|refrigerated/i.test(type.name))!;
  });
  afterAll(() => t.close());

  it('lists the equipment catalogue for any signed-in user, and refuses without a token', async () => {
    const answer = await call<EquipmentType[]>(other, 'GET', 'equipment-manager/equipment-list');
    expect(answer.statusCode).toBe(200);
    const [{ count }] = (await sql<{ count: string }>('select count(*)::text as count from equipment_types')) as [{ count: string }];
    expect(answer.body.data).toHaveLength(Number(count));
    expect(reefer).toBeDefined();
    expect((await call(undefined, 'GET', 'equipment-manager/equipment-list')).statusCode).toBe(401);
  });

  it('adds a load with its stops in order, the next human id and the initial status', async () => {
    const [before] = await sql<{ value: number }>(`select value from id_counters where company_id = $1 and kind = 'load'`, [companyId]);
    const answer = await call<LoadDetail>(shipper, 'POST', 'load-manager/add-load', loadInput({ equipmentTypeId: reefer._id }));
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Load Successfully Added');
    const load = answer.body.data!;
    expect(load.loadId).toBe(`L-${before!.value + 1}`);
    expect(load).toMatchObject({ status: 'pending', editable: true, commodity: 'Frozen berries', weight: 38_500, pallets: 22, rate: 2450.5, currency: 'USD' });
    expect(load.equipment).toEqual({ _id: reefer._id, key: reefer.key, name: reefer.name });
    expect(load.stops.map((s) => [s.seq, s.type, s.city])).toEqual([
      [1, 'pickup', 'Dallas'],
      [2, 'pickup', 'Austin'],
      [3, 'delivery', 'Denver'],
    ]);

    const [row] = await sql(
      `select load_id, status, company_id::text, origin_city, destination_city, pickup_start, delivery_start, temperature_min_f, temperature_max_f,
              reference_number, po_number, is_hazmat, share_code, (select count(*)::int from load_stops s where s.load_id = l.id) as stops
         from loads l where id = $1`,
      [load._id],
    );
    expect(row).toMatchObject({
      load_id: load.loadId,
      status: 'pending',
      company_id: companyId,
      origin_city: 'Dallas',
      destination_city: 'Denver',
      temperature_min_f: -10,
      temperature_max_f: 0,
      reference_number: 'REF-9001',
      po_number: 'PO-77',
      is_hazmat: false,
      stops: 3,
    });
    expect((row!.pickup_start as Date).toISOString()).toBe(at(0));
    expect((row!.delivery_start as Date).toISOString()).toBe(at(3));
    expect(row!.share_code).toMatch(/^[A-Za-z0-9]{12}$/);
    const [after] = await sql<{ value: number }>(`select value from id_counters where company_id = $1 and kind = 'load'`, [companyId]);
    expect(after!.value).toBe(before!.value + 1);

    // Two more in parallel: distinct, consecutive ids.
    const [a, b] = await Promise.all([addLoad(), addLoad()]);
    expect(new Set([a.loadId, b.loadId])).toEqual(new Set([`L-${before!.value + 2}`, `L-${before!.value + 3}`]));
  });

  it('refuses bad loads with 400 and every error named, storing nothing', async () => {
    const [{ count: before }] = (await sql<{ count: string }>('select count(*)::text as count from loads where company_id = $1', [companyId])) as [
      { count: string },
    ];
    const refusals: Array<[string, LoadInput | Record<string, unknown>, Array<{ field: string; message: string }>]> = [
      [
        'no delivery',
        loadInput({ stops: [stop('pickup', 0, 'Dallas', 'TX'), stop('pickup', 1, 'Austin', 'TX')] }),
        [
          { field: 'body.stops', message: LOAD_WRITE_MESSAGES.needsDelivery },
          { field: 'body.stops.1.type', message: LOAD_WRITE_MESSAGES.lastStopDelivery },
        ],
      ],
      [
        'no pickup',
        loadInput({ stops: [stop('delivery', 0, 'Dallas', 'TX'), stop('delivery', 1, 'Austin', 'TX')] }),
        [
          { field: 'body.stops', message: LOAD_WRITE_MESSAGES.needsPickup },
          { field: 'body.stops.0.type', message: LOAD_WRITE_MESSAGES.firstStopPickup },
        ],
      ],
      [
        'windows out of order',
        loadInput({
          stops: [stop('pickup', 2, 'Dallas', 'TX', { windowEnd: at(1) }), stop('delivery', 1, 'Denver', 'CO')],
        }),
        [
          { field: 'body.stops.0.windowEnd', message: LOAD_WRITE_MESSAGES.windowOrder },
          { field: 'body.stops.1.windowStart', message: LOAD_WRITE_MESSAGES.stopsOrder },
        ],
      ],
      [
        'temperature range upside down',
        loadInput({ temperatureMinF: 40, temperatureMaxF: 20 }),
        [{ field: 'body.temperatureMaxF', message: LOAD_WRITE_MESSAGES.temperatureOrder }],
      ],
      [
        'unknown equipment',
        loadInput({ equipmentTypeId: crypto.randomUUID() }),
        [{ field: 'body.equipmentTypeId', message: LOAD_WRITE_MESSAGES.unknownEquipment }],
      ],
    ];
    for (const [name, body, errors] of refusals) {
      const answer = await call(shipper, 'POST', 'load-manager/add-load', body);
      expect({ name, status: answer.statusCode, errors: answer.body.errors }).toEqual({ name, status: 400, errors });
    }

    // Schema refusals: weight not positive, a single stop.
    for (const [body, field] of [
      [loadInput({ weight: 0 }), 'body.weight'],
      [loadInput({ weight: -5 }), 'body.weight'],
      [loadInput({ stops: [stop('pickup', 0, 'Dallas', 'TX')] }), 'body.stops'],
    ] as const) {
      const answer = await call(shipper, 'POST', 'load-manager/add-load', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.errors?.map((error) => error.field)).toContain(field);
    }

    // Another company's address is not the caller's to use.
    const [theirAddress] = await sql<{ id: string }>('select id::text as id from addresses where company_id = $1 limit 1', [otherCompanyId]);
    const withTheirs = loadInput({ stops: [stop('pickup', 0, 'Dallas', 'TX', { addressId: theirAddress!.id }), stop('delivery', 2, 'Denver', 'CO')] });
    const answer = await call(shipper, 'POST', 'load-manager/add-load', withTheirs);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'body.stops.0.addressId', message: LOAD_WRITE_MESSAGES.unknownAddress }]);

    const [{ count: after }] = (await sql<{ count: string }>('select count(*)::text as count from loads where company_id = $1', [companyId])) as [
      { count: string },
    ];
    expect(after).toBe(before);
  });

  it('refuses a new load whose windows have ended (400 on the window); an edit keeps an ended window it already had, not a new one', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
    // Typed on December 7 for November 1–2: both windows have ended.
    const past = loadInput({
      stops: [
        stop('pickup', 0, 'Dallas', 'TX', { windowStart: hoursAgo(24 * 36), windowEnd: hoursAgo(24 * 36 - 4) }),
        stop('delivery', 1, 'Denver', 'CO', { windowStart: hoursAgo(24 * 35), windowEnd: hoursAgo(24 * 35 - 4) }),
      ],
    });
    const refused = await call(shipper, 'POST', 'load-manager/add-load', past);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'body.stops.0.windowEnd', message: LOAD_WRITE_MESSAGES.windowEnded },
      { field: 'body.stops.1.windowEnd', message: LOAD_WRITE_MESSAGES.windowEnded },
    ]);
    // A window that has started but not ended is still open.
    const open = loadInput({
      stops: [stop('pickup', 0, 'Dallas', 'TX', { windowStart: hoursAgo(1), windowEnd: hoursAgo(-3) }), stop('delivery', 2, 'Denver', 'CO')],
    });
    expect((await call(shipper, 'POST', 'load-manager/add-load', open)).statusCode).toBe(200);

    // A load whose pickup has since ended (stored as it was): its unchanged windows still save, in French too.
    const load = await addLoad();
    const ended = { start: hoursAgo(30), end: hoursAgo(26) };
    await sql(`update load_stops set window_start = $2, window_end = $3 where load_id = $1 and seq = 1`, [load._id, ended.start, ended.end]);
    const kept = loadInput({
      commodity: 'Kept windows',
      stops: [stop('pickup', 0, 'Dallas', 'TX', { windowStart: ended.start, windowEnd: ended.end }), ...loadInput().stops.slice(1)],
    });
    expect((await call(shipper, 'POST', `load-manager/load-update/${load._id}`, kept)).statusCode).toBe(200);
    const moved = loadInput({
      stops: [stop('pickup', 0, 'Dallas', 'TX', { windowStart: ended.start, windowEnd: hoursAgo(25) }), ...loadInput().stops.slice(1)],
    });
    const refusedEdit = await t.app.inject({
      method: 'POST',
      url: `/v1/api/load-manager/load-update/${load._id}`,
      headers: { authorization: `Bearer ${shipper}`, language: 'fr' },
      payload: moved,
    });
    expect(refusedEdit.statusCode).toBe(400);
    expect(refusedEdit.json().errors).toEqual([
      { field: 'body.stops.0.windowEnd', message: 'Ce créneau est déjà terminé : choisissez une heure à partir de maintenant' },
    ]);
  });

  it('shows a load by _id and by human id to its company and to the carrier it is tendered to, 404 to anyone else', async () => {
    // The add-load answer carries the route it computed; the detail (kept fast) gives the stops' positions only.
    const { route, ...load } = await addLoad();
    expect(route?.status).toBe('computed');
    const byId = await call<LoadDetail>(shipper, 'GET', `load-manager/load-detail/${load._id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.body.data).toEqual(load);
    const byLoadId = await call<LoadDetail>(shipper, 'GET', `load-manager/load-detail-loadId/${load.loadId}`);
    expect(byLoadId.statusCode).toBe(200);
    expect(byLoadId.body.data).toEqual(load);

    expect((await call(other, 'GET', `load-manager/load-detail/${load._id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `load-manager/load-detail-loadId/${load.loadId}`)).statusCode).toBe(404);
    expect((await call(shipper, 'GET', `load-manager/load-detail/${crypto.randomUUID()}`)).body.message).toBe(LOAD_WRITE_MESSAGES.notFound);
    expect((await call(shipper, 'GET', 'load-manager/load-detail-loadId/L-999999999')).statusCode).toBe(404);
    expect((await call(shipper, 'GET', 'load-manager/load-detail-loadId/not-a-load-id')).statusCode).toBe(400);

    // Tendered to the other company: it sees the load (read only), but cannot change or remove it.
    await sql(`update loads set status = 'tendered', carrier_company_id = $2 where id = $1`, [load._id, otherCompanyId]);
    const asCarrier = await call<LoadDetail>(other, 'GET', `load-manager/load-detail/${load._id}`);
    expect(asCarrier.statusCode).toBe(200);
    expect(asCarrier.body.data).toMatchObject({ _id: load._id, status: 'tendered', editable: false, carrierCompanyId: otherCompanyId });
    expect((await call(other, 'GET', `load-manager/load-detail-loadId/${load.loadId}`)).statusCode).toBe(200);
    expect((await call(other, 'POST', `load-manager/load-update/${load._id}`, loadInput())).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `load-manager/remove-load/${load._id}`)).statusCode).toBe(404);
  });

  it('updates an editable load (terms and stops replaced), 409 once the state machine freezes it, 404 for another company', async () => {
    const load = await addLoad();
    const changed = loadInput({
      commodity: 'Fresh apples',
      weight: 30_000,
      isHazmat: true,
      stops: [stop('pickup', 5, 'Memphis', 'TN'), stop('delivery', 6, 'Atlanta', 'GA'), stop('delivery', 7, 'Miami', 'FL')],
    });
    const answer = await call<LoadDetail>(shipper, 'POST', `load-manager/load-update/${load._id}`, changed);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Load Successfully Updated');
    expect(answer.body.data).toMatchObject({ _id: load._id, loadId: load.loadId, commodity: 'Fresh apples', weight: 30_000, isHazmat: true });
    expect(answer.body.data!.stops.map((s) => s.city)).toEqual(['Memphis', 'Atlanta', 'Miami']);
    const [row] = await sql(
      `select commodity, origin_city, destination_city, (select array_agg(city order by seq) from load_stops s where s.load_id = l.id) as cities from loads l where id = $1`,
      [load._id],
    );
    expect(row).toEqual({ commodity: 'Fresh apples', origin_city: 'Memphis', destination_city: 'Miami', cities: ['Memphis', 'Atlanta', 'Miami'] });

    // Bad input on an editable load: 400 and nothing changed.
    const bad = await call(
      shipper,
      'POST',
      `load-manager/load-update/${load._id}`,
      loadInput({ stops: [stop('pickup', 0, 'A', 'TX'), stop('pickup', 1, 'B', 'TX')] }),
    );
    expect(bad.statusCode).toBe(400);
    expect((await sql(`select commodity from loads where id = $1`, [load._id]))[0]).toEqual({ commodity: 'Fresh apples' });

    // Quoted is still editable; tendered and later are not.
    await sql(`update loads set status = 'quoted' where id = $1`, [load._id]);
    expect((await call(shipper, 'POST', `load-manager/load-update/${load._id}`, changed)).statusCode).toBe(200);
    for (const status of ['tendered', 'in_transit', 'cancelled']) {
      await sql(`update loads set status = $2 where id = $1`, [load._id, status]);
      const refused = await call(shipper, 'POST', `load-manager/load-update/${load._id}`, loadInput({ commodity: 'Sneaky change' }));
      expect({ status, code: refused.statusCode, message: refused.body.message }).toEqual({
        status,
        code: 409,
        message: LOAD_WRITE_MESSAGES.notEditable.replace('{status}', status),
      });
    }
    expect((await sql(`select commodity from loads where id = $1`, [load._id]))[0]).toEqual({ commodity: 'Fresh apples' });

    // The 409 speaks the caller's language.
    const spanish = await t.app.inject({
      method: 'POST',
      url: `/v1/api/load-manager/load-update/${load._id}`,
      headers: { authorization: `Bearer ${shipper}`, language: 'sp' },
      payload: loadInput(),
    });
    expect(spanish.json<{ message: string }>().message).toBe('La carga ya no se puede editar: está cancelada');

    const theirs = await call<LoadDetail>(other, 'POST', 'load-manager/add-load', loadInput());
    expect(theirs.statusCode).toBe(200);
    expect((await call(shipper, 'POST', `load-manager/load-update/${theirs.body.data!._id}`, loadInput())).statusCode).toBe(404);
    expect((await call(shipper, 'POST', `load-manager/load-update/${crypto.randomUUID()}`, loadInput())).statusCode).toBe(404);
  });

  it('load-details-update changes only what is sent (numbers, instructions, stop contacts) until delivery, 409 after', async () => {
    const load = await addLoad();
    const [first, second] = load.stops;
    await sql(`update loads set status = 'assigned' where id = $1`, [load._id]);
    const answer = await call<LoadDetail>(shipper, 'POST', `load-manager/load-details-update/${load._id}`, {
      poNumber: 'PO-NEW-1',
      specialInstructions: 'Call 30 minutes ahead',
      stops: [{ _id: second!._id, contactName: 'Dock Boss', contactPhone: '+1 512 555 0100', appointmentRef: 'APT-9' }],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(LOAD_TRUCK_MESSAGES.detailsUpdated);
    const updated = answer.body.data!;
    // Sent fields changed; the rest as it was (reference number, the terms, the other stops).
    expect(updated).toMatchObject({
      status: 'assigned',
      poNumber: 'PO-NEW-1',
      specialInstructions: 'Call 30 minutes ahead',
      referenceNumber: 'REF-9001',
      weight: 38_500,
    });
    expect(updated.stops[1]).toMatchObject({ contactName: 'Dock Boss', contactPhone: '+1 512 555 0100', appointmentRef: 'APT-9', notes: null, city: 'Austin' });
    expect(updated.stops[0]).toEqual(first);
    // null clears a field.
    const cleared = await call<LoadDetail>(shipper, 'POST', `load-manager/load-details-update/${load._id}`, { referenceNumber: null });
    expect(cleared.body.data).toMatchObject({ referenceNumber: null, poNumber: 'PO-NEW-1' });

    // A stop of another load, an empty body, an unknown field: 400.
    const strange = await call(shipper, 'POST', `load-manager/load-details-update/${load._id}`, { stops: [{ _id: crypto.randomUUID(), notes: 'x' }] });
    expect({ status: strange.statusCode, errors: strange.body.errors }).toEqual({
      status: 400,
      errors: [{ field: 'body.stops.0._id', message: LOAD_TRUCK_MESSAGES.unknownStop }],
    });
    expect((await call(shipper, 'POST', `load-manager/load-details-update/${load._id}`, {})).statusCode).toBe(400);
    const unknownField = await call(shipper, 'POST', `load-manager/load-details-update/${load._id}`, { weight: 1 });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.body.errors?.map((error) => error.field)).toContain('body.weight');

    // From delivery on: 409; another company: 404; no token: 401.
    for (const status of ['delivered', 'paid', 'cancelled']) {
      await sql(`update loads set status = $2 where id = $1`, [load._id, status]);
      const refused = await call(shipper, 'POST', `load-manager/load-details-update/${load._id}`, { poNumber: 'late' });
      expect({ status, code: refused.statusCode, message: refused.body.message }).toEqual({
        status,
        code: 409,
        message: LOAD_TRUCK_MESSAGES.detailsNotEditable.replace('{status}', status),
      });
    }
    expect((await sql(`select po_number from loads where id = $1`, [load._id]))[0]).toEqual({ po_number: 'PO-NEW-1' });
    expect((await call(other, 'POST', `load-manager/load-details-update/${load._id}`, { poNumber: 'x' })).statusCode).toBe(404);
    expect((await call(undefined, 'POST', `load-manager/load-details-update/${load._id}`, { poNumber: 'x' })).statusCode).toBe(401);
  });

  it('removes a load without an order (its stops go with it), 409 when an order exists, 404 for another company', async () => {
    const load = await addLoad();
    const theirs = (await call<LoadDetail>(other, 'POST', 'load-manager/add-load', loadInput())).body.data!;
    expect((await call(shipper, 'DELETE', `load-manager/remove-load/${theirs._id}`)).statusCode).toBe(404);
    expect((await sql(`select count(*)::int as n from loads where id = $1`, [theirs._id]))[0]).toEqual({ n: 1 });

    const answer = await call<{ _id: string }>(shipper, 'DELETE', `load-manager/remove-load/${load._id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Load Successfully Removed', data: { _id: load._id } });
    expect(
      (
        await sql(`select (select count(*)::int from loads where id = $1) as loads, (select count(*)::int from load_stops where load_id = $1) as stops`, [
          load._id,
        ])
      )[0],
    ).toEqual({ loads: 0, stops: 0 });
    expect((await call(shipper, 'DELETE', `load-manager/remove-load/${load._id}`)).statusCode).toBe(404);

    // A seeded load with an order: refused, kept.
    const [withOrder] = await sql<{ id: string }>(`select l.id::text as id from loads l join orders o on o.load_id = l.id where l.company_id = $1 limit 1`, [
      companyId,
    ]);
    const refused = await call(shipper, 'DELETE', `load-manager/remove-load/${withOrder!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(LOAD_WRITE_MESSAGES.hasOrder);
    expect((await sql(`select count(*)::int as n from loads where id = $1`, [withOrder!.id]))[0]).toEqual({ n: 1 });
  });
});
