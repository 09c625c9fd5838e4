import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { orderManager } from '@freight/api-client';
import { realtimeFake } from '@freight/testing';
import { COUNTERPARTY_SEED, LIVE_REFETCH_MS, findCounterparties, liveRefetch, whileOpen } from './sagas';
import { counterpartiesFound, listClosed, listOpened, loadLists, orderLists } from './state';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('orderManager'));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
const list = orderManager.list as jest.Mock;

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
afterEach(() => jest.useRealTimers());

describe("the order lists' sagas", () => {
  it("seed the counterparty filter with the other parties of the side's latest orders", async () => {
    list.mockResolvedValue({
      status: true,
      data: { items: [{ counterparty: { companyId: 'c1', name: 'Acme' } }], total: 1, page: 1, limit: COUNTERPARTY_SEED },
    });
    const { task, dispatched } = run(findCounterparties, 'carrier');
    await task.toPromise();
    expect(list).toHaveBeenCalledWith({ page: 1, limit: COUNTERPARTY_SEED, side: 'carrier', sort: 'newest' }, { silent: true });
    expect(dispatched).toEqual([counterpartiesFound({ side: 'carrier', parties: [{ companyId: 'c1', name: 'Acme' }] })]);
  });

  it('a failed seed leaves the filter as it is', async () => {
    list.mockRejectedValue(new Error('504'));
    const { task, dispatched } = run(findCounterparties, 'shipper');
    await task.toPromise();
    expect(dispatched).toEqual([]);
  });

  it('refetch the open list once per burst of order.updated and orders.flagged events', async () => {
    const { task, dispatched } = run(liveRefetch, 'delayed');
    expect(realtimeFake.count('orders.flagged')).toBe(1);
    expect(realtimeFake.count('order.updated')).toBe(1);
    realtimeFake.emit('orders.flagged', { changed: 2 });
    realtimeFake.emit('order.updated', { orderId: 'o1' });
    await jest.advanceTimersByTimeAsync(LIVE_REFETCH_MS - 1);
    realtimeFake.emit('orders.flagged', { changed: 1 });
    await jest.advanceTimersByTimeAsync(LIVE_REFETCH_MS);
    expect(dispatched).toEqual([orderLists.delayed.actions.requested()]);
    task.cancel();
    expect(realtimeFake.count('orders.flagged')).toBe(0);
    expect(realtimeFake.count('order.updated')).toBe(0);
  });

  it('a load group refetches its own list', async () => {
    const { task, dispatched } = run(liveRefetch, 'pending');
    expect(realtimeFake.count('order.updated')).toBe(1);
    realtimeFake.emit('order.updated', {});
    await jest.advanceTimersByTimeAsync(LIVE_REFETCH_MS);
    expect(dispatched).toEqual([loadLists.pending.actions.requested()]);
    task.cancel();
  });

  it('listen from the opening of a list to its closing, and seed the counterparties of an order group', async () => {
    list.mockResolvedValue({ status: true, data: { items: [], total: 0, page: 1, limit: COUNTERPARTY_SEED } });
    const { task, dispatch, dispatched } = run(whileOpen);
    expect(realtimeFake.subscriptions()).toEqual([]);
    dispatch(listOpened({ group: 'riskOfDelay', side: 'shipper' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(list).toHaveBeenCalledTimes(1);
    expect(realtimeFake.count('orders.flagged')).toBe(1);

    // Another list opens: the first one's subscription ends, a new one starts (no seed for a load group).
    dispatch(listOpened({ group: 'quoted', side: 'shipper' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(realtimeFake.subscriptions('orders.flagged').map((subscription) => subscription.active)).toEqual([false, true]);
    expect(list).toHaveBeenCalledTimes(1);
    realtimeFake.emit('orders.flagged', { changed: 1 });
    await jest.advanceTimersByTimeAsync(LIVE_REFETCH_MS);
    expect(dispatched).toContainEqual(loadLists.quoted.actions.requested());

    dispatch(listClosed());
    await jest.advanceTimersByTimeAsync(0);
    expect(realtimeFake.count()).toBe(0);
    task.cancel();
  });
});
