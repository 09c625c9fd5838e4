import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoadAssignment, LoadDetail, RealtimeEnvelope, TruckPositionEvent } from '@freight/contracts';
import { createTestApp, auth, type TestApp } from '../../../test/support/test-app';
import { testCalendar } from '../../loads/test/support';
import { isDriverOnline } from '../presence';
import { pruneRealtimeEvents } from '../prune';
import { publishEvent } from '../publish';
import { CATCH_UP_MAX_ROWS } from '../hub';
import { realtimeHubOf } from '../routes';
import { cookie, isEvent, isHello, listen, openSocket, secondInstance, type TestSocket } from './support';

const { stop } = testCalendar('2027-07-05T08:00:00.000Z');
const INTERSTATE = 'dispatch@interstate-haulers.test';

/**
 * The real-time layer across two API instances on one database: events published through
 * instance A reach the sockets of instance B by PostgreSQL LISTEN/NOTIFY, only those allowed to see them.
 */
describe('real time: two API instances on one database', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  let carrier: string;
  let shipper: string;
  let interstate: string;
  let demoId: string;
  let interstateId: string;
  const sockets: TestSocket[] = [];
  const socket = (url: string, headers: Record<string, string> = {}) => {
    const made = openSocket(url, headers);
    sockets.push(made);
    return made;
  };
  const rows = async <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await a.db.execute<R>(query)).rows;

  /** update-trucker-location on instance A (the real route). */
  const move = async (token: string, truckerId: string, lat: number, lng: number) => {
    const response = await a.inject({
      method: 'POST',
      url: `/v1/api/user-manager/update-trucker-location/${truckerId}`,
      headers: auth(token),
      payload: { lat, lng, speedMph: 50, heading: 90 },
    });
    expect(response.statusCode).toBe(200);
  };
  const newTruck = async (companyId: string, name: string) =>
    (
      await rows<{ id: string }>(sql`
        insert into truckers (company_id, kind, name, truck_number, last_lat, last_lng)
        values (${companyId}, 'truck', ${name}, ${`RT-${name}`}, 41.0, -87.0) returning id::text as id`)
    )[0]!.id;
  const positionOf = (truckerId: string) => isEvent('truck.position', (payload) => payload.truckerId === truckerId);

  beforeAll(async () => {
    t = await createTestApp();
    a = t.app;
    // B's heartbeat ticks every 300 ms (production: 25 s), so its credential re-checks can be seen here.
    b = await secondInstance(t.databaseUrl, { REALTIME_HEARTBEAT_MS: '300' });
    urlA = await listen(a);
    urlB = await listen(b);
    [carrier, shipper, interstate] = await Promise.all([t.login('carrier@demo.test'), t.login('shipper@demo.test'), t.login(INTERSTATE)]);
    const [ids] = await rows<{ demo: string; interstate: string }>(sql`
      select (select company_id::text from users where email = 'carrier@demo.test') as demo,
             (select company_id::text from users where email = ${INTERSTATE}) as interstate`);
    ({ demo: demoId, interstate: interstateId } = ids!);
  }, 90_000);

  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((made) => made.close()));
  });

  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('delivers a position published through instance A to a signed-in client of instance B (the session cookie)', async () => {
    const truck = await newTruck(demoId, 'fanout');
    const client = socket(urlB, cookie(carrier));
    const hello = await client.next(isHello);
    expect(hello).toEqual({ type: 'hello', lastId: expect.any(Number) });

    await move(carrier, truck, 41.8781, -87.6298);
    const event = (await client.next(positionOf(truck))) as unknown as RealtimeEnvelope<TruckPositionEvent>;
    expect(event).toEqual({
      id: expect.any(Number),
      type: 'truck.position',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      payload: {
        truckerId: truck,
        loadId: null,
        lat: 41.8781,
        lng: -87.6298,
        speedMph: 50,
        heading: 90,
        at: expect.any(String),
        locationName: expect.any(String),
      },
    });
    expect(event.id).toBeGreaterThan((hello as unknown as { lastId: number }).lastId);
    // Exactly once, on the instance that did not handle the request.
    await move(carrier, truck, 41.9, -87.6);
    await client.next(isEvent('truck.position', (payload) => payload.lat === 41.9));
    expect(
      client.events().filter((message) => message.type === 'truck.position' && (message.payload as { truckerId?: string }).truckerId === truck),
    ).toHaveLength(2);
  });

  it("reopens an instance's LISTEN connection after it drops and delivers what was published meanwhile", async () => {
    const truck = await newTruck(demoId, 'relisten');
    const client = socket(urlB, cookie(carrier));
    await client.next(isHello);
    // Every hub's LISTEN connection on this database is cut (a database restart, a proxy dropping it).
    const cut = await rows<{ cut: boolean }>(sql`
      select pg_terminate_backend(pid) as cut from pg_stat_activity
      where application_name = 'freight-api-realtime' and datname = current_database()`);
    expect(cut.length).toBeGreaterThan(0);
    const hub = realtimeHubOf(b.server)!;
    const deadline = Date.now() + 5_000;
    while (hub.listening) {
      if (Date.now() > deadline) throw new Error('B did not notice its LISTEN connection was cut');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Published while nobody listens: no instance hears the NOTIFY; B reads it from the log once it listens again.
    await move(carrier, truck, 33.3, -97.1);
    const event = await client.next(positionOf(truck));
    expect(event.payload).toEqual(expect.objectContaining({ lat: 33.3, lng: -97.1 }));
    await move(carrier, truck, 33.4, -97.1);
    await client.next(isEvent('truck.position', (payload) => payload.lat === 33.4));
    expect(client.events().filter((message) => (message.payload as { truckerId?: string }).truckerId === truck)).toHaveLength(2);
  });

  it('refuses a socket without a credential, with a revoked session or with a bad driver or share credential (4401)', async () => {
    const anonymous = socket(urlB);
    expect((await anonymous.closed).code).toBe(4401);

    const tampered = socket(urlB, cookie(`${carrier.slice(0, -4)}AAAA`));
    expect((await tampered.closed).code).toBe(4401);

    const revoked = await t.login('carrier@demo.test');
    const logout = await a.inject({ method: 'POST', url: '/v1/api/user-manager/logout', headers: auth(revoked) });
    expect(logout.statusCode).toBe(200);
    const afterLogout = socket(urlB, cookie(revoked));
    expect((await afterLogout.closed).code).toBe(4401);

    const badDriver = socket(`${urlB}?driverToken=aaaaaaaaaa.bbbbbbbbbbbb.cccccccccc`);
    expect((await badDriver.closed).code).toBe(4401);
    const badShare = socket(`${urlB}?share=NOSUCHCODE`);
    expect((await badShare.closed).code).toBe(4401);
    // None of them got anything.
    for (const refused of [anonymous, tampered, afterLogout, badDriver, badShare]) expect(refused.received).toEqual([]);
  });

  it('closes an open socket at the next heartbeat once its session is ended (logout), its link or its share revoked', async () => {
    const session = await t.login('carrier@demo.test');
    const open = socket(urlB, cookie(session));
    await open.next(isHello);
    await open.next((message) => message.type === 'ping');
    expect((await a.inject({ method: 'POST', url: '/v1/api/user-manager/logout', headers: auth(session) })).statusCode).toBe(200);
    expect((await open.closed).code).toBe(4401);

    const code = crypto.randomBytes(12).toString('base64url');
    const [load] = await rows<{ id: string }>(sql`select id::text as id from loads where company_id = ${demoId} limit 1`);
    await rows(sql`insert into tracking_shares (company_id, load_id, code) values (${demoId}, ${load!.id}, ${code})`);
    const viewer = socket(`${urlB}?share=${code}`);
    await viewer.next(isHello);
    await rows(sql`update tracking_shares set revoked_at = now() where code = ${code}`);
    expect((await viewer.closed).code).toBe(4401);
  });

  it('drops a socket that stops answering the heartbeat (a dead connection)', async () => {
    const hub = realtimeHubOf(b.server)!;
    const until = async (count: number) => {
      const deadline = Date.now() + 10_000;
      while (hub.subscriberCount !== count) {
        if (Date.now() > deadline) throw new Error(`B still holds ${hub.subscriberCount} sockets, expected ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await until(0); // the previous tests' sockets are gone on the server's side too
    const silent = socket(urlB, cookie(carrier));
    await silent.next(isHello);
    await until(1);
    // The client stops reading: it no longer answers pings, as a phone that lost its network.
    (silent.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    await until(0);
    silent.ws.terminate();
  });

  it('answers a plain GET (no upgrade) with what the channel carries', async () => {
    const plain = await b.inject({ method: 'GET', url: '/v1/api/realtime' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({
      status: true,
      message: 'Open this address as a WebSocket',
      data: {
        eventTypes: expect.arrayContaining(['truck.position', 'chat.message']),
        controls: expect.arrayContaining(['hello', 'resync']),
        closeCodes: { credentials: 4401, noPortal: 4403 },
      },
    });
  });

  it("does not deliver another company's events", async () => {
    const demoTruck = await newTruck(demoId, 'private');
    const interstateTruck = await newTruck(interstateId, 'theirs');
    const outsider = socket(urlB, cookie(interstate));
    await outsider.next(isHello);
    await move(carrier, demoTruck, 40.1, -88.1);
    await move(interstate, interstateTruck, 39.7, -86.1);
    // Events reach a socket in the log's order: once the second one is here, the first one would have been too.
    await outsider.next(positionOf(interstateTruck));
    expect(outsider.events().map((event) => (event.payload as { truckerId?: string }).truckerId)).not.toContain(demoTruck);
  });

  describe('a load carried by a truck', () => {
    let truck: string;
    let loadId: string;
    let otherTruck: string;

    beforeAll(async () => {
      truck = await newTruck(demoId, 'carrying');
      otherTruck = await newTruck(demoId, 'other');
      const added = await a.inject({
        method: 'POST',
        url: '/v1/api/load-manager/add-load',
        headers: { ...auth(shipper), 'idempotency-key': crypto.randomUUID() },
        payload: {
          stops: [stop('pickup', 1, 'Chicago', 'IL', '60607'), stop('delivery', 3, 'Dallas', 'TX', '75247')],
          commodity: 'Paper products',
          weight: 20_000,
          rate: 1800,
        },
      });
      expect(added.statusCode).toBe(200);
      loadId = (added.json() as { data: LoadDetail }).data._id;
      const assigned = await a.inject({
        method: 'POST',
        url: '/v1/api/load-manager/assign-load-to-truck',
        headers: auth(shipper),
        payload: { loadId, truckerId: truck },
      });
      expect(assigned.statusCode).toBe(200);
      expect((assigned.json() as { data: LoadAssignment }).data).toBeTruthy();
    });

    it('gives a share-code socket the positions of its load only, rounded to ~1 km, without the truck', async () => {
      const code = crypto.randomBytes(12).toString('base64url');
      await rows(sql`insert into tracking_shares (company_id, load_id, code) values (${demoId}, ${loadId}, ${code})`);
      const viewer = socket(`${urlB}?share=${code}`);
      await viewer.next(isHello);

      await move(carrier, otherTruck, 35.123456, -90.654321);
      await move(carrier, truck, 40.123456, -89.987654);
      const seen = (await viewer.next(isEvent('truck.position'))) as RealtimeEnvelope;
      expect(seen.payload).toEqual({ lat: 40.12, lng: -89.99, speedMph: 50, heading: 90, at: expect.any(String), locationName: expect.any(String) });
      expect(JSON.stringify(viewer.received)).not.toContain(truck);
      expect(JSON.stringify(viewer.received)).not.toContain(loadId);
      expect(viewer.events()).toHaveLength(1);

      // A revoked share no longer opens.
      await rows(sql`update tracking_shares set revoked_at = now() where code = ${code}`);
      const late = socket(`${urlB}?share=${code}`);
      expect((await late.closed).code).toBe(4401);
    });

    it("gives a driver-token socket its truck's and load's events only, and counts the driver online meanwhile", async () => {
      const [detail] = await rows<{ id: string }>(sql`
        select d.id::text as id from order_details d join orders o on o.id = d.order_id where o.load_id = ${loadId} and d.trucker_id = ${truck}`);
      const linkId = crypto.randomUUID();
      const expiresAt = new Date(Date.now() + 3600_000);
      await rows(
        sql`insert into driver_links (id, company_id, order_detail_id, trucker_id, expires_at) values (${linkId}, ${demoId}, ${detail!.id}, ${truck}, ${expiresAt.toISOString()})`,
      );
      await rows(sql`update driver_links set last_used_at = null where trucker_id = ${truck}`);
      expect(await isDriverOnline(a.db, truck)).toBe(false);

      const driver = socket(`${urlB}?driverToken=${a.driverTokens.sign(linkId, expiresAt)}`);
      await driver.next(isHello);
      expect(await isDriverOnline(a.db, truck)).toBe(true);

      await move(carrier, otherTruck, 36, -91);
      await publishEvent(a.db, { type: 'chat.message', topics: [`trucker:${otherTruck}`, `company:${demoId}`], payload: { body: 'not yours' } });
      await publishEvent(a.db, { type: 'chat.message', topics: [`trucker:${truck}`, `company:${demoId}`], payload: { body: 'yours' } });
      await move(carrier, truck, 40.5, -89.5);
      await driver.next(positionOf(truck));
      expect(driver.events().map((event) => [event.type, event.payload])).toEqual([
        ['chat.message', { body: 'yours' }],
        ['truck.position', expect.objectContaining({ truckerId: truck, loadId, lat: 40.5, lng: -89.5 })],
      ]);

      await rows(sql`update driver_links set last_used_at = now() - interval '2 minutes' where id = ${linkId}`);
      expect(await isDriverOnline(a.db, truck)).toBe(false);
    });

    it('lets a party of the load follow it (the query, or a subscribe message) and refuses anyone else', async () => {
      const [other] = await rows<{ load_id: string }>(sql`
        select o.load_id::text as load_id from orders o where o.company_id <> ${demoId} and o.carrier_company_id <> ${demoId} limit 1`);
      // Interstate is no party to the demo load: its socket is not given it.
      const outsider = socket(`${urlB}?loads=${loadId}`, cookie(interstate));
      await outsider.next(isHello);
      outsider.ws.send(JSON.stringify({ type: 'subscribe', loadId }));
      await outsider.next((message) => message.type === 'denied');
      // The demo shipper follows its own load by message, and is told so.
      const party = socket(urlB, cookie(shipper));
      await party.next(isHello);
      party.ws.send(JSON.stringify({ type: 'subscribe', loadId }));
      expect(await party.next((message) => message.type === 'subscribed')).toEqual({ type: 'subscribed', loadId });
      if (other) {
        party.ws.send(JSON.stringify({ type: 'subscribe', loadId: other.load_id }));
        expect(await party.next((message) => message.type === 'denied')).toEqual({ type: 'denied', loadId: other.load_id });
      }
      // An event on the load's topic alone reaches the party, not the outsider.
      await publishEvent(a.db, { type: 'load.milestone', topics: [`load:${loadId}`], payload: { loadId, status: 'in_transit', at: new Date().toISOString() } });
      await party.next(isEvent('load.milestone'));
      const marker = await newTruck(interstateId, 'marker');
      await move(interstate, marker, 39.1, -86.2);
      await outsider.next(positionOf(marker));
      expect(outsider.events().filter((event) => event.type === 'load.milestone')).toEqual([]);
    });
  });

  it('replays what a client missed after a disconnect exactly once, in order (?after=), then goes on live', async () => {
    const truck = await newTruck(demoId, 'catchup');
    const first = socket(urlB, cookie(carrier));
    await first.next(isHello);
    await move(carrier, truck, 30.0, -90.0);
    const seen = (await first.next(positionOf(truck))) as RealtimeEnvelope;
    await first.close();

    // Published through A while the client is away.
    for (const lat of [30.1, 30.2, 30.3]) await move(carrier, truck, lat, -90.0);
    const again = socket(`${urlB}?after=${seen.id}`, cookie(carrier));
    await again.next(isHello);
    await move(carrier, truck, 30.4, -90.0);
    await again.next(isEvent('truck.position', (payload) => payload.lat === 30.4));
    const mine = again.events().filter((event) => (event.payload as { truckerId?: string }).truckerId === truck);
    expect(mine.map((event) => (event.payload as { lat: number }).lat)).toEqual([30.1, 30.2, 30.3, 30.4]);
    const ids = again.events().map((event) => event.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBeGreaterThan(seen.id);
  });

  it('asks the client to reload (resync) when it missed more than the log replays', async () => {
    const hello = socket(urlA, cookie(carrier));
    const { lastId } = (await hello.next(isHello)) as unknown as { lastId: number };
    await hello.close();
    await rows(sql`
      insert into realtime_events (type, topics, payload)
      select 'notification', array[${`company:${demoId}`}]::text[], '{}'::jsonb from generate_series(1, ${CATCH_UP_MAX_ROWS + 1})`);
    const behind = socket(`${urlA}?after=${lastId}`, cookie(carrier));
    await behind.next((message) => message.type === 'resync');
    const fresh = (await behind.next(isHello)) as unknown as { lastId: number };
    expect(behind.events()).toEqual([]);
    expect(fresh.lastId).toBeGreaterThanOrEqual(lastId + CATCH_UP_MAX_ROWS + 1);
  });

  it('asks for a resync when the cursor is beyond the log (a cursor kept from another database), then resumes from the newest id', async () => {
    const stranger = socket(`${urlB}?after=999999999`, cookie(carrier));
    await stranger.next((message) => message.type === 'resync');
    const hello = await stranger.next(isHello);
    const [newest] = await rows<{ id: string }>(sql`select max(id)::text as id from realtime_events`);
    expect(hello.lastId).toBeLessThanOrEqual(Number(newest!.id));
    expect(hello.lastId).toBeGreaterThan(0);
  });

  it("refuses a WebSocket opened from another site's page (Origin), accepts the app's own", async () => {
    const foreign = socket(urlB, { ...cookie(carrier), origin: 'https://evil.example' });
    expect(await foreign.refused).toBe(403);
    const own = socket(urlB, { ...cookie(carrier), origin: b.publicUrl });
    await own.next(isHello);
    const sameHost = socket(urlB, { ...cookie(carrier), origin: urlB.replace(/^ws/, 'http').replace(/\/v1\/.*$/, '') });
    await sameHost.next(isHello);
  });

  it('prunes events older than 24 hours, one instance at a time', async () => {
    const old = await publishEvent(a.db, { type: 'notification', topics: ['user:nobody'], payload: {} });
    const recent = await publishEvent(a.db, { type: 'notification', topics: ['user:nobody'], payload: {} });
    await rows(sql`update realtime_events set created_at = now() - interval '25 hours' where id = ${old}`);
    const [deleted, other] = await Promise.all([pruneRealtimeEvents(a.db), pruneRealtimeEvents(b.db)]);
    expect([deleted, other].filter((value) => value === null).length).toBeLessThanOrEqual(1);
    const left = await rows<{ id: string }>(sql`select id::text as id from realtime_events where id = any(${`{${old},${recent}}`}::int8[])`);
    expect(left.map((row) => Number(row.id))).toEqual([recent]);
  });
});
