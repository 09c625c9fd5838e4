import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NO_DELAY, type CompanyType, type DashboardGroup, type LoadListItem, type OrderListItem } from '@freight/contracts';
import { authSlice, initialAuthState } from '@freight/auth';
import { createTestStore, mockedApi, realtimeFake, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { dashboardFeature } from '../feature';
import { OrderListsPage } from './OrderListsPage';

// The unit under test is the lists' screen; the API, the shared order detail and the real-time channel are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('orderManager', 'loadManager'));
const mockOpenOrder = jest.fn();
jest.mock('@freight/order-detail', () => ({
  OrderDetailHost: ({ list }: { list: unknown }) => <div data-testid="order-detail-host" data-list={JSON.stringify(list)} />,
  useOpenOrder: () => mockOpenOrder,
}));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
const api = mockedApi('orderManager', 'loadManager');

const CARRIER = '3f1c2a9e-0000-4000-8000-0000000000c1';
const ORDER: OrderListItem = {
  _id: '3f1c2a9e-0000-4000-8000-000000000001',
  orderId: 'O-100123',
  status: 'assigned',
  side: 'shipper',
  loadUuid: '3f1c2a9e-0000-4000-8000-0000000000a1',
  loadId: 'L-100123',
  counterparty: { companyId: CARRIER, name: 'Interstate Haulers' },
  origin: 'Chicago, IL',
  destination: 'Dallas, TX',
  pickupStart: '2026-11-22T14:00:00.000Z',
  deliveryEnd: '2026-11-23T18:00:00.000Z',
  deliveredAt: null,
  currency: 'USD',
  totalCents: 185_050,
  invoiceNumber: null,
  isPaid: false,
  truckNumber: 'T-12',
  updatedAt: '2026-11-23T00:00:00.000Z',
  delay: { isDelayed: true, isAtRisk: false, delayReason: 'deliveryMissed', delayMinutes: 125, etaAt: '2026-11-24T20:30:00.000Z' },
};
const AT_RISK: OrderListItem = {
  ...ORDER,
  _id: '3f1c2a9e-0000-4000-8000-000000000002',
  orderId: 'O-100124',
  delay: { isDelayed: false, isAtRisk: true, delayReason: 'noTruck', delayMinutes: 1500, etaAt: null },
};
const LOAD: LoadListItem = {
  _id: '3f1c2a9e-0000-4000-8000-0000000000b1',
  loadId: 'L-100200',
  status: 'pending',
  isDelayed: false,
  isAtRisk: false,
  origin: { city: 'Chicago', state: 'IL', country: 'USA' },
  destination: { city: 'Indianapolis', state: 'IN', country: 'USA' },
  pickupDate: '2026-12-01T15:00:00.000Z',
  deliveryDate: '2026-12-02T15:00:00.000Z',
  equipment: { key: 'dry_van', name: 'Dry van' },
  weight: 38_000,
  weightUnit: 'lbs',
  commodity: 'Paper rolls',
  rate: 1750,
  currency: 'USD',
  distanceMiles: 183,
  carrier: null,
  shipper: { _id: 'c0', name: 'Demo Shipping' },
  createdAt: '2026-11-20T10:00:00.000Z',
};
const page = <T,>(items: T[], total = items.length) => Promise.resolve({ status: true, message: 'fetched', data: { items, total, page: 1, limit: 20 } });

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
  api.orderManager.list.mockImplementation(() => page([ORDER, AT_RISK], 2));
  api.loadManager.list.mockImplementation(() => page([LOAD], 1));
});

const PATHS: Record<DashboardGroup, string> = {
  pending: '/dashboard/pendingorderslist',
  quoted: '/dashboard/quotedorderslist',
  new: '/dashboard/neworderslist',
  current: '/dashboard/currentorderslist',
  active: '/dashboard/activeorderslist',
  completed: '/dashboard/completedorderslist',
  riskOfDelay: '/dashboard/riskofdelay',
  delayed: '/dashboard/delayedorders',
};

async function renderList(
  group: DashboardGroup,
  search = '',
  { companyType = 'shipper' as CompanyType, permissions = ['dashboard', 'address'], language = 'en' as 'en' | 'sp' | 'fr', path = PATHS[group] } = {},
) {
  const auth = initialAuthState({
    user: { _id: 'u1', userId: 'u1', companyId: { _id: 'c0' }, firstname: 'Ana', lastname: 'Diaz', email: 'ana@demo.test' } as never,
    expiresAt: Date.now() + 3_600_000,
  });
  const testStore = createTestStore({
    slices: [authSlice],
    preloadedState: {
      auth: {
        ...auth,
        access: {
          status: 'loaded',
          data: { canAccessPortal: true, onboarding: { stage: 'done', nextAction: null } as never, companyId: 'c0', country: 'USA', companyType },
        },
        permissions: { status: 'loaded', keys: permissions },
      },
    },
  });
  const view = await renderWithProviders(<OrderListsPage group={group} />, {
    testStore,
    route: `${path}${search}`,
    path,
    features: [dashboardFeature],
    areas: { dashboard: { en, sp, fr } },
    language,
  });
  // No waitForSagas: the live refetch runs as long as the list is open.
  return view;
}

