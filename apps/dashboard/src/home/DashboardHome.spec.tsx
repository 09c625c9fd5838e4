import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { authSlice, initialAuthState } from '@freight/auth';
import { ApiError } from '@freight/api-client';
import { NO_DELAY, type CompanyType, type LatestOrder, type OrderListItem, type PopularRoute } from '@freight/contracts';
import { createTestStore, realtimeFake, renderWithProviders } from '@freight/testing';
import { dashboardFeature } from '../feature';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { DashboardHome } from './DashboardHome';

// The page under test with its real store, sagas and cards; the API, the real-time channel, the map and the order
// detail are fakes (the detail has its own tests in libs/order-detail).
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('dashboardManager', 'orderManager'));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
jest.mock('@freight/map', () => ({
  MapView: ({ routes, label }: { routes: Array<{ label: string }>; label: string }) => (
    <div data-testid="map" aria-label={label} data-routes={routes.map((route) => route.label).join('|')} />
  ),
}));
jest.mock('@freight/order-detail', () => {
  const { useSearchParams } = jest.requireActual('@freight/router');
  return {
    OrderDetailHost: ({ list }: { list: unknown }) => {
      const [params] = useSearchParams();
      return params.get('order') ? <div data-testid="order-detail" data-order={params.get('order')} data-list={JSON.stringify(list)} /> : null;
    },
    useOpenOrder: () => {
      const [, setParams] = jest.requireActual('@freight/router').useSearchParams();
      return (id: string) => setParams((previous: URLSearchParams) => new URLSearchParams({ ...Object.fromEntries(previous), order: id }));
    },
  };
});

type Mocked = Record<string, jest.Mock>;
const api = jest.requireMock('@freight/api-client') as { dashboardManager: Mocked; orderManager: Mocked };
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'Dashboard fetched', data });

/** The product's stylesheet and the page's own, so the test sees the cards as they are drawn. */
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = [path.resolve(__dirname, '../../../../libs/ui/src/styles.css'), path.resolve(__dirname, 'home.css')]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  document.head.append(style);
});

