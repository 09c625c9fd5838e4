import { combineReducers } from '@reduxjs/toolkit';
import { ApiError } from '@freight/api-client';
import { changeLanguage, initI18n } from '@freight/i18n';
import { defineFeature, selectToasts } from '@freight/store';
import { createTestStore } from '@freight/testing';
import { boardRequestOf, dayEnd, dayStart } from './api';
import { BOARD_LOAD } from './fixtures';
import { boardSaga, withPlace } from './sagas';
import { BOARD_KEY, boardActions, boardList, boardReducer, selectBoardState } from './state';

// The unit under test is the board's saga; the API client is replaced by a fake.
// The maps calls are replaced on the library's own `maps` object, so its locatePlace (which calls them) uses them.
jest.mock('@freight/api-client', () => {
  const actual = jest.requireActual('@freight/api-client');
  Object.assign(actual.maps, { geocodePostalCode: jest.fn(), direction: jest.fn(), reverseGeocode: jest.fn() });
  return {
    ...actual,
    loadBoard: { search: jest.fn(), accept: jest.fn() },
  };
});
const api = jest.requireMock('@freight/api-client') as { loadBoard: Record<string, jest.Mock>; maps: Record<string, jest.Mock> };
const ok = <T>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });

function setup() {
  const feature = defineFeature({ key: 'loads', reducer: combineReducers({ [BOARD_KEY]: boardReducer }) as never, saga: boardSaga });
  const t = createTestStore({ features: [feature] });
  api.loadBoard.search!.mockImplementation(() => ok({ items: [BOARD_LOAD], total: 1, page: 1, limit: 20 }));
  return { ...t, state: () => selectBoardState(t.store.getState()), toasts: () => selectToasts(t.store.getState()) };
}

beforeEach(() => jest.clearAllMocks());

describe('the board request', () => {
  it('turns the URL filters into search-load-by-filter, leaving out what is malformed', () => {
    const request = boardRequestOf({
      page: 2,
      limit: 20,
      search: '',
      filters: {
        scope: 'tendered',
        from: 'Chicago, IL',
        fromLat: '41.88',
        fromLng: '-87.63',
        fromRadius: '50',
        toLat: 'x',
        toLng: '-86',
        pickupFrom: '2026-11-24',
        pickupTo: '2026-11-30',
        equipment: BOARD_LOAD.equipment!._id,
        maxWeight: '45000',
        sort: 'distance',
      },
    });
    expect(request).toEqual({
      page: 2,
      limit: 20,
      scope: 'tendered',
      origin: { lat: 41.88, lng: -87.63, radiusMiles: 50 },
      pickupFrom: dayStart('2026-11-24'),
      pickupTo: dayEnd('2026-11-30'),
      equipmentTypeIds: [BOARD_LOAD.equipment!._id],
      maxWeight: 45000,
      sort: 'distance',
    });
  });

  it("reads the max weight typed in the reader's language", async () => {
    await initI18n('en');
    const maxWeightOf = (maxWeight: string) => boardRequestOf({ page: 1, limit: 20, search: '', filters: { maxWeight } }).maxWeight;
    expect(maxWeightOf('45,000')).toBe(45_000);
    expect(maxWeightOf('45000 lbs')).toBeUndefined();
    await changeLanguage('fr');
    try {
      expect(maxWeightOf('45 000')).toBe(45_000);
    } finally {
      await changeLanguage('en');
    }
  });

  it('drops "nearest first" without an origin, and an unknown scope', () => {
    expect(boardRequestOf({ page: 1, limit: 20, search: '', filters: { sort: 'distance', scope: 'everything', maxWeight: '-3' } })).toEqual({
      page: 1,
      limit: 20,
    });
  });

  it('sets and clears one end of the search', () => {
    const filters = withPlace({ fromRadius: '50', sort: 'distance' }, 'from', { label: 'Chicago, IL', lat: 41.881234, lng: -87.6298 });
    expect(filters).toEqual({ from: 'Chicago, IL', fromLat: '41.88123', fromLng: '-87.62980', fromRadius: '50', sort: 'distance' });
    expect(withPlace(filters, 'from', undefined)).toEqual({ fromRadius: '50' });
  });
});

