import { renderHook } from '@testing-library/react';
import { runSaga, stdChannel } from 'redux-saga';
import { refetchOnEvents, useRefetchOnEvents } from '@freight/realtime';
import { realtimeFake } from './index';

// The helpers of @freight/realtime built on the fake socket: the code under test is refetch.ts itself.
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);

const QUIET_MS = 1000;

function run(options: {
  types: Parameters<typeof refetchOnEvents>[0]['types'];
  concerns?: (payload: { ids: string[] }, root: unknown) => boolean;
  root?: unknown;
}) {
  const dispatched: unknown[] = [];
  const task = runSaga(
    { channel: stdChannel(), dispatch: (action) => dispatched.push(action), getState: () => options.root ?? {} },
    refetchOnEvents<{ ids: string[] }>,
    { types: options.types, quietMs: QUIET_MS, refetch: () => ({ type: 'refetch' }), ...(options.concerns ? { concerns: options.concerns } : {}) },
  );
  return { task, refetches: () => dispatched.length };
}

beforeEach(() => {
  realtimeFake.reset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('refetchOnEvents (a saga)', () => {
  it('fetches once per burst of any of its types, when the burst has been quiet for quietMs', async () => {
    const { task, refetches } = run({ types: ['order.updated', 'orders.flagged'] });
    realtimeFake.emit('order.updated', { ids: ['a'] });
    await jest.advanceTimersByTimeAsync(QUIET_MS - 1);
    realtimeFake.emit('orders.flagged', { ids: ['b'] });
    await jest.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(refetches()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(refetches()).toBe(1);

    realtimeFake.emit('order.updated', { ids: ['c'] });
    await jest.advanceTimersByTimeAsync(QUIET_MS);
    expect(refetches()).toBe(2);
    task.cancel();
    expect(realtimeFake.count()).toBe(0);
  });

  it('fetches only for a burst with an event about what the screen shows (given the state)', async () => {
    const { task, refetches } = run({
      types: ['containers.updated'],
      root: { shown: 'po-1' },
      concerns: (payload, root) => payload.ids.includes((root as { shown: string }).shown),
    });
    realtimeFake.emit('containers.updated', { ids: ['po-2'] });
    await jest.advanceTimersByTimeAsync(QUIET_MS * 2);
    expect(refetches()).toBe(0);
    realtimeFake.emit('containers.updated', { ids: ['po-2'] });
    realtimeFake.emit('containers.updated', { ids: ['po-1'] });
    await jest.advanceTimersByTimeAsync(QUIET_MS);
    expect(refetches()).toBe(1);
    task.cancel();
  });
});

describe('useRefetchOnEvents (a component)', () => {
  it('calls refetch once per burst while mounted, and nothing once unmounted', async () => {
    const refetch = jest.fn();
    const { unmount } = renderHook(() => useRefetchOnEvents('containers.updated', QUIET_MS, refetch));
    realtimeFake.emit('containers.updated', {});
    await jest.advanceTimersByTimeAsync(QUIET_MS / 2);
    realtimeFake.emit('containers.updated', {});
    await jest.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(refetch).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(refetch).toHaveBeenCalledTimes(1);

    realtimeFake.emit('containers.updated', {});
    unmount();
    await jest.advanceTimersByTimeAsync(QUIET_MS);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(realtimeFake.count()).toBe(0);
  });
});
