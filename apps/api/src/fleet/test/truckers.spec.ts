import {
  TRUCKER_STATUSES,
  insuranceStateOf,
  type Page,
  type Trucker,
  type TruckerInput,
  type TruckerLaneOption,
  type TruckerPositions,
  type TruckerUpdateListResult,
} from '@freight/contracts';
import { auth, type TestApp } from '../../../test/support/test-app';
import { FLEET_TRUCK_MESSAGES } from '../texts';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn } from '../../loads/test/support';

/** user-manager truck calls of the fleet module (apps/api/src/fleet/routes.ts). */
describe('fleet: trucks (user-manager)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let carrier: string;
  let stranger: string;
  let dryVan: string;
  let reefer: string;
  let flatbed: string;

  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  let unit = 0;
  const input = (overrides: Partial<TruckerInput> = {}): TruckerInput => ({
    name: 'Dana Driver',
    phone: '+1 312 555 0100',
    email: 'dana@fleet.example',
    truckNumber: `FT-${++unit}`,
    trailerNumber: 'TR-77',
    plateNumber: 'ABC 1234',
    plateState: 'il',
    vin: '1FUJGLDR12LM12345',
    make: 'Freightliner',
    model: 'Cascadia',
    year: 2022,
    capacityLbs: 45_000,
    status: 'available',
    homeCity: 'Chicago',
    homeState: 'IL',
    country: 'USA',
    equipmentIds: [dryVan, reefer],
    ...overrides,
  });
  const add = (token: string, body: unknown) => call<Trucker>(token, 'POST', 'user-manager/add-trucker', body);
  const list = (token: string, body: Record<string, unknown>) => call<Page<Trucker>>(token, 'POST', 'user-manager/my-trucker-list', body);
  const fieldsOf = (answer: { body: { errors?: Array<{ field: string }> } }) => (answer.body.errors ?? []).map((error) => error.field);

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [carrier, stranger],
    } = await openApi(['carrier@demo.test', 'dispatch@interstate-haulers.test']));
    const [ids] = await sql<{ dry_van: string; reefer: string; flatbed: string }>(
      `select (select id::text from equipment_types where key = 'dry_van') as dry_van,
              (select id::text from equipment_types where key = 'reefer') as reefer,
              (select id::text from equipment_types where key = 'flatbed') as flatbed`,
    );
    ({ dry_van: dryVan, reefer, flatbed } = ids!);
  }, 60_000);
  afterAll(() => t.close());

  it('adds a truck with two equipment types, reads it back, updates it and removes it', async () => {
    const added = await add(carrier, input({ truckNumber: 'crud-1' }));
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toBe('Truck Successfully Added');
    const truck = added.body.data!;
    expect(truck).toMatchObject({
      truckNumber: 'CRUD-1',
      plateState: 'IL',
      vin: '1FUJGLDR12LM12345',
      year: 2022,
      capacityLbs: 45_000,
      kind: 'truck',
      status: 'available',
      location: null,
    });
    expect(truck.equipment.map((item) => item.key).sort()).toEqual(['dry_van', 'reefer']);

    const detail = await call<Trucker>(carrier, 'GET', `user-manager/my-trucker-detail/${truck._id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data).toEqual(truck);

    const updated = await call<Trucker>(
      carrier,
      'POST',
      `user-manager/update-trucker/${truck._id}`,
      input({ truckNumber: 'CRUD-1', equipmentIds: [flatbed], status: 'maintenance', make: '' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe('Truck Successfully Updated');
    expect(updated.body.data).toMatchObject({ status: 'maintenance', make: null, equipment: [expect.objectContaining({ key: 'flatbed' })] });
    expect(updated.body.data!.equipment).toHaveLength(1);

    const removed = await call<{ _id: string }>(carrier, 'DELETE', `user-manager/remove-trucker/${truck._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toMatchObject({ message: 'Truck Successfully Removed', data: { _id: truck._id } });
    expect((await call(carrier, 'GET', `user-manager/my-trucker-detail/${truck._id}`)).statusCode).toBe(404);
    expect(await sql('select 1 from trucker_equipment where trucker_id = $1', [truck._id])).toHaveLength(0);
  });

  it('lists the company trucks paged, with search and the status and equipment filters', async () => {
    const a = (await add(carrier, input({ truckNumber: 'LIST-A', name: 'Zed Quillfeather', equipmentIds: [reefer], status: 'off_duty' }))).body.data!;
    const b = (await add(carrier, input({ truckNumber: 'LIST-B', name: 'Zed Quillfeather Jr', equipmentIds: [dryVan], status: 'available' }))).body.data!;
    await add(stranger, input({ truckNumber: 'LIST-C', name: 'Zed Quillfeather Sr', equipmentIds: [reefer] }));

    const found = await list(carrier, { search: 'quillfeather' });
    expect(found.statusCode).toBe(200);
    expect(found.body.message).toBe(FLEET_TRUCK_MESSAGES.fetched);
    expect(found.body.data!.items.map((item) => item._id)).toEqual([a._id, b._id]);
    expect(found.body.data!.total).toBe(2);
    expect((await list(carrier, { search: 'quillfeather', status: 'off_duty' })).body.data!.items.map((item) => item._id)).toEqual([a._id]);
    expect((await list(carrier, { search: 'quillfeather', equipmentId: dryVan })).body.data!.items.map((item) => item._id)).toEqual([b._id]);
    const paged = await list(carrier, { search: 'quillfeather', page: 2, limit: 1 });
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, limit: 1, items: [expect.objectContaining({ _id: b._id })] });
    // Every item is the company's, with the demo trucks.
    const all = await list(carrier, { limit: 100 });
    const [own] = await sql<{ company_id: string }>(`select company_id::text from users where email = 'carrier@demo.test'`);
    expect(all.body.data!.items.every((item) => item.companyId === own!.company_id)).toBe(true);
    expect(all.body.data!.total).toBeGreaterThan(2);
  });

  it('keeps every company to its own trucks: another company truck is a 404 for every call', async () => {
    const theirs = (await add(stranger, input({ truckNumber: 'ISO-1' }))).body.data!;
    expect((await call(carrier, 'GET', `user-manager/my-trucker-detail/${theirs._id}`)).statusCode).toBe(404);
    const update = await call(carrier, 'POST', `user-manager/update-trucker/${theirs._id}`, input({ truckNumber: 'ISO-1' }));
    expect(update.statusCode).toBe(404);
    expect(update.body.message).toBe(FLEET_TRUCK_MESSAGES.notFound);
    // Even a bad body learns nothing about the stranger's id.
    expect((await call(carrier, 'POST', `user-manager/update-trucker/${theirs._id}`, { name: '' })).statusCode).toBe(404);
    expect((await call(carrier, 'DELETE', `user-manager/remove-trucker/${theirs._id}`)).statusCode).toBe(404);
    const bulk = await call(carrier, 'POST', 'user-manager/trucker-update-list', { ids: [theirs._id], status: 'inactive' });
    expect(bulk.statusCode).toBe(404);
    const [row] = await sql<{ status: string }>('select status from truckers where id = $1', [theirs._id]);
    expect(row!.status).toBe('available');
    // The same unit number is free in another company.
    expect((await add(carrier, input({ truckNumber: 'ISO-1' }))).statusCode).toBe(200);
  });

  it('trucker-update-list sets one status on several trucks, all or none', async () => {
    const one = (await add(carrier, input({ truckNumber: 'BULK-1' }))).body.data!;
    const two = (await add(carrier, input({ truckNumber: 'BULK-2' }))).body.data!;
    const theirs = (await add(stranger, input({ truckNumber: 'BULK-3' }))).body.data!;
    const done = await call<TruckerUpdateListResult>(carrier, 'POST', 'user-manager/trucker-update-list', { ids: [one._id, two._id], status: 'off_duty' });
    expect(done.statusCode).toBe(200);
    expect(done.body.message).toBe('Trucks Successfully Updated');
    expect(done.body.data!.updated.sort()).toEqual([one._id, two._id].sort());
    // One id not the company's: nothing changes.
    expect((await call(carrier, 'POST', 'user-manager/trucker-update-list', { ids: [one._id, theirs._id], status: 'maintenance' })).statusCode).toBe(404);
    const rows = await sql<{ status: string }>('select status from truckers where id = any($1::uuid[]) order by truck_number', [[one._id, two._id]]);
    expect(rows.map((row) => row.status)).toEqual(['off_duty', 'off_duty']);
    const bad = await call(carrier, 'POST', 'user-manager/trucker-update-list', { ids: [one._id], status: 'parked' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain('body.status');
  });

  it("refuses 'On a load' set by hand (400 on the status, in the caller's language): the form, the update and the bulk action", async () => {
    const refused = [{ field: 'body.status', message: FLEET_TRUCK_MESSAGES.statusDerived }];
    const added = await add(carrier, input({ truckNumber: 'HAND-1', status: 'on_load' }));
    expect(added).toMatchObject({ statusCode: 400, body: { status: false, errors: refused } });
    expect(await sql('select 1 from truckers where truck_number = $1', ['HAND-1'])).toHaveLength(0);
    const truck = (await add(carrier, input({ truckNumber: 'HAND-1', status: 'off_duty' }))).body.data!;
    const updated = await call(carrier, 'POST', `user-manager/update-trucker/${truck._id}`, input({ truckNumber: 'HAND-1', status: 'on_load' }));
    expect(updated).toMatchObject({ statusCode: 400, body: { errors: refused } });
    const bulk = await call(carrier, 'POST', 'user-manager/trucker-update-list', { ids: [truck._id], status: 'on_load' });
    expect(bulk).toMatchObject({ statusCode: 400, body: { errors: refused } });
    expect(await sql('select status from truckers where id = $1', [truck._id])).toEqual([{ status: 'off_duty' }]);
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/v1/api/user-manager/trucker-update-list',
      headers: { ...auth(carrier), language: 'sp' },
      payload: { ids: [truck._id], status: 'on_load' },
    });
    expect(spanish.json<{ errors: unknown }>().errors).toEqual([
      { field: 'body.status', message: "'Con carga' no se asigna a mano: un camión lo muestra mientras una de sus cargas está en curso" },
    ]);
  });

  it('update-trucker keeps every field the call leaves out and clears one sent as null', async () => {
    const [own] = await sql<{ company_id: string }>(`select company_id::text from users where email = 'carrier@demo.test'`);
    const [lane] = await sql<{ id: string }>('select id::text from lanes where company_id = $1 order by name limit 1', [own!.company_id]);
    const full = input({
      kind: 'carrier',
      truckNumber: 'PART-1',
      status: 'maintenance',
      country: 'CANADA',
      dotNumber: '1234567',
      mcNumber: 'MC-765432',
      insuranceExpiresOn: '2027-01-15',
      laneIds: [lane!.id],
    });
    const added = (await add(carrier, full)).body.data!;
    const update = (body: Record<string, unknown>) => call<Trucker>(carrier, 'POST', `user-manager/update-trucker/${added._id}`, body);

    // Only the required fields: nothing else changes (status, kind, country included).
    const partial = await update({ name: 'Dana Renamed', truckNumber: 'PART-1', equipmentIds: [flatbed] });
    expect(partial.statusCode).toBe(200);
    const { name: _name, equipment: _equipment, updatedAt: _updatedAt, ...unchanged } = added;
    expect(partial.body.data).toEqual({
      ...unchanged,
      name: 'Dana Renamed',
      equipment: [expect.objectContaining({ key: 'flatbed' })],
      updatedAt: expect.any(String),
    });
    expect(await sql('select status, kind, country from truckers where id = $1', [added._id])).toEqual([
      { status: 'maintenance', kind: 'carrier', country: 'CANADA' },
    ]);

    // A null clears the field; '' clears a free text.
    const cleared = await update({
      name: 'Dana Renamed',
      truckNumber: 'PART-1',
      equipmentIds: [flatbed],
      phone: null,
      email: null,
      trailerNumber: null,
      plateNumber: null,
      plateState: null,
      vin: null,
      make: null,
      model: '',
      year: null,
      capacityLbs: null,
      dotNumber: null,
      mcNumber: null,
      insuranceExpiresOn: null,
      homeCity: '',
      homeState: null,
      laneIds: [],
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.body.data).toMatchObject({
      phone: null,
      email: null,
      trailerNumber: null,
      plateNumber: null,
      plateState: null,
      vin: null,
      make: null,
      model: null,
      year: null,
      capacityLbs: null,
      dotNumber: null,
      mcNumber: null,
      insuranceExpiresOn: null,
      homeCity: null,
      homeState: null,
      lanes: [],
    });
    expect(cleared.body.data).toMatchObject({ kind: 'carrier', status: 'maintenance', country: 'CANADA' });
  });

  it('answers the status the fleet gave a truck on a load beside the one it shows, and an update without a status keeps it', async () => {
    const truck = (await add(carrier, input({ truckNumber: 'KEEP-1', status: 'maintenance' }))).body.data!;
    expect(truck).toMatchObject({ status: 'maintenance', settableStatus: 'maintenance' });
    // Put the truck on an assignment under way (one of the demo world's, given back after).
    const [detail] = await sql<{ id: string; trucker_id: string }>(
      `select id::text, trucker_id::text from order_details where status in ('at_pickup', 'in_transit', 'at_delivery') limit 1`,
    );
    await sql('update order_details set trucker_id = $1 where id = $2', [truck._id, detail!.id]);
    try {
      const shown = await call<Trucker>(carrier, 'GET', `user-manager/my-trucker-detail/${truck._id}`);
      expect(shown.body.data).toMatchObject({ status: 'on_load', settableStatus: 'maintenance' });
      const listed = await list(carrier, { search: 'KEEP-1' });
      expect(listed.body.data!.items).toEqual([expect.objectContaining({ status: 'on_load', settableStatus: 'maintenance' })]);

      const { status: _status, ...withoutStatus } = input({ truckNumber: 'KEEP-1' });
      const updated = await call<Trucker>(carrier, 'POST', `user-manager/update-trucker/${truck._id}`, withoutStatus);
      expect(updated.statusCode).toBe(200);
      expect(updated.body.data).toMatchObject({ status: 'on_load', settableStatus: 'maintenance' });
      expect(await sql('select status from truckers where id = $1', [truck._id])).toEqual([{ status: 'maintenance' }]);
    } finally {
      await sql('update order_details set trucker_id = $1 where id = $2', [detail!.trucker_id, detail!.id]);
    }
    // A stored on_load (written by the driver's steps) with nothing under way is available in both.
    await sql(`update truckers set status = 'on_load' where id = $1`, [truck._id]);
    const after = await call<Trucker>(carrier, 'GET', `user-manager/my-trucker-detail/${truck._id}`);
    expect(after.body.data).toMatchObject({ status: 'available', settableStatus: 'available' });
  });

  it('refuses with a 409 to remove a truck that carries a load, and allows it once the load is done', async () => {
    const truck = (await add(carrier, input({ truckNumber: 'BUSY-1' }))).body.data!;
    const [load] = await sql<{ id: string; load_id: string; status: string }>(
      `select id::text, load_id, status from loads where company_id = $1 order by created_at limit 1`,
      [truck.companyId],
    );
    await sql(`update loads set trucker_id = $1, status = 'in_transit' where id = $2`, [truck._id, load!.id]);
    try {
      const refused = await call(carrier, 'DELETE', `user-manager/remove-trucker/${truck._id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.body.message).toBe(FLEET_TRUCK_MESSAGES.carriesLoad.replace('{loadId}', load!.load_id));
      const spanish = await t.app.inject({
        method: 'DELETE',
        url: `/v1/api/user-manager/remove-trucker/${truck._id}`,
        headers: { authorization: `Bearer ${carrier}`, language: 'sp' },
      });
      expect(spanish.statusCode).toBe(409);
      expect(spanish.json<{ message: string }>().message).toContain('Este camión lleva una carga');
      expect((await call(carrier, 'GET', `user-manager/my-trucker-detail/${truck._id}`)).statusCode).toBe(200);
    } finally {
      await sql(`update loads set trucker_id = null, status = $2 where id = $1`, [load!.id, load!.status]);
    }
    expect((await call(carrier, 'DELETE', `user-manager/remove-trucker/${truck._id}`)).statusCode).toBe(200);
  });

  it('answers 400 with errors on bad input', async () => {
    const bad = await add(
      carrier,
      input({
        truckNumber: '!!',
        plateNumber: 'A',
        vin: 'IOQ123',
        year: 1970,
        capacityLbs: 0,
        status: 'parked' as never,
        homeState: 'Illinois',
        country: 'MEXICO' as never,
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        'body.truckNumber',
        'body.plateNumber',
        'body.vin',
        'body.year',
        'body.capacityLbs',
        'body.status',
        'body.homeState',
        'body.country',
      ]),
    );

    // USDOT: 1 to 8 digits; MC: 1 to 7 digits, typed with 'MC' or not (kept as its digits).
    const numbers = await add(carrier, input({ truckNumber: 'NUM-1', dotNumber: 'abc', mcNumber: '-5' }));
    expect(numbers.statusCode).toBe(400);
    expect(fieldsOf(numbers)).toEqual(['body.dotNumber', 'body.mcNumber']);
    expect(fieldsOf(await add(carrier, input({ truckNumber: 'NUM-1', dotNumber: '123456789', mcNumber: '12345678' })))).toEqual([
      'body.dotNumber',
      'body.mcNumber',
    ]);
    const prefixed = await add(carrier, input({ truckNumber: 'NUM-1', dotNumber: '12345678', mcNumber: 'MC 1234567' }));
    expect(prefixed.statusCode).toBe(200);
    expect(prefixed.body.data).toMatchObject({ dotNumber: '12345678', mcNumber: '1234567' });

    const future = await add(carrier, input({ year: new Date().getUTCFullYear() + 2 }));
    expect(future.statusCode).toBe(400);
    expect(fieldsOf(future)).toEqual(['body.year']);

    const unknown = await add(carrier, input({ equipmentIds: [dryVan, '00000000-0000-4000-8000-000000000000'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'body.equipmentIds.1', message: FLEET_TRUCK_MESSAGES.unknownEquipment }]);
    expect(fieldsOf(await add(carrier, input({ equipmentIds: [] })))).toContain('body.equipmentIds');

    expect((await add(carrier, input({ truckNumber: 'DUP-1' }))).statusCode).toBe(200);
    const duplicate = await add(carrier, input({ truckNumber: 'dup-1' }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.body.errors).toEqual([{ field: 'body.truckNumber', message: FLEET_TRUCK_MESSAGES.duplicateUnit }]);

    expect((await call(carrier, 'GET', 'user-manager/my-trucker-detail/not-an-id')).statusCode).toBe(400);
    expect((await list(carrier, { status: 'parked' })).statusCode).toBe(400);
  });

  it('keeps an owner-operator insurance expiry and the lanes it serves, replaced on update, in detail and list', async () => {
    const options = await call<TruckerLaneOption[]>(carrier, 'GET', 'user-manager/trucker-lanes');
    expect(options.statusCode).toBe(200);
    const [own] = await sql<{ company_id: string }>(`select company_id::text from users where email = 'carrier@demo.test'`);
    const companyLanes = await sql<{ id: string; name: string }>('select id::text, name from lanes where company_id = $1 order by name, id', [own!.company_id]);
    expect(options.body.data!.map((lane) => lane._id)).toEqual(companyLanes.map((lane) => lane.id));
    const [laneA, laneB, laneC] = companyLanes;

    const added = await add(
      carrier,
      input({
        kind: 'carrier',
        truckNumber: 'OO-1',
        dotNumber: '1234567',
        mcNumber: '765432',
        insuranceExpiresOn: '2027-01-15',
        laneIds: [laneA!.id, laneB!.id],
      }),
    );
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toMatchObject({ kind: 'carrier', insuranceExpiresOn: '2027-01-15' });
    expect(added.body.data!.lanes.map((lane) => lane._id).sort()).toEqual([laneA!.id, laneB!.id].sort());
    const id = added.body.data!._id;

    // Update without laneIds keeps them; with laneIds replaces them; an empty list clears them.
    const kept = await call<Trucker>(
      carrier,
      'POST',
      `user-manager/update-trucker/${id}`,
      input({ kind: 'carrier', truckNumber: 'OO-1', insuranceExpiresOn: null }),
    );
    expect(kept.body.data).toMatchObject({ insuranceExpiresOn: null });
    expect(kept.body.data!.lanes).toHaveLength(2);
    const replaced = await call<Trucker>(
      carrier,
      'POST',
      `user-manager/update-trucker/${id}`,
      input({ kind: 'carrier', truckNumber: 'OO-1', insuranceExpiresOn: '2026-12-01', laneIds: [laneC!.id] }),
    );
    expect(replaced.body.data!.lanes).toEqual([{ _id: laneC!.id, name: laneC!.name }]);
    expect(await sql('select 1 from lane_users where trucker_id = $1', [id])).toHaveLength(1);

    const listed = await list(carrier, { kind: 'carrier', search: 'OO-1' });
    expect(listed.body.data!.items).toEqual([
      expect.objectContaining({ _id: id, insuranceExpiresOn: '2026-12-01', lanes: [{ _id: laneC!.id, name: laneC!.name }] }),
    ]);
    const detail = await call<Trucker>(carrier, 'GET', `user-manager/my-trucker-detail/${id}`);
    expect(detail.body.data).toEqual(replaced.body.data);

    const cleared = await call<Trucker>(carrier, 'POST', `user-manager/update-trucker/${id}`, input({ kind: 'carrier', truckNumber: 'OO-1', laneIds: [] }));
    expect(cleared.body.data!.lanes).toEqual([]);

    // Another company's lane, or a malformed date, is a 400 on the field.
    const [theirLane] = await sql<{ id: string }>('select id::text from lanes where company_id <> $1 limit 1', [own!.company_id]);
    if (theirLane) {
      const foreign = await add(carrier, input({ kind: 'carrier', truckNumber: 'OO-2', laneIds: [laneA!.id, theirLane.id] }));
      expect(foreign.statusCode).toBe(400);
      expect(foreign.body.errors).toEqual([{ field: 'body.laneIds.1', message: 'Unknown lane' }]);
    }
    const unknownLane = await add(carrier, input({ kind: 'carrier', truckNumber: 'OO-2', laneIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(unknownLane.body.errors).toEqual([{ field: 'body.laneIds.0', message: 'Unknown lane' }]);
    expect(fieldsOf(await add(carrier, input({ kind: 'carrier', truckNumber: 'OO-2', insuranceExpiresOn: '15/01/2027' })))).toContain(
      'body.insuranceExpiresOn',
    );
    expect(fieldsOf(await add(carrier, input({ kind: 'carrier', truckNumber: 'OO-2', laneIds: ['nope'] })))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^body\.laneIds/)]),
    );
  });

  it('insuranceStateOf flags an expired insurance and one expiring within 30 days', () => {
    expect(insuranceStateOf(null, '2026-11-23')).toBeNull();
    expect(insuranceStateOf('2026-11-22', '2026-11-23')).toBe('expired');
    expect(insuranceStateOf('2026-11-23', '2026-11-23')).toBe('expiring');
    expect(insuranceStateOf('2026-12-23', '2026-11-23')).toBe('expiring');
    expect(insuranceStateOf('2026-12-24', '2026-11-23')).toBe('valid');
  });

  it('trucker-list-lane lists the truckers serving one of the company lanes; another company lane is a 404', async () => {
    const [own] = await sql<{ company_id: string }>(`select company_id::text from users where email = 'carrier@demo.test'`);
    const [lane] = await sql<{ id: string }>('select id::text from lanes where company_id = $1 order by name desc limit 1', [own!.company_id]);
    const serving = (await add(carrier, input({ kind: 'carrier', truckNumber: 'LANE-1', laneIds: [lane!.id] }))).body.data!;
    const expected = await sql<{ id: string }>(
      `select t.id::text from lane_users u join truckers t on t.id = u.trucker_id where u.lane_id = $1 and u.company_id = $2 and t.is_active order by t.truck_number, t.id`,
      [lane!.id, own!.company_id],
    );
    const answer = await call<Page<Trucker>>(carrier, 'POST', 'user-manager/trucker-list-lane', { laneId: lane!.id, limit: 100 });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data!.items.map((item) => item._id)).toEqual(expected.map((row) => row.id));
    expect(answer.body.data!.items.map((item) => item._id)).toContain(serving._id);
    const paged = await call<Page<Trucker>>(carrier, 'POST', 'user-manager/trucker-list-lane', { laneId: lane!.id, page: 1, limit: 1 });
    expect(paged.body.data).toMatchObject({ total: expected.length, page: 1, limit: 1 });
    expect(paged.body.data!.items).toHaveLength(1);

    const [theirs] = await sql<{ id: string }>('select id::text from lanes where company_id <> $1 limit 1', [own!.company_id]);
    if (theirs) {
      const foreign = await call(carrier, 'POST', 'user-manager/trucker-list-lane', { laneId: theirs.id });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body.message).toBe('Lane not found');
    }
    expect((await call(carrier, 'POST', 'user-manager/trucker-list-lane', { laneId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect(fieldsOf(await call(carrier, 'POST', 'user-manager/trucker-list-lane', { laneId: 'x' }))).toContain('body.laneId');
    expect(fieldsOf(await call(carrier, 'POST', 'user-manager/trucker-list-lane', {}))).toContain('body.laneId');
  });

  it('trucker-positions answers the map rows of the list filters, unpaged, and counts trucks without a position', async () => {
    const placed = (await add(carrier, input({ truckNumber: 'POS-1', name: 'Posy Mapwright', equipmentIds: [flatbed], status: 'off_duty' }))).body.data!;
    const unplaced = (await add(carrier, input({ truckNumber: 'POS-2', name: 'Posy Mapwright', equipmentIds: [flatbed] }))).body.data!;
    await sql('update truckers set last_lat = 41.5, last_lng = -87.25 where id = $1', [placed._id]);
    const answer = await call<TruckerPositions>(carrier, 'POST', 'user-manager/trucker-positions', { search: 'mapwright' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Truck positions fetched');
    expect(answer.body.data).toEqual({ items: [[placed._id, 41.5, -87.25, TRUCKER_STATUSES.indexOf('off_duty'), 'POS-1']], unplaced: 1 });
    expect((await call<TruckerPositions>(carrier, 'POST', 'user-manager/trucker-positions', { search: 'mapwright', status: 'available' })).body.data).toEqual({
      items: [],
      unplaced: 1,
    });
    expect((await call<TruckerPositions>(carrier, 'POST', 'user-manager/trucker-positions', { search: 'mapwright', equipmentId: dryVan })).body.data).toEqual({
      items: [],
      unplaced: 0,
    });
    // The whole fleet, as the list counts it; every row the company's.
    const all = await call<TruckerPositions>(carrier, 'POST', 'user-manager/trucker-positions', {});
    const total = (await list(carrier, { limit: 1 })).body.data!.total;
    expect(all.body.data!.items.length + all.body.data!.unplaced).toBe(total);
    expect((await call<TruckerPositions>(stranger, 'POST', 'user-manager/trucker-positions', { search: 'mapwright' })).body.data).toEqual({
      items: [],
      unplaced: 0,
    });
    expect(unplaced._id).toBeTruthy();
    expect(fieldsOf(await call(carrier, 'POST', 'user-manager/trucker-positions', { status: 'parked' }))).toContain('body.status');
    expect(fieldsOf(await call(carrier, 'POST', 'user-manager/trucker-positions', { page: 2 }))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^body/)]),
    );
  });

  it('my-trucker-list takes a long page (up to 10,000) for the list that virtualises its rows', async () => {
    const long = await list(carrier, { limit: 5000 });
    expect(long.statusCode).toBe(200);
    expect(long.body.data!.limit).toBe(5000);
    expect(fieldsOf(await list(carrier, { limit: 10_001 }))).toContain('body.limit');
  });

  it('is for users with the carrier module only', async () => {
    const [user] = await sql<{ id: string }>(`select id::text from users where email = 'carrier@demo.test'`);
    await sql(`update user_permissions set is_granted = false where user_id = $1 and module_id = (select id from modules where module_key = 'carrier')`, [
      user!.id,
    ]);
    try {
      const token = await t.login('carrier@demo.test');
      expect((await list(token, {})).statusCode).toBe(403);
      expect((await add(token, input())).statusCode).toBe(403);
      expect((await call(token, 'POST', 'user-manager/trucker-positions', {})).statusCode).toBe(403);
      expect((await call(token, 'GET', 'user-manager/trucker-lanes')).statusCode).toBe(403);
      const [lane] = await sql<{ id: string }>('select id::text from lanes limit 1');
      expect((await call(token, 'POST', 'user-manager/trucker-list-lane', { laneId: lane!.id })).statusCode).toBe(403);
    } finally {
      await sql(`update user_permissions set is_granted = true where user_id = $1 and module_id = (select id from modules where module_key = 'carrier')`, [
        user!.id,
      ]);
    }
  });
});