const LATEST: LatestOrder = {
  _id: '3f1c2a9e-0000-4000-8000-000000000011',
  orderId: 'O-100011',
  status: 'assigned',
  loadUuid: '3f1c2a9e-0000-4000-8000-0000000000a1',
  loadId: 'L-100011',
  counterparty: 'Interstate Haulers',
  origin: 'Chicago, IL',
  destination: 'Dallas, TX',
  currency: 'USD',
  totalCents: 185_000,
  createdAt: '2026-11-23T15:00:00.000Z',
};
const FLAGGED: OrderListItem = {
  _id: '3f1c2a9e-0000-4000-8000-000000000001',
  orderId: 'O-100001',
  status: 'assigned',
  side: 'shipper',
  loadUuid: '3f1c2a9e-0000-4000-8000-0000000000a2',
  loadId: 'L-100001',
  counterparty: { companyId: '3f1c2a9e-0000-4000-8000-0000000000c1', name: 'Interstate Haulers' },
  origin: 'Reno, NV',
  destination: 'Boise, ID',
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
const LANE_ID = '3f1c2a9e-0000-4000-8000-0000000000e1';
const ROUTES: PopularRoute[] = [
  {
    origin: { city: 'Chicago', state: 'IL', lat: 41.88, lng: -87.63 },
    destination: { city: 'Dallas', state: 'TX', lat: 32.78, lng: -96.8 },
    loads: 1234,
    laneId: LANE_ID,
    laneName: 'CHI-DAL',
  },
  {
    origin: { city: 'Reno', state: 'NV', lat: null, lng: null },
    destination: { city: 'Boise', state: 'ID', lat: 43.6, lng: -116.2 },
    loads: 1,
    laneId: null,
    laneName: null,
  },
];

let counts: Record<string, number>;
function serve() {
  counts = { pending: 2, quoted: 1, new: 5, current: 3, active: 4, completed: 1500, riskOfDelay: 0, delayed: 1 };
  const d = api.dashboardManager;
  d.ordersCount!.mockImplementation((_type: string, side: string) => ok({ side, counts: { ...counts } }));
  d.truckerCount!.mockImplementation(() => ok({ total: 3, counts: { available: 2, on_load: 1 } }));
  d.latestOrders!.mockImplementation(() => ok([LATEST]));
  d.topRatedTrucks!.mockImplementation(() =>
    ok([{ _id: 't1', name: 'Rosa Vega', truckNumber: 'TX-7', company: 'Interstate Haulers', rating: 4.85, ratings: 12, deliveries: 14 }]),
  );
  d.truckersNotOnTime!.mockImplementation(() => ok([]));
  d.popularRoutes!.mockImplementation(() => ok(ROUTES));
  d.activityGraph!.mockImplementation(() =>
    ok({
      bucket: 'day',
      points: [
        { date: '2026-11-23', created: 4, delivered: 2 },
        { date: '2026-11-24', created: 1200, delivered: 0 },
      ],
    }),
  );
  d.logs!.mockImplementation(() =>
    ok({
      items: [
        {
          _id: 'g1',
          entityType: 'load',
          entityId: 'x',
          action: 'created',
          message: 'Load L-100011 created',
          user: 'Ana Diaz',
          link: '/loads/load/L-100011',
          createdAt: '2026-11-24T09:30:00.000Z',
        },
      ],
      page: 1,
      limit: 5,
      hasMore: false,
    }),
  );
  api.orderManager.list!.mockImplementation((body: { group: string }) =>
    ok({ items: body.group === 'delayed' ? [FLAGGED] : [], total: body.group === 'delayed' ? 1 : 0, page: 1, limit: 3 }),
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
  serve();
});

async function renderHome({
  search = '',
  companyType = 'shipper' as CompanyType,
  permissions = ['dashboard', 'address'],
  language = 'en' as 'en' | 'sp' | 'fr',
} = {}) {
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
  const view = await renderWithProviders(<DashboardHome />, {
    testStore,
    route: `/dashboard${search}`,
    path: '/dashboard',
    features: [dashboardFeature],
    areas: { dashboard: { en, sp, fr } },
    language,
  });
  // The fakes answer at once: the cards' answers (and the lazily loaded chart and map) land within this act.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  return view;
}

const countLinks = () =>
  within(screen.getByTestId('card-counts'))
    .getAllByRole('link')
    .map((link) => [link.getAttribute('href'), link.textContent]);

describe('the dashboard home', () => {
  it("welcomes the user and shows each group's figure linking to its list, on the shipper's side", async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ana');
    await waitFor(() => expect(screen.getByTestId('count-new')).toHaveTextContent('5'));
    expect(countLinks()).toEqual([
      ['/dashboard/pendingorderslist?side=shipper', '2Pending loads'],
      ['/dashboard/quotedorderslist?side=shipper', '1Quoted loads'],
      ['/dashboard/neworderslist?side=shipper', '5New orders'],
      ['/dashboard/currentorderslist?side=shipper', '3Accepted orders'],
      ['/dashboard/activeorderslist?side=shipper', '4Active orders'],
      ['/dashboard/completedorderslist?side=shipper', '1,500Completed orders'],
      ['/dashboard/riskofdelay?side=shipper', '0At risk of delay'],
      ['/dashboard/delayedorders?side=shipper', '1Delayed'],
    ]);
    expect(api.dashboardManager.ordersCount).toHaveBeenCalledWith('all', 'shipper', { silent: true, quietErrors: true });
    // No trucks without the carrier permission; no switch for a shipper company.
    expect(screen.queryByTestId('card-trucks')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Loads we carry' })).toBeNull();
    expect(api.dashboardManager.truckerCount).not.toHaveBeenCalled();
  });

  it("on the carrier's side: no pending or quoted loads, the trucks by status, and the switch for a company of both kinds", async () => {
    const { user, location } = await renderHome({ search: '?side=carrier', companyType: 'both', permissions: ['dashboard', 'carrier'] });
    await waitFor(() => expect(screen.getByTestId('count-new')).toHaveTextContent('5'));
    expect(countLinks().map(([href]) => href)).toEqual([
      '/dashboard/neworderslist?side=carrier',
      '/dashboard/currentorderslist?side=carrier',
      '/dashboard/activeorderslist?side=carrier',
      '/dashboard/completedorderslist?side=carrier',
      '/dashboard/riskofdelay?side=carrier',
      '/dashboard/delayedorders?side=carrier',
    ]);
    const trucks = await screen.findByTestId('card-trucks');
    expect(within(trucks).getByText('3 trucks')).toBeVisible();
    expect(within(trucks).getByTestId('trucks-available')).toHaveTextContent('Available2');
    expect(within(trucks).getByRole('link', { name: 'See the trucks' })).toHaveAttribute('href', '/trucks');
    await user.click(screen.getByRole('radio', { name: 'Our shipments' }));
    await waitFor(() => expect(location()).toBe('/dashboard?side=shipper'));
    await waitFor(() => expect(api.dashboardManager.ordersCount).toHaveBeenLastCalledWith('all', 'shipper', { silent: true, quietErrors: true }));
    await waitFor(() => expect(screen.getByTestId('count-pending')).toHaveAttribute('href', '/dashboard/pendingorderslist?side=shipper'));
  });

  it('shows the late and at-risk orders with reason and minutes, each opening in its list', async () => {
    await renderHome();
    const late = await screen.findByTestId('flagged-delayed');
    expect(within(late).getByRole('heading', { level: 3 })).toHaveTextContent('Late 1');
    expect(within(late).getByRole('link', { name: 'O-100001' })).toHaveAttribute('href', `/dashboard/delayedorders?side=shipper&order=${FLAGGED._id}`);
    expect(within(late).getByText('Pickup window missed · 1 hr, 35 min late')).toBeVisible();
    expect(within(late).getByRole('link', { name: 'See the 1 order' })).toHaveAttribute('href', '/dashboard/delayedorders?side=shipper');
    const risk = screen.getByTestId('flagged-riskOfDelay');
    expect(within(risk).getByText('No order is at risk of delay right now.')).toBeVisible();
  });

  it('a latest order opens the order detail over the page, its previous/next walking the newest orders', async () => {
    const { user, location } = await renderHome();
    await user.click(await screen.findByRole('button', { name: 'Open order O-100011' }));
    await waitFor(() => expect(location()).toBe(`/dashboard?order=${LATEST._id}`));
    const detail = await screen.findByTestId('order-detail'); // its code loads when an order is opened
    expect(JSON.parse(detail.getAttribute('data-list')!)).toEqual({ page: 1, limit: 5, side: 'shipper', scope: 'all', sort: 'newest' });
    expect(within(screen.getByTestId('card-latest')).getByText('$1,850.00 · Nov 23, 2026, 3:00 PM', { exact: false })).toBeVisible();
  });

  it('draws the activity (its table in the language), the recent activity with links, the best trucks, and the routes on the map', async () => {
    await renderHome();
    const activity = screen.getByTestId('card-activity');
    const table = await within(activity).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayCreatedDelivered', 'Nov 2342', 'Nov 241,2000']);
    expect(within(screen.getByTestId('card-logs')).getByRole('link', { name: 'Load L-100011 created' })).toHaveAttribute('href', '/loads/load/L-100011');
    expect(within(screen.getByTestId('card-topRated')).getByText('4.9 out of 5 · 12 ratings')).toBeVisible();
    expect(within(screen.getByTestId('card-lateTruckers')).getByText('Every truck was on time in the last 90 days.')).toBeVisible();
    const routes = screen.getByTestId('card-routes');
    expect(within(routes).getByRole('link', { name: 'Lane history: CHI-DAL' })).toHaveAttribute('href', `/dashboard/lanehistory/${LANE_ID}`);
    expect(within(routes).getByText('Reno, NV → Boise, ID')).not.toHaveAttribute('href');
    // Only the route with both ends placed is drawn.
    expect(await within(routes).findByTestId('map')).toHaveAttribute('data-routes', 'Chicago, IL → Dallas, TX');
  });

  it('90 days: the choice goes into the URL and only the graph is asked again', async () => {
    const { user, location } = await renderHome();
    await screen.findByTestId('count-new');
    await waitFor(() => expect(api.dashboardManager.activityGraph).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(location()).toBe('/dashboard?days=90'));
    await waitFor(() => expect(api.dashboardManager.activityGraph).toHaveBeenCalledTimes(2));
    expect(api.dashboardManager.activityGraph!.mock.calls[1]![0]).toMatchObject({ bucket: 'week' });
    expect(api.dashboardManager.ordersCount).toHaveBeenCalledTimes(1);
  });

  it('a card that fails says so with a Retry, the others still show; Retry brings it', async () => {
    api.dashboardManager.latestOrders!.mockImplementationOnce(() => Promise.reject(new ApiError('server', 500, undefined, 'Request failed')));
    const { user } = await renderHome();
    const latest = screen.getByTestId('card-latest');
    expect(await within(latest).findByRole('alert')).toHaveTextContent('This card could not be loaded.');
    expect(screen.getByTestId('count-new')).toHaveTextContent('5');
    await user.click(within(latest).getByRole('button', { name: 'Retry' }));
    expect(await within(latest).findByRole('button', { name: 'Open order O-100011' })).toBeVisible();
  });

  it('several cards failing: one message and one Retry, which asks every failed card again', async () => {
    const down = () => Promise.reject(new ApiError('server', 500, { status: false, message: 'Database unavailable' }, 'Request failed with status code 500'));
    const d = api.dashboardManager;
    for (const fetcher of [d.latestOrders!, d.topRatedTrucks!, d.truckersNotOnTime!, d.popularRoutes!, d.logs!]) fetcher.mockImplementationOnce(down);
    const { user } = await renderHome();
    const alert = await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alert).toHaveTextContent('Database unavailable');
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    expect(within(screen.getByTestId('card-latest')).queryByText('Database unavailable')).toBeNull();
    expect(screen.getByTestId('count-new')).toHaveTextContent('5');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByTestId('card-latest')).findByRole('button', { name: 'Open order O-100011' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByTestId('card-logs')).getByRole('link', { name: 'Load L-100011 created' })).toBeVisible();
    for (const fetcher of [d.latestOrders!, d.topRatedTrucks!, d.truckersNotOnTime!, d.popularRoutes!, d.logs!]) expect(fetcher).toHaveBeenCalledTimes(2);
    // The cards that had answered were not asked again.
    expect(d.ordersCount).toHaveBeenCalledTimes(1);
  });

  it('several cards failing for different reasons: one general message, in the language', async () => {
    api.dashboardManager.latestOrders!.mockImplementationOnce(() =>
      Promise.reject(new ApiError('server', 500, { status: false, message: 'Database unavailable' }, 'x')),
    );
    api.dashboardManager.logs!.mockImplementationOnce(() => Promise.reject(new ApiError('network', undefined, undefined, 'Network Error')));
    await renderHome({ language: 'sp' });
    expect(await screen.findByRole('alert')).toHaveTextContent(sp.home.failed);
    expect(screen.getAllByRole('button', { name: sp.home.card.retry })).toHaveLength(1);
  });

  it('a company with nothing delivered yet is told so, not that every truck was on time', async () => {
    api.dashboardManager.popularRoutes!.mockImplementation(() => ok([]));
    const view = await renderHome();
    const card = () => screen.getByTestId('card-lateTruckers');
    expect(await within(card()).findByText('Nothing delivered yet in the last 90 days: no truck to judge.')).toBeVisible();
    expect(within(card()).queryByText('Every truck was on time in the last 90 days.')).toBeNull();
    view.unmount();
    await renderHome({ language: 'fr' });
    expect(await within(card()).findByText(fr.home.lateTruckers.nothingYet)).toBeVisible();
  });

  it('says when a card is empty, and shows a loading state before the answer', async () => {
    api.dashboardManager.latestOrders!.mockImplementation(() => ok([]));
    api.dashboardManager.popularRoutes!.mockImplementation(() => new Promise(() => undefined));
    await renderHome();
    expect(await within(screen.getByTestId('card-latest')).findByText('No orders yet.')).toBeVisible();
    expect(within(screen.getByTestId('card-routes')).getByRole('status')).toHaveTextContent('Loading');
  });

  it('before their answers, the counts, the flagged loads and the trucks keep their shape (labels, dashes, no links), so nothing moves when they come', async () => {
    api.dashboardManager.ordersCount!.mockImplementation(() => new Promise(() => undefined));
    api.dashboardManager.truckerCount!.mockImplementation(() => new Promise(() => undefined));
    api.orderManager.list!.mockImplementation(() => new Promise(() => undefined));
    await renderHome({ permissions: ['dashboard', 'carrier'] });
    const counts = screen.getByTestId('card-counts');
    expect(counts).toHaveAttribute('aria-busy', 'true');
    expect(within(counts).getByRole('status')).toHaveTextContent('Loading');
    expect(within(counts).queryAllByRole('link')).toHaveLength(0);
    expect(within(counts).getByText('Delayed', { ignore: '[role=status]' }).previousElementSibling).toHaveTextContent('–');
    expect(
      within(screen.getByTestId('card-flagged'))
        .getAllByRole('heading', { level: 3, hidden: true })
        .map((heading) => heading.textContent),
    ).toEqual(['Late', 'At risk of delay']);
    const trucks = screen.getByTestId('card-trucks');
    expect(within(trucks).getAllByText('–', { exact: true }).length).toBeGreaterThan(2);
    expect(within(trucks).queryAllByRole('link')).toHaveLength(0);
  });

  it('the figures refresh when an order changes', async () => {
    await renderHome();
    await waitFor(() => expect(screen.getByTestId('count-new')).toHaveTextContent('5'));
    counts = { ...counts, new: 6 };
    expect(realtimeFake.count('order.updated')).toBe(1);
    await act(async () => {
      realtimeFake.emit('order.updated', {});
    });
    await waitFor(() => expect(screen.getByTestId('count-new')).toHaveTextContent('6'), { timeout: 4000 });
  });

  it('speaks Spanish and French, numbers included', async () => {
    const view = await renderHome({ language: 'sp' });
    await waitFor(() => expect(screen.getByTestId('count-completed')).toHaveTextContent(`1,500${sp.home.counts.groups.completed}`));
    expect(screen.getByRole('heading', { name: sp.home.flagged.title })).toBeVisible();
    view.unmount();
    await renderHome({ language: 'fr' });
    await waitFor(() => expect(screen.getByTestId('count-completed').textContent!.replace(/\s/g, ' ')).toBe(`1 500${fr.home.counts.groups.completed}`));
    // French puts a no-break space between a number and its unit.
    expect(await screen.findByText((text) => text.replace(/\s/g, ' ').includes('1 h et 35 min de retard'))).toBeVisible();
  });

  it('says in French how many of a truck\'s deliveries were late, the noun agreeing (1 livraison, not "1 livraisons")', async () => {
    const truck = {
      _id: 't2',
      name: 'Luis Wright',
      truckNumber: 'ML-309',
      company: 'Maple Leaf',
      onTimeRate: 0.75,
      deliveries: 4,
      lateDeliveries: 1,
      averageDelayMinutes: 0,
    };
    api.dashboardManager.truckersNotOnTime!.mockImplementation(() =>
      ok([truck, { ...truck, _id: 't3', deliveries: 8, lateDeliveries: 2 }, { ...truck, _id: 't4', deliveries: 1, lateDeliveries: 1 }]),
    );
    await renderHome({ language: 'fr' });
    const card = await screen.findByTestId('card-lateTruckers');
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(3));
    const lines = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent!.replace(/\s/g, ' '));
    expect(lines[0]).toContain('1 en retard sur 4 livraisons');
    expect(lines[1]).toContain('2 en retard sur 8 livraisons');
    expect(lines[2]).toContain('1 en retard sur 1 livraison');
    expect(lines.join(' ')).not.toMatch(/1 livraisons/);
  });

  it("ends with the modules the user may open, by permission (the navigation's entries)", async () => {
    await renderHome({ permissions: ['dashboard', 'address', 'carrier'] });
    const modules = screen.getByTestId('card-modules');
    expect(within(modules).getByRole('heading', { level: 2 })).toHaveTextContent('Your modules');
    const list = within(modules).getByRole('list');
    expect(getComputedStyle(list).listStyleType).toBe('none');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Loads', '/loads'],
      ['Trucks', '/trucks'],
      ['Address book', '/address'],
      ['Settings', '/setting/profile'],
    ]);
    expect(screen.getByTestId('module-link-trucks')).toHaveAttribute('href', '/trucks');
  });

  it('has the same translation keys in en, sp and fr', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix];
    expect(keys(sp.home).sort()).toEqual(keys(en.home).sort());
    expect(keys(fr.home).sort()).toEqual(keys(en.home).sort());
  });
});
