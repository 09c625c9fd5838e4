import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { truckSearchFeature } from './feature';
import { DRY_VAN, OWN_TRUCK, PARTNER_TRUCK, REEFER } from './fixtures';
import { SearchTrucksPage } from './SearchTrucksPage';
import { selectCurrentTruck, selectShowChat } from '@freight/chat';

// The unit under test is the screen; the API is a fake, the map a placeholder that shows which point is marked.
// The maps calls are replaced on the library's own `maps` object, so its locatePlace (which calls them) uses them.
jest.mock('@freight/api-client', () => {
  const actual = jest.requireActual('@freight/api-client');
  Object.assign(actual.maps, { geocodePostalCode: jest.fn(), direction: jest.fn(), reverseGeocode: jest.fn() });
  return {
    ...actual,
    fleetPositions: { search: jest.fn() },
    favouriteManager: { add: jest.fn(), remove: jest.fn() },
    loadManager: { equipmentList: jest.fn() },
  };
});
jest.mock('@freight/map', () => ({
  MapView: ({
    label,
    points,
    selectedId,
    onSelect,
  }: {
    label: string;
    points: Array<{ id: string; label: string }>;
    selectedId?: string;
    onSelect: (p: unknown) => void;
  }) => (
    <div role="region" aria-label={label} data-points={points.length} data-selected={selectedId ?? ''}>
      {points.map((point) => (
        <button key={point.id} type="button" onClick={() => onSelect(point)}>
          {`pin ${point.label}`}
        </button>
      ))}
    </div>
  ),
}));
const api = jest.requireMock('@freight/api-client') as Record<'fleetPositions' | 'favouriteManager' | 'loadManager' | 'maps', Record<string, jest.Mock>>;
const ok = <T,>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });
const SEARCHED = '/search-trucks?place=Chicago%2C+IL&lat=41.8781&lng=-87.6298&radius=50';

async function renderPage(route = '/search-trucks', language?: 'sp' | 'fr') {
  // Inside act: the search and the equipment list answer at once (no place: no call), while the page mounts.
  let view!: Awaited<ReturnType<typeof renderWithProviders>>;
  await act(async () => {
    view = await renderWithProviders(<SearchTrucksPage />, {
      route,
      path: '/search-trucks',
      features: [truckSearchFeature],
      areas: { trucks: { en, sp, fr } },
      language,
    });
  });
  await act(view.waitForSagas);
  return view;
}

beforeEach(() => {
  jest.clearAllMocks();
  api.loadManager.equipmentList!.mockImplementation(() => ok([DRY_VAN, REEFER]));
  api.fleetPositions.search!.mockImplementation(() => ok({ items: [OWN_TRUCK, PARTNER_TRUCK], total: 2, page: 1, limit: 20, radiusMiles: 50 }));
});

