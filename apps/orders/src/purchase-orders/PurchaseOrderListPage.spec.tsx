import { act, screen, within } from '@testing-library/react';
import type { PurchaseOrderListItem } from '@freight/contracts';
import { mockedApi, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { ordersFeature } from '../feature';
import { PurchaseOrderListPage } from './PurchaseOrderListPage';
import { purchaseOrderRequest } from './state';

// The unit under test is the /order/purchase-orders/list screen; the API is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('purchaseManager'));
const api = mockedApi('purchaseManager');

const PO = (overrides: Partial<PurchaseOrderListItem> = {}): PurchaseOrderListItem => ({
  _id: '3f1c2a9e-0000-4000-8000-0000000000p1',
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
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'Purchase orders fetched', data });

beforeEach(() => {
  jest.clearAllMocks();
  api.purchaseManager.list.mockImplementation(() =>
    ok({
      items: [PO(), PO({ _id: 'p2', poNumber: 'PO-100008', status: 'at_port', ata: '2026-11-20T08:00:00.000Z', load: null })],
      total: 2,
      page: 1,
      limit: 20,
    }),
  );
});

async function renderList(route = '/order/purchase-orders/list') {
  const view = await renderWithProviders(<PurchaseOrderListPage />, {
    route,
    path: '/order/purchase-orders/list',
    features: [ordersFeature],
    areas: { orders: { en, sp, fr } },
  });
  await act(view.waitForSagas);
  return view;
}

describe('/order/purchase-orders/list', () => {
  it('reads its search, status, sort and page from the URL and asks purchase-order-list for them', async () => {
    await renderList('/order/purchase-orders/list?q=shenzhen&status=in_transit&sort=eta&page=2');
    expect(api.purchaseManager.list).toHaveBeenCalledWith({ page: 2, limit: 20, status: 'in_transit', search: 'shenzhen', sort: 'eta' }, { silent: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase orders' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('in_transit');
    expect(screen.getByLabelText('Sort by')).toHaveValue('eta');
  });

  it('shows each purchase order: status, supplier, ports, ETA or arrival, containers, the load that ships it, the total', async () => {
    await renderList();
    const [first, second] = screen.getAllByTestId('table-row');
    expect(within(first!).getByText('PO-100007')).toBeInTheDocument();
    expect(within(first!).getByText('In transit')).toBeInTheDocument();
    expect(within(first!).getByText('Shanghai → Los Angeles')).toBeInTheDocument();
    expect(within(first!).getByText('Nov 28, 2026')).toBeInTheDocument();
    expect(within(first!).getByText('3')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: /^L-100200 .+, load that ships PO-100007$/ })).toHaveAttribute(
      'href',
      '/loads/editload/3f1c2a9e-0000-4000-8000-0000000000a1',
    );
    expect(within(first!).getByText('$42,500.00')).toBeInTheDocument();
    expect(within(second!).getByText('Arrived Nov 20, 2026')).toBeInTheDocument();
    expect(within(second!).getByText('No load yet')).toBeInTheDocument();
  });

  it('says when there is none yet, and leaves malformed URL values out of the request', async () => {
    api.purchaseManager.list.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    await renderList();
    expect(screen.getByText('No purchase orders yet.')).toBeInTheDocument();
    expect(purchaseOrderRequest({ page: 1, limit: 20, search: '  ', filters: { status: 'lost', sort: 'random' } })).toEqual({ page: 1, limit: 20 });
  });
});
