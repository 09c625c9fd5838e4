import { act, screen, waitFor, within } from '@testing-library/react';
import type { CalendarEvent } from '@freight/contracts';
import { mockedApi, realtimeFake, renderWithProviders } from '@freight/testing';
import { dashboardAreas, lanesDriversCalendarFeature } from '../lanes/test-support';
import { DashboardCalendarPage } from './DashboardCalendarPage';

// The unit under test is the screen; the API, the shared order detail and the real-time channel are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('dashboardManager'));
const mockOpenOrder = jest.fn();
jest.mock('@freight/order-detail', () => ({
  OrderDetailHost: ({ list }: { list: unknown }) => <div data-testid="order-detail-host" data-list={JSON.stringify(list)} />,
  useOpenOrder: () => mockOpenOrder,
}));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
const api = mockedApi('dashboardManager');
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'Calendar events fetched', data });

const LOAD_UUID = '7a1c2a9e-0000-4000-8000-00000000d001';
const ORDER_UUID = '7a1c2a9e-0000-4000-8000-00000000d002';
const DELIVERY: CalendarEvent = {
  key: `${LOAD_UUID}:delivery`,
  loadUuid: LOAD_UUID,
  loadId: 'L-100777',
  orderUuid: ORDER_UUID,
  orderId: 'O-100777',
  status: 'assigned',
  stopType: 'delivery',
  side: 'shipper',
  city: 'Dallas',
  state: 'TX',
  windowStart: '2026-11-26T15:00:00.000Z',
  windowEnd: '2026-11-26T19:00:00.000Z',
  date: '2026-11-26',
  moved: false,
  truckerDate: null,
  otherParty: 'Interstate Haulers LLC',
  pending: null,
  canMove: true,
  canPlanDriver: false,
};
const PICKUP_WITHOUT_ORDER: CalendarEvent = {
  ...DELIVERY,
  key: 'other:pickup',
  loadUuid: 'other',
  loadId: 'L-100778',
  orderUuid: null,
  orderId: null,
  status: 'pending',
  stopType: 'pickup',
  city: 'Chicago',
  state: 'IL',
  date: '2026-11-24',
};

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
  api.dashboardManager.calendarEvents.mockImplementation((body: { from: string; to: string }) =>
    ok({ from: body.from, to: body.to, events: [DELIVERY, PICKUP_WITHOUT_ORDER], truncated: false }),
  );
});

const render = (route = '/dashboard/calendar?view=month&date=2026-11-24') =>
  renderWithProviders(<DashboardCalendarPage />, { route, path: '/dashboard/calendar', features: [lanesDriversCalendarFeature], areas: dashboardAreas });

describe('/dashboard/calendar', () => {
  it("shows the side's pickups and deliveries in the kit's month grid; an event with an order opens it", async () => {
    const view = await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.dashboardManager.calendarEvents).toHaveBeenCalledWith({ from: '2026-10-26', to: '2026-12-06', side: 'shipper' }, { silent: true }),
    );
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    const delivery = await within(within(grid).getByRole('gridcell', { name: /November 26, 2026, 1 stop/ })).findByRole('button', {
      name: 'Delivery L-100777, Dallas, TX, Assigned',
    });
    await view.user.click(delivery);
    expect(mockOpenOrder).toHaveBeenCalledWith(ORDER_UUID);
    // A load without an order yet is shown, not opened.
    const day24 = within(grid).getByRole('gridcell', { name: /November 24, 2026/ });
    expect(within(day24).queryByRole('button')).not.toBeInTheDocument();
    expect(within(day24).getByRole('img', { name: 'Pickup L-100778, Chicago, IL, Pending' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('order-detail-host').dataset.list!)).toMatchObject({ side: 'shipper', from: '2026-10-26', to: '2026-12-06' });
  });

  it('moves by weeks with the URL, and asks for the carrier side when the URL says so', async () => {
    const view = await render('/dashboard/calendar?view=week&date=2026-11-24&side=carrier');
    await waitFor(() =>
      expect(api.dashboardManager.calendarEvents).toHaveBeenCalledWith({ from: '2026-11-23', to: '2026-11-29', side: 'carrier' }, { silent: true }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(new URL(view.location() ?? '/', 'http://test').searchParams.get('date')).toBe('2026-12-01'));
    await waitFor(() =>
      expect(api.dashboardManager.calendarEvents).toHaveBeenLastCalledWith({ from: '2026-11-30', to: '2026-12-06', side: 'carrier' }, { silent: true }),
    );
  });

  it('fetches the days again when one of their orders changes', async () => {
    await render();
    await within(screen.getByRole('grid')).findByRole('button', { name: /L-100777/ });
    expect(realtimeFake.count('order.updated')).toBe(1);
    act(() => void realtimeFake.emit('order.updated', { orderId: 'someone-else', status: 'paid' }));
    act(() => void realtimeFake.emit('order.updated', { orderId: ORDER_UUID, status: 'in_transit' }));
    await waitFor(() => expect(api.dashboardManager.calendarEvents).toHaveBeenCalledTimes(2));
  });

  it('says so when the days have no events, and offers Retry when the call fails', async () => {
    api.dashboardManager.calendarEvents.mockImplementationOnce((body: { from: string; to: string }) => ok({ ...body, events: [], truncated: false }));
    await render('/dashboard/calendar?view=week&date=2026-11-24');
    expect(await screen.findByText('No pickups or deliveries on these days.')).toBeInTheDocument();
    api.dashboardManager.calendarEvents.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const retry = await render('/dashboard/calendar?view=week&date=2026-12-24');
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar could not be loaded');
    await retry.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.dashboardManager.calendarEvents).toHaveBeenCalledTimes(3));
  });
});
