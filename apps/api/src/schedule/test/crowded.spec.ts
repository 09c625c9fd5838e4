import { CALENDAR_MAX_EVENTS, type CalendarEventsData, type StopType } from '@freight/contracts';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn } from '../../loads/test/support';
import type { TestApp } from '../../../test/support/test-app';

/**
 * A crowded calendar (schedule/calendar.ts reads the first events of each side and stop type in date order and merges
 * them; migration 0017): a month holding more than CALENDAR_MAX_EVENTS events answers the earliest ones, in the
 * calendar's order (date, window start, load id, pickup before delivery), with `truncated`, exactly as a plain read of
 * every stop of the range would: moved stops (a calendar date other than the window's day) at their calendar date,
 * in or out of the range, the loads the company carries for another company (side carrier), an own-fleet load once
 * (side both).
 */
describe('calendar-events over a crowded range', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let ids: { demo: string; interstate: string };
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);
  const FROM = '2027-07-01';
  const TO = '2027-07-31';

  /** `count` copies of one of Demo's loads, the g-th (1…count) picked up at `first` + g × `every`, delivered a day later. */
  async function copies(prefix: string, count: number, first: string, every: string, overrides: Record<string, string> = {}) {
    const columns = (
      await sql<{ name: string }>(
        `select column_name as name from information_schema.columns where table_name = 'loads' and is_generated = 'NEVER' order by ordinal_position`,
      )
    )
      .map((row) => row.name)
      .filter((name) => name !== 'search_text');
    const pickup = `($2::timestamptz + g * $3::interval)`;
    const values: Record<string, string> = {
      id: 'gen_random_uuid()',
      load_id: `$4 || '-' || lpad(g::text, 4, '0')`,
      share_code: `l.share_code || '-' || $4 || '-' || g`,
      pickup_start: pickup,
      pickup_end: `${pickup} + interval '2 hours'`,
      delivery_start: `${pickup} + interval '1 day'`,
      delivery_end: `${pickup} + interval '1 day 2 hours'`,
      calendar_pickup_date: 'null',
      calendar_delivery_date: 'null',
      trucker_pickup_date: 'null',
      trucker_delivery_date: 'null',
      parent_id: 'null',
      ...overrides,
    };
    const [model] = await sql<{ id: string }>(
      `select id::text as id from loads where company_id = $1 and status = 'pending' and parent_id is null order by created_at limit 1`,
      [ids.demo],
    );
    await sql(
      `insert into loads (${columns.join(', ')})
       select ${columns.map((name) => values[name] ?? `l.${name}`).join(', ')}
       from loads l, generate_series(1, ${count}) g where l.id = $1`,
      [model!.id, first, every, prefix],
    );
  }

  /** The range's events read plainly: every stop of the company's loads (either side, or one), dated, sorted, cut. */
  async function expected(stopType?: StopType, side?: 'shipper' | 'carrier') {
    const ofSide =
      side === 'shipper' ? 'l.company_id = $1' : side === 'carrier' ? 'l.carrier_company_id = $1' : '(l.company_id = $1 or l.carrier_company_id = $1)';
    const rows = await sql<{ key: string }>(
      `select l.id::text || ':' || s.stop_type as key
       from loads l
       cross join lateral (values ('pickup', l.pickup_start, l.calendar_pickup_date), ('delivery', l.delivery_start, l.calendar_delivery_date)) s(stop_type, window_start, calendar_day)
       where ${ofSide} and ($4::text is null or s.stop_type = $4)
         and coalesce(s.calendar_day, (s.window_start at time zone 'UTC')::date) between $2::date and $3::date
       order by coalesce(s.calendar_day, (s.window_start at time zone 'UTC')::date), s.window_start, l.load_id, s.stop_type desc
       limit ${CALENDAR_MAX_EVENTS}`,
      [ids.demo, FROM, TO, stopType ?? null],
    );
    return rows.map((row) => row.key);
  }

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper],
    } = await openApi(['shipper@demo.test']));
    const [row] = await sql<{ demo: string; interstate: string }>(
      `select (select company_id::text from users where email = 'shipper@demo.test') as demo,
              (select company_id::text from users where email = 'dispatch@interstate-haulers.test') as interstate`,
    );
    ids = row!;
    // 700 of Demo's loads picked up 20 minutes apart from July 1st (1,400 stops in July, 9.7 days of pickups).
    await copies('CROWD', 700, `${FROM}T00:00:00.000Z`, '20 minutes');
    // Moved stops: a late pickup moved to the range's first day, an early delivery moved out of the range, a pickup
    // whose calendar date is its window's day (not moved), an own-fleet load.
    await sql(`update loads set calendar_pickup_date = '2027-07-01' where load_id = 'CROWD-0650' and company_id = $1`, [ids.demo]);
    await sql(`update loads set calendar_delivery_date = '2027-08-20' where load_id = 'CROWD-0005' and company_id = $1`, [ids.demo]);
    await sql(`update loads set calendar_pickup_date = (pickup_start at time zone 'UTC')::date where load_id = 'CROWD-0007' and company_id = $1`, [ids.demo]);
    await sql(`update loads set carrier_company_id = company_id where load_id = 'CROWD-0009' and company_id = $1`, [ids.demo]);
    // A load picked up in June whose pickup is moved into July (its window is outside the range).
    await copies('CROWD-JUNE', 1, '2027-06-20T12:00:00.000Z', '1 minute', { calendar_pickup_date: `'2027-07-01'` });
    // Loads Demo carries for Interstate Haulers (the carrier side), picked up among the first ones.
    await copies('CROWD-CARRIED', 5, `${FROM}T00:05:00.000Z`, '45 minutes', { company_id: `'${ids.interstate}'::uuid`, carrier_company_id: 'l.company_id' });
    // And three later in the month, after the first CALENDAR_MAX_EVENTS events of both sides.
    await copies('CROWD-LATER', 3, '2027-07-20T08:00:00.000Z', '1 hour', { company_id: `'${ids.interstate}'::uuid`, carrier_company_id: 'l.company_id' });
  }, 60_000);
  afterAll(() => t.close());

  it('answers the earliest CALENDAR_MAX_EVENTS events in order, with truncated, moved stops at their calendar date', async () => {
    const answer = await call<CalendarEventsData>(shipper, 'POST', 'load-manager/calendar-events', { from: FROM, to: TO });
    expect(answer.statusCode).toBe(200);
    const data = answer.body.data!;
    expect(data.truncated).toBe(true);
    expect(data.events).toHaveLength(CALENDAR_MAX_EVENTS);
    expect(data.events.map((event) => event.key)).toEqual(await expected());
    const dates = data.events.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    const byLoad = (loadId: string, stop: StopType) => data.events.filter((event) => event.loadId === loadId && event.stopType === stop);
    // Moved into the range's first day: among the first day's events, though its window is days later (or in June).
    expect(byLoad('CROWD-0650', 'pickup')).toMatchObject([{ date: FROM, moved: true }]);
    expect(byLoad('CROWD-JUNE-0001', 'pickup')).toMatchObject([{ date: FROM, moved: true }]);
    // Moved out of the range: its pickup is there, its delivery is not.
    expect(byLoad('CROWD-0005', 'pickup')).toHaveLength(1);
    expect(byLoad('CROWD-0005', 'delivery')).toHaveLength(0);
    expect(byLoad('CROWD-0007', 'pickup')).toMatchObject([{ moved: false }]);
    expect(byLoad('CROWD-0009', 'pickup')).toMatchObject([{ side: 'both' }]);
    expect(data.events.filter((event) => event.loadId.startsWith('CROWD-CARRIED-')).map((event) => event.side)).toEqual(Array(10).fill('carrier'));
    // The last events answered are days before the range's end: the rest of July is cut.
    expect(dates[dates.length - 1]! < '2027-07-10').toBe(true);
  });

  it('the dashboard calendar with a side: that side’s earliest events (its own fleet in both), not those of the first events of both', async () => {
    const calendar = (side: 'shipper' | 'carrier') =>
      call<CalendarEventsData>(shipper, 'POST', 'dashboard-manager/calendar-events', { from: FROM, to: TO, side });
    const carrier = (await calendar('carrier')).body.data!;
    expect(carrier.truncated).toBe(false);
    expect(carrier.events.map((event) => event.key)).toEqual(await expected(undefined, 'carrier'));
    expect(carrier.events.filter((event) => event.loadId.startsWith('CROWD-LATER-'))).toHaveLength(6);
    expect(carrier.events.filter((event) => event.side === 'both').map((event) => event.loadId)).toEqual(['CROWD-0009', 'CROWD-0009']);
    const shipperSide = (await calendar('shipper')).body.data!;
    expect(shipperSide.truncated).toBe(true);
    expect(shipperSide.events.map((event) => event.key)).toEqual(await expected(undefined, 'shipper'));
    expect(shipperSide.events.some((event) => event.side === 'carrier')).toBe(false);
  });

  it('with a stop type, the earliest events of that type only', async () => {
    const answer = await call<CalendarEventsData>(shipper, 'POST', 'load-manager/calendar-events', { from: FROM, to: TO, stopType: 'delivery' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data!.truncated).toBe(false);
    expect(answer.body.data!.events.every((event) => event.stopType === 'delivery')).toBe(true);
    expect(answer.body.data!.events.map((event) => event.key)).toEqual(await expected('delivery'));
  });

  it('a range short enough answers every event, not truncated', async () => {
    const answer = await call<CalendarEventsData>(shipper, 'POST', 'load-manager/calendar-events', { from: '2027-07-02', to: '2027-07-02' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data!.truncated).toBe(false);
    const all = await sql<{ n: number }>(
      `select count(*)::int as n from loads l
       cross join lateral (values (l.pickup_start, l.calendar_pickup_date), (l.delivery_start, l.calendar_delivery_date)) s(window_start, calendar_day)
       where (l.company_id = $1 or l.carrier_company_id = $1) and coalesce(s.calendar_day, (s.window_start at time zone 'UTC')::date) = '2027-07-02'`,
      [ids.demo],
    );
    expect(answer.body.data!.events).toHaveLength(all[0]!.n);
    expect(all[0]!.n).toBeGreaterThan(100);
  });
});
