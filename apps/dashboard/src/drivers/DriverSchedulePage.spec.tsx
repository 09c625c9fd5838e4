import { screen, waitFor, within } from '@testing-library/react';
import type { DriverScheduleRow } from '@freight/contracts';
import { mockedApi, renderWithProviders } from '@freight/testing';
import { dashboardAreas, lanesDriversCalendarFeature } from '../lanes/test-support';
import { DriverSchedulePage } from './DriverSchedulePage';
import { localMidnight } from './timeline';

// The unit under test is the screen; the API and the shared order detail are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('dashboardManager'));
const mockOpenOrder = jest.fn();
jest.mock('@freight/order-detail', () => ({
  OrderDetailHost: ({ list }: { list: unknown }) => <div data-testid="order-detail-host" data-list={JSON.stringify(list)} />,
  useOpenOrder: () => mockOpenOrder,
}));
const api = mockedApi('dashboardManager');
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'Dashboard fetched', data });
const at = (day: string, hour: number) => new Date(localMidnight(day) + hour * 3_600_000).toISOString();
/** The URL's parameters, whatever their order. */
const paramsOf = (location: string | undefined) => Object.fromEntries(new URL(location ?? '/', 'http://test').searchParams);
const ORDER_UUID = '7a1c2a9e-0000-4000-8000-00000000c001';

const ROWS: DriverScheduleRow[] = [
  {
    trucker: { _id: 't1', name: 'Dana Driver', truckNumber: 'TRK-101', status: 'on_load' },
    loads: [
      {
        _id: 'l1',
        loadId: 'L-100500',
        status: 'in_transit',
        orderUuid: ORDER_UUID,
        origin: 'Chicago, IL',
        destination: 'Dallas, TX',
        pickupStart: at('2026-11-24', 8),
        deliveryEnd: at('2026-11-25', 18),
        isDelayed: true,
        isAtRisk: false,
      },
      {
        _id: 'l2',
        loadId: 'L-100501',
        status: 'assigned',
        orderUuid: ORDER_UUID,
        origin: 'Dallas, TX',
        destination: 'Houston, TX',
        pickupStart: at('2026-11-27', 8),
        deliveryEnd: at('2026-11-27', 16),
        isDelayed: false,
        isAtRisk: true,
      },
    ],
  },
  { trucker: { _id: 't2', name: 'Sam Spare', truckNumber: 'TRK-102', status: 'available' }, loads: [] },
  { trucker: { _id: 't3', name: 'Busy Bee', truckNumber: 'TRK-103', status: 'on_load' }, loads: [], moreLoads: 3 },
];

beforeEach(() => {
  jest.clearAllMocks();
  api.dashboardManager.driverSchedule.mockImplementation((body: { page?: number; limit?: number }) =>
    ok({ items: ROWS, total: 12, page: body.page ?? 1, limit: body.limit ?? 10 }),
  );
});

const render = (route = '/dashboard/driverschedule?view=week&date=2026-11-26') =>
  renderWithProviders(<DriverSchedulePage />, { route, path: '/dashboard/driverschedule', features: [lanesDriversCalendarFeature], areas: dashboardAreas });

