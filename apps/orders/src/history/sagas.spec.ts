import Papa from 'papaparse';
import { NO_DELAY, type OrderListItem } from '@freight/contracts';
import { createTestStore, mockedApi } from '@freight/testing';
import { ordersFeature } from '../feature';
import { HISTORY_CSV_COLUMNS, type HistoryCsvLabels } from './csv-columns';
import {
  EXPORT_PAGE_SIZE,
  MAX_EXPORT_ROWS,
  counterpartiesRequested,
  exportActions,
  historyList,
  historyRequest,
  selectCounterparties,
  selectHistoryExport,
  selectHistoryList,
} from './state';

// The unit under test is /order/history's state and sagas; the API client and the file download are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('orderManager'));
jest.mock('@freight/ui', () => ({ ...jest.requireActual('@freight/ui'), saveTextFile: jest.fn() }));
const api = mockedApi('orderManager');
const download = jest.requireMock('@freight/ui') as { saveTextFile: jest.Mock };

const UUID = (n: number) => `3f1c2a9e-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ORDER = (n: number, party = 1): OrderListItem => ({
  _id: UUID(n),
  orderId: `O-${100000 + n}`,
  status: 'paid',
  side: 'shipper',
  loadUuid: UUID(5000 + n),
  loadId: `L-${100000 + n}`,
  counterparty: { companyId: UUID(9000 + party), name: party === 1 ? 'Maple Leaf Freight' : 'Interstate Haulers' },
  origin: 'Chicago, IL',
  destination: 'Dallas, TX',
  pickupStart: '2026-11-02T14:00:00.000Z',
  deliveryEnd: '2026-11-03T18:00:00.000Z',
  deliveredAt: '2026-11-03T17:00:00.000Z',
  currency: 'USD',
  totalCents: 100_000 + n,
  invoiceNumber: `INV-${n}`,
  isPaid: true,
  truckNumber: null,
  updatedAt: '2026-11-04T00:00:00.000Z',
  delay: NO_DELAY,
});
const LABELS: HistoryCsvLabels = {
  headers: Object.fromEntries(HISTORY_CSV_COLUMNS.map((column) => [column, column])) as HistoryCsvLabels['headers'],
  statuses: { paid: 'Paid' },
  yes: 'Yes',
  no: 'No',
};
const ok = <T>(data: T) => Promise.resolve({ status: true, message: 'Orders fetched', data });

/** order-list over `all` orders: the page asked for. */
function serve(all: OrderListItem[]) {
  api.orderManager.list.mockImplementation((body: { page?: number; limit?: number }) => {
    const page = body.page ?? 1;
    const limit = body.limit ?? 20;
    return ok({ items: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit });
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  serve([]);
});

describe('the history list', () => {
  it('asks order-list for the history scope with the URL’s filters, leaving malformed ones out', () => {
    expect(
      historyRequest({
        page: 2,
        limit: 50,
        search: '  acme ',
        filters: { status: 'paid', counterparty: UUID(9001), from: '2026-11-01', to: '2026-11-30', sort: 'amount' },
      }),
    ).toEqual({
      page: 2,
      limit: 50,
      scope: 'history',
      search: 'acme',
      status: 'paid',
      counterpartyId: UUID(9001),
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'amount',
    });
    // An open status, a counterparty that is no id, a day that is no day, an unknown sort: left out.
    expect(
      historyRequest({
        page: 1,
        limit: 20,
        search: ' ',
        filters: { status: 'assigned', counterparty: 'acme', from: '2026-13-45', to: 'soon', sort: 'random' },
      }),
    ).toEqual({
      page: 1,
      limit: 20,
      scope: 'history',
    });
  });

  it('fetches the page and learns the counterparties of the rows it shows (by name, once each)', async () => {
    serve([ORDER(1, 1), ORDER(2, 2), ORDER(3, 1)]);
    const { store, dispatchAndWait } = createTestStore({ features: [ordersFeature] });
    await dispatchAndWait(historyList.actions.queryChanged({ page: 1, limit: 20, search: '', filters: { status: 'paid' } }));
    expect(api.orderManager.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, scope: 'history', status: 'paid' }, { silent: true });
    expect(selectHistoryList(store.getState())).toMatchObject({ status: 'loaded', total: 3 });
    expect(selectCounterparties(store.getState())).toEqual([
      { companyId: UUID(9002), name: 'Interstate Haulers' },
      { companyId: UUID(9001), name: 'Maple Leaf Freight' },
    ]);
  });

  it('fetches the counterparty filter’s choices from the latest closed orders when the screen asks', async () => {
    serve([ORDER(1, 2)]);
    const { store, dispatchAndWait } = createTestStore({ features: [ordersFeature] });
    await dispatchAndWait(counterpartiesRequested());
    expect(api.orderManager.list).toHaveBeenCalledWith({ page: 1, limit: EXPORT_PAGE_SIZE, scope: 'history', sort: 'newest' }, { silent: true });
    expect(selectCounterparties(store.getState())).toEqual([{ companyId: UUID(9002), name: 'Interstate Haulers' }]);
  });
});

describe('the CSV export', () => {
  it('fetches every page of the filtered list (not only the one shown) at the largest page size and downloads one file', async () => {
    const all = Array.from({ length: 234 }, (_, i) => ORDER(i + 1));
    serve(all);
    const { store, dispatchAndWait } = createTestStore({ features: [ordersFeature] });
    await dispatchAndWait(historyList.actions.queryChanged({ page: 2, limit: 10, search: 'chicago', filters: { status: 'paid', sort: 'oldest' } }));
    await dispatchAndWait(exportActions.requested(LABELS));

    const exportCalls = api.orderManager.list.mock.calls.slice(1).map(([body]) => body);
    expect(exportCalls).toEqual([1, 2, 3].map((page) => ({ page, limit: 100, scope: 'history', status: 'paid', search: 'chicago', sort: 'oldest' })));
    expect(download.saveTextFile).toHaveBeenCalledTimes(1);
    const [fileName, text] = download.saveTextFile.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/^order-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(235);
    expect(rows[0]).toEqual([...HISTORY_CSV_COLUMNS]);
    expect(rows[1]![2]).toBe('Paid');
    expect(rows.slice(1).map((row) => row[0])).toEqual(all.map((order) => order.orderId));
    expect(selectHistoryExport(store.getState())).toEqual({ status: 'done', rows: 234, total: 234, truncated: false, fileName });
    // The list on screen is untouched.
    expect(selectHistoryList(store.getState())).toMatchObject({ page: 2, limit: 10 });
  });

  it(`stops at ${MAX_EXPORT_ROWS} rows and says the file holds the first ones`, async () => {
    api.orderManager.list.mockImplementation((body: { page: number }) =>
      ok({ items: Array.from({ length: 100 }, (_, i) => ORDER((body.page - 1) * 100 + i + 1)), total: 12_345, page: body.page, limit: 100 }),
    );
    const { store, dispatchAndWait } = createTestStore({ features: [ordersFeature] });
    await dispatchAndWait(exportActions.requested(LABELS));
    expect(api.orderManager.list).toHaveBeenCalledTimes(MAX_EXPORT_ROWS / 100);
    expect(selectHistoryExport(store.getState())).toMatchObject({ status: 'done', rows: MAX_EXPORT_ROWS, total: 12_345, truncated: true });
  });

  it('says the export failed when a page cannot be fetched, and downloads nothing', async () => {
    api.orderManager.list.mockImplementationOnce(() => ok({ items: Array.from({ length: 100 }, (_, i) => ORDER(i + 1)), total: 150, page: 1, limit: 100 }));
    api.orderManager.list.mockImplementationOnce(() => Promise.reject(new Error('504')));
    const { store, dispatchAndWait } = createTestStore({ features: [ordersFeature] });
    await dispatchAndWait(exportActions.requested(LABELS));
    expect(selectHistoryExport(store.getState()).status).toBe('failed');
    expect(download.saveTextFile).not.toHaveBeenCalled();
  });
});
