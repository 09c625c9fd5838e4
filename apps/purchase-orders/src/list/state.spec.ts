import { purchaseManager } from '@freight/api-client';
import type { PurchaseOrderListItem } from '@freight/contracts';
import { erpOrderList, fetchErpPage, fetchPurchaseOrderPage, listReducer, purchaseOrderList, purchaseOrderSearchRequest } from './state';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('purchaseManager'));
const search = purchaseManager.search as jest.Mock;
const erpOrders = purchaseManager.erpOrders as jest.Mock;

const query = (filters: Record<string, string> = {}, search = '') => ({ page: 2, limit: 20, search, filters });

describe('the purchase order list', () => {
  it('sends every filter of the URL as purchase-manager/purchase-orders takes it', () => {
    expect(
      purchaseOrderSearchRequest(
        query({ status: 'in_transit', open: '1', port: '  Los Angeles ', from: '2026-11-01', to: '2026-11-30', sort: 'eta' }, ' shenzhen '),
      ),
    ).toEqual({
      page: 2,
      limit: 20,
      status: 'in_transit',
      openOnly: true,
      search: 'shenzhen',
      destinationPort: 'Los Angeles',
      etaFrom: '2026-11-01',
      etaTo: '2026-11-30',
      sort: 'eta',
    });
  });

  it('leaves malformed URL values out (never a 400)', () => {
    expect(purchaseOrderSearchRequest(query({ status: 'lost', open: 'yes', port: '   ', from: '2026-13-45', to: 'soon', sort: 'random' }, '   '))).toEqual({
      page: 2,
      limit: 20,
    });
    expect(purchaseOrderSearchRequest(query({}, 'x'.repeat(150))).search).toHaveLength(100);
    expect(purchaseOrderSearchRequest(query({ port: 'p'.repeat(120) })).destinationPort).toHaveLength(80);
  });

  it('fetches a page of the list and of the ERP quietly (the list shows its own error)', async () => {
    search.mockResolvedValue({ status: true, data: { items: [{ _id: 'p1' }], total: 41, page: 2, limit: 20 } });
    await expect(fetchPurchaseOrderPage(query({ open: '1' }))).resolves.toEqual({ items: [{ _id: 'p1' }], total: 41 });
    expect(search).toHaveBeenCalledWith({ page: 2, limit: 20, openOnly: true }, { silent: true });

    erpOrders.mockResolvedValue({ status: true, data: { items: [], total: 0, page: 1, limit: 10 } });
    await expect(fetchErpPage({ page: 1, limit: 10, search: 'bright', filters: {} })).resolves.toEqual({ items: [], total: 0 });
    expect(erpOrders).toHaveBeenCalledWith({ page: 1, limit: 10, search: 'bright' }, { silent: true });
  });

  it('keeps the list and the ERP dialog apart in its state', () => {
    let state = listReducer(undefined, { type: 'init' });
    expect(state.orders.limit).toBe(20);
    expect(state.erp.limit).toBe(10);
    state = listReducer(state, erpOrderList.actions.searchChanged('bright'));
    expect(state.erp.search).toBe('bright');
    expect(state.orders.search).toBe('');
    state = listReducer(state, purchaseOrderList.actions.loaded({ items: [], total: 3 }));
    expect(state.orders.status).toBe('loaded');
    expect(state.erp.status).toBe('loading');
  });

  it("collects the destination ports of the pages shown as the port filter's choices, by name, once each", () => {
    const rows = (...ports: string[]) => ports.map((destinationPort) => ({ destinationPort }) as PurchaseOrderListItem);
    let state = listReducer(undefined, { type: 'init' });
    state = listReducer(state, purchaseOrderList.actions.loaded({ items: rows('Oakland', 'Los Angeles / Long Beach', 'Oakland'), total: 3 }));
    expect(state.ports).toEqual(['Los Angeles / Long Beach', 'Oakland']);
    const same = listReducer(state, purchaseOrderList.actions.loaded({ items: rows('Oakland'), total: 1 }));
    expect(same.ports).toBe(state.ports);
    expect(listReducer(state, purchaseOrderList.actions.loaded({ items: rows('Houston'), total: 1 })).ports).toEqual([
      'Houston',
      'Los Angeles / Long Beach',
      'Oakland',
    ]);
    // The ERP dialog's pages are not purchase orders of the company.
    expect(listReducer(state, erpOrderList.actions.loaded({ items: [], total: 0 })).ports).toBe(state.ports);
  });
});
