import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeAccess } from './access';
import type { RealtimeRow } from './hub';
import { Connection } from './routes';

const row = (id: number): RealtimeRow => ({ id, type: 'truck.position', topics: ['company:c1'], payload: { lat: id }, at: '2026-11-24T00:00:00.000Z' });

function socketSpy() {
  const sent: number[] = [];
  const socket = { OPEN: 1, readyState: 1, bufferedAmount: 0, send: (text: string) => sent.push((JSON.parse(text) as { id: number }).id) };
  return { socket: socket as unknown as WebSocket, sent };
}

describe('a socket catching up (?after=)', () => {
  const access = { kind: 'session', topics: ['company:c1'] } as unknown as RealtimeAccess;

  it('sends each event once: replayed rows the hub reads late are not sent again once live', () => {
    const { socket, sent } = socketSpy();
    const connection = new Connection(socket, {} as FastifyRequest, access);
    // Held back while catching up: 12 (also replayed) and 13 (live only).
    connection.deliver(row(12));
    connection.deliver(row(13));
    connection.goLive([row(11), row(12)], 10);
    // The hub reads 11 only now (its NOTIFY was late): the client already has it.
    connection.deliver(row(11));
    connection.deliver(row(14));
    expect(sent).toEqual([11, 12, 13, 14]);
  });
});
