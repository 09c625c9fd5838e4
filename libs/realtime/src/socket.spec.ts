import { runSaga, type Saga } from 'redux-saga';
import { take } from 'redux-saga/effects';
import type { RealtimeEnvelope } from '@freight/contracts';
import { onRealtimeResync, realtimeChannel, realtimeStatus, reconnectRealtime, setRealtimeEnvironment, subscribeRealtime, type WebSocketLike } from './index';

class FakeSocket implements WebSocketLike {
  static made: FakeSocket[] = [];
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  sent: string[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepts: open, then its hello with the newest id. */
  accept(lastId = 0) {
    this.readyState = 1;
    this.onopen?.({});
    this.deliver({ type: 'hello', lastId });
  }
  deliver(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  event(id: number, type: string, payload: object) {
    this.deliver({ id, type, at: '2026-11-23T10:00:00.000Z', payload });
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

interface Timer {
  at: number;
  callback: () => void;
  handle: number;
}

let now = 0;
let timers: Timer[] = [];
let nextHandle = 1;

function advance(ms: number) {
  now += ms;
  for (;;) {
    const due = timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    timers = timers.filter((timer) => timer !== due);
    due.callback();
  }
}

function latest(): FakeSocket {
  return FakeSocket.made[FakeSocket.made.length - 1]!;
}

beforeEach(() => {
  FakeSocket.made = [];
  timers = [];
  now = 0;
  setRealtimeEnvironment({
    WebSocket: FakeSocket,
    origin: () => 'ws://app.test',
    random: () => 1,
    setTimeout: (callback, ms) => {
      const handle = nextHandle++;
      timers.push({ at: now + ms, callback, handle });
      return handle;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.handle !== handle);
    },
  });
});

afterAll(() => setRealtimeEnvironment(null));

describe('subscribeRealtime', () => {
  it('shares one socket between the subscribers of a connection and gives each the events of its type', () => {
    const positions: unknown[] = [];
    const messages: unknown[] = [];
    const offA = subscribeRealtime('truck.position', (payload) => positions.push(payload));
    const offB = subscribeRealtime('chat.message', (payload, envelope) => messages.push([payload, envelope.id]));
    const offC = subscribeRealtime('truck.position', (payload) => positions.push(payload));
    expect(FakeSocket.made).toHaveLength(1);
    expect(latest().url).toBe('ws://app.test/v1/api/realtime');
    latest().accept(7);
    expect(realtimeStatus()).toBe('open');

    latest().event(8, 'truck.position', { truckerId: 't1' });
    latest().event(9, 'chat.message', { body: 'Hi' });
    expect(positions).toEqual([{ truckerId: 't1' }, { truckerId: 't1' }]);
    expect(messages).toEqual([[{ body: 'Hi' }, 9]]);

    offA();
    offB();
    expect(latest().closedWith).toBeNull();
    offC();
    expect(latest().closedWith).toBe(1000);
    expect(realtimeStatus()).toBe('closed');
  });

  it('opens one socket per distinct credential', () => {
    subscribeRealtime('truck.position', () => undefined);
    subscribeRealtime('truck.position', () => undefined, { driverToken: 'abc' });
    subscribeRealtime('chat.message', () => undefined, { driverToken: 'abc' });
    subscribeRealtime('truck.position', () => undefined, { share: 'CODE' });
    expect(FakeSocket.made.map((socket) => socket.url)).toEqual([
      'ws://app.test/v1/api/realtime',
      'ws://app.test/v1/api/realtime?driverToken=abc',
      'ws://app.test/v1/api/realtime?share=CODE',
    ]);
  });

  it('reconnects with a growing delay and resumes after the last event it saw', () => {
    subscribeRealtime('truck.position', () => undefined);
    latest().accept(3);
    latest().event(4, 'truck.position', {});
    latest().event(5, 'truck.position', {});
    latest().serverClose(1006);
    expect(realtimeStatus()).toBe('connecting');
    expect(FakeSocket.made).toHaveLength(1);

    advance(999);
    expect(FakeSocket.made).toHaveLength(1);
    advance(1);
    expect(latest().url).toBe('ws://app.test/v1/api/realtime?after=5');

    latest().serverClose(1006); // fails again before opening: 2 s next
    advance(1999);
    expect(FakeSocket.made).toHaveLength(2);
    advance(1);
    expect(FakeSocket.made).toHaveLength(3);
    expect(latest().url).toBe('ws://app.test/v1/api/realtime?after=5');

    latest().accept(5); // a successful open resets the backoff
    latest().serverClose(1001);
    advance(1000);
    expect(FakeSocket.made).toHaveLength(4);
  });

  it('resumes after the id the server announced when no event came', () => {
    subscribeRealtime('truck.position', () => undefined);
    latest().accept(41);
    latest().serverClose(1006);
    advance(1000);
    expect(latest().url).toBe('ws://app.test/v1/api/realtime?after=41');
  });

  it('draws each delay between half and all of its ceiling (jitter)', () => {
    setRealtimeEnvironment({
      WebSocket: FakeSocket,
      origin: () => 'ws://app.test',
      random: () => 0,
      setTimeout: (callback, ms) => {
        timers.push({ at: now + ms, callback, handle: nextHandle });
        return nextHandle++;
      },
      clearTimeout: () => undefined,
    });
    subscribeRealtime('truck.position', () => undefined);
    latest().serverClose(1006);
    advance(499);
    expect(FakeSocket.made).toHaveLength(1);
    advance(1);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('stops on 4401 until a new subscriber comes or reconnectRealtime is called', () => {
    subscribeRealtime('truck.position', () => undefined);
    latest().serverClose(4401);
    expect(realtimeStatus()).toBe('closed');
    advance(120_000);
    expect(FakeSocket.made).toHaveLength(1);

    reconnectRealtime();
    expect(FakeSocket.made).toHaveLength(2);
    latest().serverClose(4401);
    advance(120_000);
    expect(FakeSocket.made).toHaveLength(2);

    subscribeRealtime('chat.message', () => undefined);
    expect(FakeSocket.made).toHaveLength(3);
    // 4403 (no portal access) stops too; an ordinary drop does not.
    latest().serverClose(4403);
    advance(120_000);
    expect(FakeSocket.made).toHaveLength(3);
  });

  it('calls the resync handlers when the server could not replay everything', () => {
    const resyncs: unknown[] = [];
    onRealtimeResync((connection) => resyncs.push(connection));
    subscribeRealtime('truck.position', () => undefined, { share: 'CODE' });
    latest().accept(1);
    latest().deliver({ type: 'resync' });
    expect(resyncs).toEqual([{ share: 'CODE' }]);
  });

  it('reopens a socket that stayed silent past the limit', () => {
    subscribeRealtime('truck.position', () => undefined);
    latest().accept(2);
    advance(69_000);
    latest().deliver({ type: 'ping' });
    advance(69_000);
    expect(FakeSocket.made).toHaveLength(1);
    advance(1_000);
    expect(FakeSocket.made[0]!.closedWith).toBe(1000);
    advance(1_000);
    expect(FakeSocket.made).toHaveLength(2);
    expect(latest().url).toBe('ws://app.test/v1/api/realtime?after=2');
  });

  it('follows a load on the session socket: in the URL when opening, by message once open', () => {
    const offA = subscribeRealtime('truck.position', () => undefined, { loadId: 'L1' });
    expect(latest().url).toBe('ws://app.test/v1/api/realtime?loads=L1');
    latest().accept(0);
    expect(latest().sent).toEqual([]);
    const offB = subscribeRealtime('load.milestone', () => undefined, { loadId: 'L2' });
    expect(FakeSocket.made).toHaveLength(1);
    expect(latest().sent).toEqual([JSON.stringify({ type: 'subscribe', loadId: 'L2' })]);
    offB();
    expect(latest().sent[1]).toBe(JSON.stringify({ type: 'unsubscribe', loadId: 'L2' }));
    latest().serverClose(1006);
    advance(1000);
    expect(latest().url).toBe('ws://app.test/v1/api/realtime?loads=L1&after=0');
    offA();
  });
});

describe('realtimeChannel', () => {
  it('puts the envelopes of its type into a saga channel and unsubscribes when closed', async () => {
    const seen: RealtimeEnvelope[] = [];
    const saga: Saga = function* () {
      const channel = realtimeChannel('chat.message');
      try {
        for (let i = 0; i < 2; i += 1) seen.push((yield take(channel)) as RealtimeEnvelope);
      } finally {
        channel.close();
      }
    };
    const task = runSaga({}, saga);
    latest().accept(0);
    latest().event(1, 'chat.message', { body: 'one' });
    latest().event(2, 'truck.position', {});
    latest().event(3, 'chat.message', { body: 'two' });
    await task.toPromise();
    expect(seen.map((envelope) => [envelope.id, envelope.payload])).toEqual([
      [1, { body: 'one' }],
      [3, { body: 'two' }],
    ]);
    expect(latest().closedWith).toBe(1000);
  });
});
