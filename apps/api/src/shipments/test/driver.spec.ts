import crypto from 'node:crypto';
import {
  DRIVER_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  type ApiEnvelope,
  type DriverAssignment,
  type ProofOfDelivery,
  type SendDriverLinkResult,
} from '@freight/contracts';
import type { TestApp } from '../../../test/support/test-app';
import { auth } from '../../../test/support/test-app';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn, testCalendar } from '../../loads/test/support';
import { createDriverTokens } from '../../sessions/driver-links';

const { stop } = testCalendar('2027-08-02T08:00:00.000Z');

/** A 1×1 PNG (the signature) and the first bytes of a JPEG (a photo). */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]).toString('base64');

/**
 * The driver's link and pages' calls: user-manager/send-driver-link and revoke-driver-link, driver-manager/*, and
 * load-manager/proof-of-delivery(-file). The load is Demo Freight Co.'s (shipper), carried by an Interstate Haulers
 * truck (carrier): the proof is read by both, by nobody else.
 */
describe('driver pages: link, steps, location, proof of delivery', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let outsider: string;
  let demoId: string;
  let interstateId: string;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);

  /** A driver call with the link's token (and an Idempotency-Key when given). */
  async function drive<T = DriverAssignment>(token: string | undefined, method: 'GET' | 'POST', path: string, payload?: unknown, key?: string) {
    const headers: Record<string, string> = {};
    if (token) headers['x-driver-token'] = token;
    if (key) headers[IDEMPOTENCY_KEY_HEADER] = key;
    const response = await t.app.inject({
      method,
      url: `/v1/api/driver-manager/${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { statusCode: response.statusCode, body: response.json<ApiEnvelope<T>>(), replayed: response.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()] };
  }

  /** A new Interstate truck carrying a new Demo load (an assigned order and order detail). */
  async function liveAssignment(email: string | null = 'driver@interstate-haulers.test') {
    const [truck] = await sql<{ id: string }>(
      `insert into truckers (company_id, kind, name, truck_number, email, last_lat, last_lng) values ($1, 'truck', 'Dana Driver', $2, $3, 41.88, -87.63) returning id::text as id`,
      [interstateId, `IH-T${crypto.randomInt(1e6)}`, email],
    );
    const added = await call<{ _id: string; loadId: string }>(shipper, 'POST', 'load-manager/add-load', {
      stops: [stop('pickup', 1, 'Chicago', 'IL', '60607', { contactPhone: '+1 312 555 0100' }), stop('delivery', 3, 'Dallas', 'TX', '75247')],
      commodity: 'Paper products',
      weight: 20_000,
      rate: 1800,
    });
    expect(added.statusCode).toBe(200);
    const load = added.body.data!;
    const [order] = await sql<{ id: string }>(
      `insert into orders (company_id, carrier_company_id, order_id, load_id, status, rate, trucker_id, accepted_at, assigned_at)
       values ($1, $2, $3, $4, 'assigned', 1800, $5, now(), now()) returning id::text as id`,
      [demoId, interstateId, `O-T${crypto.randomInt(1e9)}`, load._id, truck!.id],
    );
    const [detail] = await sql<{ id: string }>(
      `insert into order_details (company_id, carrier_company_id, order_id, trucker_id, status) values ($1, $2, $3, $4, 'assigned') returning id::text as id`,
      [demoId, interstateId, order!.id, truck!.id],
    );
    await sql(`update loads set status = 'assigned', carrier_company_id = $2, trucker_id = $3 where id = $1`, [load._id, interstateId, truck!.id]);
    return { truckerId: truck!.id, loadUuid: load._id, loadId: load.loadId, orderUuid: order!.id, detailId: detail!.id };
  }

  async function linkFor(truckerId: string) {
    const sent = await call<SendDriverLinkResult>(carrier, 'POST', `user-manager/send-driver-link/${truckerId}`, {});
    expect(sent.statusCode).toBe(200);
    const link = sent.body.data!.link;
    return { ...link, token: new URL(link.url).searchParams.get('token')! };
  }

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, carrier, outsider],
    } = await openApi(['shipper@demo.test', 'dispatch@interstate-haulers.test', 'dispatch@mapleleaf-freight.test']));
    const [ids] = await sql<{ demo: string; interstate: string }>(
      `select (select company_id::text from users where email = 'shipper@demo.test') as demo,
              (select company_id::text from users where email = 'dispatch@interstate-haulers.test') as interstate`,
    );
    ({ demo: demoId, interstate: interstateId } = ids!);
  }, 60_000);
  afterAll(() => t.close());

  it('send-driver-link makes an expiring link to /orderPickup, e-mails the driver, and refuses a truck with no load', async () => {
    const world = await liveAssignment();
    const link = await linkFor(world.truckerId);
    expect(link.url).toMatch(/\/orderPickup\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(link.emailed).toBe(true);
    const [row] = await sql<{ order_detail_id: string; company_id: string; hours: number }>(
      `select order_detail_id::text, company_id::text, extract(epoch from expires_at - now()) / 3600 as hours from driver_links where id = $1`,
      [link._id],
    );
    expect(row).toMatchObject({ order_detail_id: world.detailId, company_id: interstateId });
    expect(Number(row!.hours)).toBeGreaterThan(7 * 24 - 1);
    const [mail] = await sql<{ body_text: string; subject: string }>(
      `select subject, body_text from email_outbox where to_address = 'driver@interstate-haulers.test' and template = 'driver-link' order by created_at desc limit 1`,
    );
    expect(mail!.subject).toContain(world.loadId);
    expect(mail!.body_text).toContain(link.url);

    // A truck with nothing to drive: 409; another company's truck: 404; without the carrier module: see the harness.
    const [idle] = await sql<{ id: string }>(
      `insert into truckers (company_id, kind, name, truck_number) values ($1, 'truck', 'Idle', 'IH-IDLE') returning id::text as id`,
      [interstateId],
    );
    const refused = await call(carrier, 'POST', `user-manager/send-driver-link/${idle!.id}`, {});
    expect(refused).toMatchObject({ statusCode: 409, body: { message: DRIVER_MESSAGES.noLoad } });
    const foreign = await call(outsider, 'POST', `user-manager/send-driver-link/${world.truckerId}`, {});
    expect(foreign.statusCode).toBe(404);
    // In Spanish, the refusal is translated.
    const spanish = await t.app.inject({
      method: 'POST',
      url: `/v1/api/user-manager/send-driver-link/${idle!.id}`,
      headers: { ...auth(carrier), language: 'sp' },
      payload: {},
    });
    expect(spanish.json<ApiEnvelope>().message).toBe('Este camión no tiene ninguna carga que llevar');
  });

  it('the token is the whole authority: missing, foreign-signed, expired or revoked → 401', async () => {
    const world = await liveAssignment(null);
    const link = await linkFor(world.truckerId);
    expect(link.emailed).toBe(false);

    const seen = await drive(link.token, 'GET', 'assignment');
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data).toMatchObject({ loadId: world.loadId, status: 'assigned', commodity: 'Paper products', weight: 20_000, proof: null });
    expect(seen.body.data!.stops.map((s) => [s.type, s.city, s.contactPhone])).toEqual([
      ['pickup', 'Chicago', '+1 312 555 0100'],
      ['delivery', 'Dallas', null],
    ]);
    // Nothing of either company beyond the load: no names, no ids, no rate.
    const text = JSON.stringify(seen.body);
    for (const secret of ['Demo Freight', 'Interstate Haulers', demoId, interstateId, world.loadUuid, '1800']) expect(text).not.toContain(secret);

    const invalid = { statusCode: 401, body: { status: false, message: DRIVER_MESSAGES.linkInvalid } };
    expect(await drive(undefined, 'GET', 'assignment')).toMatchObject(invalid);
    expect(await drive('not-a-token', 'GET', 'assignment')).toMatchObject(invalid);
    const otherSecret = createDriverTokens('another-secret-0123456789abcdef0123456789').sign(link._id, new Date(Date.now() + 3_600_000));
    expect(await drive(otherSecret, 'GET', 'assignment')).toMatchObject(invalid);

    // The row's expiry passed (the token itself still runs): refused.
    await sql(`update driver_links set expires_at = now() - interval '1 second' where id = $1`, [link._id]);
    expect(await drive(link.token, 'GET', 'assignment')).toMatchObject(invalid);
    // A token whose own expiry passed.
    const [fresh] = await sql<{ id: string }>(
      `insert into driver_links (company_id, order_detail_id, trucker_id, expires_at) values ($1, $2, $3, now() + interval '1 day') returning id::text as id`,
      [interstateId, world.detailId, world.truckerId],
    );
    const stale = t.app.driverTokens.sign(fresh!.id, new Date(Date.now() - 60_000));
    expect((await drive(stale, 'GET', 'assignment')).statusCode).toBe(401);

    // Revoked by the carrier: refused at once; another company cannot revoke it.
    const second = await linkFor(world.truckerId);
    expect((await drive(second.token, 'GET', 'assignment')).statusCode).toBe(200);
    expect((await call(outsider, 'POST', `user-manager/revoke-driver-link/${second._id}`, {})).statusCode).toBe(404);
    const revoked = await call<{ revokedAt: string }>(carrier, 'POST', `user-manager/revoke-driver-link/${second._id}`, {});
    expect(revoked).toMatchObject({ statusCode: 200, body: { message: DRIVER_MESSAGES.linkRevoked } });
    expect(await drive(second.token, 'GET', 'assignment')).toMatchObject(invalid);
    // Translated for the driver's page.
    const french = await t.app.inject({ method: 'GET', url: '/v1/api/driver-manager/assignment', headers: { 'x-driver-token': second.token, language: 'fr' } });
    expect(french.json<ApiEnvelope>().message).toBe("Ce lien de chauffeur a expiré ou n'est plus valide");
  });

  it('the steps follow the state machine; location only between pickup and delivery; the proof is stored once', async () => {
    const world = await liveAssignment();
    const { token } = await linkFor(world.truckerId);
    const status = (value: string, key?: string) => drive(token, 'POST', 'update-status', { status: value }, key);
    const here = { lat: 32.78, lng: -96.8 };

    expect(await status('in_transit')).toMatchObject({ statusCode: 409, body: { message: DRIVER_MESSAGES.stepFirst } });
    expect(await drive(token, 'POST', 'update-location', here)).toMatchObject({ statusCode: 409, body: { message: DRIVER_MESSAGES.locationNotNow } });
    const arrived = await status('at_pickup');
    expect(arrived).toMatchObject({ statusCode: 200, body: { message: DRIVER_MESSAGES.statusUpdated, data: { status: 'at_pickup' } } });
    expect(arrived.body.data!.arrivedPickupAt).toEqual(expect.any(String));
    // The same state again: no change, 200 (a retry of the offline queue with a new key).
    expect(await status('at_pickup')).toMatchObject({
      statusCode: 200,
      body: { data: { status: 'at_pickup', arrivedPickupAt: arrived.body.data!.arrivedPickupAt } },
    });
    expect(await drive(token, 'POST', 'update-location', here)).toMatchObject({ statusCode: 409 });

    const key = crypto.randomUUID();
    const loaded = await status('in_transit', key);
    expect(loaded).toMatchObject({ statusCode: 200, body: { data: { status: 'in_transit' } } });
    const replay = await status('in_transit', key);
    expect(replay.replayed).toBe('true');
    const [rows] = await sql<{ order_status: string; load_status: string; picked: boolean }>(
      `select o.status as order_status, l.status as load_status, o.picked_up_at is not null as picked from orders o join loads l on l.id = o.load_id where o.id = $1`,
      [world.orderUuid],
    );
    expect(rows).toEqual({ order_status: 'in_transit', load_status: 'in_transit', picked: true });
    const history = await sql<{ from_status: string; to_status: string }>(
      `select from_status, to_status from order_status_history where order_id = $1 order by created_at, to_status`,
      [world.orderUuid],
    );
    expect(history.map((h) => `${h.from_status}>${h.to_status}`)).toEqual(
      expect.arrayContaining(['assigned>at_pickup', 'at_pickup>in_transit', 'assigned>in_transit']),
    );
    expect(history.filter((h) => h.to_status === 'in_transit')).toHaveLength(2);
    const events = await sql<{ topics: string[]; payload: { status: string } }>(
      `select topics, payload from realtime_events where type = 'load.milestone' and payload->>'loadId' = $1 order by id`,
      [world.loadUuid],
    );
    expect(events.map((e) => e.payload.status)).toEqual(['at_pickup', 'in_transit']);
    expect(events[0]!.topics).toEqual(expect.arrayContaining([`company:${demoId}`, `company:${interstateId}`, `load:${world.loadUuid}`]));
    const notices = await sql<{ title: string; link: string }>(`select title, link from notifications where company_id = $1 and link = $2`, [
      demoId,
      `/orders/tracking/${world.loadUuid}`,
    ]);
    expect(notices.map((n) => n.title)).toEqual(expect.arrayContaining(['Driver arrived at pickup', 'Load picked up']));
    // Each notice is announced on the real-time channel to its users, so the bell refreshes at once.
    const announced = await sql<{ title: string }>(
      `select payload->>'title' as title from realtime_events where type = 'notification' and payload->>'link' = $1`,
      [`/orders/tracking/${world.loadUuid}`],
    );
    expect(announced.map((a) => a.title)).toEqual(expect.arrayContaining(['Driver arrived at pickup', 'Load picked up']));
    // Loaded: the truck is on a load.
    expect(await sql(`select status from truckers where id = $1`, [world.truckerId])).toEqual([{ status: 'on_load' }]);

    expect(await status('at_pickup')).toMatchObject({ statusCode: 409, body: { message: DRIVER_MESSAGES.stepDone } });
    const moved = await drive<{ lat: number }>(token, 'POST', 'update-location', { ...here, speedMph: 58, heading: 180 });
    expect(moved).toMatchObject({ statusCode: 200, body: { message: DRIVER_MESSAGES.locationShared, data: { lat: 32.78 } } });
    expect(
      await sql(`select 1 from tracking_points where load_id = $1 and trucker_id = $2 and speed_mph = 58`, [world.loadUuid, world.truckerId]),
    ).toHaveLength(1);

    const proof = {
      receiverName: 'Rosa Receiver',
      signaturePng: `data:image/png;base64,${PNG}`,
      photos: [{ contentType: 'image/jpeg', dataBase64: JPEG }],
      note: 'Dock 4',
      ...here,
    };
    expect(await drive(token, 'POST', 'deliver', proof)).toMatchObject({ statusCode: 409, body: { message: DRIVER_MESSAGES.arriveFirst } });
    expect(await status('at_delivery')).toMatchObject({ statusCode: 200, body: { data: { status: 'at_delivery' } } });
    // Still sharing while at the receiver.
    expect((await drive(token, 'POST', 'update-location', here)).statusCode).toBe(200);

    // Not a PNG, a photo that is not what it says: 400 on the fields.
    const bad = await drive(token, 'POST', 'deliver', {
      ...proof,
      signaturePng: `data:image/png;base64,${JPEG}`,
      photos: [{ contentType: 'image/png', dataBase64: JPEG }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'body.signaturePng', message: DRIVER_MESSAGES.signatureInvalid },
      { field: 'body.photos.0', message: DRIVER_MESSAGES.photoInvalid },
    ]);
    const tooMany = await drive(token, 'POST', 'deliver', { ...proof, photos: [proof.photos[0], proof.photos[0], proof.photos[0], proof.photos[0]] });
    expect(tooMany.statusCode).toBe(400);

    const deliverKey = crypto.randomUUID();
    const done = await drive(token, 'POST', 'deliver', proof, deliverKey);
    expect(done).toMatchObject({
      statusCode: 200,
      body: { message: DRIVER_MESSAGES.delivered, data: { status: 'delivered', proof: { receiverName: 'Rosa Receiver', note: 'Dock 4', photoCount: 1 } } },
    });
    expect((await drive(token, 'POST', 'deliver', proof, deliverKey)).replayed).toBe('true');
    expect(await drive(token, 'POST', 'deliver', proof)).toMatchObject({ statusCode: 409, body: { message: DRIVER_MESSAGES.alreadyDelivered } });
    expect(await status('at_delivery')).toMatchObject({ statusCode: 409, body: { message: DRIVER_MESSAGES.alreadyDelivered } });
    expect(await status('in_transit')).toMatchObject({ statusCode: 409 });
    expect(await drive(token, 'POST', 'update-location', here)).toMatchObject({ statusCode: 409, body: { message: DRIVER_MESSAGES.locationNotNow } });
    expect(await sql(`select 1 from delivery_proofs where order_detail_id = $1`, [world.detailId])).toHaveLength(1);
    const [after] = await sql<{ order_status: string; load_status: string; detail: string; pod: string }>(
      `select o.status as order_status, l.status as load_status, d.status as detail, d.pod_signed_by as pod
         from order_details d join orders o on o.id = d.order_id join loads l on l.id = o.load_id where d.id = $1`,
      [world.detailId],
    );
    expect(after).toEqual({ order_status: 'delivered', load_status: 'delivered', detail: 'delivered', pod: 'Rosa Receiver' });
    // Its last load delivered, the truck is available again.
    expect(await sql(`select status from truckers where id = $1`, [world.truckerId])).toEqual([{ status: 'available' }]);

    // The proof: both companies read it and its files with their content types; another company gets 404.
    for (const reader of [shipper, carrier]) {
      const read = await call<ProofOfDelivery>(reader, 'GET', `load-manager/proof-of-delivery/${world.loadUuid}`);
      expect(read).toMatchObject({ statusCode: 200, body: { data: { receiverName: 'Rosa Receiver', note: 'Dock 4', lat: 32.78, lng: -96.8 } } });
      const data = read.body.data!;
      expect(data.photos).toHaveLength(1);
      const signature = await t.app.inject({ method: 'GET', url: data.signatureUrl, headers: auth(reader) });
      expect(signature.statusCode).toBe(200);
      expect(signature.headers['content-type']).toBe('image/png');
      expect(signature.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
      const photo = await t.app.inject({ method: 'GET', url: data.photos[0]!.url, headers: auth(reader) });
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.rawPayload.equals(Buffer.from(JPEG, 'base64'))).toBe(true);
    }
    const shipperView = (await call<ProofOfDelivery>(shipper, 'GET', `load-manager/proof-of-delivery/${world.loadUuid}`)).body.data!;
    expect((await call(outsider, 'GET', `load-manager/proof-of-delivery/${world.loadUuid}`)).statusCode).toBe(404);
    const foreignFile = await t.app.inject({ method: 'GET', url: shipperView.signatureUrl, headers: auth(outsider) });
    expect(foreignFile.statusCode).toBe(404);
    expect(foreignFile.rawPayload.includes(Buffer.from(PNG, 'base64'))).toBe(false);
    // The driver's page shows it too.
    expect((await drive(token, 'GET', 'assignment')).body.data!.proof).toMatchObject({ receiverName: 'Rosa Receiver' });
  });

  it("takes photos up to 2 MB each (the route's own body limit), and refuses a larger one on its field", async () => {
    const world = await liveAssignment(null);
    const { token } = await linkFor(world.truckerId);
    for (const step of ['at_pickup', 'in_transit', 'at_delivery']) expect((await drive(token, 'POST', 'update-status', { status: step })).statusCode).toBe(200);
    const jpegOf = (bytes: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes - 4, 7)]).toString('base64');
    const proof = { receiverName: 'Big Photo', signaturePng: `data:image/png;base64,${PNG}` };
    const tooBig = await drive(token, 'POST', 'deliver', { ...proof, photos: [{ contentType: 'image/jpeg', dataBase64: jpegOf(2 * 1024 * 1024 + 10) }] });
    expect(tooBig.statusCode).toBe(400);
    const fits = await drive(token, 'POST', 'deliver', {
      ...proof,
      photos: [1, 2, 3].map(() => ({ contentType: 'image/jpeg', dataBase64: jpegOf(2 * 1024 * 1024 - 100) })),
    });
    expect(fits).toMatchObject({ statusCode: 200, body: { data: { status: 'delivered', proof: { photoCount: 3 } } } });
    const [row] = await sql<{ total: string }>(
      `select sum(p.size_bytes)::text as total from delivery_proof_photos p join delivery_proofs d on d.id = p.proof_id where d.order_detail_id = $1`,
      [world.detailId],
    );
    expect(Number(row!.total)).toBe(3 * (2 * 1024 * 1024 - 100));
  });
});
