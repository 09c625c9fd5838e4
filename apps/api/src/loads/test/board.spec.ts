import {
  LOAD_BOARD_MESSAGES,
  LOAD_GROUPS,
  LOAD_LIST_GROUPS,
  statusesOfGroup,
  type BroadcastLoadData,
  type LoadAcceptData,
  type LoadBoardData,
  type LoadBoardItem,
  type LoadBoardRequest,
  type LoadsDetailsData,
  type LoadsDetailsRequest,
} from '@freight/contracts';
import { boundingBox, milesBetween } from '../board';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { caller, withSql } from '../../address-book/test/support';

/**
 * The load list (get-all-loads-details), broadcast-load, the load board (search-load-by-filter) and
 * load-accept-by-fleet, on a fresh copy of the demo world: Demo Freight Co. ships; Interstate Haulers and Maple
 * Leaf Freight are its active partner carriers.
 */

const INTERSTATE = 'dispatch@interstate-haulers.test';
const MAPLE = 'dispatch@mapleleaf-freight.test';
const SHIPPER = 'shipper@demo.test';

describe('load-manager: load list and load board', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let interstate: string;
  let maple: string;
  let demoId: string;
  let interstateId: string;
  let mapleId: string;

  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    withSql(t, async (client) => (await client.query<R>(text, values)).rows);

  const list = (body: LoadsDetailsRequest, token = shipper) => call<LoadsDetailsData>(token, 'POST', 'load-manager/get-all-loads-details', body);
  const board = (body: LoadBoardRequest, token = interstate) => call<LoadBoardData>(token, 'POST', 'load-manager/search-load-by-filter', body);
  const accept = (loadId: string, token = interstate) => call<LoadAcceptData>(token, 'POST', 'load-manager/load-accept-by-fleet', { loadId });
  const broadcast = (id: string, token = shipper) => call<BroadcastLoadData>(token, 'POST', `load-manager/broadcast-load/${id}`, {});

  /** Every item of the board for `body`, page after page. */
  async function wholeBoard(body: LoadBoardRequest, token = interstate): Promise<LoadBoardItem[]> {
    const items: LoadBoardItem[] = [];
    for (let page = 1; page < 50; page++) {
      const answer = await board({ ...body, page, limit: 100 }, token);
      expect(answer.statusCode).toBe(200);
      items.push(...answer.body.data!.items);
      if (items.length >= answer.body.data!.total) break;
    }
    return items;
  }

  /** The ids the board must show `companyId`: open broadcast loads of shippers it partners with, and loads tendered to it. */
  async function expectedBoardIds(companyId: string): Promise<string[]> {
    const rows = await sql<{ id: string }>(
      `select l.id::text as id from loads l
       where (l.is_broadcast and l.status in ('pending', 'quoted') and l.company_id <> $1
              and exists (select 1 from carrier_partners p where p.company_id = l.company_id and p.carrier_company_id = $1 and p.status = 'active'))
          or (l.carrier_company_id = $1 and l.status = 'tendered')`,
      [companyId],
    );
    return rows.map((row) => row.id).sort();
  }

  /** A pending load of Demo Freight Co., not broadcast, with a rate and no order. */
  async function freshPendingLoad(): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `select l.id::text as id from loads l
       where l.company_id = $1 and l.status = 'pending' and not l.is_broadcast and l.rate is not null and l.parent_id is null
         and l.origin_lat is not null
         and not exists (select 1 from orders o where o.load_id = l.id and o.status not in ('rejected', 'cancelled'))
       order by l.created_at desc limit 1`,
      [demoId],
    );
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    [shipper, interstate, maple] = await Promise.all([t.login(SHIPPER), t.login(INTERSTATE), t.login(MAPLE)]);
    const [ids] = await sql<{ demo: string; interstate: string; maple: string }>(
      `select (select company_id::text from users where email = $1) as demo,
              (select company_id::text from users where email = $2) as interstate,
              (select company_id::text from users where email = $3) as maple`,
      [SHIPPER, INTERSTATE, MAPLE],
    );
    demoId = ids!.demo;
    interstateId = ids!.interstate;
    mapleId = ids!.maple;
  });
  afterAll(() => t.close());

  describe('the demo world', () => {
    it('has broadcast loads of Demo Freight Co. with positions, which both partner carriers find on the board', async () => {
      const [counts] = await sql<{ broadcast: number; positioned: number; missing: number }>(
        `select count(*) filter (where is_broadcast and status in ('pending', 'quoted'))::int as broadcast,
                count(*) filter (where is_broadcast and status in ('pending', 'quoted') and origin_lat is not null and destination_lat is not null)::int as positioned,
                count(*) filter (where origin_lat is null or destination_lat is null)::int as missing
         from loads where company_id = $1`,
        [demoId],
      );
      expect(counts!.broadcast).toBeGreaterThanOrEqual(10);
      expect(counts!.positioned).toBe(counts!.broadcast);
      expect(counts!.missing).toBe(0);
      // The positions are the first pickup's and the last delivery's.
      const [mismatch] = await sql<{ n: number }>(
        `select count(*)::int as n from loads l
         join lateral (select lat, lng from load_stops s where s.load_id = l.id order by seq limit 1) o on true
         join lateral (select lat, lng from load_stops s where s.load_id = l.id order by seq desc limit 1) d on true
         where l.company_id = $1 and (o.lat <> l.origin_lat or o.lng <> l.origin_lng or d.lat <> l.destination_lat or d.lng <> l.destination_lng)`,
        [demoId],
      );
      expect(mismatch!.n).toBe(0);
      for (const token of [interstate, maple]) {
        const items = await wholeBoard({ scope: 'broadcast' }, token);
        expect(items.length).toBe(counts!.broadcast);
        expect(items.every((item) => item.shipper.name === 'Demo Freight Co.' && item.origin.lat !== null)).toBe(true);
      }
    });
  });

  describe('get-all-loads-details', () => {
    it("lists the company's loads with the counts of every tab, and each tab holds its group's statuses", async () => {
      const answer = await list({ page: 1, limit: 20 });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.message).toBe(LOAD_BOARD_MESSAGES.listFetched);
      const data = answer.body.data!;
      const byStatus = new Map(
        (await sql<{ status: string; n: number }>(`select status, count(*)::int as n from loads where company_id = $1 group by status`, [demoId])).map(
          (row) => [row.status, row.n],
        ),
      );
      const expected = (group: (typeof LOAD_LIST_GROUPS)[number]) => statusesOfGroup(group).reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
      for (const group of LOAD_LIST_GROUPS) expect([group, data.counts[group]]).toEqual([group, expected(group)]);
      expect(data.total).toBe(expected('all'));
      expect(data.items).toHaveLength(20);
      // Newest first by default.
      const created = data.items.map((item) => item.createdAt);
      expect([...created].sort().reverse()).toEqual(created);

      for (const group of Object.keys(LOAD_GROUPS) as Array<keyof typeof LOAD_GROUPS>) {
        const tab = await list({ group, limit: 100 });
        expect(tab.statusCode).toBe(200);
        expect(tab.body.data!.total).toBe(expected(group));
        expect(tab.body.data!.items.every((item) => (LOAD_GROUPS[group] as readonly string[]).includes(item.status))).toBe(true);
        expect(tab.body.data!.items).toHaveLength(Math.min(100, expected(group)));
      }
    });

    it('gives each row its broadcast flag, mode, lane and quote counts', async () => {
      const answer = await list({ group: 'quoted', limit: 50 });
      const items = answer.body.data!.items;
      expect(items.length).toBeGreaterThan(0);
      const rows = await sql<{ id: string; is_broadcast: boolean; mode: string; total: number; requested: number; confirmed: number }>(
        `select l.id::text as id, l.is_broadcast, l.mode, count(q.id)::int as total,
                (count(q.id) filter (where q.status = 'requested'))::int as requested, (count(q.id) filter (where q.status = 'confirmed'))::int as confirmed
         from loads l left join quotes q on q.load_id = l.id where l.id = any($1::uuid[]) group by l.id`,
        [items.map((item) => item._id)],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const item of items) {
        const row = byId.get(item._id)!;
        expect({ isBroadcast: item.isBroadcast, mode: item.mode, quotes: item.quotes }).toEqual({
          isBroadcast: row.is_broadcast,
          mode: row.mode,
          quotes: { total: row.total, requested: row.requested, confirmed: row.confirmed },
        });
      }
      expect(items.some((item) => item.quotes.confirmed > 0)).toBe(true);
    });

    it('filters by status, dates, origin and destination text, equipment and lane, and sorts; the tab counts follow the filters', async () => {
      // Origin text: the start of the city, or the state code, or "City, ST".
      const [place] = await sql<{ city: string; state: string; n: number }>(
        `select origin_city as city, origin_state as state, count(*)::int as n from loads where company_id = $1 group by 1, 2 order by 3 desc limit 1`,
        [demoId],
      );
      const byCity = await list({ origin: place!.city.slice(0, 4).toLowerCase(), limit: 100 });
      expect(byCity.statusCode).toBe(200);
      expect(
        byCity.body.data!.items.every(
          (item) =>
            item.origin.city.toLowerCase().startsWith(place!.city.slice(0, 4).toLowerCase()) ||
            item.origin.state.toLowerCase() === place!.city.slice(0, 4).toLowerCase(),
        ),
      ).toBe(true);
      const exact = await list({ origin: `${place!.city}, ${place!.state}`, limit: 100 });
      expect(exact.body.data!.total).toBe(place!.n);
      expect(exact.body.data!.counts.all).toBe(place!.n);
      expect(exact.body.data!.items.every((item) => item.origin.city === place!.city && item.origin.state === place!.state)).toBe(true);

      const [destination] = await sql<{ state: string; n: number }>(
        `select destination_state as state, count(*)::int as n from loads where company_id = $1 group by 1 order by 2 desc limit 1`,
        [demoId],
      );
      const byState = await list({ destination: destination!.state.toLowerCase() });
      expect(byState.body.data!.counts.all).toBeGreaterThanOrEqual(destination!.n);

      // Status (a list) within a tab, and the counts with the same filter.
      const statusOnly = await list({ group: 'history', status: ['cancelled', 'pending'] });
      const [cancelled] = await sql<{ n: number }>(`select count(*)::int as n from loads where company_id = $1 and status = 'cancelled'`, [demoId]);
      expect(statusOnly.body.data!.total).toBe(cancelled!.n);
      expect(statusOnly.body.data!.items.every((item) => item.status === 'cancelled')).toBe(true);
      expect(statusOnly.body.data!.counts.accepted).toBe(0);

      // Pickup date range, sorted by pickup date.
      const [range] = await sql<{ from: Date; to: Date; n: number }>(
        `select min(pickup_start) + interval '5 days' as "from", min(pickup_start) + interval '20 days' as "to",
                (select count(*)::int from loads where company_id = $1 and pickup_start between (select min(pickup_start) + interval '5 days' from loads where company_id = $1) and (select min(pickup_start) + interval '20 days' from loads where company_id = $1)) as n
         from loads where company_id = $1`,
        [demoId],
      );
      const dated = await list({ pickupFrom: range!.from.toISOString(), pickupTo: range!.to.toISOString(), sort: 'pickupDate', limit: 100 });
      expect(dated.body.data!.total).toBe(range!.n);
      const pickups = dated.body.data!.items.map((item) => item.pickupDate);
      expect([...pickups].sort()).toEqual(pickups);
      expect(pickups.every((at) => at >= range!.from.toISOString() && at <= range!.to.toISOString())).toBe(true);
      const delivered = await list({ deliveryFrom: range!.from.toISOString(), deliveryTo: range!.to.toISOString(), limit: 5 });
      expect(delivered.body.data!.items.every((item) => item.deliveryDate >= range!.from.toISOString() && item.deliveryDate <= range!.to.toISOString())).toBe(
        true,
      );

      // Equipment and lane.
      const [equipment] = await sql<{ id: string; n: number }>(
        `select equipment_type_id::text as id, count(*)::int as n from loads where company_id = $1 and equipment_type_id is not null group by 1 order by 2 limit 1`,
        [demoId],
      );
      const byEquipment = await list({ equipmentTypeId: equipment!.id, limit: 100 });
      expect(byEquipment.body.data!.total).toBe(equipment!.n);
      const [lane] = await sql<{ id: string; n: number }>(
        `select lane_id::text as id, count(*)::int as n from loads where company_id = $1 and lane_id is not null group by 1 order by 2 desc limit 1`,
        [demoId],
      );
      const byLane = await list({ laneId: lane!.id, limit: 100 });
      expect(byLane.body.data!.total).toBe(lane!.n);
      expect(byLane.body.data!.items.every((item) => item.laneId === lane!.id)).toBe(true);

      // Search (load id), and a page past the end.
      const first = byLane.body.data!.items[0]!;
      const searched = await list({ search: first.loadId.toLowerCase() });
      expect(searched.body.data!.items.map((item) => item._id)).toContain(first._id);
      const past = await list({ laneId: lane!.id, page: 1000 });
      expect(past.body.data!.items).toEqual([]);
      expect(past.body.data!.total).toBe(lane!.n);
    });

    it('pages a tab of several statuses without gaps or repeats', async () => {
      const seen: string[] = [];
      const first = await list({ group: 'active', limit: 7, sort: 'loadId' });
      const total = first.body.data!.total;
      for (let page = 1; (page - 1) * 7 < total; page++) {
        const answer = await list({ group: 'active', limit: 7, page, sort: 'loadId' });
        seen.push(...answer.body.data!.items.map((item) => item.loadId));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      expect([...seen].sort()).toEqual(seen);
    });

    it('answers a date range that ends before it starts with 400 and errors, and another company sees none of these loads', async () => {
      const bad = await list({ pickupFrom: '2027-03-10T00:00:00.000Z', pickupTo: '2027-03-01T00:00:00.000Z' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body.errors).toEqual([{ field: 'body.pickupTo', message: LOAD_BOARD_MESSAGES.rangeOrder }]);
      const unknown = await list({ group: 'everything' as 'all' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body.errors?.length).toBeGreaterThan(0);

      const theirs = await list({ limit: 100 }, interstate);
      expect(theirs.statusCode).toBe(200);
      const [owned] = await sql<{ n: number }>(`select count(*)::int as n from loads where company_id = $1`, [interstateId]);
      expect(theirs.body.data!.total).toBe(owned!.n);
      expect(theirs.body.data!.items.every((item) => item.shipper._id === interstateId)).toBe(true);
      const anonymous = await call(undefined, 'POST', 'load-manager/get-all-loads-details', {});
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('broadcast-load', () => {
    it('offers an open load of the owner on the board; twice is harmless', async () => {
      const id = await freshPendingLoad();
      expect((await wholeBoard({ scope: 'broadcast' })).some((item) => item._id === id)).toBe(false);
      const first = await broadcast(id);
      expect(first.statusCode).toBe(200);
      expect(first.body.message).toBe('Load Successfully Broadcasted');
      expect(first.body.data).toMatchObject({ _id: id, isBroadcast: true, status: 'pending' });
      const second = await broadcast(id);
      expect(second.statusCode).toBe(200);
      expect(second.body.data!.broadcastAt).toBe(first.body.data!.broadcastAt);
      const [row] = await sql<{ is_broadcast: boolean }>(`select is_broadcast from loads where id = $1`, [id]);
      expect(row!.is_broadcast).toBe(true);
      expect((await wholeBoard({ scope: 'broadcast' })).some((item) => item._id === id)).toBe(true);
      const listed = await list({ search: (await sql<{ load_id: string }>(`select load_id from loads where id = $1`, [id]))[0]!.load_id.toLowerCase() });
      expect(listed.body.data!.items.find((item) => item._id === id)?.isBroadcast).toBe(true);
    });

    it("refuses a load past quoting (409), one without a rate (409), another company's load (404) and no token (401)", async () => {
      const [delivered] = await sql<{ id: string }>(`select id::text as id from loads where company_id = $1 and status = 'delivered' limit 1`, [demoId]);
      const late = await broadcast(delivered!.id);
      expect(late.statusCode).toBe(409);
      expect(late.body.message).toBe('Only a pending or quoted load can be broadcast: this one is delivered');

      const id = await freshPendingLoad();
      await sql(`update loads set rate = null where id = $1`, [id]);
      const noRate = await broadcast(id);
      expect(noRate.statusCode).toBe(409);
      expect(noRate.body.message).toBe(LOAD_BOARD_MESSAGES.broadcastNeedsRate);

      const stranger = await broadcast(id, interstate);
      expect(stranger.statusCode).toBe(404);
      expect((await call(undefined, 'POST', `load-manager/broadcast-load/${id}`, {})).statusCode).toBe(401);
      const [row] = await sql<{ is_broadcast: boolean }>(`select is_broadcast from loads where id = $1`, [id]);
      expect(row!.is_broadcast).toBe(false);
    });

    it("answers the 409 in the caller's language", async () => {
      const [delivered] = await sql<{ id: string }>(`select id::text as id from loads where company_id = $1 and status = 'delivered' limit 1`, [demoId]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/api/load-manager/broadcast-load/${delivered!.id}`,
        headers: { authorization: `Bearer ${shipper}`, language: 'sp' },
        payload: {},
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Solo se puede publicar una carga pendiente o cotizada: esta está entregada');
    });
  });

  describe('search-load-by-filter', () => {
    it('shows a carrier exactly the open loads offered to it and the loads tendered to it, never a load of its own', async () => {
      for (const [token, companyId] of [
        [interstate, interstateId],
        [maple, mapleId],
      ] as const) {
        const items = await wholeBoard({}, token);
        expect(items.map((item) => item._id).sort()).toEqual(await expectedBoardIds(companyId));
        for (const item of items) {
          if (item.source === 'broadcast') expect(['pending', 'quoted']).toContain(item.status);
          else expect(item.status).toBe('tendered');
        }
      }
      const tendered = await sql<{ id: string }>(`select id::text as id from loads where carrier_company_id = $1 and status = 'tendered'`, [interstateId]);
      expect(tendered.length).toBeGreaterThan(0);
      const onlyTendered = await wholeBoard({ scope: 'tendered' });
      expect(onlyTendered.map((item) => item._id).sort()).toEqual(tendered.map((row) => row.id).sort());

      // The shipper's own user: none of its broadcast loads, only what is tendered to its own fleet.
      const own = await wholeBoard({}, shipper);
      expect(own.every((item) => item.source === 'tendered')).toBe(true);
      expect(own.map((item) => item._id).sort()).toEqual(await expectedBoardIds(demoId));
    });

    it('never shows a non-broadcast load that is not tendered to the caller, nor anything to a blocked partner', async () => {
      const hidden = await sql<{ id: string }>(
        `select id::text as id from loads where company_id = $1 and not is_broadcast and (carrier_company_id is distinct from $2 or status <> 'tendered')`,
        [demoId, interstateId],
      );
      const seen = new Set((await wholeBoard({})).map((item) => item._id));
      expect(hidden.filter((row) => seen.has(row.id))).toEqual([]);

      await sql(`update carrier_partners set status = 'blocked' where company_id = $1 and carrier_company_id = $2`, [demoId, mapleId]);
      try {
        const items = await wholeBoard({}, maple);
        expect(items.filter((item) => item.source === 'broadcast')).toEqual([]);
        const [offered] = await sql<{ id: string }>(`select id::text as id from loads where company_id = $1 and is_broadcast and status = 'pending' limit 1`, [
          demoId,
        ]);
        const refused = await accept(offered!.id, maple);
        expect(refused.statusCode).toBe(404);
      } finally {
        await sql(`update carrier_partners set status = 'active' where company_id = $1 and carrier_company_id = $2`, [demoId, mapleId]);
      }
    });

    it('filters by origin radius (the radius really filters), destination radius, and sorts by distance', async () => {
      const all = await wholeBoard({ scope: 'broadcast' });
      const anchor = all.find((item) => item.origin.lat !== null)!;
      const center = { lat: anchor.origin.lat! + 0.3, lng: anchor.origin.lng! - 0.2 };
      const radius = 120;
      const near = await wholeBoard({ scope: 'broadcast', origin: { ...center, radiusMiles: radius } });
      const expected = all.filter((item) => item.origin.lat !== null && milesBetween(center, { lat: item.origin.lat!, lng: item.origin.lng! }) <= radius);
      expect(near.map((item) => item._id).sort()).toEqual(expected.map((item) => item._id).sort());
      expect(near.length).toBeGreaterThan(0);
      expect(near.length).toBeLessThan(all.length);
      for (const item of near) {
        expect(item.originDistanceMiles).not.toBeNull();
        expect(item.originDistanceMiles!).toBeLessThanOrEqual(radius);
        expect(Math.abs(item.originDistanceMiles! - milesBetween(center, { lat: item.origin.lat!, lng: item.origin.lng! }))).toBeLessThan(0.1);
      }
      // Default sort with an origin: nearest first.
      const distances = near.map((item) => item.originDistanceMiles!);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);

      const target = expected[0]!;
      const dest = { lat: target.destination.lat!, lng: target.destination.lng!, radiusMiles: 30 };
      const both = await wholeBoard({ scope: 'broadcast', origin: { ...center, radiusMiles: radius }, destination: dest });
      expect(both.map((item) => item._id)).toContain(target._id);
      expect(both.every((item) => milesBetween(dest, { lat: item.destination.lat!, lng: item.destination.lng! }) <= 30)).toBe(true);
      expect(both.every((item) => item.destinationDistanceMiles! <= 30)).toBe(true);

      // A point in the Atlantic finds nothing.
      const ocean = await board({ origin: { lat: 35, lng: -50, radiusMiles: 200 } });
      expect(ocean.body.data).toMatchObject({ items: [], total: 0 });
    });

    it('filters by pickup dates, equipment and maximum weight (a load weighed in kg converted)', async () => {
      const all = await wholeBoard({ scope: 'broadcast' });
      const pickups = all.map((item) => item.pickupDate).sort();
      const from = pickups[Math.floor(pickups.length / 4)]!;
      const to = pickups[Math.floor((pickups.length * 3) / 4)]!;
      const dated = await wholeBoard({ scope: 'broadcast', pickupFrom: from, pickupTo: to, sort: 'pickupDate' });
      expect(dated.map((item) => item._id).sort()).toEqual(
        all
          .filter((item) => item.pickupDate >= from && item.pickupDate <= to)
          .map((item) => item._id)
          .sort(),
      );
      expect(dated.map((item) => item.pickupDate)).toEqual([...dated.map((item) => item.pickupDate)].sort());

      const equipmentIds = [...new Set(all.map((item) => item.equipment?._id).filter((id): id is string => Boolean(id)))];
      const chosen = equipmentIds.slice(0, 2);
      const byEquipment = await wholeBoard({ scope: 'broadcast', equipmentTypeIds: chosen });
      expect(byEquipment.map((item) => item._id).sort()).toEqual(
        all
          .filter((item) => item.equipment && chosen.includes(item.equipment._id))
          .map((item) => item._id)
          .sort(),
      );

      const weights = all.map((item) => item.weight).sort((a, b) => a - b);
      const max = weights[Math.floor(weights.length / 2)]!;
      const light = await wholeBoard({ scope: 'broadcast', maxWeight: max });
      expect(light.map((item) => item._id).sort()).toEqual(
        all
          .filter((item) => item.weight <= max)
          .map((item) => item._id)
          .sort(),
      );
      // A load of max/2 + 10 kg weighs more than max lbs: out; one of max/2.3 kg: in.
      const [heavy, kept] = all.filter((item) => item.weight > max);
      await sql(`update loads set weight = $2, weight_unit = 'kg' where id = $1`, [heavy!._id, Math.round(max / 2) + 10]);
      await sql(`update loads set weight = $2, weight_unit = 'kg' where id = $1`, [kept!._id, Math.floor(max / 2.3)]);
      const converted = new Set((await wholeBoard({ scope: 'broadcast', maxWeight: max })).map((item) => item._id));
      expect(converted.has(heavy!._id)).toBe(false);
      expect(converted.has(kept!._id)).toBe(true);
    });

    it('gives a carrier what it needs and no other price: the posted rate, or its own order rate when tendered', async () => {
      const answer = await board({ limit: 100 });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.message).toBe(LOAD_BOARD_MESSAGES.boardFetched);
      const items = answer.body.data!.items;
      const rates = new Map(
        (
          await sql<{ id: string; rate: string | null; order_rate: string | null }>(
            `select l.id::text as id, l.rate::text, (select o.rate::text from orders o where o.load_id = l.id and o.status = 'new' and o.carrier_company_id = $2) as order_rate
             from loads l where l.id = any($1::uuid[])`,
            [items.map((item) => item._id), interstateId],
          )
        ).map((row) => [row.id, row]),
      );
      for (const item of items) {
        const row = rates.get(item._id)!;
        expect(item.rate).toBe(Number(item.source === 'broadcast' ? row.rate : row.order_rate));
      }
      // No quote, passcode or recipient field anywhere in an item.
      const keys = (value: unknown): string[] =>
        value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner)]) : [];
      expect(items.flatMap((item) => keys(item)).filter((key) => /quote|passcode|recipient|amount/i.test(key))).toEqual([]);
      const quoteAmounts = await sql<{ amount: string }>(
        `select distinct q.amount::text as amount from quotes q where q.load_id = any($1::uuid[]) and q.amount is not null and (q.carrier_company_id is distinct from $2)`,
        [items.filter((item) => item.source === 'broadcast').map((item) => item._id), interstateId],
      );
      const shownRates = new Set(items.map((item) => item.rate));
      const ownRates = new Set(
        (await sql<{ rate: string }>(`select rate::text from loads where id = any($1::uuid[])`, [items.map((item) => item._id)])).map((row) =>
          Number(row.rate),
        ),
      );
      expect(quoteAmounts.map((row) => Number(row.amount)).filter((amount) => shownRates.has(amount) && !ownRates.has(amount))).toEqual([]);
    });

    it('answers bad filters with 400 and errors', async () => {
      const reversed = await board({ pickupFrom: '2027-03-10T00:00:00.000Z', pickupTo: '2027-03-01T00:00:00.000Z' });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.body.errors).toEqual([{ field: 'body.pickupTo', message: LOAD_BOARD_MESSAGES.rangeOrder }]);
      for (const body of [
        { origin: { lat: 91, lng: 0 } },
        { origin: { lat: 40, lng: -90, radiusMiles: 5000 } },
        { maxWeight: -1 },
        { equipmentTypeIds: ['dry_van'] },
        { sort: 'price' },
      ]) {
        const answer = await board(body as LoadBoardRequest);
        expect([JSON.stringify(body), answer.statusCode]).toEqual([JSON.stringify(body), 400]);
        expect(answer.body.errors?.length).toBeGreaterThan(0);
      }
      expect((await call(undefined, 'POST', 'load-manager/search-load-by-filter', {})).statusCode).toBe(401);
    });
  });

  describe('bounding box', () => {
    it('holds every point of the circle (checked on a ring of points), and drops the longitude bound near a pole or the antimeridian', () => {
      for (const [lat, lng, radius] of [
        [45, -93, 250],
        [25.8, -80.2, 1000],
        [60, -140, 400],
        [0, 0, 10],
      ] as const) {
        const box = boundingBox(lat, lng, radius);
        for (let bearing = 0; bearing < 360; bearing += 5) {
          // A point at `radius` miles on `bearing` (spherical destination formula).
          const R = 3958.7613;
          const d = radius / R;
          const b = (bearing * Math.PI) / 180;
          const p1 = (lat * Math.PI) / 180;
          const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b));
          const l2 = (lng * Math.PI) / 180 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
          const point = { lat: (p2 * 180) / Math.PI, lng: (l2 * 180) / Math.PI };
          expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
          expect(point.lat).toBeLessThanOrEqual(box.maxLat);
          expect(point.lng).toBeGreaterThanOrEqual(box.minLng!);
          expect(point.lng).toBeLessThanOrEqual(box.maxLng!);
        }
      }
      expect(boundingBox(89.8, 10, 50)).toMatchObject({ minLng: null, maxLng: null });
      expect(boundingBox(10, 179.9, 50)).toMatchObject({ minLng: null, maxLng: null });
    });
  });

  describe('load-accept-by-fleet', () => {
    it('a partner accepts a broadcast load: the load is accepted with its carrier, one accepted order exists, open quotes are withdrawn', async () => {
      const [load] = await sql<{ id: string }>(
        `select l.id::text as id from loads l where l.company_id = $1 and l.is_broadcast and l.status = 'quoted' and l.rate is not null
           and exists (select 1 from quotes q where q.load_id = l.id and q.status in ('requested', 'confirmed')) limit 1`,
        [demoId],
      );
      const answer = await accept(load!.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.message).toBe('Load has been successfully accepted');
      expect(answer.body.data).toMatchObject({ _id: load!.id, status: 'accepted', source: 'broadcast', order: { status: 'accepted' } });
      expect(answer.body.data!.order.orderId).toMatch(/^O-\d+$/);
      const [row] = await sql<{ status: string; carrier: string }>(`select status, carrier_company_id::text as carrier from loads where id = $1`, [load!.id]);
      expect(row).toEqual({ status: 'accepted', carrier: interstateId });
      const live = await sql<{ id: string; status: string; carrier: string; order_id: string }>(
        `select id::text as id, status, carrier_company_id::text as carrier, order_id from orders where load_id = $1 and status not in ('rejected', 'cancelled')`,
        [load!.id],
      );
      expect(live).toEqual([{ id: answer.body.data!.order._id, status: 'accepted', carrier: interstateId, order_id: answer.body.data!.order.orderId }]);
      const open = await sql(`select 1 from quotes where load_id = $1 and status in ('requested', 'confirmed')`, [load!.id]);
      expect(open).toEqual([]);
      // Off the board, and a second accept (by anyone) is a 409.
      expect((await wholeBoard({})).some((item) => item._id === load!.id)).toBe(false);
      const again = await accept(load!.id, maple);
      expect(again.statusCode).toBe(409);
      expect(again.body.message).toBe('This load can no longer be accepted: it is accepted');
      expect((await accept(load!.id)).statusCode).toBe(409);
    });

    it('a carrier accepts a load tendered to it: its order goes from new to accepted, with its history', async () => {
      const [load] = await sql<{ id: string; order_id: string }>(
        `select l.id::text as id, o.id::text as order_id from loads l join orders o on o.load_id = l.id and o.status = 'new'
         where l.carrier_company_id = $1 and l.status = 'tendered' limit 1`,
        [interstateId],
      );
      const answer = await accept(load!.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data).toMatchObject({ status: 'accepted', source: 'tendered', order: { _id: load!.order_id, status: 'accepted' } });
      const [order] = await sql<{ status: string; accepted: boolean }>(`select status, accepted_at is not null as accepted from orders where id = $1`, [
        load!.order_id,
      ]);
      expect(order).toEqual({ status: 'accepted', accepted: true });
      const history = await sql<{ from_status: string; to_status: string }>(
        `select from_status, to_status from order_status_history where order_id = $1 order by created_at desc limit 1`,
        [load!.order_id],
      );
      expect(history).toEqual([{ from_status: 'new', to_status: 'accepted' }]);
      const [row] = await sql<{ status: string }>(`select status from loads where id = $1`, [load!.id]);
      expect(row!.status).toBe('accepted');
    });

    it('a load neither offered nor tendered to the caller is not found (404); the owner cannot take its own broadcast load', async () => {
      const [hidden] = await sql<{ id: string }>(`select id::text as id from loads where company_id = $1 and not is_broadcast and status = 'pending' limit 1`, [
        demoId,
      ]);
      const refused = await accept(hidden!.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.body.message).toBe(LOAD_BOARD_MESSAGES.notFound);
      const [tenderedElsewhere] = await sql<{ id: string }>(
        `select id::text as id from loads where status = 'tendered' and carrier_company_id <> $1 and not is_broadcast limit 1`,
        [interstateId],
      );
      if (tenderedElsewhere) expect((await accept(tenderedElsewhere.id)).statusCode).toBe(404);
      const [offered] = await sql<{ id: string }>(`select id::text as id from loads where company_id = $1 and is_broadcast and status = 'pending' limit 1`, [
        demoId,
      ]);
      expect((await accept(offered!.id, shipper)).statusCode).toBe(404);
      expect((await accept('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const bad = await call(interstate, 'POST', 'load-manager/load-accept-by-fleet', { loadId: 'L-100001' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body.errors?.length).toBeGreaterThan(0);
      expect((await call(undefined, 'POST', 'load-manager/load-accept-by-fleet', { loadId: offered!.id })).statusCode).toBe(401);
      const [row] = await sql<{ status: string }>(`select status from loads where id = $1`, [offered!.id]);
      expect(row!.status).toBe('pending');
    });

    it('two carriers accepting the same load at once: one 200, one 409, one live order', async () => {
      for (let round = 0; round < 3; round++) {
        const id = await freshPendingLoad();
        expect((await broadcast(id)).statusCode).toBe(200);
        const answers = await Promise.all([accept(id, interstate), accept(id, maple)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        const winner = answers.find((answer) => answer.statusCode === 200)!;
        const live = await sql<{ carrier: string }>(
          `select carrier_company_id::text as carrier from orders where load_id = $1 and status not in ('rejected', 'cancelled')`,
          [id],
        );
        expect(live).toHaveLength(1);
        expect(live[0]!.carrier).toBe(winner === answers[0] ? interstateId : mapleId);
      }
    });
  });
});
