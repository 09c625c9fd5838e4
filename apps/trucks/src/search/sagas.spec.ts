import { ApiError } from '@freight/api-client';
import { selectToasts } from '@freight/store';
import { createTestStore } from '@freight/testing';
import { searchRequestOf } from './api';
import { truckSearchFeature } from './feature';
import { DRY_VAN, OWN_TRUCK, PARTNER_TRUCK, REEFER } from './fixtures';
import { withPlace } from './sagas';
import { searchActions, searchList, selectSearchState, withFavourites } from './state';

// The unit under test is the search's saga and state; the API client is replaced by a fake.
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
const api = jest.requireMock('@freight/api-client') as Record<'fleetPositions' | 'favouriteManager' | 'loadManager' | 'maps', Record<string, jest.Mock>>;
const ok = <T>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });
const CHICAGO = { place: 'Chicago, IL', lat: '41.87810', lng: '-87.62980' };

function setup() {
  const t = createTestStore({ features: [truckSearchFeature] });
  api.fleetPositions.search!.mockImplementation(() => ok({ items: [OWN_TRUCK, PARTNER_TRUCK], total: 2, page: 1, limit: 20, radiusMiles: 100 }));
  return { ...t, state: () => selectSearchState(t.store.getState()), toasts: () => selectToasts(t.store.getState()) };
}

beforeEach(() => jest.clearAllMocks());

describe('the search request', () => {
  it('turns the URL filters into search-for-truck, leaving out what is malformed', () => {
    expect(
      searchRequestOf({
        page: 2,
        limit: 50,
        search: '',
        filters: { ...CHICAGO, radius: '50', equipment: `${DRY_VAN._id},nope,${REEFER._id}`, date: '2026-11-30', favourites: '1' },
      }),
    ).toEqual({
      lat: 41.8781,
      lng: -87.6298,
      radiusMiles: 50,
      page: 2,
      limit: 50,
      equipmentTypeIds: [DRY_VAN._id, REEFER._id],
      availableOn: '2026-11-30',
      favouritesOnly: true,
    });
    expect(searchRequestOf({ page: 1, limit: 20, search: '', filters: { ...CHICAGO, radius: '-4', date: 'soon', favourites: 'yes' } })).toEqual({
      lat: 41.8781,
      lng: -87.6298,
      radiusMiles: 100,
      page: 1,
      limit: 20,
    });
  });

  it('asks nothing while no place is chosen (or its position is malformed)', async () => {
    expect(searchRequestOf({ page: 1, limit: 20, search: '', filters: { place: 'Chicago, IL', lat: '200', lng: '-87' } })).toBeUndefined();
    const { dispatchAndWait, state } = setup();
    await dispatchAndWait(searchList.actions.queryChanged({ page: 1, limit: 20, search: '', filters: { radius: '50' } }));
    expect(api.fleetPositions.search).not.toHaveBeenCalled();
    expect(state().list).toMatchObject({ status: 'loaded', items: [], total: 0 });
  });

  it('sets and clears the place, keeping the rest of the search', () => {
    const filters = withPlace({ radius: '50', equipment: DRY_VAN._id }, { label: 'Chicago, IL', lat: 41.881234, lng: -87.6298 });
    expect(filters).toEqual({ place: 'Chicago, IL', lat: '41.88123', lng: '-87.62980', radius: '50', equipment: DRY_VAN._id });
    expect(withPlace(filters, undefined)).toEqual({ radius: '50', equipment: DRY_VAN._id });
  });
});

describe('the place', () => {
  it('is found by its postal code and searched around at once, page 1', async () => {
    const { dispatchAndWait, state } = setup();
    await dispatchAndWait(searchList.actions.queryChanged({ page: 3, limit: 20, search: '', filters: { radius: '50' } }));
    api.maps.geocodePostalCode!.mockImplementation(() => ok({ city: 'Chicago', state: 'IL', postalCode: '60601', country: 'USA', lat: 41.886, lng: -87.618 }));
    await dispatchAndWait(searchActions.placeRequested({ text: '60601' }));
    expect(state().list.filters).toEqual({ place: 'Chicago, IL 60601', lat: '41.88600', lng: '-87.61800', radius: '50' });
    expect(state().list.page).toBe(1);
    expect(api.fleetPositions.search).toHaveBeenLastCalledWith({ lat: 41.886, lng: -87.618, radiusMiles: 50, page: 1, limit: 20 }, expect.anything());
    expect(state().list.items).toEqual([OWN_TRUCK, PARTNER_TRUCK]);
  });

  it("shows the API's message for a place it does not know, and keeps the search", async () => {
    const { dispatchAndWait, state } = setup();
    api.maps.direction!.mockImplementation(() =>
      Promise.reject(
        new ApiError('input', 400, { status: false, message: 'x', errors: [{ field: 'params.origin', message: 'Unknown place: Atlantis' }] }, 'x'),
      ),
    );
    await dispatchAndWait(searchActions.placeRequested({ text: 'Atlantis' }));
    expect(state().place).toEqual({ status: 'failed', errorText: 'Unknown place: Atlantis' });
    expect(state().list.filters).toEqual({});
  });
});

