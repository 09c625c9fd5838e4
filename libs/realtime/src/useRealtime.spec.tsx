import { act, renderHook } from '@testing-library/react';
import { setRealtimeEnvironment, useRealtime, type WebSocketLike } from './index';

const made: Array<WebSocketLike & { url: string; closedWith: number | null }> = [];

class FakeSocket implements WebSocketLike {
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {
    made.push(this);
  }
  send() {}
  close(code = 1000) {
    this.closedWith = code;
  }
}

const deliver = (socket: WebSocketLike, message: object) => act(() => socket.onmessage?.({ data: JSON.stringify(message) }));

beforeEach(() => {
  made.length = 0;
  setRealtimeEnvironment({ WebSocket: FakeSocket, origin: () => 'ws://app.test', random: () => 1, setTimeout: () => 0, clearTimeout: () => undefined });
});
afterAll(() => setRealtimeEnvironment(null));

describe('useRealtime', () => {
  it('reports the status, calls the latest handler, and closes the socket on unmount', () => {
    const seen: string[] = [];
    const { result, rerender, unmount } = renderHook(
      ({ tag }) => useRealtime<{ body: string }>('chat.message', (payload) => seen.push(`${tag}:${payload.body}`)),
      {
        initialProps: { tag: 'first' },
      },
    );
    expect(made).toHaveLength(1);
    expect(result.current.status).toBe('connecting');
    deliver(made[0]!, { type: 'hello', lastId: 0 });
    expect(result.current.status).toBe('open');

    rerender({ tag: 'second' });
    expect(made).toHaveLength(1);
    deliver(made[0]!, { id: 1, type: 'chat.message', at: '2026-11-23T10:00:00.000Z', payload: { body: 'Hi' } });
    expect(seen).toEqual(['second:Hi']);

    unmount();
    expect(made[0]!.closedWith).toBe(1000);
  });

  it('subscribes to nothing with a null connection (the token is not known yet)', () => {
    const { result } = renderHook(() => useRealtime('truck.position', () => undefined, null));
    expect(made).toHaveLength(0);
    expect(result.current.status).toBe('closed');
  });

  it('uses the driver socket for a driver token', () => {
    renderHook(() => useRealtime('chat.message', () => undefined, { driverToken: 'abc' }));
    expect(made.map((socket) => socket.url)).toEqual(['ws://app.test/v1/api/realtime?driverToken=abc']);
  });
});
