import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import type { RealtimeEnvelope } from '@freight/contracts';
import type { ConfigEnv } from '../../config';
import { buildServer } from '../../server';
import { testConfig } from '../../../test/support/test-app';

/** A message of the server: an event (`id`, `at`, `payload`) or a control (`hello` with `lastId`, `resync`, ...). */
export interface Received {
  type: string;
  id?: number;
  at?: string;
  payload?: unknown;
  lastId?: number;
  loadId?: string;
  [key: string]: unknown;
}

/** A WebSocket client of the API (the `ws` package) that records what it receives. */
export interface TestSocket {
  ws: WebSocket;
  received: Received[];
  /** Envelopes only (messages with an id). */
  events(): RealtimeEnvelope[];
  /** Waits for the first message (from now on or already received) matching `test`. */
  next(test: (message: Received) => boolean, timeoutMs?: number): Promise<Received>;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the HTTP status when the server refused the upgrade. */
  refused: Promise<number>;
  close(): Promise<void>;
}

export function openSocket(url: string, headers: Record<string, string> = {}): TestSocket {
  const ws = new WebSocket(url, { headers });
  const received: Received[] = [];
  const waiters: Array<{ test: (message: Received) => boolean; resolve: (message: Received) => void }> = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as Received;
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const refused = new Promise<number>((resolve) => ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)));
  ws.on('error', () => undefined);
  return {
    ws,
    received,
    events: () => received.filter((message) => typeof message.id === 'number') as unknown as RealtimeEnvelope[],
    closed,
    refused,
    next(test, timeoutMs = 10_000) {
      const found = received.find(test);
      if (found) return Promise.resolve(found);
      return new Promise<Received>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(received).slice(0, 600)}`)),
          timeoutMs,
        );
        waiters.push({
          test,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      });
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}

export const isHello = (message: Received) => message.type === 'hello';
export const isEvent =
  (type: string, test: (payload: Record<string, unknown>) => boolean = () => true) =>
  (message: Received) =>
    typeof (message as { id?: unknown }).id === 'number' && message.type === type && test((message as RealtimeEnvelope).payload);

/** A second API instance on the same database as `databaseUrl` (its own pool, its own hub), configured by `env`. */
export async function secondInstance(databaseUrl: string, env: ConfigEnv = {}): Promise<FastifyInstance> {
  return buildServer({ config: testConfig(env), logger: false, loginRateLimit: false, databaseUrl, seedDemo: false });
}

/** Starts `app` on a free loopback port and returns its ws:// base. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/v1/api/realtime`;
}

export const cookie = (token: string) => ({ cookie: `token=${token}` });