describe('favourites', () => {
  it("star at once, then show the API's message", async () => {
    const { dispatchAndWait, store, state, toasts, waitForSagas } = setup();
    await dispatchAndWait(searchList.actions.queryChanged({ page: 1, limit: 20, search: '', filters: CHICAGO }));
    let answer: (value: unknown) => void = () => undefined;
    api.favouriteManager.add!.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    store.dispatch(searchActions.favouriteToggled({ target: { kind: 'trucker', id: OWN_TRUCK._id }, favourite: true, was: false }));
    // Shown before the API answers, the star busy meanwhile.
    expect(withFavourites(state().list.items[0]!, state().favourites).favourite).toBe(true);
    expect(state().favourites.pending).toEqual({ [`trucker:${OWN_TRUCK._id}`]: true });
    answer({ status: true, message: 'User is now Favourite Successfully', data: { truckerId: OWN_TRUCK._id, favourite: true } });
    await waitForSagas();
    expect(api.favouriteManager.add).toHaveBeenCalledWith({ truckerId: OWN_TRUCK._id }, { silent: true });
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', text: 'User is now Favourite Successfully' })]);
    expect(state().favourites.pending).toEqual({});
    expect(withFavourites(state().list.items[0]!, state().favourites).favourite).toBe(true);
  });

  it('unfavourite a carrier company with remove-fav, and the next page says what the server holds', async () => {
    const { dispatchAndWait, state, toasts } = setup();
    await dispatchAndWait(searchList.actions.queryChanged({ page: 1, limit: 20, search: '', filters: CHICAGO }));
    api.favouriteManager.remove!.mockImplementation(() => ok({ carrierCompanyId: PARTNER_TRUCK.companyId, favourite: false }, 'User is now Unfavourite'));
    await dispatchAndWait(searchActions.favouriteToggled({ target: { kind: 'company', id: PARTNER_TRUCK.companyId }, favourite: false, was: true }));
    expect(api.favouriteManager.remove).toHaveBeenCalledWith({ carrierCompanyId: PARTNER_TRUCK.companyId }, { silent: true });
    expect(toasts()).toEqual([expect.objectContaining({ text: 'User is now Unfavourite' })]);
    expect(withFavourites({ ...PARTNER_TRUCK, companyFavourite: true }, state().favourites).companyFavourite).toBe(false);
    // A fresh page is the server's truth: the page's own changes are dropped.
    await dispatchAndWait(searchList.actions.requested());
    expect(state().favourites.changed).toEqual({});
  });

  it('take the star back when the call fails', async () => {
    const { dispatchAndWait, state, toasts } = setup();
    await dispatchAndWait(searchList.actions.queryChanged({ page: 1, limit: 20, search: '', filters: CHICAGO }));
    api.favouriteManager.remove!.mockImplementation(() => Promise.reject(new ApiError('server', 404, { status: false, message: 'Truck not found' }, 'x')));
    await dispatchAndWait(searchActions.favouriteToggled({ target: { kind: 'trucker', id: PARTNER_TRUCK._id }, favourite: false, was: true }));
    expect(withFavourites(PARTNER_TRUCK, state().favourites).favourite).toBe(true);
    expect(state().favourites.pending).toEqual({});
    expect(toasts().filter((toast) => toast.kind === 'success')).toEqual([]);
  });
});

describe('the equipment catalogue', () => {
  it('is loaded once asked, or says it failed', async () => {
    const { dispatchAndWait, state } = setup();
    api.loadManager.equipmentList!.mockImplementation(() => ok([DRY_VAN, REEFER]));
    await dispatchAndWait(searchActions.equipment.requested());
    expect(state().equipment).toEqual({ status: 'loaded', items: [DRY_VAN, REEFER] });
    api.loadManager.equipmentList!.mockImplementation(() => Promise.reject(new Error('offline')));
    await dispatchAndWait(searchActions.equipment.requested());
    expect(state().equipment.status).toBe('failed');
  });
});
