import { ApiError } from '@freight/api-client';
import { changeLanguage } from '@freight/i18n';
import { createTestStore, mockedApi } from '@freight/testing';
import { ordersFeature } from '../feature';
import { salesOrderRequest } from './api';
import { ERP_ORDER, SALES_ORDER, ok } from './fixtures';
import { lineSchema, linesRequest, newSalesOrderRequest } from './schema';
import { erpOrderList, salesActions, salesOrderList, selectErpOrderList, selectImporting, selectSalesCall, selectSalesOrderList } from './state';

// The unit under test is /order/list's state and sagas; the API client is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('salesOrders', 'integrationManager'));
const api = mockedApi('salesOrders');

beforeEach(() => {
  jest.clearAllMocks();
  api.salesOrders.list.mockImplementation((body: { page?: number; limit?: number }) =>
    ok({ items: [SALES_ORDER(1)], total: 1, page: body.page ?? 1, limit: body.limit ?? 20 }),
  );
  api.salesOrders.erpOrders.mockImplementation(() => ok({ items: [ERP_ORDER(1)], total: 1, page: 1, limit: 10 }));
});

describe('the sales order list', () => {
  it('asks sales-order-list with the URL’s status, load and search, leaving malformed values out', () => {
    expect(salesOrderRequest({ page: 2, limit: 50, search: '  acme ', filters: { status: 'open', load: 'without' } })).toEqual({
      page: 2,
      limit: 50,
      status: 'open',
      load: 'without',
      search: 'acme',
    });
    expect(salesOrderRequest({ page: 1, limit: 20, search: ' ', filters: { status: 'lost', load: 'maybe' } })).toEqual({ page: 1, limit: 20 });
  });

  it('fetches the page and the ERP page into their own lists', async () => {
    const { store, dispatchAndWait } = createTestStore({ features: [ordersFeature] });
    await dispatchAndWait(salesOrderList.actions.queryChanged({ page: 1, limit: 20, search: 'acme', filters: { status: 'open' } }));
    expect(api.salesOrders.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, status: 'open', search: 'acme' }, { silent: true });
    expect(selectSalesOrderList(store.getState())).toMatchObject({ status: 'loaded', total: 1, items: [SALES_ORDER(1)] });
    await dispatchAndWait(erpOrderList.actions.queryChanged({ page: 3, limit: 10, search: 'dallas', filters: {} }));
    expect(api.salesOrders.erpOrders).toHaveBeenLastCalledWith({ page: 3, limit: 10, search: 'dallas' }, { silent: true });
    expect(selectErpOrderList(store.getState()).items).toEqual([ERP_ORDER(1)]);
  });
});

describe('importing an ERP order', () => {
  it('creates the sales order from its number, says so, and fetches the lists shown again', async () => {
    api.salesOrders.create.mockImplementation(() => ok(SALES_ORDER(7, { erpReference: 'SAP-70001001' })));
    const { store, dispatchAndWait, dispatched } = createTestStore({ features: [ordersFeature] });
    await dispatchAndWait(erpOrderList.actions.queryChanged({ page: 1, limit: 10, search: '', filters: {} }));
    await dispatchAndWait(salesActions.importRequested({ erpOrderId: 'SAP-70001001' }));
    expect(api.salesOrders.create).toHaveBeenCalledWith({ erpOrderId: 'SAP-70001001' });
    expect(selectSalesCall('import')(store.getState())).toEqual({
      status: 'succeeded',
      data: { erpOrderId: 'SAP-70001001', _id: SALES_ORDER(7)._id, soNumber: 'SO-100007' },
    });
    expect(dispatched()).toContainEqual(
      expect.objectContaining({
        payload: expect.objectContaining({
          kind: 'success',
          messageKey: 'orders:sales.messages.imported',
          values: { erpOrderId: 'SAP-70001001', soNumber: 'SO-100007' },
        }),
      }),
    );
    // The ERP list (shown) again, the sales list (never shown) not.
    expect(api.salesOrders.erpOrders).toHaveBeenCalledTimes(2);
    expect(api.salesOrders.list.mock.calls.filter(([body]) => body.load === undefined)).toHaveLength(0);
    expect(selectImporting(store.getState())).toEqual([]);
  });

  it('a refusal (imported meanwhile: 409) frees the button and fetches the ERP list again', async () => {
    let rejectCreate: (error: unknown) => void = () => undefined;
    api.salesOrders.create.mockImplementation(() => new Promise((_resolve, reject) => (rejectCreate = reject)));
    const { store, waitForSagas, dispatchAndWait } = createTestStore({ features: [ordersFeature] });
    await dispatchAndWait(erpOrderList.actions.queryChanged({ page: 1, limit: 10, search: '', filters: {} }));
    store.dispatch(salesActions.importRequested({ erpOrderId: 'SAP-70001002' }));
    expect(selectImporting(store.getState())).toEqual(['SAP-70001002']);
    rejectCreate(new ApiError('input', 409, { status: false, message: 'This ERP sales order has already been imported' }, 'conflict'));
    await waitForSagas();
    expect(selectImporting(store.getState())).toEqual([]);
    expect(selectSalesCall('import')(store.getState()).status).toBe('failed');
    expect(api.salesOrders.erpOrders).toHaveBeenCalledTimes(2);
  });
});

