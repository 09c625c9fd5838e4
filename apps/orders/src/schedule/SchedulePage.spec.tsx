import { screen, waitFor, within } from '@testing-library/react';
import { mockedApi, renderWithProviders } from '@freight/testing';
import { SCHEDULE } from '../calendar/fixtures';
import { ordersAreas, scheduleFeature } from '../calendar/test-support';
import { scheduleRequestOf, SchedulePage } from './SchedulePage';

// The unit under test is the screen; the API is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('schedule'));
const api = mockedApi('schedule');
const ok = <T,>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });
const WAREHOUSE = SCHEDULE.warehouses[0]!._id;

beforeEach(() => {
  jest.clearAllMocks();
  api.schedule.deliverySchedule!.mockImplementation(() => ok(SCHEDULE));
});

const render = (route = '/delivery-schedule?from=2026-11-01&to=2026-11-30', language?: 'sp' | 'fr') =>
  renderWithProviders(<SchedulePage />, { route, path: '/delivery-schedule', features: [scheduleFeature], areas: ordersAreas, language });

describe('the schedule request from the URL', () => {
  it('defaults to the current month, caps the range and drops malformed filters', () => {
    expect(scheduleRequestOf(new URLSearchParams(''), '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30', page: 1, limit: 4 });
    expect(scheduleRequestOf(new URLSearchParams(`from=2026-01-01&to=2026-12-31&page=2&warehouse=${WAREHOUSE}&customer=nope`), '2026-11-24')).toEqual({
      from: '2026-01-01',
      to: '2026-04-02',
      page: 2,
      limit: 4,
      warehouseId: WAREHOUSE,
    });
  });
});

describe('/delivery-schedule', () => {
  it('shows the weeks with their ordinal labels and the rows of deliveries', async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery schedule' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.schedule.deliverySchedule).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30', page: 1, limit: 4 }, { silent: true }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: /^1st week/ })).toBeInTheDocument();
    const second = screen.getByRole('region', { name: /^2nd week/ });
    const row = within(second).getByTestId('schedule-row');
    expect(row).toHaveTextContent('L-100777');
    expect(row).toHaveTextContent('King West Receiving');
    expect(row).toHaveTextContent('Dallas DC');
    expect(screen.getByRole('heading', { level: 2, name: /^3rd week/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^4th week/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^1st week/ })).getByText('No deliveries this week.')).toBeInTheDocument();
  });

  it('keeps the filters and the page of weeks in the URL', async () => {
    const view = await render();
    await screen.findByRole('heading', { level: 2, name: /^1st week/ });
    await view.user.selectOptions(screen.getByLabelText('Warehouse'), 'Dallas DC');
    await waitFor(() => expect(view.location()).toBe(`/delivery-schedule?from=2026-11-01&to=2026-11-30&warehouse=${WAREHOUSE}`));
    await waitFor(() =>
      expect(api.schedule.deliverySchedule).toHaveBeenLastCalledWith(
        { from: '2026-11-01', to: '2026-11-30', page: 1, limit: 4, warehouseId: WAREHOUSE },
        { silent: true },
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Next weeks' }));
    await waitFor(() => expect(view.location()).toContain('page=2'));
    await waitFor(() => expect(api.schedule.deliverySchedule).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }), { silent: true }));
  });

  it('writes the ordinals in French and in Spanish', async () => {
    await render(undefined, 'fr');
    expect(await screen.findByRole('heading', { level: 2, name: /^1re semaine/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^2e semaine/ })).toBeInTheDocument();
  });

  it('says when nothing matches the filters', async () => {
    api.schedule.deliverySchedule!.mockImplementation(() => ok({ ...SCHEDULE, totalRows: 0, weeks: SCHEDULE.weeks.map((week) => ({ ...week, rows: [] })) }));
    await render(`/delivery-schedule?from=2026-11-01&to=2026-11-30&warehouse=${WAREHOUSE}`, 'sp');
    expect(await screen.findByText('Ninguna entrega coincide con estos filtros.')).toBeInTheDocument();
  });
});
