import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { mockedApi, renderWithProviders } from '@freight/testing';
import { ConfirmDatePage } from './ConfirmDatePage';
import { REQUEST_ID, REQUEST_VIEW } from './fixtures';
import { ordersAreas, scheduleFeature } from './test-support';

// The unit under test is the screen; the API is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('schedule'));
const api = mockedApi('schedule');
const ok = <T,>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });

beforeEach(() => jest.clearAllMocks());

const render = (language?: 'sp' | 'fr') =>
  renderWithProviders(<ConfirmDatePage />, {
    route: `/calendar/confirm-order-date-update/${REQUEST_ID}`,
    path: '/calendar/confirm-order-date-update/:id',
    features: [scheduleFeature],
    areas: ordersAreas,
    language,
  });

describe('/calendar/confirm-order-date-update/:id', () => {
  it('shows who asks to move which stop from which day to which, and confirms it after the Confirm dialog', async () => {
    api.schedule.request!.mockImplementation(() => ok(REQUEST_VIEW));
    api.schedule.confirm!.mockImplementation(() =>
      ok(
        { ...REQUEST_VIEW, status: 'confirmed', canDecide: false, decidedByName: 'Dana Dispatch', decidedAt: '2026-11-24T10:00:00.000Z' },
        'Date change confirmed',
      ),
    );
    const view = await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm date change' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Date change request' });
    expect(card).toHaveTextContent('Sam Shipper (Demo Freight Co.) asks to move the delivery of load L-100777.');
    expect(card).toHaveTextContent('Thursday, November 26, 2026');
    expect(card).toHaveTextContent('Friday, November 27, 2026');
    expect(card).toHaveTextContent('Receiver closed on Thursday');
    await view.user.click(within(card).getByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the new date?' });
    expect(dialog).toHaveTextContent('The delivery of L-100777 moves to Friday, November 27, 2026.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.schedule.confirm).toHaveBeenCalledWith(REQUEST_ID, {}));
    expect(await screen.findByText('Confirmed by Dana Dispatch on Nov 24, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('declines with a comment', async () => {
    api.schedule.request!.mockImplementation(() => ok(REQUEST_VIEW));
    api.schedule.decline!.mockImplementation(() =>
      ok(
        { ...REQUEST_VIEW, status: 'declined', canDecide: false, decidedByName: 'Dana Dispatch', decidedAt: '2026-11-24T10:00:00.000Z' },
        'Date change declined',
      ),
    );
    const view = await render();
    await view.user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the new date?' });
    await view.user.type(within(dialog).getByLabelText('Comment (optional)'), 'No driver that day');
    await view.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.schedule.decline).toHaveBeenCalledWith(REQUEST_ID, { comment: 'No driver that day' }));
    expect(await screen.findByText('Declined by Dana Dispatch on Nov 24, 2026.')).toBeInTheDocument();
  });

  it("our own request waits for the other party: no buttons; a request of another company's load is not found", async () => {
    api.schedule.request!.mockImplementation(() => ok({ ...REQUEST_VIEW, byUs: true, canDecide: false }));
    await render();
    expect(await screen.findByText('Your company asked for this change: the other party confirms or declines it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('not found (404), in Spanish', async () => {
    api.schedule.request!.mockImplementation(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Date change request not found' }, 'Date change request not found')),
    );
    await render('sp');
    expect(await screen.findByRole('alert')).toHaveTextContent('Solicitud de cambio de fecha no encontrada');
    expect(screen.getByRole('link', { name: 'Volver al calendario' })).toHaveAttribute('href', '/calendar');
  });
});
