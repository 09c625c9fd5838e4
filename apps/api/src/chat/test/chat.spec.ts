import { sql } from 'drizzle-orm';
import type { ApiEnvelope, ChatMessage, ChatMessagePage, ChatThreadPage, DriverChatPage } from '@freight/contracts';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';
import { eventually } from '../../../test/support/eventually';
import { browserKeys, companyOf, data, DISPATCHER, driverLinkOf, fakePushService } from './support';

/** chat-manager/* and driver-chat/* (docs/modules/fleet.md, "Chat"). */
describe('chat', () => {
  let t: TestApp;
  let token: string;
  let companyId: string;
  let service: Awaited<ReturnType<typeof fakePushService>>;
  const call = (url: string, payload: object = {}, headers: Record<string, string> = auth(token)) =>
    t.app.inject({ method: 'POST', url: `/v1/api/${url}`, headers, payload });
  const threads = async (body: object = {}) => data<ChatThreadPage>(await call('chat-manager/thread-list', body));
  const ownTrucks = async () =>
    (
      await t.app.db.execute<{ id: string; truck_number: string }>(
        sql`select id, truck_number from truckers where company_id = ${companyId} order by truck_number`,
      )
    ).rows;
  const eventsOf = async (type: string, truckerId: string) =>
    (
      await t.app.db.execute<{ topics: string[]; payload: Record<string, unknown> }>(
        sql`select topics, payload from realtime_events where type = ${type} and payload->>'truckerId' = ${truckerId} order by id`,
      )
    ).rows;

  beforeAll(async () => {
    service = await fakePushService();
    t = await createTestApp({ push: { allowPrivateTargets: true } });
    token = await t.login(DISPATCHER);
    companyId = await companyOf(t.app, DISPATCHER);
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('thread-list: one thread per truck of the company with messages, newest last message first, with unread counts', async () => {
    const page = await threads();
    expect(page.items.length).toBeGreaterThanOrEqual(2);
    const own = new Set((await ownTrucks()).map((truck) => truck.id));
    for (const thread of page.items) expect(own.has(thread.truckerId)).toBe(true);
    const times = page.items.map((thread) => thread.lastMessage!.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const { rows } = await t.app.db.execute<{ trucker_id: string; unread: number }>(sql`
      select trucker_id, count(*) filter (where sender = 'trucker' and read_at is null)::int as unread
      from chat_messages where company_id = ${companyId} group by trucker_id`);
    const expected = Object.fromEntries(rows.map((row) => [row.trucker_id, row.unread]));
    expect(Object.fromEntries(page.items.map((thread) => [thread.truckerId, thread.unread]))).toEqual(expected);
    expect(page.unreadTotal).toBe(rows.reduce((sum, row) => sum + row.unread, 0));
    expect(page.total).toBe(rows.length);
  });

  it('thread-list: a search finds a truck without messages yet, by its number', async () => {
    const withMessages = new Set((await threads()).items.map((thread) => thread.truckerId));
    const quiet = (await ownTrucks()).find((truck) => !withMessages.has(truck.id))!;
    const found = await threads({ search: quiet.truck_number });
    expect(found.items.find((thread) => thread.truckerId === quiet.id)).toMatchObject({ truckNumber: quiet.truck_number, lastMessage: null, unread: 0 });
  });

  it('send-message stores the message, publishes chat.message to the company and the truck, and moves the thread first', async () => {
    const [first, second] = (await threads()).items;
    const target = second ?? first!;
    const response = await call(`chat-manager/send-message/${target.truckerId}`, { body: '  Please call the consignee before 3 pm  ' });
    expect(response.statusCode).toBe(200);
    const message = data<ChatMessage>(response);
    expect(message).toMatchObject({ truckerId: target.truckerId, sender: 'user', body: 'Please call the consignee before 3 pm', readAt: null });
    expect(message.senderName).toBeTruthy();
    const events = await eventsOf('chat.message', target.truckerId);
    expect(events.at(-1)).toEqual({ topics: [`company:${companyId}`, `trucker:${target.truckerId}`], payload: message });
    expect((await threads()).items[0]).toMatchObject({ truckerId: target.truckerId, lastMessage: message });
  });

  it('send-message with one Idempotency-Key stores one message', async () => {
    const [thread] = (await threads()).items;
    const headers = { ...auth(token), 'idempotency-key': 'chat-test-key-1' };
    const first = await call(`chat-manager/send-message/${thread!.truckerId}`, { body: 'Once only' }, headers);
    const second = await call(`chat-manager/send-message/${thread!.truckerId}`, { body: 'Once only' }, headers);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(data<ChatMessage>(second)._id).toBe(data<ChatMessage>(first)._id);
    const { rows } = await t.app.db.execute(sql`select 1 from chat_messages where trucker_id = ${thread!.truckerId} and body = 'Once only'`);
    expect(rows).toHaveLength(1);
  });

  it('send-message refuses a blank or too long text with 400 and the field', async () => {
    const [thread] = (await threads()).items;
    for (const body of ['   ', '', 'x'.repeat(2001)]) {
      const response = await call(`chat-manager/send-message/${thread!.truckerId}`, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiEnvelope>().errors?.[0]?.field).toBe('body.body');
    }
  });

  it('message-list: newest first, and the older page before a message', async () => {
    const [thread] = (await threads()).items;
    const all = data<ChatMessagePage>(await call(`chat-manager/message-list/${thread!.truckerId}`, { limit: 100 })).items;
    const times = all.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const firstPage = data<ChatMessagePage>(await call(`chat-manager/message-list/${thread!.truckerId}`, { limit: 3 }));
    expect(firstPage.items).toEqual(all.slice(0, 3));
    expect(firstPage.hasMore).toBe(true);
    const older = data<ChatMessagePage>(await call(`chat-manager/message-list/${thread!.truckerId}`, { limit: 3, before: firstPage.items[2]!._id }));
    expect(older.items).toEqual(all.slice(3, 6));
  });

  it('mark-read clears the unread count of the thread and publishes chat.read to the company', async () => {
    const unread = (await threads()).items.find((thread) => thread.unread > 0);
    expect(unread).toBeDefined();
    const response = await call(`chat-manager/mark-read/${unread!.truckerId}`);
    expect(data<{ updated: number }>(response).updated).toBe(unread!.unread);
    expect((await threads()).items.find((thread) => thread.truckerId === unread!.truckerId)!.unread).toBe(0);
    expect((await eventsOf('chat.read', unread!.truckerId)).at(-1)).toMatchObject({
      topics: [`company:${companyId}`, `trucker:${unread!.truckerId}`],
      payload: { reader: 'user' },
    });
  });

  it('mark-read with lastId leaves what arrived after it unread', async () => {
    const link = await driverLinkOf(t.app, companyId);
    const headers = { 'x-driver-token': link.token };
    const first = data<ChatMessage>(await call('driver-chat/send-message', { body: 'One' }, headers));
    await call('driver-chat/send-message', { body: 'Two' }, headers);
    const response = await call(`chat-manager/mark-read/${link.truckerId}`, { lastId: first._id });
    expect(response.statusCode).toBe(200);
    const { rows } = await t.app.db.execute<{ body: string }>(
      sql`select body from chat_messages where company_id = ${companyId} and trucker_id = ${link.truckerId} and sender = 'trucker' and read_at is null order by created_at`,
    );
    expect(rows.map((row) => row.body)).toEqual(['Two']);
  });

  it("another company's truck is a 404 on every call, and its threads never show", async () => {
    const { rows } = await t.app.db.execute<{ id: string }>(sql`select id from truckers where company_id <> ${companyId} limit 1`);
    const foreign = rows[0]!.id;
    for (const url of [`chat-manager/message-list/${foreign}`, `chat-manager/send-message/${foreign}`, `chat-manager/mark-read/${foreign}`]) {
      const response = await call(url, url.includes('send') ? { body: 'Hello?' } : {});
      expect({ url, status: response.statusCode, message: response.json<ApiEnvelope>().message }).toEqual({ url, status: 404, message: 'Truck not found' });
    }
    expect((await threads({ limit: 100 })).items.map((thread) => thread.truckerId)).not.toContain(foreign);
    const { rows: stored } = await t.app.db.execute(sql`select 1 from chat_messages where trucker_id = ${foreign} and body = 'Hello?'`);
    expect(stored).toEqual([]);
  });

  describe('the driver side (driver link token, no login)', () => {
    it('reads its thread (marking the company messages read) and sends as the trucker, published to both topics', async () => {
      const link = await driverLinkOf(t.app, companyId);
      await call(`chat-manager/send-message/${link.truckerId}`, { body: 'Dock 4 is free' });
      const headers = { 'x-driver-token': link.token };
      const page = data<DriverChatPage>(await call('driver-chat/message-list', {}, headers));
      expect(page).toMatchObject({ truckerId: link.truckerId, companyName: 'Interstate Haulers LLC' });
      expect(page.items[0]).toMatchObject({ body: 'Dock 4 is free', sender: 'user' });
      const { rows: unreadByDriver } = await t.app.db.execute(
        sql`select 1 from chat_messages where company_id = ${companyId} and trucker_id = ${link.truckerId} and sender = 'user' and read_at is null`,
      );
      expect(unreadByDriver).toEqual([]);
      expect((await eventsOf('chat.read', link.truckerId)).at(-1)).toMatchObject({ payload: { reader: 'trucker' } });

      const before = (await threads({ search: page.truckNumber })).items.find((thread) => thread.truckerId === link.truckerId)!.unread;
      const sent = await call('driver-chat/send-message', { body: 'Backing in now' }, headers);
      expect(sent.statusCode).toBe(200);
      const message = data<ChatMessage>(sent);
      expect(message).toMatchObject({ sender: 'trucker', body: 'Backing in now', truckerId: link.truckerId });
      expect((await eventsOf('chat.message', link.truckerId)).at(-1)).toEqual({
        topics: [`company:${companyId}`, `trucker:${link.truckerId}`],
        payload: message,
      });
      const after = (await threads()).items[0]!;
      expect(after).toMatchObject({ truckerId: link.truckerId, unread: before + 1, lastMessage: message });
    });

    it("mark-read: the driver reads the company's messages that arrived while the page was open", async () => {
      const link = await driverLinkOf(t.app, companyId);
      const headers = { 'x-driver-token': link.token };
      await call('driver-chat/message-list', {}, headers);
      const sent = data<ChatMessage>(await call(`chat-manager/send-message/${link.truckerId}`, { body: 'Live one' }));
      const response = await call('driver-chat/mark-read', { lastId: sent._id }, headers);
      expect(data<{ updated: number }>(response).updated).toBe(1);
      expect((await eventsOf('chat.read', link.truckerId)).at(-1)).toMatchObject({ payload: { reader: 'trucker' } });
      const page = data<ChatMessagePage>(await call(`chat-manager/message-list/${link.truckerId}`, { limit: 1 }));
      expect(page.items[0]).toMatchObject({ _id: sent._id });
      expect(page.items[0]!.readAt).not.toBeNull();
    });

    it('a missing, tampered, revoked or expired token is a 401', async () => {
      const revoked = await driverLinkOf(t.app, companyId);
      await t.app.db.execute(sql`update driver_links set revoked_at = now() where id = ${revoked.linkId}`);
      const expired = await driverLinkOf(t.app, companyId, { expiresAt: new Date(Date.now() - 60_000) });
      const good = await driverLinkOf(t.app, companyId);
      const cases: Array<[string, Record<string, string>]> = [
        ['none', {}],
        ['tampered', { 'x-driver-token': `${good.token.slice(0, -3)}abc` }],
        ['revoked', { 'x-driver-token': revoked.token }],
        ['expired', { 'x-driver-token': expired.token }],
        ['a session token', auth(token)],
      ];
      for (const [label, headers] of cases) {
        for (const url of ['driver-chat/message-list', 'driver-chat/send-message', 'driver-chat/mark-read', 'driver-chat/push-subscribe']) {
          const bodies: Record<string, object> = {
            'driver-chat/send-message': { body: 'Hi' },
            'driver-chat/push-subscribe': { subscription: { endpoint: service.endpoint('x'), keys: browserKeys() } },
          };
          const response = await call(url, bodies[url] ?? {}, headers);
          expect({ label, url, status: response.statusCode, message: response.json<ApiEnvelope>().message }).toEqual({
            label,
            url,
            status: 401,
            message: 'This driver link has expired or is no longer valid',
          });
        }
      }
    });

    it('a driver whose page is not connected gets a web push for a company message', async () => {
      const link = await driverLinkOf(t.app, companyId);
      const subscription = { endpoint: service.endpoint(`driver-${link.truckerId}`), keys: browserKeys() };
      const subscribed = await call('driver-chat/push-subscribe', { subscription }, { 'x-driver-token': link.token });
      expect(subscribed.json()).toEqual({ status: true, message: 'Subscription saved', data: { subscribed: true } });
      const pushed = () => service.received.filter((path) => path === `/push/driver-${link.truckerId}`).length;
      // The page was closed two minutes ago: no socket of this driver keeps the link fresh.
      const pageClosed = () => t.app.db.execute(sql`update driver_links set last_used_at = now() - interval '2 minutes' where trucker_id = ${link.truckerId}`);
      await pageClosed();
      expect(pushed()).toBe(0);
      await call(`chat-manager/send-message/${link.truckerId}`, { body: 'New pickup time: 14:00' });
      await eventually(() => pushed() === 1, 'the push to the driver');
      // The driver's own message pushes nothing to the driver.
      await call('driver-chat/send-message', { body: 'Ok' }, { 'x-driver-token': link.token });
      await pageClosed();
      await call(`chat-manager/send-message/${link.truckerId}`, { body: 'Thanks' });
      await eventually(() => pushed() === 2, 'the second push');
    });

    it('a driver whose page is connected (a link used within the minute) gets no push', async () => {
      const link = await driverLinkOf(t.app, companyId);
      const subscription = { endpoint: service.endpoint(`online-${link.truckerId}`), keys: browserKeys() };
      await call('driver-chat/push-subscribe', { subscription }, { 'x-driver-token': link.token });
      const pushed = () => service.received.filter((path) => path === `/push/online-${link.truckerId}`).length;
      // The page is open: its socket (or its last call, just now) keeps the link fresh.
      await call(`chat-manager/send-message/${link.truckerId}`, { body: 'You are online' });
      // Then the page closes; the next message is pushed. The first one's push, had there been one, would have gone first.
      await t.app.db.execute(sql`update driver_links set last_used_at = now() - interval '2 minutes' where trucker_id = ${link.truckerId}`);
      await call(`chat-manager/send-message/${link.truckerId}`, { body: 'You are offline' });
      await eventually(() => pushed() >= 1, 'the push of the second message');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(pushed()).toBe(1);
    });

    it("a driver's subscription the push service says is gone (410) is deleted", async () => {
      const link = await driverLinkOf(t.app, companyId);
      const name = `gone-${link.truckerId}`;
      await call('driver-chat/push-subscribe', { subscription: { endpoint: service.endpoint(name), keys: browserKeys() } }, { 'x-driver-token': link.token });
      service.gone(name);
      await t.app.db.execute(sql`update driver_links set last_used_at = now() - interval '2 minutes' where trucker_id = ${link.truckerId}`);
      await call(`chat-manager/send-message/${link.truckerId}`, { body: 'Still there?' });
      const stored = async () => (await t.app.db.execute(sql`select 1 from trucker_push_subscriptions where endpoint = ${service.endpoint(name)}`)).rows.length;
      // The push is sent after the answer: wait for the service to be called, then for the row to go.
      await eventually(() => service.received.includes(`/push/${name}`), 'the push to the gone subscription');
      let left = await stored();
      for (let attempt = 0; attempt < 200 && left > 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        left = await stored();
      }
      expect(left).toBe(0);
    });

    it('push-subscribe refuses an address that is no push service', async () => {
      const link = await driverLinkOf(t.app, companyId);
      const response = await call(
        'driver-chat/push-subscribe',
        { subscription: { endpoint: 'ftp://x', keys: browserKeys() } },
        { 'x-driver-token': link.token },
      );
      expect(response.statusCode).toBe(400);
    });
  });
});
