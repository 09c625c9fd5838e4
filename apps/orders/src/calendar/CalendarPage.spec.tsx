import { act, screen, waitFor, within } from '@testing-library/react';
import { mockedApi, realtimeFake, renderWithProviders } from '@freight/testing';
import { CalendarPage } from './CalendarPage';
import { DELIVERY_EVENT, LOAD_UUID, PICKUP_EVENT, REQUEST_ID } from './fixtures';
import { ordersAreas, scheduleFeature } from './test-support';

// The unit under test is the screen; the API is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('schedule'));
const api = mockedApi('schedule');
// The real-time channel: the kit's fake; the test plays the server with realtimeFake.
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
const ok = <T,>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
  api.schedule.events!.mockImplementation((range: { from: string; to: string }) => ok({ ...range, events: [PICKUP_EVENT, DELIVERY_EVENT], truncated: false }));
});

const render = (route = '/calendar?view=month&date=2026-11-24', language?: 'sp' | 'fr') =>
  renderWithProviders(<CalendarPage />, { route, path: '/calendar', features: [scheduleFeature], areas: ordersAreas, language });

describe('/calendar', () => {
  it("shows the month's pickups and deliveries on their days, coloured by stop, with the pending request to review", async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    await waitFor(() => expect(api.schedule.events).toHaveBeenCalledWith({ from: '2026-10-26', to: '2026-12-06' }, { silent: true }));
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    const day24 = within(grid).getByRole('gridcell', { name: /November 24, 2026/ });
    const pickup = await within(day24).findByRole('button', { name: /Pickup L-100777, Chicago, IL/ });
    expect(pickup).toHaveClass('event-pickup', 'event-pending');
    const day26 = within(grid).getByRole('gridcell', { name: /November 26, 2026/ });
    expect(within(day26).getByRole('button', { name: /Delivery L-100777, Dallas, TX, Accepted/ })).toHaveClass('event-delivery');
    // The other party's request: a link to its page.
    const pending = screen.getByRole('region', { name: 'Date changes waiting for a confirmation' });
    expect(within(pending).getByRole('link', { name: 'Review and confirm' })).toHaveAttribute('href', `/calendar/confirm-order-date-update/${REQUEST_ID}`);
  });

  it('moves between days with the arrow keys and between periods with the buttons (the URL keeps both)', async () => {
    const view = await render('/calendar?view=week&date=2026-11-24');
    await waitFor(() => expect(api.schedule.events).toHaveBeenCalledWith({ from: '2026-11-23', to: '2026-11-29' }, { silent: true }));
    const grid = screen.getByRole('grid');
    const tuesday = within(grid).getByRole('gridcell', { name: /November 24, 2026/ });
    expect(tuesday).toHaveAttribute('tabindex', '0');
    tuesday.focus();
    await view.user.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('gridcell', { name: /November 25, 2026/ })).toHaveFocus();
    await view.user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(view.location()).toBe('/calendar?view=week&date=2026-12-01'));
    await waitFor(() => expect(api.schedule.events).toHaveBeenCalledWith({ from: '2026-11-30', to: '2026-12-06' }, { silent: true }));
    await view.user.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(view.location()).toBe('/calendar?view=month&date=2026-12-01'));
  });

  it("an event's dialog moves its date with a reason, and says the other party confirms it", async () => {
    api.schedule.moveDate!.mockImplementation(() =>
      ok(
        {
          outcome: 'requested',
          requestId: REQUEST_ID,
          event: {
            ...DELIVERY_EVENT,
            pending: { _id: REQUEST_ID, fromDate: '2026-11-26', toDate: '2026-11-27', reason: 'Closed', byUs: true, createdAt: '2026-11-24T00:00:00.000Z' },
          },
        },
        'Date change requested: the other party will confirm it',
      ),
    );
    const view = await render();
    await view.user.click(await within(screen.getByRole('grid')).findByRole('button', { name: /Delivery L-100777/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delivery of load L-100777' });
    expect(dialog).toHaveTextContent('Interstate Haulers LLC will be asked to confirm the new date.');
    const date = within(dialog).getByLabelText('New date');
    expect(date).toHaveValue('2026-11-26');
    await view.user.click(within(dialog).getByRole('button', { name: 'Move date' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a date other than the current one');
    await view.user.clear(date);
    await view.user.type(date, '2026-11-27');
    await view.user.type(within(dialog).getByLabelText('Reason (optional)'), 'Closed');
    await view.user.click(within(dialog).getByRole('button', { name: 'Move date' }));
    await waitFor(() => expect(api.schedule.moveDate).toHaveBeenCalledWith(LOAD_UUID, { stopType: 'delivery', date: '2026-11-27', reason: 'Closed' }));
    expect(await screen.findByText('Date change requested: the other party will confirm it')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the reason's limit as it is typed: a longer text stops at 500 characters, and the count says so", async () => {
    const view = await render();
    await view.user.click(await within(screen.getByRole('grid')).findByRole('button', { name: /Delivery L-100777/ }));
    const reason = within(screen.getByRole('dialog', { name: 'Delivery of load L-100777' })).getByLabelText('Reason (optional)');
    expect(reason).toHaveAccessibleDescription('0 of 500 characters');
    await view.user.type(reason, 'Closed');
    expect(reason).toHaveAccessibleDescription('6 of 500 characters');
    await view.user.clear(reason);
    await view.user.click(reason);
    await view.user.paste('x'.repeat(620));
    expect(reason).toHaveValue('x'.repeat(500));
    expect(reason).toHaveAccessibleDescription('500 of 500 characters');
  });

  it("lets the carrier plan its driver's day from the event", async () => {
    const carrierEvent = { ...DELIVERY_EVENT, side: 'carrier' as const, otherParty: 'Demo Freight Co.', canPlanDriver: true, truckerDate: null };
    api.schedule.events!.mockImplementation((range: { from: string; to: string }) => ok({ ...range, events: [carrierEvent], truncated: false }));
    api.schedule.truckerDates!.mockImplementation(() => {
      api.schedule.events!.mockImplementation((range: { from: string; to: string }) =>
        ok({ ...range, events: [{ ...carrierEvent, truckerDate: '2026-11-25' }], truncated: false }),
      );
      return ok({ loadUuid: LOAD_UUID, loadId: 'L-100777', pickupDate: null, deliveryDate: '2026-11-25' }, "Driver's dates updated");
    });
    const view = await render();
    await view.user.click(await within(screen.getByRole('grid')).findByRole('button', { name: /Delivery L-100777/ }));
    const dialog = screen.getByRole('dialog');
    await view.user.type(within(dialog).getByLabelText("Driver's delivery day"), '2026-11-25');
    await view.user.click(within(dialog).getByRole('button', { name: "Save driver's day" }));
    await waitFor(() => expect(api.schedule.truckerDates).toHaveBeenCalledWith(LOAD_UUID, { deliveryDate: '2026-11-25' }));
    expect(await within(dialog).findByText("Driver's day saved.")).toBeInTheDocument();
    // The days are fetched again: the event now names the driver's day.
    await waitFor(() =>
      expect(within(screen.getByRole('grid')).getByRole('button', { name: /Delivery L-100777, .*driver's day Nov 25, 2026/ })).toBeInTheDocument(),
    );
  });

  it("the phone's day list of a month names the month's own days only, not the neighbour months' days of the grid", async () => {
    const outside = { ...DELIVERY_EVENT, key: `${LOAD_UUID}:outside`, date: '2026-12-02', loadId: 'L-100999' };
    api.schedule.events!.mockImplementation((range: { from: string; to: string }) =>
      ok({ ...range, events: [PICKUP_EVENT, DELIVERY_EVENT, outside], truncated: false }),
    );
    await render();
    const agenda = screen.getByRole('region', { name: 'Pickups and deliveries, day by day' });
    await within(agenda).findByRole('button', { name: /Pickup L-100777/ });
    expect(within(agenda).queryByRole('button', { name: /L-100999/ })).not.toBeInTheDocument();
    // The grid still shows it on its December day.
    expect(within(screen.getByRole('grid', { name: 'November 2026' })).getByRole('button', { name: /L-100999/ })).toBeInTheDocument();
  });

  it('a busy day of the month shows three events and "+N more", which opens its week', async () => {
    const busy = ['L-1', 'L-2', 'L-3', 'L-4', 'L-5'].map((loadId, index) => ({ ...DELIVERY_EVENT, key: `k${index}`, loadId }));
    api.schedule.events!.mockImplementation((range: { from: string; to: string }) => ok({ ...range, events: busy, truncated: false }));
    const view = await render();
    const day = within(screen.getByRole('grid')).getByRole('gridcell', { name: /November 26, 2026/ });
    await within(day).findByRole('button', { name: /Delivery L-3,/ });
    expect(within(day).queryByRole('button', { name: /Delivery L-4,/ })).not.toBeInTheDocument();
    await view.user.click(within(day).getByRole('button', { name: '2 more on Thursday, November 26, 2026: open its week' }));
    await waitFor(() => expect(view.location()).toBe('/calendar?view=week&date=2026-11-26'));
    expect(await within(screen.getByRole('grid')).findByRole('button', { name: /Delivery L-5,/ })).toBeInTheDocument();
  });

  it("fetches the days again when a date change notification arrives (the other party's request or decision)", async () => {
    await render();
    await waitFor(() => expect(api.schedule.events).toHaveBeenCalledTimes(1));
    expect(realtimeFake.count('notification')).toBe(1);
    act(() => void realtimeFake.emit('notification', { type: 'order_new' }));
    act(() => void realtimeFake.emit('notification', { type: 'date_change_confirmed' }));
    await waitFor(() => expect(api.schedule.events).toHaveBeenCalledTimes(2));
  });

  it('says so when the days have no events, and offers Retry when the call fails', async () => {
    api.schedule.events!.mockImplementationOnce((range: { from: string; to: string }) => ok({ ...range, events: [], truncated: false }));
    await render('/calendar?view=week&date=2026-11-24', 'fr');
    expect(await screen.findByText('Aucun enlèvement ni aucune livraison ces jours-là.')).toBeInTheDocument();
    api.schedule.events!.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const retry = await renderWithProviders(<CalendarPage />, {
      route: '/calendar?view=week&date=2026-12-24',
      path: '/calendar',
      features: [scheduleFeature],
      areas: ordersAreas,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar could not be loaded');
    await retry.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.schedule.events).toHaveBeenCalledTimes(3));
  });
});