describe('the order lists', () => {
  it('writes the default side into the URL, asks order-list for the group, and shows the count in the title', async () => {
    const view = await renderList('delayed');
    await waitFor(() => expect(view.location()).toBe('/dashboard/delayedorders?side=shipper'));
    await waitFor(() =>
      expect(api.orderManager.list).toHaveBeenCalledWith({ page: 1, limit: 20, group: 'delayed', side: 'shipper', sort: 'delivery' }, { silent: true }),
    );
    // Only once the side is known: never a call that mixes both sides.
    expect(
      api.orderManager.list.mock.calls
        .filter(([body]) => (body as { group?: string }).group !== undefined)
        .every(([body]) => (body as { side?: string }).side === 'shipper'),
    ).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Delayed orders' })).toBeInTheDocument();
    expect(await screen.findByTestId('list-total')).toHaveTextContent('2 orders');
    expect(document.title).toContain('Delayed orders');
  });

  it("shows a flagged row's reason, minutes late and ETA, and opens the order from its row", async () => {
    await renderList('delayed', '?side=shipper');
    const rows = await screen.findAllByTestId('table-row');
    expect(within(rows[0]!).getByText('Late')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Delivery window missed')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2 hr, 5 min late')).toBeInTheDocument();
    // The ETA is the next stop's: the pickup until the load is picked up (this row is only assigned).
    expect(within(rows[0]!).getByText(/^ETA at pickup Nov 24, 2026/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$1,850.50')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Interstate Haulers')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('At risk')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('No truck assigned and the pickup is near')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('expected 1 day, 1 hr late')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open order O-100123' }));
    expect(mockOpenOrder).toHaveBeenLastCalledWith(ORDER._id);
    fireEvent.click(screen.getByRole('button', { name: 'View order O-100124' }));
    expect(mockOpenOrder).toHaveBeenLastCalledWith(AT_RISK._id);
  });

  it('names the stop of the ETA: a load not picked up yet at risk for its delivery shows its pickup ETA as such', async () => {
    const pending = {
      ...ORDER,
      _id: '3f1c2a9e-0000-4000-8000-000000000003',
      orderId: 'O-100032',
      status: 'assigned' as const,
      delay: { isDelayed: false, isAtRisk: true, delayReason: 'deliveryEta' as const, delayMinutes: 143, etaAt: '2026-11-24T05:44:00.000Z' },
    };
    const moving = { ...pending, _id: '3f1c2a9e-0000-4000-8000-000000000004', orderId: 'O-100016', status: 'in_transit' as const };
    api.orderManager.list.mockImplementation(() => page([pending, moving]));
    await renderList('riskOfDelay', '?side=shipper');
    const rows = await screen.findAllByTestId('table-row');
    expect(within(rows[0]!).getByText('Truck expected after the delivery window')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^ETA at pickup Nov 24, 2026/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^ETA at delivery Nov 24, 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/^ETA Nov/)).toBeNull();
  });

  it('says why a backwards delivery range matches nothing', async () => {
    api.orderManager.list.mockImplementation(() => page([], 0));
    await renderList('completed', '?side=shipper&from=2026-12-01&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Delivery to is before delivery from: no order can match.');
  });

  it('reads search, filters, sort, page and page size from the URL, and hands the same request to the order detail', async () => {
    await renderList('current', `?side=carrier&q=dallas&counterparty=${CARRIER}&from=2026-11-01&to=2026-11-30&sort=amount&page=2&limit=50`);
    const expected = {
      page: 2,
      limit: 50,
      group: 'current',
      side: 'carrier',
      search: 'dallas',
      counterpartyId: CARRIER,
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'amount',
    };
    await waitFor(() => expect(api.orderManager.list).toHaveBeenCalledWith(expected, { silent: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Accepted orders' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('dallas');
    expect(screen.getByLabelText('Delivery from')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Delivery to')).toHaveValue('2026-11-30');
    expect(screen.getByLabelText('Sort by')).toHaveValue('amount');
    // On the carrier side the other party is the shipper.
    expect(screen.getByLabelText('Shipper')).toHaveValue(CARRIER);
    expect(await screen.findByTestId('list-total')).toHaveTextContent('2 orders match');
    await waitFor(() => expect(JSON.parse(screen.getByTestId('order-detail-host').dataset.list!)).toEqual(expected));
  });

  it('keeps a changed filter in the URL', async () => {
    const view = await renderList('new', '?side=shipper');
    await screen.findAllByTestId('table-row');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'pickup' } });
    await waitFor(() => expect(view.location()).toBe('/dashboard/neworderslist?side=shipper&sort=pickup'));
    await waitFor(
      () => expect(api.orderManager.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, group: 'new', side: 'shipper', sort: 'pickup' }, { silent: true }),
      { timeout: 3000 },
    );
  });

  it('leaves the delay column out of the completed orders', async () => {
    await renderList('completed', '?side=shipper');
    await screen.findAllByTestId('table-row');
    expect(screen.getByRole('heading', { level: 1, name: 'Completed orders' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Delay' })).not.toBeInTheDocument();
    expect(api.orderManager.list).toHaveBeenCalledWith(expect.objectContaining({ group: 'completed', sort: 'newest' }), { silent: true });
  });

  it('lists pending loads through load-list with their status, each linking to the load', async () => {
    await renderList('pending', '?side=shipper');
    await waitFor(() => expect(api.loadManager.list).toHaveBeenCalledWith({ page: 1, limit: 20, status: 'pending', view: 'shipper' }, { silent: true }));
    expect(api.orderManager.list).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Pending loads' })).toBeInTheDocument();
    expect(await screen.findByTestId('list-total')).toHaveTextContent('1 load');
    expect(screen.getByRole('link', { name: 'Open load L-100200' })).toHaveAttribute('href', `/loads/editload/${LOAD._id}`);
    expect(screen.getByText('Chicago, IL → Indianapolis, IN')).toBeInTheDocument();
    expect(screen.getByText('$1,750.00')).toBeInTheDocument();
  });

  it('lists quoted loads', async () => {
    api.loadManager.list.mockImplementation(() => page([{ ...LOAD, status: 'quoted' }], 1));
    await renderList('quoted', '?side=shipper&sort=pickupDate');
    await waitFor(() =>
      expect(api.loadManager.list).toHaveBeenCalledWith({ page: 1, limit: 20, status: 'quoted', view: 'shipper', sort: 'pickupDate' }, { silent: true }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Quoted loads' })).toBeInTheDocument();
  });

  it('says when a group is empty, when nothing matches, and when the call failed', async () => {
    api.orderManager.list.mockImplementation(() => page([], 0));
    const { unmount } = await renderList('riskOfDelay', '?side=shipper');
    expect(await screen.findByText('No order is at risk of delay right now.')).toBeInTheDocument();
    unmount();

    const second = await renderList('riskOfDelay', '?side=shipper&q=nowhere');
    expect(await screen.findByText('Nothing matches your search or filters.')).toBeInTheDocument();
    second.unmount();

    api.orderManager.list.mockImplementation(() => Promise.reject(new Error('504')));
    await renderList('active', '?side=shipper');
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('a company of both kinds switches sides; the carrier dispatcher starts on the carrier side', async () => {
    api.orderManager.list.mockImplementation(() => page([{ ...ORDER, side: 'carrier', delay: NO_DELAY }], 1));
    const view = await renderList('active', '', { companyType: 'both', permissions: ['dashboard', 'carrier'] });
    await waitFor(() => expect(view.location()).toBe('/dashboard/activeorderslist?side=carrier'));
    await waitFor(() => expect(api.orderManager.list).toHaveBeenCalledWith(expect.objectContaining({ group: 'active', side: 'carrier' }), { silent: true }));
    // An unflagged live order is on time.
    expect(within(await screen.findByTestId('table-row')).getByText('On time')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Our shipments' }));
    await waitFor(() => expect(api.orderManager.list).toHaveBeenCalledWith(expect.objectContaining({ group: 'active', side: 'shipper' }), { silent: true }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/activeorderslist?side=shipper'));
  });

  it('fetches its page again when an order changes or the risk job flags orders', async () => {
    await renderList('delayed', '?side=shipper');
    await screen.findAllByTestId('table-row');
    const before = api.orderManager.list.mock.calls.filter(([body]) => (body as { group?: string }).group === 'delayed').length;
    expect(realtimeFake.count('orders.flagged')).toBe(1);
    await act(async () => {
      realtimeFake.emit('orders.flagged', { changed: 3 });
    });
    await waitFor(() => expect(api.orderManager.list.mock.calls.filter(([body]) => (body as { group?: string }).group === 'delayed').length).toBe(before + 1), {
      timeout: 3000,
    });
  });

  it('speaks Spanish and French, minutes included', async () => {
    const view = await renderList('delayed', '?side=shipper', { language: 'sp' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(sp.lists.titles.delayed);
    expect(await screen.findByText('2 h y 5 min de retraso')).toBeInTheDocument();
    view.unmount();
    await renderList('delayed', '?side=shipper', { language: 'fr' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.lists.titles.delayed);
    expect(await screen.findByText('2 h et 5 min de retard')).toBeInTheDocument();
  });

  it('is the same screen at /orders/delayed (login only)', async () => {
    await renderList('delayed', '?side=shipper', { path: '/orders/delayed', permissions: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Delayed orders' })).toBeInTheDocument();
    await waitFor(() => expect(api.orderManager.list).toHaveBeenCalledWith(expect.objectContaining({ group: 'delayed' }), { silent: true }));
  });
});
