import type { FastifyInstance } from 'fastify';
import type { ChatMessage, RealtimeEnvelope } from '@freight/contracts';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';
import { cookie, isEvent, isHello, listen, openSocket, secondInstance, type Received, type TestSocket } from '../../realtime/test/support';
import { companyOf, data, DISPATCHER, driverLinkOf } from './support';

/**
 * The chat across two API instances on one database: a message sent through instance A's
 * send-message reaches a WebSocket client of instance B, whether the dispatcher's browser (session cookie) or the
 * driver's page (driver token), by PostgreSQL LISTEN/NOTIFY.
 */
const payloadOf = (message: Received) => (message as RealtimeEnvelope).payload as unknown as ChatMessage;

describe('chat: two API instances on one database', () => {
  let t: TestApp;
  let b: FastifyInstance;
  let urlB: string;
  let token: string;
  let companyId: string;
  const sockets: TestSocket[] = [];
  const socket = (url: string, headers: Record<string, string> = {}) => {
    const made = openSocket(url, headers);
    sockets.push(made);
    return made;
  };

  beforeAll(async () => {
    t = await createTestApp();
    b = await secondInstance(t.databaseUrl);
    urlB = await listen(b);
    token = await t.login(DISPATCHER);
    companyId = await companyOf(t.app, DISPATCHER);
  }, 90_000);
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((made) => made.close()));
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it("the driver's message sent through A reaches the dispatcher's browser connected to B", async () => {
    const link = await driverLinkOf(t.app, companyId);
    const dispatcher = socket(urlB, cookie(token));
    await dispatcher.next(isHello);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/api/driver-chat/send-message',
      headers: { 'x-driver-token': link.token },
      payload: { body: 'Arrived at the pickup, door 12' },
    });
    expect(sent.statusCode).toBe(200);
    const message = data<ChatMessage>(sent);
    const event = await dispatcher.next(isEvent('chat.message', (payload) => payload._id === message._id));
    expect(payloadOf(event)).toEqual(message);
  });

  it("the dispatcher's message sent through A reaches the driver's page connected to B, and only that truck's driver", async () => {
    const link = await driverLinkOf(t.app, companyId);
    const other = await driverLinkOf(t.app, companyId, { notTruckerId: link.truckerId });
    const driver = socket(`${urlB}?driverToken=${encodeURIComponent(link.token)}`);
    await driver.next(isHello);
    const bystander = socket(`${urlB}?driverToken=${encodeURIComponent(other.token)}`);
    await bystander.next(isHello);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/v1/api/chat-manager/send-message/${link.truckerId}`,
      headers: auth(token),
      payload: { body: 'Your pickup moved to 14:00' },
    });
    const message = data<ChatMessage>(sent);
    const event = await driver.next(isEvent('chat.message', (payload) => payload._id === message._id));
    expect(payloadOf(event)).toMatchObject({ body: 'Your pickup moved to 14:00', sender: 'user', truckerId: link.truckerId });
    // A later event the bystander may see proves its feed went past the message without delivering it.
    {
      const own = await t.app.inject({
        method: 'POST',
        url: `/v1/api/chat-manager/send-message/${other.truckerId}`,
        headers: auth(token),
        payload: { body: 'And yours?' },
      });
      await bystander.next(isEvent('chat.message', (payload) => payload._id === data<ChatMessage>(own)._id));
      expect(bystander.events().map((envelope) => (envelope.payload as { _id?: string })._id)).not.toContain(message._id);
    }
  });
});
