import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissionsLoaded } from '@freight/auth';
import { mockedApi, renderWithProviders } from '@freight/testing';
import { settingsFeature } from '../feature';
import { AREAS, FAVOURITE, UUID, ok, refused } from '../test-support/fixtures';
import { FavouritesPage, favouriteHref } from './FavouritesPage';
import { SEARCH_SCOPE } from './state';

// The unit under test is /setting/favourites; the API client is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('settings'));
const api = mockedApi('settings');

const TRUCK = FAVOURITE(1);
const COMPANY = FAVOURITE(2, {
  kind: 'company',
  truckerId: null,
  carrierCompanyId: UUID(600),
  name: 'Interstate Haulers LLC',
  reference: '3344556',
  ownFleet: false,
});
const PARTNER_TRUCK = FAVOURITE(3, { kind: 'carrier', ownFleet: false, name: 'Sam (owner-operator)' });

beforeEach(() => {
  jest.clearAllMocks();
  api.settings.favourites!.mockImplementation(() => ok({ items: [TRUCK, COMPANY, PARTNER_TRUCK], total: 3, page: 1, limit: 20 }));
});
const user = userEvent.setup({ delay: null });

async function renderPage(route = '/setting/favourites', permissions = ['carrier']) {
  const view = await renderWithProviders(<FavouritesPage />, { route, path: '/setting/favourites', features: [settingsFeature], areas: AREAS });
  act(() => void view.store.dispatch(permissionsLoaded(permissions)));
  await act(view.waitForSagas);
  return view;
}

describe('/setting/favourites', () => {
  it("opens each favourite's detail by its remote's URL: a carrier company's profile, an own truck's page", () => {
    expect(favouriteHref(COMPANY, false)).toBe(`/carrierdetail?id=${UUID(600)}`);
    expect(favouriteHref(TRUCK, true)).toBe(`/edit-truck/${TRUCK.truckerId}`);
    expect(favouriteHref({ ...TRUCK, kind: 'carrier' }, true)).toBe(`/edit/carrier/${TRUCK.truckerId}`);
    expect(favouriteHref(TRUCK, false)).toBeUndefined();
    expect(favouriteHref(PARTNER_TRUCK, true)).toBeUndefined();
    expect(favouriteHref({ ...COMPANY, available: false }, true)).toBeUndefined();
  });

  it('lists them with links to their details, filters by kind in the URL', async () => {
    const view = await renderPage();
    expect(api.settings.favourites).toHaveBeenCalledWith({ page: 1, limit: 20 }, { silent: true });
    expect(screen.getByRole('link', { name: 'Open Interstate Haulers LLC' })).toHaveAttribute('href', `/carrierdetail?id=${UUID(600)}`);
    expect(screen.getByRole('link', { name: 'Open Truck 1' })).toHaveAttribute('href', `/edit-truck/${TRUCK.truckerId}`);
    expect(screen.queryByRole('link', { name: /Sam/ })).not.toBeInTheDocument();
    expect(screen.getByText("A partner's truck")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'carriers');
    await waitFor(() => expect(api.settings.favourites).toHaveBeenLastCalledWith({ page: 1, limit: 20, kind: 'carriers' }, { silent: true }));
    await waitFor(() => expect(view.location()).toBe('/setting/favourites?kind=carriers'));
  });

  it('removes one after asking: the trucker or the company as remove-fav takes it, the list read again', async () => {
    const view = await renderPage();
    api.settings.removeFavourite!.mockImplementation(() => ok({ carrierCompanyId: UUID(600), favourite: false }, 'User is now Unfavourite'));
    api.settings.favourites!.mockImplementation(() => ok({ items: [TRUCK, PARTNER_TRUCK], total: 2, page: 1, limit: 20 }));
    // A favourite is removed, not deleted: marked again at any time, so nothing says it cannot be undone.
    await user.click(screen.getByRole('button', { name: 'Remove Interstate Haulers LLC from favourites' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Remove Interstate Haulers LLC from favourites? You can mark it again at any time.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(view.waitForSagas);
    expect(api.settings.removeFavourite).toHaveBeenCalledWith({ carrierCompanyId: UUID(600) });
    expect(await screen.findByText('User is now Unfavourite')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Interstate Haulers LLC')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove Truck 1 from favourites' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(view.waitForSagas);
    expect(api.settings.removeFavourite).toHaveBeenLastCalledWith({ truckerId: TRUCK.truckerId });
  });

  it('searches by name among the favourites', async () => {
    await renderPage('/setting/favourites?q=inter');
    await waitFor(() => expect(api.settings.favourites).toHaveBeenLastCalledWith({ page: 1, limit: SEARCH_SCOPE }, { silent: true }));
    await waitFor(() => expect(screen.queryByText('Truck 1')).not.toBeInTheDocument());
    expect(screen.getByText('Interstate Haulers LLC')).toBeInTheDocument();
  });

  it('empty, and failed with Retry', async () => {
    api.settings.favourites!.mockImplementationOnce(() => refused(500, 'Server error'));
    await renderPage();
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    api.settings.favourites!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/You have no favourites yet/)).toBeInTheDocument();
  });
});
