import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { realtimeFake } from '@freight/testing';
import { CONTAINERS_QUIET_MS } from '../live';
import { liveRefetch, whileOpen } from './sagas';
import { listClosed, listOpened, purchaseOrderList } from './state';

jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);

/** Runs a saga against a fake store: what it dispatched, and a way to dispatch to it. */
function run<Args extends unknown[]>(saga: Saga<Args>, ...args: Args) {
  const dispatched: Array<{ type: string; payload?: unknown }> = [];
  const actions = stdChannel();
  const task = runSaga({ dispatch: (action: { type: string }) => dispatched.push(action), getState: () => ({}), channel: actions }, saga, ...args);
  return { task, dispatched, dispatch: (action: { type: string }) => actions.put(action) };
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
  realtimeFake.reset();
});
const made = () => realtimeFake.subscriptions();
afterEach(() => jest.useRealTimers());

describe("the purchase order list's sagas", () => {
  it('refetch the page once per burst of containers.updated', async () => {
    const { task, dispatched } = run(liveRefetch);
    expect(made().map((live) => live.type)).toEqual(['containers.updated']);
    realtimeFake.emit('containers.updated', { containerIds: ['c1'], purchaseOrderIds: ['p1'] });
    await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS - 1);
    realtimeFake.emit('containers.updated', { containerIds: ['c2'], purchaseOrderIds: ['p1'] });
    await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS - 1);
    expect(dispatched).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(dispatched).toEqual([purchaseOrderList.actions.requested()]);
    task.cancel();
    expect(made()[0]!.active).toBe(false);
  });

  it('listen from the opening of the list to its closing only', async () => {
    const { task, dispatch, dispatched } = run(whileOpen);
    expect(made()).toEqual([]);
    dispatch(listOpened());
    expect(made()).toHaveLength(1);
    dispatch(listClosed());
    expect(made()[0]!.active).toBe(false);
    await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS * 2);
    expect(dispatched).toEqual([]);
    dispatch(listOpened());
    expect(made()).toHaveLength(2);
    realtimeFake.emit('containers.updated', {});
    await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS);
    expect(dispatched).toEqual([purchaseOrderList.actions.requested()]);
    task.cancel();
  });
});
