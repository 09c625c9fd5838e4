import { channel, runSaga, stdChannel, type Channel, type Saga } from 'redux-saga';
import { realtimeChannel } from '@freight/realtime';
import { CONTAINERS_QUIET_MS } from '../live';
import { liveRefetch, whileOpen } from './sagas';
import { listClosed, listOpened, purchaseOrderList } from './state';

jest.mock('@freight/realtime', () => ({ realtimeChannel: jest.fn() }));
const realtime = realtimeChannel as unknown as jest.Mock;

/** Runs a saga against a fake store: what it dispatched, and a way to dispatch to it. */
function run<Args extends unknown[]>(saga: Saga<Args>, ...args: Args) {
  const dispatched: Array<{ type: string; payload?: unknown }> = [];
  const actions = stdChannel();
  const task = runSaga({ dispatch: (action: { type: string }) => dispatched.push(action), getState: () => ({}), channel: actions }, saga, ...args);
  return { task, dispatched, dispatch: (action: { type: string }) => actions.put(action) };
}

let made: Array<Channel<object> & { type: string; closed?: boolean }>;
beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
  made = [];
  realtime.mockImplementation((type: string) => {
    const live = channel<object>() as Channel<object> & { type: string; closed?: boolean };
    const close = live.close.bind(live);
    live.type = type;
    live.close = () => {
      live.closed = true;
      close();
    };
    made.push(live);
    return live;
  });
});
afterEach(() => jest.useRealTimers());

describe("the purchase order list's sagas", () => {
  it('refetch the page once per burst of containers.updated', async () => {
    const { task, dispatched } = run(liveRefetch);
    expect(made.map((live) => live.type)).toEqual(['containers.updated']);
    const [updated] = made;
    updated!.put({ payload: { containerIds: ['c1'], purchaseOrderIds: ['p1'] } });
    await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS - 1);
    updated!.put({ payload: { containerIds: ['c2'], purchaseOrderIds: ['p1'] } });
    await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS - 1);
    expect(dispatched).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(dispatched).toEqual([purchaseOrderList.actions.requested()]);
    task.cancel();
    expect(updated!.closed).toBe(true);
  });

  it('listen from the opening of the list to its closing only', async () => {
    const { task, dispatch, dispatched } = run(whileOpen);
    expect(realtime).not.toHaveBeenCalled();
    dispatch(listOpened());
    expect(made).toHaveLength(1);
    dispatch(listClosed());
    expect(made[0]!.closed).toBe(true);
    await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS * 2);
    expect(dispatched).toEqual([]);
    dispatch(listOpened());
    expect(made).toHaveLength(2);
    made[1]!.put({ payload: {} });
    await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS);
    expect(dispatched).toEqual([purchaseOrderList.actions.requested()]);
    task.cancel();
  });
});
