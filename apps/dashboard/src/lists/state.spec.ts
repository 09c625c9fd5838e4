import { NO_DELAY, type OrderListItem } from '@freight/contracts';
import {
  counterpartiesFound,
  listOf,
  listsReducer,
  loadGroupRequest,
  loadLists,
  orderGroupRequest,
  orderLists,
  selectCounterparties,
  selectListsState,
} from './state';

const PARTY = '3f1c2a9e-0000-4000-8000-0000000000c1';
const query = (filters: Record<string, string> = {}, search = '') => ({ page: 2, limit: 50, search, filters });

describe("the order lists' requests", () => {
  it('an order group: its group and side, the URL filters, and its own sort by default', () => {
    expect(orderGroupRequest('delayed', query({ side: 'shipper' }))).toEqual({ page: 2, limit: 50, group: 'delayed', side: 'shipper', sort: 'delivery' });
    expect(
      orderGroupRequest('current', query({ side: 'carrier', counterparty: PARTY, from: '2026-11-01', to: '2026-11-30', sort: 'amount' }, '  dallas ')),
    ).toEqual({
      page: 2,
      limit: 50,
      group: 'current',
      side: 'carrier',
      search: 'dallas',
      counterpartyId: PARTY,
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'amount',
    });
  });

  it('leaves out what the URL holds malformed (never a 400)', () => {
    expect(orderGroupRequest('new', query({ side: 'both', counterparty: 'acme', from: '2026-13-45', to: 'soon', sort: 'random' }, '   '))).toEqual({
      page: 2,
      limit: 50,
      group: 'new',
      sort: 'newest',
    });
    expect(orderGroupRequest('new', query({}, 'x'.repeat(150))).search).toHaveLength(100);
  });

  it('a load group: load-list with the status and the side as the view', () => {
    expect(loadGroupRequest('pending', query({ side: 'shipper', sort: 'pickupDate' }, 'chicago'))).toEqual({
      page: 2,
      limit: 50,
      status: 'pending',
      view: 'shipper',
      search: 'chicago',
      sort: 'pickupDate',
    });
    expect(loadGroupRequest('quoted', query({ sort: 'amount' }))).toEqual({ page: 2, limit: 50, status: 'quoted' });
  });

  it('each group has its own list', () => {
    expect(listOf('delayed')).toBe(orderLists.delayed);
    expect(listOf('pending')).toBe(loadLists.pending);
    expect(new Set(Object.values(orderLists).map((list) => list.actions.loaded.type)).size).toBe(6);
  });
});

describe("the order lists' state", () => {
  const row = (side: 'shipper' | 'carrier', companyId: string, name: string): OrderListItem => ({
    _id: `o-${companyId}`,
    orderId: 'O-1',
    status: 'new',
    side,
    loadUuid: 'l',
    loadId: 'L-1',
    counterparty: { companyId, name },
    origin: 'A',
    destination: 'B',
    pickupStart: '2026-11-24T00:00:00.000Z',
    deliveryEnd: '2026-11-25T00:00:00.000Z',
    deliveredAt: null,
    currency: 'USD',
    totalCents: 1,
    invoiceNumber: null,
    isPaid: false,
    truckNumber: null,
    updatedAt: '2026-11-24T00:00:00.000Z',
    delay: NO_DELAY,
  });

  it('keeps each group apart: a page of one list leaves the others as they were', () => {
    const state = listsReducer(undefined, orderLists.delayed.actions.loaded({ items: [row('shipper', 'c1', 'Zeta')], total: 1 }));
    expect(state.delayed).toMatchObject({ total: 1, status: 'loaded' });
    expect(state.riskOfDelay).toMatchObject({ total: 0, status: 'idle', items: [] });
    expect(state.pending.status).toBe('idle');
  });

  it('collects the counterparties per side, by name, once each, from the seed and from the pages shown', () => {
    let state = listsReducer(undefined, counterpartiesFound({ side: 'shipper', parties: [{ companyId: 'c2', name: 'Beta' }] }));
    state = listsReducer(
      state,
      orderLists.new.actions.loaded({ items: [row('shipper', 'c1', 'Alpha'), row('shipper', 'c2', 'Beta'), row('carrier', 'c9', 'Shipper Co')], total: 3 }),
    );
    expect(state.counterparties.shipper).toEqual([
      { companyId: 'c1', name: 'Alpha' },
      { companyId: 'c2', name: 'Beta' },
    ]);
    expect(state.counterparties.carrier).toEqual([{ companyId: 'c9', name: 'Shipper Co' }]);
    const root = { dashboard: { lists: state } } as never;
    expect(selectCounterparties(root, 'carrier')).toHaveLength(1);
    // Before the module is injected: the initial state.
    expect(selectListsState({} as never).delayed.status).toBe('idle');
  });
});
