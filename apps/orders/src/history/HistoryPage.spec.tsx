import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NO_DELAY, type OrderListItem } from '@freight/contracts';
import { formatDateTime } from '@freight/i18n';
import { mockedApi, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { ordersFeature } from '../feature';
import { HistoryPage } from './HistoryPage';

// The unit under test is the /order/history screen; the API, the shared order detail and the download are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('orderManager'));
const mockOpenOrder = jest.fn();
jest.mock('@freight/order-detail', () => ({
  OrderDetailHost: ({ list }: { list: unknown }) => <div data-testid="order-detail-host" data-list={JSON.stringify(list)} />,
  useOpenOrder: () => mockOpenOrder,
}));
jest.mock('@freight/ui', () => ({ ...jest.requireActual('@freight/ui'), saveTextFile: jest.fn() }));
const api = mockedApi('orderManager');
const download = jest.requireMock('@freight/ui') as { saveTextFile: jest.Mock };

const PARTY = '3f1c2a9e-0000-4000-8000-0000000000c1';
const ROW: OrderListItem = {
  _id: '3f1c2a9e-0000-4000-8000-000000000001',
  orderId: 'O-100123',
  status: 'paid',
  side: 'shipper',
  loadUuid: '3f1c2a9e-0000-4000-8000-0000000000a1',
  loadId: 'L-100123',
  counterparty: { companyId: PARTY, name: 'Interstate Haulers' },
  origin: 'Chicago, IL',
  destination: 'Dallas, TX',
  pickupStart: '2026-11-02T14:00:00.000Z',
  deliveryEnd: '2026-11-03T18:00:00.000Z',
  deliveredAt: '2026-11-04T02:30:00.000Z',
  currency: 'USD',
  totalCents: 185_050,
  invoiceNumber: 'INV-100007',
  isPaid: true,
  truckNumber: 'T-12',
  updatedAt: '2026-11-04T00:00:00.000Z',
  delay: NO_DELAY,
};
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'Orders fetched', data });

beforeEach(() => {
  jest.clearAllMocks();
  api.orderManager.list.mockImplementation((body: { page?: number; limit?: number }) =>
    ok({ items: [ROW], total: 1, page: body.page ?? 1, limit: body.limit ?? 20 }),
  );
});

async function renderHistory(route = '/order/history') {
  const view = await renderWithProviders(<HistoryPage />, { route, path: '/order/history', features: [ordersFeature], areas: { orders: { en, sp, fr } } });
  await act(view.waitForSagas);
  return view;
}

describe('/order/history', () => {
  it('reads its search, filters, sort and page size from the URL, asks order-list for the history scope, and hands that list to the order detail', async () => {
    await renderHistory(`/order/history?q=dallas&status=paid&counterparty=${PARTY}&from=2026-11-01&to=2026-11-30&sort=amount&limit=50`);
    const expected = {
      page: 1,
      limit: 50,
      scope: 'history',
      status: 'paid',
      search: 'dallas',
      counterpartyId: PARTY,
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'amount',
    };
    expect(api.orderManager.list).toHaveBeenCalledWith(expected, { silent: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Order history' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('dallas');
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
    expect(screen.getByLabelText('Delivered from')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Delivered to')).toHaveValue('2026-11-30');
    expect(screen.getByLabelText('Sort by')).toHaveValue('amount');
    // The counterparty's name is known from the rows.
    expect(within(screen.getByLabelText('Counterparty')).getByRole('option', { selected: true })).toHaveTextContent('Interstate Haulers');
    expect(JSON.parse(screen.getByTestId('order-detail-host').dataset.list!)).toEqual(expected);

    const row = screen.getByTestId('table-row');
    expect(within(row).getByText('$1,850.50')).toBeInTheDocument();
    expect(within(row).getByText('INV-100007')).toBeInTheDocument();
    expect(within(row).getByText('Chicago, IL → Dallas, TX')).toBeInTheDocument();
  });

  it('offers only closed statuses, and opens an order from its row (the id or View)', async () => {
    await renderHistory();
    const options = within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All closed statuses', 'Paid', 'Rejected', 'Cancelled']);
    // The blank sort is newest first: no second "Newest first" (seen in the production build).
    const sorts = within(screen.getByLabelText('Sort by'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sorts).toEqual(['Newest first', 'Oldest first', 'Pickup date', 'Delivery date', 'Order number', 'Amount']);
    fireEvent.click(screen.getByRole('button', { name: 'Open order O-100123' }));
    expect(mockOpenOrder).toHaveBeenLastCalledWith(ROW._id);
    fireEvent.click(screen.getByRole('button', { name: 'View order O-100123' }));
    expect(mockOpenOrder).toHaveBeenCalledTimes(2);
  });

  it('exports the whole filtered list to a CSV file named with the day and says so', async () => {
    await renderHistory('/order/history?status=paid');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download.saveTextFile).toHaveBeenCalledTimes(1));
    expect(api.orderManager.list).toHaveBeenLastCalledWith({ page: 1, limit: 100, scope: 'history', status: 'paid' });
    const [fileName, text] = download.saveTextFile.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/^order-history-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.split('\r\n')[0]).toBe('Order,Load,Status,Counterparty,Origin,Destination,Pickup,Delivery,Total,Currency,Invoice,Paid,Truck');
    expect(text.split('\r\n')[1]).toMatch(
      /^O-100123,L-100123,Paid,Interstate Haulers,"Chicago, IL","Dallas, TX",[^,]+,[^,]+,1850\.50,USD,INV-100007,Yes,T-12$/,
    );
    expect(await screen.findByText(`Orders exported: 1. File: ${fileName}`)).toBeInTheDocument();
  });

  it('shows when each order was delivered, not its planned end; one never delivered says so beside its planned end', async () => {
    const cancelled: OrderListItem = {
      ...ROW,
      _id: '3f1c2a9e-0000-4000-8000-000000000002',
      orderId: 'O-100124',
      status: 'cancelled',
      deliveredAt: null,
      invoiceNumber: null,
      isPaid: false,
    };
    api.orderManager.list.mockImplementation(() => ok({ items: [ROW, cancelled], total: 2, page: 1, limit: 20 }));
    await renderHistory();
    const [delivered, never] = screen.getAllByTestId('table-row');
    expect(delivered).toHaveTextContent(formatDateTime(ROW.deliveredAt!, 'en'));
    expect(delivered).not.toHaveTextContent(formatDateTime(ROW.deliveryEnd, 'en'));
    expect(never).toHaveTextContent(`Not delivered (planned ${formatDateTime(ROW.deliveryEnd, 'en')})`);
  });

  it('says when there is no closed order yet, and disables the export', async () => {
    api.orderManager.list.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    await renderHistory();
    expect(screen.getByText('No closed orders yet. Orders appear here once paid, rejected or cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('speaks Spanish', async () => {
    const view = await renderWithProviders(<HistoryPage />, {
      route: '/order/history',
      path: '/order/history',
      features: [ordersFeature],
      areas: { orders: { en, sp, fr } },
      language: 'sp',
    });
    await act(view.waitForSagas);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(sp.screens.history);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  });
});