describe('the new sales order', () => {
  it('sends the customer, currency, day and lines (prices typed in the reader’s language as exact cents; empty: the catalogue’s)', async () => {
    const centsOfLine = (unitPrice: string) => linesRequest([{ sku: 'A', description: '', unit: '', quantity: '1', unitPrice }])[0]!.unitPriceCents;
    expect(centsOfLine('12.5')).toBe(1250);
    expect(centsOfLine('1,200.07')).toBe(120_007);
    expect(centsOfLine('0.1')).toBe(10);
    expect(centsOfLine('')).toBeUndefined();
    expect(centsOfLine('1.234')).toBeUndefined();
    await changeLanguage('fr');
    expect(centsOfLine('1 200,07')).toBe(120_007);
    await changeLanguage('en');
    const body = newSalesOrderRequest({
      customerAddressId: 'c1',
      requestedDeliveryDate: '2026-12-01',
      currency: 'CAD',
      lines: [
        { sku: 'BW-24-500', description: 'Water', unit: 'case', quantity: '168', unitPrice: '' },
        { sku: 'OC-ERGO-1', description: 'Chair', unit: 'each', quantity: '12', unitPrice: '139.99' },
      ],
    });
    expect(body).toEqual({
      customerAddressId: 'c1',
      currency: 'CAD',
      requestedDeliveryDate: '2026-12-01',
      lines: [
        { sku: 'BW-24-500', quantity: 168 },
        { sku: 'OC-ERGO-1', quantity: 12, unitPriceCents: 13_999 },
      ],
    });
    api.salesOrders.create.mockImplementation(() => ok(SALES_ORDER(9)));
    const { store, dispatchAndWait } = createTestStore({ features: [ordersFeature] });
    await dispatchAndWait(salesActions.createRequested({ body }));
    expect(api.salesOrders.create).toHaveBeenCalledWith(body);
    expect(selectSalesCall('create')(store.getState())).toEqual({ status: 'succeeded', data: { _id: SALES_ORDER(9)._id, soNumber: 'SO-100009' } });
  });

  it('reads quantities typed in the reader’s language, as prices: “1,200” in en, “1 200” in fr', async () => {
    const line = (quantity: string) => ({ sku: 'A', description: '', unit: '', quantity, unitPrice: '' });
    await expect(lineSchema(true).validateAt('quantity', line('1,200'))).resolves.toBe('1,200');
    expect(linesRequest([line('1,200')])[0]!.quantity).toBe(1200);
    await expect(lineSchema(true).validateAt('quantity', line('1.5'))).rejects.toThrow('orders:sales.validation.quantity');
    await changeLanguage('fr');
    try {
      await expect(lineSchema(true).validateAt('quantity', line('1 200'))).resolves.toBe('1 200');
      expect(linesRequest([line('1 200')])[0]!.quantity).toBe(1200);
    } finally {
      await changeLanguage('en');
    }
  });

  it('keeps the server’s field errors for the form', async () => {
    api.salesOrders.create.mockImplementation(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          { status: false, message: 'Invalid request', errors: [{ field: 'body.lines.0.sku', message: 'Product not found in the ERP catalogue' }] },
          'bad',
        ),
      ),
    );
    const { store, dispatchAndWait } = createTestStore({ features: [ordersFeature] });
    await dispatchAndWait(salesActions.createRequested({ body: { customerAddressId: 'c1', lines: [{ sku: 'NOPE', quantity: 1 }] } }));
    expect(selectSalesCall('create')(store.getState())).toEqual({ status: 'failed', fieldErrors: { 'lines.0.sku': 'Product not found in the ERP catalogue' } });
  });
});
