import { NO_DELAY, type OrderListItem } from '@freight/contracts';
import { ApiError } from '@freight/api-client';
import { createTestStore, realtimeFake } from '@freight/testing';
import { dashboardFeature } from '../feature';
import { cardsFor, dayBefore } from './sagas';
import {
  HOME_CARDS,
  LIVE_DEBOUNCE_MS,
  homeActions,
  homeReducer,
  selectFailedCards,
  selectFailedText,
  selectHomeCard,
  selectHomeState,
  type HomeQuery,
} from './state';

// The unit under test is the dashboard home's state and sagas; the API client and the real-time channel are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('dashboardManager', 'orderManager'));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);

type Mocked = Record<string, jest.Mock>;
const api = jest.requireMock('@freight/api-client') as { dashboardManager: Mocked; orderManager: Mocked };
const ok = <T>(data: T) => Promise.resolve({ status: true, message: 'Dashboard fetched', data });
const emit = (type: 'order.updated' | 'orders.flagged') => realtimeFake.emit(type, {});

const FLAGGED: OrderListItem = {
  _id: '3f1c2a9e-0000-4000-8000-000000000001',
  orderId: 'O-100001',
  status: 'assigned',
  side: 'shipper',
  loadUuid: '3f1c2a9e-0000-4000-8000-0000000000a1',
  loadId: 'L-100001',
  counterparty: { companyId: '3f1c2a9e-0000-4000-8000-0000000000c1', name: 'Interstate Haulers' },
  origin: 'Chicago, IL',
  destination: 'Dallas, TX',
  pickupStart: '2026-11-24T14:00:00.000Z',
  deliveryEnd: '2026-11-25T18:00:00.000Z',
  deliveredAt: null,
  currency: 'USD',
  totalCents: 150_000,
  invoiceNumber: null,
  isPaid: false,
  truckNumber: 'TX-1',
  updatedAt: '2026-11-24T00:00:00.000Z',
  delay: { ...NO_DELAY, isDelayed: true, delayReason: 'pickupMissed', delayMinutes: 95 },
};

function serveAll() {
  const d = api.dashboardManager;
  d.ordersCount!.mockImplementation((_type: string, side: string) =>
    ok({ side, counts: side === 'shipper' ? { pending: 2, new: 5, delayed: 1 } : { new: 7 } }),
  );
  d.truckerCount!.mockImplementation(() => ok({ total: 3, counts: { available: 2, on_load: 1 } }));
  d.latestOrders!.mockImplementation(() => ok([]));
  d.topRatedTrucks!.mockImplementation(() => ok([]));
  d.truckersNotOnTime!.mockImplementation(() => ok([]));
  d.popularRoutes!.mockImplementation(() => ok([]));
  d.activityGraph!.mockImplementation((body: { bucket: string }) => ok({ bucket: body.bucket, points: [] }));
  d.logs!.mockImplementation(() => ok({ items: [], page: 1, limit: 5, hasMore: false }));
  api.orderManager.list!.mockImplementation((body: { group: string }) =>
    ok({ items: body.group === 'delayed' ? [FLAGGED] : [], total: body.group === 'delayed' ? 4 : 0, page: 1, limit: 3 }),
  );
}

const SHIPPER: HomeQuery = { side: 'shipper', days: 30, trucks: true };

/** Each test's store, closed after it (its live refresh unsubscribes). */
const stores: Array<ReturnType<typeof createTestStore>> = [];
afterEach(() => {
  for (const { store } of stores.splice(0)) store.dispatch(homeActions.closed());
});

function setup() {
  const testStore = createTestStore({ features: [dashboardFeature] });
  stores.push(testStore);
  const card = <K extends (typeof HOME_CARDS)[number]>(name: K) => selectHomeCard(name)(testStore.store.getState());
  return { ...testStore, card };
}

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
  serveAll();
});

