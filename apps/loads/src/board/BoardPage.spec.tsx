import { act, screen, waitFor, within } from '@testing-library/react';
import { all, call } from 'redux-saga/effects';
import { ApiError } from '@freight/api-client';
import { defineFeature } from '@freight/store';
import { renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { resources } from '../resources';
import { loadsReducer } from '../state';
import { BoardPage } from './BoardPage';
import { BOARD_LOAD } from './fixtures';
import { boardSaga } from './sagas';

// The unit under test is the screen; the API is a fake, the map a placeholder (Leaflet draws nothing in jsdom).
// The maps calls are replaced on the library's own `maps` object, so its locatePlace (which calls them) uses them.
jest.mock('@freight/api-client', () => {
  const actual = jest.requireActual('@freight/api-client');
  Object.assign(actual.maps, { geocodePostalCode: jest.fn(), direction: jest.fn(), reverseGeocode: jest.fn() });
  return {
    ...actual,
    loadBoard: { search: jest.fn(), accept: jest.fn() },
    loadManager: { equipmentList: jest.fn(), detail: jest.fn() },
  };
});
jest.mock('@freight/map', () => ({
  MapView: ({ label, points }: { label: string; points: unknown[] }) => <div role="region" aria-label={label} data-points={points.length} />,
}));
const api = jest.requireMock('@freight/api-client') as Record<'loadBoard' | 'loadManager' | 'maps', Record<string, jest.Mock>>;
const ok = <T,>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });

const feature = defineFeature({
  key: 'loads',
  reducer: loadsReducer,
  saga: function* () {
    yield all([call(resources.saga), call(boardSaga)]);
  },
});

async function renderBoard(route = '/searchload', language?: 'sp' | 'fr') {
  const view = await renderWithProviders(<BoardPage />, { route, path: '/searchload', features: [feature], areas: { loads: { en, sp, fr } }, language });
  await act(view.waitForSagas);
  return view;
}

beforeEach(() => {
  jest.clearAllMocks();
  api.loadManager.equipmentList!.mockImplementation(() => ok([{ _id: BOARD_LOAD.equipment!._id, key: 'dry_van', name: 'Dry Van 53 ft' }]));
  api.loadBoard.search!.mockImplementation(() => ok({ items: [BOARD_LOAD], total: 1, page: 1, limit: 20 }));
});

