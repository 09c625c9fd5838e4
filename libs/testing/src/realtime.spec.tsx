import { act, renderHook } from '@testing-library/react';
import { runSaga, type Saga } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { onRealtimeResync, realtimeChannel, realtimeStatus, reconnectRealtime, subscribeRealtime, useRealtime, type RealtimeEnvelope } from '@freight/realtime';
import { realtimeFake, realtimeModuleFake } from './index';

// The one line a spec writes. The factory runs in this file's module registry, so the @freight/testing it loads is
// the instance imported above (here as './index': the same file): the test's realtimeFake is the server behind the
// code's @freight/realtime.
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);

beforeEach(() => realtimeFake.reset());

describe('the fake @freight/realtime', () => {
  it('is the module the code under test gets, driven by the realtimeFake the test imports', () => {
    expect(jest.requireMock('@freight/realtime')).toBe(realtimeModuleFake);
    expect(jest.requireActual<typeof import('./index')>('@freight/testing').realtimeFake).toBe(realtimeFake);
    const seen: unknown[] = [];
    subscribeRealtime('chat.message', (payload) => seen.push(payload));
    realtimeFake.emit('chat.message', { body: 'Hi' });
    expect(seen).toEqual([{ body: 'Hi' }]);
  });

  it('has exactly the value exports of the real module', () => {
    const real = jest.requireActual<object>('@freight/realtime');
    expect(Object.keys(realtimeModuleFake).sort()).toEqual(
      Object.keys(real)
        .filter((key) => key !== '__esModule')
        .sort(),
    );
  });

  it('sends an event to the active subscribers of its type, as an envelope with a new id', () => {
    const seen: Array<[unknown, number]> = [];
    const off = subscribeRealtime('truck.position', (payload, envelope) => seen.push([payload, envelope.id]));
    subscribeRealtime('chat.message', () => seen.push(['wrong type', 0]));
    expect(realtimeFake.count('truck.position')).toBe(1);
    expect(realtimeFake.count()).toBe(2);

    const envelope = realtimeFake.emit('truck.position', { truckerId: 't1' });
    expect(envelope).toMatchObject({ id: 1, type: 'truck.position', payload: { truckerId: 't1' } });
    off();
    realtimeFake.emit('truck.position', { truckerId: 't2' });
    expect(seen).toEqual([[{ truckerId: 't1' }, 1]]);
    expect(realtimeFake.count('truck.position')).toBe(0);
    expect(realtimeFake.subscriptions('truck.position')).toEqual([{ type: 'truck.position', connection: {}, active: false }]);
  });

  it("sends to one credential's sockets only when told which", () => {
    const seen: string[] = [];
    subscribeRealtime('load.milestone', () => seen.push('session'));
    subscribeRealtime('load.milestone', () => seen.push('driver'), { driverToken: 'abc' });
    realtimeFake.emit('load.milestone', {}, { driverToken: 'abc' });
    realtimeFake.emit('load.milestone', {});
    expect(seen).toEqual(['driver', 'session', 'driver']);
  });

  it('calls the resync handlers until they unregister', () => {
    const resyncs: unknown[] = [];
    const off = onRealtimeResync((connection) => resyncs.push(connection));
    realtimeFake.resync({ share: 'CODE' });
    off();
    realtimeFake.resync();
    expect(resyncs).toEqual([{ share: 'CODE' }]);
    expect(realtimeFake.resyncHandlerCount()).toBe(0);
  });

  it('gives a saga the envelopes of its type through realtimeChannel, and unsubscribes when the channel closes', async () => {
    const seen: RealtimeEnvelope[] = [];
    const saga: Saga = function* () {
      const channel = realtimeChannel('containers.updated');
      try {
        for (let i = 0; i < 2; i += 1) seen.push((yield take(channel)) as RealtimeEnvelope);
      } finally {
        channel.close();
      }
    };
    const task = runSaga({}, saga);
    expect(realtimeFake.count('containers.updated')).toBe(1);
    realtimeFake.emit('containers.updated', { containerIds: ['c1'] });
    realtimeFake.emit('order.updated', {});
    realtimeFake.emit('containers.updated', { containerIds: ['c2'] });
    await task.toPromise();
    expect(seen.map((envelope) => envelope.payload)).toEqual([{ containerIds: ['c1'] }, { containerIds: ['c2'] }]);
    expect(realtimeFake.count('containers.updated')).toBe(0);
  });

  it('useRealtime: subscribes while mounted with the latest handler and reports the status the test sets', () => {
    const seen: string[] = [];
    const { result, rerender, unmount } = renderHook(
      ({ tag }) => useRealtime<{ body: string }>('chat.message', (payload) => seen.push(`${tag}:${payload.body}`), { driverToken: 'abc' }),
      {
        initialProps: { tag: 'first' },
      },
    );
    expect(result.current.status).toBe('open');
    expect(realtimeFake.subscriptions()).toEqual([{ type: 'chat.message', connection: { driverToken: 'abc' }, active: true }]);
    rerender({ tag: 'second' });
    act(() => void realtimeFake.emit('chat.message', { body: 'Hi' }));
    expect(seen).toEqual(['second:Hi']);
    expect(realtimeFake.count()).toBe(1);

    act(() => realtimeFake.setStatus('connecting'));
    expect(result.current.status).toBe('connecting');
    expect(realtimeStatus()).toBe('connecting');
    unmount();
    expect(realtimeFake.count()).toBe(0);
  });

  it('useRealtime with a null connection subscribes to nothing and is closed', () => {
    const { result } = renderHook(() => useRealtime('truck.position', () => undefined, null));
    expect(result.current.status).toBe('closed');
    expect(realtimeFake.subscriptions()).toEqual([]);
  });

  it('reset forgets the subscriptions, the resync handlers, the reconnects and the status', () => {
    const seen: unknown[] = [];
    subscribeRealtime('notification', (payload) => seen.push(payload));
    onRealtimeResync(() => seen.push('resync'));
    reconnectRealtime();
    realtimeFake.setStatus('closed');
    expect(realtimeFake.reconnects).toBe(1);

    realtimeFake.reset();
    realtimeFake.emit('notification', {});
    realtimeFake.resync();
    expect(seen).toEqual([]);
    expect(realtimeFake.subscriptions()).toEqual([]);
    expect(realtimeFake.reconnects).toBe(0);
    expect(realtimeFake.status).toBe('open');
  });
});