describe('the place pickers', () => {
  it('find a postal code and search around it at once', async () => {
    const { dispatchAndWait, state } = setup();
    api.maps.geocodePostalCode!.mockImplementation(() => ok({ city: 'Chicago', state: 'IL', postalCode: '60601', country: 'USA', lat: 41.886, lng: -87.618 }));
    await dispatchAndWait(boardActions.placeRequested({ end: 'from', text: '60601' }));
    expect(state().list.filters).toEqual({ from: 'Chicago, IL 60601', fromLat: '41.88600', fromLng: '-87.61800' });
    expect(api.loadBoard.search).toHaveBeenLastCalledWith(
      expect.objectContaining({ origin: { lat: 41.886, lng: -87.618, radiusMiles: 100 } }),
      expect.anything(),
    );
  });

  it('find a city through its route to itself, named by reverse geocoding', async () => {
    const { dispatchAndWait, state } = setup();
    api.maps.direction!.mockImplementation(() =>
      ok({
        code: 'Ok',
        distanceKm: 0,
        durationMinutes: 0,
        points: [
          [39.768, -86.158],
          [39.768, -86.158],
        ],
        provider: 'local',
      }),
    );
    api.maps.reverseGeocode!.mockImplementation(() =>
      ok({ city: 'Indianapolis', state: 'IN', postalCode: '46204', country: 'USA', lat: 39.768, lng: -86.158 }),
    );
    await dispatchAndWait(boardActions.placeRequested({ end: 'to', text: 'Indianapolis, IN' }));
    expect(api.maps.direction).toHaveBeenCalledWith('Indianapolis, IN', 'Indianapolis, IN', expect.objectContaining({ quietErrors: true }));
    expect(state().list.filters).toEqual({ to: 'Indianapolis, IN', toLat: '39.76800', toLng: '-86.15800' });
  });

  it("show the API's message for a place it does not know, and keep the filters", async () => {
    const { dispatchAndWait, state } = setup();
    api.maps.direction!.mockImplementation(() =>
      Promise.reject(
        new ApiError('input', 400, { status: false, message: 'x', errors: [{ field: 'params.origin', message: 'Unknown place: Atlantis' }] }, 'x'),
      ),
    );
    await dispatchAndWait(boardActions.placeRequested({ end: 'from', text: 'Atlantis' }));
    expect(state().places.from).toEqual({ status: 'failed', errorText: 'Unknown place: Atlantis' });
    expect(state().list.filters).toEqual({});
  });
});

describe('accepting a load', () => {
  it("accepts, shows the API's message and fetches the board again", async () => {
    const { dispatchAndWait, state, toasts } = setup();
    api.loadBoard.accept!.mockImplementation(() =>
      ok(
        {
          _id: BOARD_LOAD._id,
          loadId: BOARD_LOAD.loadId,
          status: 'tendered',
          source: 'broadcast',
          order: { _id: 'o1', orderId: 'O-100001', status: 'accepted' },
        },
        'Load has been successfully accepted',
      ),
    );
    await dispatchAndWait(boardActions.acceptRequested({ _id: BOARD_LOAD._id, loadId: BOARD_LOAD.loadId }));
    expect(api.loadBoard.accept).toHaveBeenCalledWith({ loadId: BOARD_LOAD._id });
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', text: 'Load has been successfully accepted' })]);
    expect(state().calls.accept).toEqual({ status: 'succeeded', data: { loadId: BOARD_LOAD.loadId, orderId: 'O-100001' } });
    expect(api.loadBoard.search).toHaveBeenCalledTimes(1);
  });

  it('fetches the board again after a refusal (taken meanwhile)', async () => {
    const { dispatchAndWait, state } = setup();
    api.loadBoard.accept!.mockImplementation(() =>
      Promise.reject(new ApiError('server', 409, { status: false, message: 'This load can no longer be accepted: it is tendered' }, 'x')),
    );
    await dispatchAndWait(boardActions.acceptRequested({ _id: BOARD_LOAD._id, loadId: BOARD_LOAD.loadId }));
    expect(state().calls.accept.status).toBe('failed');
    expect(state().calls.accept.errorText).toBe('This load can no longer be accepted: it is tendered');
    expect(api.loadBoard.search).toHaveBeenCalledTimes(1);
  });

  it('keeps its page and filters when the list is fetched', async () => {
    const { dispatchAndWait, state } = setup();
    await dispatchAndWait(boardList.actions.queryChanged({ page: 3, limit: 50, search: '', filters: { scope: 'broadcast' } }));
    expect(api.loadBoard.search).toHaveBeenLastCalledWith({ page: 3, limit: 50, scope: 'broadcast' }, expect.anything());
    expect(state().list.items).toEqual([BOARD_LOAD]);
  });
});