describe('/searchload', () => {
  it('lists the loads with their distance from the origin point, and puts them on the map', async () => {
    await renderBoard('/searchload?from=Chicago%2C+IL&fromLat=41.88&fromLng=-87.63&fromRadius=50');
    expect(api.loadBoard.search).toHaveBeenCalledWith(expect.objectContaining({ origin: { lat: 41.88, lng: -87.63, radiusMiles: 50 } }), expect.anything());
    const row = screen.getByTestId('table-row');
    expect(row).toHaveTextContent('L-100777');
    expect(row).toHaveTextContent('Chicago, IL (4.2 mi away)');
    expect(row).toHaveTextContent('$1,850.00');
    expect(screen.getByRole('region', { name: 'Loads on the map' })).toHaveAttribute('data-points', '1');
    expect(screen.getByLabelText('Origin')).toHaveValue('Chicago, IL');
  });

  it('folds its search under "Filters (n)" on a phone, so the loads show on the first screen', async () => {
    const matchMedia = jest.fn(() => ({ matches: false }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      const view = await renderBoard();
      const summary = screen.getByText('Filters', { selector: 'summary' });
      expect(summary.closest('details')).not.toHaveAttribute('open');
      expect(screen.getByTestId('table-row')).toBeInTheDocument();
      view.unmount();
      // A search set in the URL opens it, and counts the fields set.
      await renderBoard('/searchload?from=Chicago%2C+IL&fromLat=41.88&fromLng=-87.63&fromRadius=50&equipment=x');
      expect(screen.getByText('Filters (3)', { selector: 'summary' }).closest('details')).toHaveAttribute('open');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('keeps the filters in the URL', async () => {
    const view = await renderBoard();
    await view.user.selectOptions(screen.getByLabelText('Loads'), 'tendered');
    await act(view.waitForSagas);
    await waitFor(() => expect(view.location()).toBe('/searchload?scope=tendered'));
    expect(api.loadBoard.search).toHaveBeenLastCalledWith(expect.objectContaining({ scope: 'tendered' }), expect.anything());
    await view.user.selectOptions(screen.getByLabelText('Equipment'), 'Dry Van 53 ft');
    await act(view.waitForSagas);
    await waitFor(() => expect(view.location()).toBe(`/searchload?equipment=${BOARD_LOAD.equipment!._id}&scope=tendered`));
  });

  it('says when nothing matches, and clears the filters', async () => {
    api.loadBoard.search!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    const view = await renderBoard('/searchload?scope=broadcast');
    expect(screen.getByText('No load matches these filters.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await act(view.waitForSagas);
    await waitFor(() => expect(view.location()).toBe('/searchload'));
    expect(screen.getByText(/No loads on the board right now/)).toBeInTheDocument();
  });

  it('offers Retry when the board cannot be loaded', async () => {
    api.loadBoard.search!.mockImplementation(() => Promise.reject(new Error('offline')));
    const view = await renderBoard();
    expect(screen.getByRole('alert')).toHaveTextContent('The load board could not be loaded');
    api.loadBoard.search!.mockImplementation(() => ok({ items: [BOARD_LOAD], total: 1, page: 1, limit: 20 }));
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    await act(view.waitForSagas);
    expect(screen.getByTestId('table-row')).toHaveTextContent('L-100777');
  });

  it('asks before accepting a load, then accepts it', async () => {
    const view = await renderBoard();
    await view.user.click(screen.getByRole('button', { name: 'Accept load L-100777' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Accept load L-100777 from Chicago, IL to Indianapolis, IN at $1,850.00?');
    api.loadBoard.accept!.mockImplementation(() =>
      ok(
        { _id: BOARD_LOAD._id, loadId: BOARD_LOAD.loadId, status: 'tendered', source: 'broadcast', order: { _id: 'o1', orderId: 'O-1', status: 'accepted' } },
        'Load has been successfully accepted',
      ),
    );
    api.loadBoard.search!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Accept load' }));
    await act(view.waitForSagas);
    expect(api.loadBoard.accept).toHaveBeenCalledWith({ loadId: BOARD_LOAD._id });
    expect(screen.getByText('Load has been successfully accepted')).toBeInTheDocument();
    expect(screen.queryByTestId('table-row')).not.toBeInTheDocument();
  });

  it('finds a place typed in and searches around it', async () => {
    const view = await renderBoard();
    api.maps.geocodePostalCode!.mockImplementation(() => ok({ city: 'Chicago', state: 'IL', postalCode: '60601', country: 'USA', lat: 41.886, lng: -87.618 }));
    await view.user.type(screen.getByLabelText('Origin'), '60601');
    await view.user.click(within(screen.getByRole('search', { name: 'Near the origin' })).getByRole('button', { name: 'Find' }));
    await act(view.waitForSagas);
    expect(screen.getByLabelText('Origin')).toHaveValue('Chicago, IL 60601');
    await waitFor(() => expect(view.location()).toBe('/searchload?from=Chicago%2C+IL+60601&fromLat=41.88600&fromLng=-87.61800'));
  });

  it('names one load by its source in the singular (the scope filter names many: "Diffusés")', async () => {
    await renderBoard('/searchload', 'fr');
    expect(within(screen.getByTestId('table-row')).getByText('Diffusé')).toHaveClass('badge');
    expect(within(screen.getByLabelText('Chargements')).getByRole('option', { name: 'Diffusés' })).toBeInTheDocument();
  });

  it('says what to type when the maps API does not know the place (a city without its state)', async () => {
    const view = await renderBoard();
    api.maps.direction!.mockImplementation(() =>
      Promise.reject(
        new ApiError('input', 400, { status: false, message: 'Invalid request', errors: [{ field: 'params.origin', message: 'Unknown place: Chicago' }] }, 'x'),
      ),
    );
    await view.user.type(screen.getByLabelText('Origin'), 'Chicago');
    await view.user.click(within(screen.getByRole('search', { name: 'Near the origin' })).getByRole('button', { name: 'Find' }));
    await act(view.waitForSagas);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown place: Chicago Try a city and state (Chicago, IL) or a postal code.');
    expect(screen.getByLabelText('Origin')).toHaveAccessibleDescription('Unknown place: Chicago Try a city and state (Chicago, IL) or a postal code.');
    expect(view.location()).toBe('/searchload');
  });
});
