import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessLoaded, permissionsLoaded } from '@freight/auth';
import { renderWithProviders } from '@freight/testing';
import { settingsFeature } from '../feature';
import { AREAS, DEFAULTS, OPTIONS, UUID, ok, refused } from '../test-support/fixtures';
import { DefaultsPage } from './DefaultsPage';
import { defaultsToForm, formToDefaults } from './schema';

// The unit under test is /setting/default; the API client is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('settings', 'addressManager'));
const api = jest.requireMock('@freight/api-client') as { settings: Record<string, jest.Mock>; addressManager: Record<string, jest.Mock> };
const YARD = { _id: UUID(300), tag: 'business', name: 'Chicago yard', street1: '1 Main', city: 'Chicago', state: 'IL', postalCode: '60607', country: 'USA' };

beforeEach(() => {
  jest.clearAllMocks();
  api.settings.defaults!.mockImplementation(() => ok(DEFAULTS));
  api.settings.options!.mockImplementation(() => ok(OPTIONS));
  api.addressManager.list!.mockImplementation(() => ok({ items: [YARD], total: 1, page: 1, limit: 50 }));
  api.addressManager.detail!.mockImplementation(() => ok(YARD));
});
const user = userEvent.setup({ delay: null });

async function renderPage(portal = true, permissions = ['address']) {
  const view = await renderWithProviders(<DefaultsPage />, { route: '/setting/default', path: '/setting/default', features: [settingsFeature], areas: AREAS });
  act(
    () =>
      void view.store.dispatch(
        accessLoaded({
          canAccessPortal: portal,
          onboarding: { stage: portal ? 'completed' : 'payment', nextAction: null },
          companyId: UUID(100),
          country: 'USA',
          companyType: 'both',
        }),
      ),
  );
  act(() => void view.store.dispatch(permissionsLoaded(permissions)));
  await act(view.waitForSagas);
  return view;
}

describe('/setting/default', () => {
  it('the body: nothing chosen is null, reminders longest first', () => {
    expect(formToDefaults({ ...defaultsToForm(DEFAULTS), equipmentKey: '', reminders: [{ hours: '2' }, { hours: '48' }] })).toEqual({
      pickupAddressId: null,
      equipmentKey: null,
      currency: 'USD',
      weightUnit: 'lbs',
      quoteValidityDays: 7,
      reminderLeadHours: [48, 2],
    });
  });

  it('shows the defaults, picks the pickup from the address book, checks the numbers and saves', async () => {
    const view = await renderPage();
    expect(screen.getByLabelText('Default equipment')).toHaveValue('dry_van');
    expect(screen.getByLabelText('Hours before (reminder 1)')).toHaveValue(24);
    await waitFor(() => expect(screen.getByRole('option', { name: /Chicago yard/ })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Default pickup address'), YARD._id);
    await user.selectOptions(screen.getByLabelText('Weight unit'), 'kg');
    await user.clear(screen.getByLabelText('Quotes valid for (days)'));
    await user.type(screen.getByLabelText('Quotes valid for (days)'), '120');
    await user.click(screen.getByRole('button', { name: 'Add a reminder' }));
    await user.type(screen.getByLabelText('Hours before (reminder 3)'), '24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Quotes valid for (days)')).toHaveAccessibleDescription('Enter whole days from 1 to 90'));
    expect(screen.getByLabelText('Hours before (reminder 3)')).toHaveAccessibleDescription('Each reminder needs its own time');
    expect(api.settings.updateDefaults).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Quotes valid for (days)'));
    await user.type(screen.getByLabelText('Quotes valid for (days)'), '10');
    await user.click(screen.getByRole('button', { name: 'Remove Reminder 3: 24 hours before' }));
    api.settings.updateDefaults!.mockImplementation(() => ok({ ...DEFAULTS, pickupAddressId: YARD._id, weightUnit: 'kg', quoteValidityDays: 10 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(view.waitForSagas);
    expect(api.settings.updateDefaults).toHaveBeenCalledWith({
      pickupAddressId: YARD._id,
      equipmentKey: 'dry_van',
      currency: 'USD',
      weightUnit: 'kg',
      quoteValidityDays: 10,
      reminderLeadHours: [24, 2],
    });
    expect(await screen.findByText('Defaults Successfully Updated')).toBeInTheDocument();
  });

  it('a portal-less account picks among the addresses the settings options list (it cannot read the address book)', async () => {
    await renderPage(false);
    expect(screen.getByRole('option', { name: 'Chicago yard — Chicago, IL' })).toBeInTheDocument();
    expect(api.addressManager.list).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByRole('link', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('a user without the address permission (a carrier) picks among the settings options too: nothing is asked of the address book', async () => {
    await renderPage(true, ['dashboard', 'carrier', 'schedule']);
    expect(screen.getByRole('option', { name: 'Chicago yard — Chicago, IL' })).toBeInTheDocument();
    expect(api.addressManager.list).not.toHaveBeenCalled();
    expect(api.addressManager.detail).not.toHaveBeenCalled();
  });

  it('the server errors land on the fields; a failed read offers Retry', async () => {
    api.settings.defaults!.mockImplementationOnce(() => refused(500, 'Server error'));
    await renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('The defaults could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Default equipment')).toHaveValue('dry_van');
    api.settings.updateDefaults!.mockImplementation(() => refused(400, 'Invalid request', [{ field: 'body.equipmentKey', message: 'Unknown equipment type' }]));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Default equipment')).toHaveAccessibleDescription('Unknown equipment type'));
  });
});
