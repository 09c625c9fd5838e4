import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ErpPurchaseOrder, PurchaseOrderListItem } from '@freight/contracts';
import { realtimeFake, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { purchaseOrdersFeature } from '../feature';
import { PurchaseOrdersPage } from './PurchaseOrdersPage';

// The unit under test is /purchase-orders and its ERP dialog; the API and the real-time channel are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('purchaseManager'));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
const api = jest.requireMock('@freight/api-client') as { purchaseManager: { search: jest.Mock; erpOrders: jest.Mock } };

const PO = (overrides: Partial<PurchaseOrderListItem> = {}): PurchaseOrderListItem => ({
  _id: '3f1c2a9e-0000-4000-8000-000000000001',
  poNumber: 'PO-100007',
  parentId: null,
  status: 'in_transit',
  supplier: { name: 'Shenzhen Bright Lighting', country: 'CN' },
  originPort: 'Shanghai',
  destinationPort: 'Los Angeles',
  billOfLading: 'MAEU123456789',
  oceanCarrier: 'MAEU',
  vessel: 'Maersk Essen',
  orderDate: '2026-10-01',
  etd: '2026-11-01T00:00:00.000Z',
  eta: '2026-11-28T12:00:00.000Z',
  ata: null,
  containerCount: 3,
  load: { _id: '3f1c2a9e-0000-4000-8000-0000000000a1', loadId: 'L-100200', status: 'assigned' },
  currency: 'USD',
  totalCents: 4_250_000,
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});
const SECOND = PO({
  _id: '3f1c2a9e-0000-4000-8000-000000000002',
  poNumber: 'PO-100008',
  status: 'at_port',
  ata: '2026-11-20T08:00:00.000Z',
  load: null,
  containerCount: 1,
});

const ERP = (overrides: Partial<ErpPurchaseOrder> = {}): ErpPurchaseOrder => ({
  erpOrderId: '4500001234',
  supplier: { name: 'Hanoi Textile Co.', country: 'VN' },
  incoterm: 'FOB',
  originPort: 'Haiphong',
  destinationPort: 'Long Beach',
  orderDate: '2026-11-02',
  currency: 'USD',
  totalCents: 1_234_500,
  lines: [{ lineNo: 10, erpProductId: 'P-1', description: 'T-shirts', quantity: 500, unit: 'EA', unitPriceCents: 2469 }],
  imported: null,
  ...overrides,
});

const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'fetched', data });
const page = <T,>(items: T[], total = items.length, limit = 20) => ok({ items, total, page: 1, limit });

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
  api.purchaseManager.search.mockImplementation(() => page([PO(), SECOND]));
  api.purchaseManager.erpOrders.mockImplementation(() =>
    page(
      [
        ERP(),
        ERP({
          erpOrderId: '4500001235',
          supplier: { name: 'Busan Parts', country: 'KR' },
          imported: { _id: '3f1c2a9e-0000-4000-8000-000000000009', poNumber: 'PO-100011' },
        }),
      ],
      12,
      10,
    ),
  );
});

async function renderList(route = '/purchase-orders', language?: 'en' | 'sp' | 'fr') {
  // No waitForSagas: the live refetch runs as long as the list is open.
  return renderWithProviders(<PurchaseOrdersPage />, {
    route,
    path: '/purchase-orders',
    features: [purchaseOrdersFeature],
    areas: { 'purchase-orders': { en, sp, fr } },
    language,
  });
}