describe('/search-trucks', () => {
  it('asks for a place before searching anything', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Search trucks' })).toBeInTheDocument();
    expect(screen.getByText(/Type a city \(Chicago, IL\), a ZIP or postal code/)).toBeInTheDocument();
    expect(api.fleetPositions.search).not.toHaveBeenCalled();
  });

  it('searches the place typed, with the radius, equipment and day chosen, all kept in the URL', async () => {
    const view = await renderPage();
    api.maps.geocodePostalCode!.mockImplementation(() => ok({ city: 'Chicago', state: 'IL', postalCode: '60601', country: 'USA', lat: 41.886, lng: -87.618 }));
    await view.user.type(screen.getByLabelText('Near'), '60601');
    await view.user.click(screen.getByRole('button', { name: 'Find' }));
    await act(view.waitForSagas);
    await view.user.selectOptions(screen.getByLabelText('Within'), 'Within 50 mi');
    await view.user.click(screen.getByRole('checkbox', { name: 'Reefer 53 ft' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Dry Van 53 ft' }));
    await act(view.waitForSagas);
    expect(api.fleetPositions.search).toHaveBeenLastCalledWith(
      { lat: 41.886, lng: -87.618, radiusMiles: 50, page: 1, limit: 20, equipmentTypeIds: [REEFER._id, DRY_VAN._id] },
      expect.anything(),
    );
    await waitFor(() => expect(view.location()).toContain('equipment='));
    const url = new URLSearchParams(view.location()!.split('?')[1]);
    expect(Object.fromEntries(url)).toEqual({
      place: 'Chicago, IL 60601',
      lat: '41.88600',
      lng: '-87.61800',
      radius: '50',
      equipment: `${REEFER._id},${DRY_VAN._id}`,
    });
    expect(screen.getByText('Trucks found: 2 within 50 mi of Chicago, IL 60601')).toBeInTheDocument();
  });

  it('lists each truck with its distance, carrier, equipment, status, last position and rating, and puts it on the map', async () => {
    await renderPage(SEARCHED);
    const [own, partner] = screen.getAllByTestId('truck-result');
    expect(own).toHaveTextContent('T-204');
    expect(own).toHaveTextContent('4.9 mi away');
    expect(own).toHaveTextContent('Demo Freight Co. (your fleet)');
    expect(own).toHaveTextContent('Dry Van 53 ft, Reefer 53 ft');
    expect(own).toHaveTextContent('Available');
    expect(own).toHaveTextContent('Chicago, IL,');
    expect(own).toHaveTextContent('4.6 / 5');
    expect(partner).toHaveTextContent('Interstate Haulers');
    expect(partner).toHaveTextContent('On a load');
    expect(partner).toHaveTextContent('Not rated yet');
    // A company is favourited among partners only: no company star on the own fleet's truck.
    expect(within(own!).queryByRole('button', { name: /Favourite carrier/ })).toBeNull();
    expect(within(partner!).getByRole('button', { name: 'Favourite carrier Interstate Haulers', pressed: false })).toBeInTheDocument();
    expect(within(partner!).getByRole('button', { name: 'Favourite truck IH-17', pressed: true })).toBeInTheDocument();
    // The two trucks and the place searched around.
    expect(screen.getByRole('region', { name: 'Trucks found on the map' })).toHaveAttribute('data-points', '3');
    expect(screen.getByRole('button', { name: 'pin Searched around: Chicago, IL' })).toBeInTheDocument();
  });

  it('keeps the list and the map in step: hovering or choosing a truck marks it on the map, a pin marks its row', async () => {
    const view = await renderPage(SEARCHED);
    const map = screen.getByRole('region', { name: 'Trucks found on the map' });
    const [own, partner] = screen.getAllByTestId('truck-result');
    await view.user.hover(partner!);
    expect(map).toHaveAttribute('data-selected', PARTNER_TRUCK._id);
    await view.user.unhover(partner!);
    expect(map).toHaveAttribute('data-selected', '');
    await view.user.click(within(own!).getByRole('button', { name: 'T-204 Maria Lopez' }));
    await view.user.unhover(own!);
    expect(within(own!).getByRole('button', { name: 'T-204 Maria Lopez' })).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(screen.getByRole('button', { name: /pin IH-17/ }));
    expect(partner).toHaveClass('is-marked');
    expect(within(partner!).getByRole('button', { name: 'IH-17 Sam Reed' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the chat with a truck of the own fleet only', async () => {
    const view = await renderPage(SEARCHED);
    const [own, partner] = screen.getAllByTestId('truck-result');
    expect(within(partner!).queryByRole('button', { name: /Open the chat/ })).toBeNull();
    await view.user.click(within(own!).getByRole('button', { name: 'Open chat with T-204' }));
    // The chat panel lives in the signed-in layout; the screen opens the chat's state, which the panel shows.
    expect(selectShowChat(view.store.getState())).toBe(true);
    expect(selectCurrentTruck(view.store.getState())).toEqual({ truckerId: OWN_TRUCK._id, name: 'Maria Lopez', truckNumber: 'T-204' });
  });

  it("favourites a truck at once and shows the API's message; a failure takes the star back", async () => {
    const view = await renderPage(SEARCHED);
    api.favouriteManager.add!.mockImplementation(() => ok({ truckerId: OWN_TRUCK._id, favourite: true }, 'User is now Favourite Successfully'));
    await view.user.click(screen.getByRole('button', { name: 'Favourite truck T-204', pressed: false }));
    await act(view.waitForSagas);
    expect(screen.getByRole('button', { name: 'Favourite truck T-204', pressed: true })).toBeInTheDocument();
    expect(await screen.findByText('User is now Favourite Successfully')).toBeInTheDocument();

    api.favouriteManager.add!.mockImplementation(() => Promise.reject(new ApiError('server', 404, { status: false, message: 'Carrier not found' }, 'x')));
    await view.user.click(screen.getByRole('button', { name: 'Favourite carrier Interstate Haulers', pressed: false }));
    await act(view.waitForSagas);
    expect(api.favouriteManager.add).toHaveBeenLastCalledWith({ carrierCompanyId: PARTNER_TRUCK.companyId }, { silent: true });
    expect(screen.getByRole('button', { name: 'Favourite carrier Interstate Haulers', pressed: false })).toBeInTheDocument();
  });

  it('ignores a second press while the first call runs, and keeps the focus on the star', async () => {
    const view = await renderPage(SEARCHED);
    let answer: (value: unknown) => void = () => undefined;
    api.favouriteManager.add!.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const star = screen.getByRole('button', { name: 'Favourite truck T-204' });
    await view.user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(star).toHaveAttribute('aria-disabled', 'true');
    await view.user.click(star);
    expect(api.favouriteManager.add).toHaveBeenCalledTimes(1);
    expect(api.favouriteManager.remove).not.toHaveBeenCalled();
    expect(star).toHaveFocus();
    await act(async () => answer({ status: true, message: 'User is now Favourite Successfully', data: { truckerId: OWN_TRUCK._id, favourite: true } }));
    await act(view.waitForSagas);
    expect(star).not.toHaveAttribute('aria-disabled');
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when nothing matches, and clears the filters but keeps the place', async () => {
    api.fleetPositions.search!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20, radiusMiles: 50 }));
    const view = await renderPage(`${SEARCHED}&favourites=1`);
    expect(screen.getByText(/No truck within 50 mi of Chicago, IL matches this search/)).toBeInTheDocument();
    expect(screen.getByText('Filters (1)', { selector: 'summary' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await act(view.waitForSagas);
    expect(api.fleetPositions.search).toHaveBeenLastCalledWith({ lat: 41.8781, lng: -87.6298, radiusMiles: 100, page: 1, limit: 20 }, expect.anything());
  });

  it('offers Retry when the search fails', async () => {
    api.fleetPositions.search!.mockImplementation(() => Promise.reject(new Error('offline')));
    const view = await renderPage(SEARCHED);
    expect(screen.getByRole('alert')).toHaveTextContent('The trucks could not be loaded');
    api.fleetPositions.search!.mockImplementation(() => ok({ items: [OWN_TRUCK], total: 1, page: 1, limit: 20, radiusMiles: 50 }));
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    await act(view.waitForSagas);
    expect(screen.getAllByTestId('truck-result')).toHaveLength(1);
  });

  it('shows a place the maps API does not know next to the field', async () => {
    const view = await renderPage();
    api.maps.direction!.mockImplementation(() =>
      Promise.reject(
        new ApiError('input', 400, { status: false, message: 'x', errors: [{ field: 'params.origin', message: 'Unknown place: Atlantis' }] }, 'x'),
      ),
    );
    await view.user.type(screen.getByLabelText('Near'), 'Atlantis{Enter}');
    await act(view.waitForSagas);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown place: Atlantis');
    // The hint is its own line, not run on after the server's message ("Unknown place: Atlantis Type a city…").
    expect(within(screen.getByRole('alert')).getByText('Type a city and its state (Chicago, IL) or a ZIP or postal code.')).toHaveClass('truck-search-hint');
    expect(screen.getByLabelText('Near')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['sp', 'Buscar camiones', 'Cerca de', 'Camión favorito T-204'],
    ['fr', 'Rechercher des camions', 'Près de', 'Camion favori T-204'],
  ] as const)('speaks %s', async (language, title, near, star) => {
    await renderPage(SEARCHED, language);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByLabelText(near)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: star })).toBeInTheDocument();
  });
});