describe('the dashboard home: opening', () => {
  it('asks for every card of the side, each with its own state', async () => {
    const { dispatchAndWait, card } = setup();
    await dispatchAndWait(homeActions.opened(SHIPPER));
    expect(api.dashboardManager.ordersCount).toHaveBeenCalledWith('all', 'shipper', { silent: true, quietErrors: true });
    expect(card('counts')).toMatchObject({ status: 'loaded', data: { counts: { pending: 2, new: 5, delayed: 1 } } });
    expect(card('trucks')).toMatchObject({ status: 'loaded', data: { total: 3 } });
    expect(card('flagged').data).toEqual({ delayed: { items: [FLAGGED], total: 4 }, riskOfDelay: { items: [], total: 0 } });
    expect(api.orderManager.list).toHaveBeenCalledWith(
      { page: 1, limit: 3, side: 'shipper', group: 'delayed', sort: 'delivery' },
      { silent: true, quietErrors: true },
    );
    for (const name of HOME_CARDS) expect(card(name).status).toBe('loaded');
  });

  it('leaves the trucks out without the carrier permission', async () => {
    const { dispatchAndWait, card } = setup();
    await dispatchAndWait(homeActions.opened({ ...SHIPPER, trucks: false }));
    expect(api.dashboardManager.truckerCount).not.toHaveBeenCalled();
    expect(card('trucks').status).toBe('idle');
    expect(cardsFor({ ...SHIPPER, trucks: false })).not.toContain('trucks');
  });

  it('asks the activity graph for the last 30 days by day, 90 by week', async () => {
    const { dispatchAndWait } = setup();
    await dispatchAndWait(homeActions.opened(SHIPPER));
    const today = new Date();
    expect(api.dashboardManager.activityGraph).toHaveBeenLastCalledWith(
      { side: 'shipper', from: dayBefore(today, 29), to: dayBefore(today, 0), bucket: 'day' },
      { silent: true, quietErrors: true },
    );
    api.dashboardManager.ordersCount!.mockClear();
    await dispatchAndWait(homeActions.opened({ ...SHIPPER, days: 90 }));
    expect(api.dashboardManager.activityGraph).toHaveBeenLastCalledWith(
      { side: 'shipper', from: dayBefore(today, 89), to: dayBefore(today, 0), bucket: 'week' },
      { silent: true, quietErrors: true },
    );
    // Only the graph depends on the period.
    expect(api.dashboardManager.ordersCount).not.toHaveBeenCalled();
  });

  it('a failing card fails alone, with the server words; Retry asks that card again', async () => {
    api.dashboardManager.popularRoutes!.mockImplementationOnce(() =>
      Promise.reject(new ApiError('server', 500, { status: false, message: 'Database unavailable' }, 'Request failed with status code 500')),
    );
    const { dispatchAndWait, card } = setup();
    await dispatchAndWait(homeActions.opened(SHIPPER));
    expect(card('routes')).toEqual({ status: 'failed', key: 'shipper', errorText: 'Database unavailable' });
    expect(card('counts').status).toBe('loaded');
    await dispatchAndWait(homeActions.retried('routes'));
    expect(card('routes')).toMatchObject({ status: 'loaded', data: [] });
    expect(api.dashboardManager.popularRoutes).toHaveBeenCalledTimes(2);
  });

  it('the one Retry of several failed cards asks each of them again, and only them', async () => {
    const down = () => Promise.reject(new ApiError('server', 500, { status: false, message: 'Database unavailable' }, 'x'));
    api.dashboardManager.popularRoutes!.mockImplementationOnce(down);
    api.dashboardManager.logs!.mockImplementationOnce(down);
    const { store, dispatchAndWait, card } = setup();
    await dispatchAndWait(homeActions.opened(SHIPPER));
    expect(selectFailedCards(store.getState())).toEqual(['logs', 'routes']);
    expect(selectFailedText(store.getState())).toBe('Database unavailable');
    await dispatchAndWait(homeActions.retriedFailed());
    expect(selectFailedCards(store.getState())).toEqual([]);
    expect(card('routes').status).toBe('loaded');
    expect(card('logs').status).toBe('loaded');
    expect(api.dashboardManager.popularRoutes).toHaveBeenCalledTimes(2);
    expect(api.dashboardManager.logs).toHaveBeenCalledTimes(2);
    expect(api.dashboardManager.ordersCount).toHaveBeenCalledTimes(1);
  });

  it('another side asks every card again; the same query again asks nothing', async () => {
    const { dispatchAndWait, card } = setup();
    await dispatchAndWait(homeActions.opened(SHIPPER));
    await dispatchAndWait(homeActions.opened(SHIPPER));
    expect(api.dashboardManager.ordersCount).toHaveBeenCalledTimes(1);
    await dispatchAndWait(homeActions.opened({ ...SHIPPER, side: 'carrier' }));
    expect(api.dashboardManager.ordersCount).toHaveBeenLastCalledWith('all', 'carrier', { silent: true, quietErrors: true });
    expect(card('counts').data).toEqual({ side: 'carrier', counts: { new: 7 } });
  });
});