describe('/purchase-orders', () => {
  it('reads its search, filters, sort and page from the URL and asks purchase-manager/purchase-orders for them', async () => {
    await renderList('/purchase-orders?q=shenzhen&status=in_transit&open=1&port=Los%20Angeles&from=2026-11-01&to=2026-11-30&sort=eta&page=2');
    await waitFor(() =>
      expect(api.purchaseManager.search).toHaveBeenCalledWith(
        {
          page: 2,
          limit: 20,
          status: 'in_transit',
          openOnly: true,
          search: 'shenzhen',
          destinationPort: 'Los Angeles',
          etaFrom: '2026-11-01',
          etaTo: '2026-11-30',
          sort: 'eta',
        },
        { silent: true },
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase orders' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('shenzhen');
    expect(screen.getByLabelText('Status')).toHaveValue('in_transit');
    expect(screen.getByLabelText('Open or closed')).toHaveValue('1');
    expect(screen.getByLabelText('Destination port')).toHaveValue('Los Angeles');
    expect(screen.getByLabelText('ETA from')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('ETA to')).toHaveValue('2026-11-30');
    expect(screen.getByLabelText('Sort by')).toHaveValue('eta');
    expect(await screen.findByTestId('list-total')).toHaveTextContent('2 purchase orders match');
  });

  it('shows each order: number (a link to its page), status, supplier and country, ports, ETA or arrival, containers, load, total', async () => {
    await renderList();
    const [first, second] = await screen.findAllByTestId('table-row');
    expect(within(first!).getByRole('link', { name: 'Open purchase order PO-100007' })).toHaveAttribute(
      'href',
      '/purchase-orders/edit/3f1c2a9e-0000-4000-8000-000000000001',
    );
    expect(within(first!).getByText('In transit')).toBeInTheDocument();
    expect(within(first!).getByText('(CN)')).toBeInTheDocument();
    expect(within(first!).getByText('Shanghai → Los Angeles')).toBeInTheDocument();
    expect(within(first!).getByText('Nov 28, 2026')).toBeInTheDocument();
    expect(within(first!).getByText('3')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: /^L-100200 .+, the load that ships PO-100007$/ })).toHaveAttribute(
      'href',
      '/loads/editload/3f1c2a9e-0000-4000-8000-0000000000a1',
    );
    expect(within(first!).getByText('$42,500.00')).toBeInTheDocument();
    expect(within(second!).getByText('At port')).toBeInTheDocument();
    expect(within(second!).getByText('Arrived Nov 20, 2026')).toBeInTheDocument();
    expect(within(second!).getByText('No load yet')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('2 purchase orders');
    expect(screen.getByRole('link', { name: 'Add purchase order' })).toHaveAttribute('href', '/purchase-orders/add');
  });

  it('writes a filter to the URL and asks again from page 1', async () => {
    const view = await renderList('/purchase-orders?page=2');
    await screen.findAllByTestId('table-row');
    fireEvent.change(screen.getByLabelText('Open or closed'), { target: { value: '1' } });
    await waitFor(() => expect(view.location()).toBe('/purchase-orders?open=1'));
    await waitFor(() => expect(api.purchaseManager.search).toHaveBeenLastCalledWith({ page: 1, limit: 20, openOnly: true }, { silent: true }), {
      timeout: 3000,
    });
  });

  it('says when there is none yet (with the ERP import), when nothing matches, and when the call failed', async () => {
    api.purchaseManager.search.mockImplementation(() => page([]));
    const view = await renderList();
    expect(await screen.findByText(/No purchase orders yet\./)).toBeInTheDocument();
    view.unmount();

    await renderList('/purchase-orders?status=closed');
    expect(await screen.findByText('Nothing matches your search or filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be fetched', async () => {
    api.purchaseManager.search.mockImplementationOnce(() => Promise.reject(new Error('504')));
    await renderList();
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('table-row')).toHaveLength(2);
  });

  it('says why a backwards ETA range matches nothing', async () => {
    api.purchaseManager.search.mockImplementation(() => page([]));
    await renderList('/purchase-orders?from=2026-12-01&to=2026-11-01');
    expect(await screen.findByText('ETA to is before ETA from: no purchase order can match.')).toBeInTheDocument();
  });

  it('fetches the page again after a burst of containers.updated', async () => {
    await renderList();
    await screen.findAllByTestId('table-row');
    const before = api.purchaseManager.search.mock.calls.length;
    expect(realtimeFake.count('containers.updated')).toBe(1);
    await act(async () => {
      realtimeFake.emit('containers.updated', { containerIds: ['c1'], purchaseOrderIds: ['p1'] });
    });
    await waitFor(() => expect(api.purchaseManager.search.mock.calls.length).toBe(before + 1), { timeout: 3000 });
  });

  it("imports from the ERP: a dialog of the ERP's orders (searched, paged) whose Import opens the form prefilled", async () => {
    const view = await renderList();
    await screen.findAllByTestId('table-row');
    fireEvent.click(screen.getByRole('button', { name: 'Import from ERP' }));
    await waitFor(() => expect(view.location()).toBe('/purchase-orders?import=erp'));
    const dialog = await screen.findByRole('dialog', { name: 'Import from ERP' });
    expect(within(dialog).getByLabelText('Search the ERP')).toHaveFocus();
    await waitFor(() => expect(api.purchaseManager.erpOrders).toHaveBeenCalledWith({ page: 1, limit: 10, search: '' }, { silent: true }));
    const rows = await within(dialog).findAllByTestId('table-row');
    expect(within(rows[0]!).getByRole('link', { name: 'Import ERP order 4500001234 (Hanoi Textile Co.)' })).toHaveAttribute(
      'href',
      '/purchase-orders/add?erp=4500001234',
    );
    expect(within(rows[0]!).getByText('$12,345.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Imported as PO-100011: ERP order 4500001235' })).toHaveAttribute(
      'href',
      '/purchase-orders/edit/3f1c2a9e-0000-4000-8000-000000000009',
    );
    // 12 orders, 10 a page: the dialog pages.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.purchaseManager.erpOrders).toHaveBeenLastCalledWith({ page: 2, limit: 10, search: '' }, { silent: true }));
    fireEvent.change(within(dialog).getByLabelText('Search the ERP'), { target: { value: 'hanoi' } });
    await waitFor(() => expect(api.purchaseManager.erpOrders).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: 'hanoi' }, { silent: true }), {
      timeout: 3000,
    });
    // The list's own search is untouched by the dialog's.
    expect(view.location()).toBe('/purchase-orders?import=erp');

    fireEvent.click(within(dialog).getByRole('link', { name: 'Import ERP order 4500001234 (Hanoi Textile Co.)' }));
    await waitFor(() => expect(view.location()).toBe('/purchase-orders/add?erp=4500001234'));
  });

  it('closes the ERP dialog by its button and by Esc, and says when the ERP has nothing, nothing matching, or cannot be reached', async () => {
    api.purchaseManager.erpOrders.mockImplementation(() => page([], 0, 10));
    const view = await renderList('/purchase-orders?import=erp');
    let dialog = await screen.findByRole('dialog', { name: 'Import from ERP' });
    expect(await within(dialog).findByText('The ERP has no purchase orders.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.location()).toBe('/purchase-orders'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Import from ERP' }));
    dialog = await screen.findByRole('dialog', { name: 'Import from ERP' });
    fireEvent.change(within(dialog).getByLabelText('Search the ERP'), { target: { value: 'nobody' } });
    expect(await within(dialog).findByText('No ERP purchase order matches your search.', undefined, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    api.purchaseManager.erpOrders.mockImplementationOnce(() => Promise.reject(new Error('502')));
    fireEvent.click(screen.getByRole('button', { name: 'Import from ERP' }));
    dialog = await screen.findByRole('dialog', { name: 'Import from ERP' });
    expect(await within(dialog).findByText('The ERP could not be reached')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('The ERP has no purchase orders.')).toBeInTheDocument();
  });

  it('speaks Spanish and French', async () => {
    const view = await renderList('/purchase-orders', 'sp');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(sp.screens.purchaseOrders);
    const [first] = await screen.findAllByTestId('table-row');
    expect(within(first!).getByText(sp.poStatus.in_transit)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sp.list.add })).toBeInTheDocument();
    view.unmount();
    await renderList('/purchase-orders', 'fr');
    const [premier] = await screen.findAllByTestId('table-row');
    expect(within(premier!).getByText(fr.poStatus.in_transit)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fr.list.importErp })).toBeInTheDocument();
  });
});