describe('/dashboard/driverschedule', () => {
  it("draws each truck's loads as bars across the week's days, late and at-risk loads marked in words", async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Driver schedule' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.dashboardManager.driverSchedule).toHaveBeenCalledWith({ page: 1, limit: 10, from: '2026-11-22', to: '2026-11-30' }, { silent: true }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Week of Nov 23, 2026 to Nov 29, 2026' })).toBeInTheDocument();
    const board = await screen.findByRole('table', { name: 'Driver schedule, Week of Nov 23, 2026 to Nov 29, 2026' });
    const dana = within(board).getByRole('row', { name: /Dana Driver/ });
    const bars = dana.querySelector('.schedule-track')!;
    const late = within(bars as HTMLElement).getByRole('button', { name: /^L-100500 · Late · Chicago, IL → Dallas, TX ?, from .*, In transit$/ });
    expect(late).toHaveClass('load-late');
    // Tuesday 08:00 to Wednesday 18:00 of a Monday-first week.
    expect(late.style.left).toMatch(/^19\.04/);
    expect(late.style.width).toMatch(/^20\.23/);
    expect(within(bars as HTMLElement).getByRole('button', { name: /^L-100501 · At risk of delay · / })).toHaveClass('load-risk');
    expect(within(board).getByRole('row', { name: /Sam Spare/ })).toHaveTextContent('Truck TRK-102 · Available');
    // A truck with more loads than the answer carries says so.
    expect(within(board).getByRole('row', { name: /Busy Bee/ })).toHaveTextContent('3 more loads in these days are not drawn: choose a shorter period');
    // The pages of trucks.
    expect(screen.getByRole('navigation', { name: /pagination/i })).toHaveTextContent(/Page 1 of 2/);
  });

  it("opens a load's order from its bar, with the keyboard too", async () => {
    const view = await render();
    const board = await screen.findByRole('table');
    const bar = within(board.querySelector('.schedule-track') as HTMLElement).getByRole('button', { name: /L-100500/ });
    bar.focus();
    await view.user.keyboard('{Enter}');
    expect(mockOpenOrder).toHaveBeenCalledWith(ORDER_UUID);
    expect(JSON.parse(screen.getByTestId('order-detail-host').dataset.list!)).toMatchObject({ side: 'carrier', from: '2026-11-22', to: '2026-11-30' });
  });

  it('moves by weeks and days, and switches to a day of hours (the URL keeps the choice)', async () => {
    const view = await render();
    await screen.findByRole('table');
    await view.user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/driverschedule?view=week&date=2026-12-03'));
    await waitFor(() =>
      expect(api.dashboardManager.driverSchedule).toHaveBeenLastCalledWith({ page: 1, limit: 10, from: '2026-11-29', to: '2026-12-07' }, { silent: true }),
    );
    await view.user.click(screen.getByRole('radio', { name: 'Day' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/driverschedule?view=day&date=2026-12-03'));
    await waitFor(() =>
      expect(api.dashboardManager.driverSchedule).toHaveBeenLastCalledWith({ page: 1, limit: 10, from: '2026-12-02', to: '2026-12-04' }, { silent: true }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Thursday, December 3, 2026' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/driverschedule?view=day&date=2026-12-02'));
  });

  it('pages the trucks and searches them, both in the URL', async () => {
    const view = await render();
    await screen.findByRole('table');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(paramsOf(view.location())).toEqual({ view: 'week', date: '2026-11-26', page: '2' }));
    await waitFor(() =>
      expect(api.dashboardManager.driverSchedule).toHaveBeenLastCalledWith({ page: 2, limit: 10, from: '2026-11-22', to: '2026-11-30' }, { silent: true }),
    );
    api.dashboardManager.driverSchedule.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 10 }));
    await view.user.type(screen.getByLabelText('Search a driver or truck number'), 'TRK-9');
    await waitFor(
      () =>
        expect(api.dashboardManager.driverSchedule).toHaveBeenLastCalledWith(
          { page: 1, limit: 10, from: '2026-11-22', to: '2026-11-30', search: 'TRK-9' },
          { silent: true },
        ),
      { timeout: 3000 },
    );
    await waitFor(() => expect(paramsOf(view.location())).toEqual({ view: 'week', date: '2026-11-26', q: 'TRK-9' }));
    expect(await screen.findByText('No driver or truck matches the search.')).toBeInTheDocument();
  });

  it('says so when the fleet has no truck, and offers Retry when the call fails', async () => {
    api.dashboardManager.driverSchedule.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const view = await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The driver schedule could not be loaded');
    api.dashboardManager.driverSchedule.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 10 }));
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your fleet has no trucks yet.')).toBeInTheDocument();
  });
});
