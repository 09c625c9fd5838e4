import { ApiError } from '@freight/api-client';
import { registerNavigate } from '@freight/auth';
import { createAppStore, selectToasts } from '@freight/store';
import { removeRequested, saveRequested } from './sagas';
import { addressList, addressReducer, FEATURE_KEY, selectAddresses, selectUi, uiActions } from './state';
import { addressSaga } from './sagas';
import type { AddressInput } from '@freight/contracts';

// The unit under test is the module's sagas; the API client is replaced by a fake.
jest.mock('@freight/api-client', () => {
  const actual = jest.requireActual('@freight/api-client');
  return {
    ...actual,
    addressManager: { list: jest.fn(), add: jest.fn(), update: jest.fn(), remove: jest.fn(), detail: jest.fn() },
    maps: { config: jest.fn(), geocodePostalCode: jest.fn() },
    integrationManager: { sapCustomers: jest.fn() },
  };
});
const api = jest.requireMock('@freight/api-client') as {
  addressManager: Record<string, jest.Mock>;
  maps: Record<string, jest.Mock>;
};

const VALUES: AddressInput = {
  tag: 'pickup', name: 'Acme DC', street1: '1 Main St', city: 'Beverly Hills', state: 'CA', postalCode: '90210', country: 'USA',
};
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'ok', data });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup({ mapsReady = true } = {}) {
  const store = createAppStore();
  store.injectFeature({ key: FEATURE_KEY, reducer: addressReducer, saga: addressSaga });
  if (mapsReady) store.dispatch(uiActions.mapsLoaded({ tileUrl: '' }));
  const navigate = jest.fn();
  registerNavigate(navigate);
  api.addressManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
  return { store, navigate, ui: () => selectUi(store.getState()), toasts: () => selectToasts(store.getState()) };
}

beforeEach(() => jest.clearAllMocks());

describe('saving an address', () => {
  it('passes the zip check, saves, says so, refetches the list and goes back to it', async () => {
    const { store, navigate, toasts } = setup();
    api.maps.geocodePostalCode!.mockImplementation(() => ok({ city: 'Beverly Hills', state: 'CA', postalCode: '90210', country: 'USA', lat: 34, lng: -118 }));
    api.addressManager.add!.mockImplementation(() => ok({ _id: 'a1' }));
    store.dispatch(saveRequested('address', VALUES));
    await settle();
    expect(api.maps.geocodePostalCode).toHaveBeenCalledWith('90210', 'USA', expect.anything());
    expect(api.addressManager.add).toHaveBeenCalledWith(VALUES);
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', messageKey: 'address:messages.added' })]);
    expect(api.addressManager.list).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/address', undefined);
  });

  it("fails with 'Postal Zipcode doesn't match with Locality City' when the city differs", async () => {
    const { store, ui, toasts } = setup();
    api.maps.geocodePostalCode!.mockImplementation(() => ok({ city: 'Chicago', state: 'IL', postalCode: '60601', country: 'USA', lat: 41, lng: -87 }));
    store.dispatch(saveRequested('address', VALUES));
    await settle();
    expect(api.addressManager.add).not.toHaveBeenCalled();
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'warning', messageKey: 'address:zipMismatch' })]);
    expect(ui().save).toEqual({ status: 'failed', fieldErrors: { postalCode: 'address:zipMismatch' } });
  });

  it("accepts a city the provider knows as one of the locality's other names", async () => {
    const { store } = setup();
    api.maps.geocodePostalCode!.mockImplementation(() =>
      ok({ city: 'Ville-Marie', aliases: ['Montréal'], state: 'QC', postalCode: 'H3B 1A1', country: 'CANADA', lat: 45.5, lng: -73.57 }),
    );
    api.addressManager.add!.mockImplementation(() => ok({ _id: 'a2' }));
    store.dispatch(saveRequested('address', { ...VALUES, city: 'Montreal', postalCode: 'H3B 1A1', country: 'CANADA', state: 'QC' }));
    await settle();
    expect(api.addressManager.add).toHaveBeenCalled();
  });

  it('skips the zip check while the maps provider has not answered', async () => {
    const { store } = setup({ mapsReady: false });
    api.addressManager.add!.mockImplementation(() => ok({ _id: 'a1' }));
    store.dispatch(saveRequested('address', VALUES));
    await settle();
    expect(api.maps.geocodePostalCode).not.toHaveBeenCalled();
    expect(api.addressManager.add).toHaveBeenCalled();
  });

  it("puts the server's field errors on the form", async () => {
    const { store, ui } = setup({ mapsReady: false });
    api.addressManager.update!.mockImplementation(() =>
      Promise.reject(new ApiError('input', 400, { status: false, message: 'Invalid request', errors: [{ field: 'body.contactPhone', message: 'Invalid phone' }] }, 'x')),
    );
    store.dispatch(saveRequested('address', VALUES, 'a1'));
    await settle();
    expect(api.addressManager.update).toHaveBeenCalledWith('a1', VALUES);
    expect(ui().save).toEqual({ status: 'failed', fieldErrors: { contactPhone: 'Invalid phone' } });
  });
});

describe('removing an address', () => {
  it('says so and refetches the saved page', async () => {
    const { store, toasts } = setup();
    api.addressManager.list!.mockImplementation(({ page }: { page: number }) => ok({ items: [{ _id: `p${page}` }], total: 45, page, limit: 20 }));
    store.dispatch(addressList.actions.requested({ page: 2 }));
    await settle();
    api.addressManager.list!.mockClear();
    api.addressManager.remove!.mockImplementation(() => ok({ _id: 'a1' }));
    store.dispatch(removeRequested('address', 'a1'));
    await settle();
    expect(api.addressManager.remove).toHaveBeenCalledWith('a1');
    expect(toasts()).toEqual([expect.objectContaining({ messageKey: 'address:messages.removed' })]);
    expect(api.addressManager.list).toHaveBeenCalledWith({ page: 2, limit: 20 }, undefined, { silent: true });
    expect(selectAddresses(store.getState()).page).toBe(2);
  });
});