describe('the card reducer', () => {
  it("drops an answer for an older query (a quick side switch) and keeps a card's figures while it refreshes", () => {
    let state = homeReducer(undefined, homeActions.cardLoading({ card: 'counts', key: 'shipper' }));
    state = homeReducer(state, homeActions.cardLoading({ card: 'counts', key: 'carrier' }));
    state = homeReducer(state, homeActions.cardLoaded({ card: 'counts', key: 'shipper', data: { side: 'shipper', counts: { new: 1 } } }));
    expect(state.cards.counts).toEqual({ status: 'loading', key: 'carrier' });
    state = homeReducer(state, homeActions.cardLoaded({ card: 'counts', key: 'carrier', data: { side: 'carrier', counts: { new: 2 } } }));
    state = homeReducer(state, homeActions.cardLoading({ card: 'counts', key: 'carrier' }));
    expect(state.cards.counts).toEqual({ status: 'loading', key: 'carrier', data: { side: 'carrier', counts: { new: 2 } } });
    state = homeReducer(state, homeActions.cardFailed({ card: 'counts', key: 'carrier', errorText: 'No' }));
    expect(state.cards.counts).toEqual({ status: 'failed', key: 'carrier', errorText: 'No' });
  });

  it('before the module is injected, the selector gives the initial state', () => {
    expect(selectHomeState({} as never).cards.counts).toEqual({ status: 'idle' });
  });
});

describe('the live refresh', () => {
  afterEach(() => jest.useRealTimers());

  it('order.updated and orders.flagged refresh the live cards once per burst, while the page is open', async () => {
    const { dispatchAndWait, store, waitForSagas } = setup();
    await dispatchAndWait(homeActions.opened(SHIPPER));
    jest.clearAllMocks();
    serveAll();
    jest.useFakeTimers();
    expect(realtimeFake.count('order.updated')).toBe(1);
    expect(realtimeFake.count('orders.flagged')).toBe(1);
    emit('order.updated');
    emit('orders.flagged');
    jest.advanceTimersByTime(LIVE_DEBOUNCE_MS - 100);
    emit('order.updated');
    jest.advanceTimersByTime(LIVE_DEBOUNCE_MS - 100);
    expect(api.dashboardManager.ordersCount).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    jest.useRealTimers();
    await waitForSagas();
    expect(api.dashboardManager.ordersCount).toHaveBeenCalledTimes(1);
    expect(api.orderManager.list).toHaveBeenCalledTimes(2);
    expect(api.dashboardManager.truckerCount).toHaveBeenCalledTimes(1);
    expect(api.dashboardManager.latestOrders).toHaveBeenCalledTimes(1);
    expect(api.dashboardManager.logs).toHaveBeenCalledTimes(1);
    // The cards that look back over days are not asked again.
    expect(api.dashboardManager.activityGraph).not.toHaveBeenCalled();
    expect(api.dashboardManager.popularRoutes).not.toHaveBeenCalled();

    // Closed: the subscriptions end.
    store.dispatch(homeActions.closed());
    expect(realtimeFake.count('order.updated')).toBe(0);
    expect(realtimeFake.count('orders.flagged')).toBe(0);
  });
});
