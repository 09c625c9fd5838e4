import { ApiError } from '@freight/api-client';
import { forgetLocalities } from '@freight/address';
import { registerNavigate } from '@freight/auth';
import { selectToasts } from '@freight/store';
import { createTestStore } from '@freight/testing';
import { addressFeature } from './module';
import { addressEdits, addressList, selectAddresses, uiActions } from './state';
import type { AddressInput } from '@freight/contracts';

// The unit under test is the module's sagas; the API client is replaced by a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('addressManager', 'maps', 'integrationManager'));
const api = jest.requireMock('@freight/api-client') as {
  addressManager: Record<string, jest.Mock>;
  maps: Record<string, jest.Mock>;
};

const VALUES: AddressInput = {
  tag: 'pickup',
  name: 'Acme DC',
  street1: '1 Main St',
  city: 'Beverly Hills',
  state: 'CA',
  postalCode: '90210',
  country: 'USA',
};
const ok = <T>(data: T) => Promise.resolve({ status: true, message: 'ok', data });

function setup({ mapsReady = true } = {}) {
  const { store, dispatchAndWait } = createTestStore({ features: [addressFeature] });
  if (mapsReady) store.dispatch(uiActions.mapsLoaded({ tileUrl: '' }));
  const navigate = jest.fn();
  registerNavigate(navigate);
  api.addressManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
  return { store, dispatchAndWait, navigate, save: () => addressEdits.selectSave(store.getState()), toasts: () => selectToasts(store.getState()) };
}

beforeEach(() => {
  jest.clearAllMocks();
  // Each case answers the zip check's look-up its own way.
  forgetLocalities();
});

describe('saving an address', () => {
  it('passes the zip check, saves, says so, refetches the list and goes back to it', async () => {
    const { dispatchAndWait, navigate, toasts } = setup();
    api.maps.geocodePostalCode!.mockImplementation(() => ok({ city: 'Beverly Hills', state: 'CA', postalCode: '90210', country: 'USA', lat: 34, lng: -118 }));
    api.addressManager.add!.mockImplementation(() => ok({ _id: 'a1' }));
    await dispatchAndWait(addressEdits.actions.saveRequested({ values: VALUES }));
    expect(api.maps.geocodePostalCode).toHaveBeenCalledWith('90210', 'USA', expect.anything());
    // With the save's Idempotency-Key (one per user action: libs/store crud-feature.ts).
    expect(api.addressManager.add).toHaveBeenCalledWith(VALUES, { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', messageKey: 'address:messages.added' })]);
    expect(api.addressManager.list).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/address', undefined);
  });

  it("fails with 'Postal Zipcode doesn't match with Locality City' when the city differs", async () => {
    const { dispatchAndWait, save, toasts } = setup();
    api.maps.geocodePostalCode!.mockImplementation(() => ok({ city: 'Chicago', state: 'IL', postalCode: '60601', country: 'USA', lat: 41, lng: -87 }));
    await dispatchAndWait(addressEdits.actions.saveRequested({ values: VALUES }));
    expect(api.addressManager.add).not.toHaveBeenCalled();
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'warning', messageKey: 'addressKit.zipMismatch' })]);
    expect(save()).toEqual({ status: 'failed', fieldErrors: { postalCode: 'addressKit.zipMismatch' } });
  });

  it("accepts a city the provider knows as one of the locality's other names", async () => {
    const { dispatchAndWait } = setup();
    api.maps.geocodePostalCode!.mockImplementation(() =>
      ok({ city: 'Ville-Marie', aliases: ['Montréal'], state: 'QC', postalCode: 'H3B 1A1', country: 'CANADA', lat: 45.5, lng: -73.57 }),
    );
    api.addressManager.add!.mockImplementation(() => ok({ _id: 'a2' }));
    await dispatchAndWait(
      addressEdits.actions.saveRequested({ values: { ...VALUES, city: 'Montreal', postalCode: 'H3B 1A1', country: 'CANADA', state: 'QC' } }),
    );
    expect(api.addressManager.add).toHaveBeenCalled();
  });

  it('skips the zip check while the maps provider has not answered', async () => {
    const { dispatchAndWait } = setup({ mapsReady: false });
    api.addressManager.add!.mockImplementation(() => ok({ _id: 'a1' }));
    await dispatchAndWait(addressEdits.actions.saveRequested({ values: VALUES }));
    expect(api.maps.geocodePostalCode).not.toHaveBeenCalled();
    expect(api.addressManager.add).toHaveBeenCalled();
  });

  it("puts the server's field errors on the form", async () => {
    const { dispatchAndWait, save } = setup({ mapsReady: false });
    api.addressManager.update!.mockImplementation(() =>
      Promise.reject(
        new ApiError('input', 400, { status: false, message: 'Invalid request', errors: [{ field: 'body.contactPhone', message: 'Invalid phone' }] }, 'x'),
      ),
    );
    await dispatchAndWait(addressEdits.actions.saveRequested({ values: VALUES, id: 'a1' }));
    expect(api.addressManager.update).toHaveBeenCalledWith('a1', VALUES);
    expect(save()).toEqual({ status: 'failed', fieldErrors: { contactPhone: 'Invalid phone' } });
  });
});

describe('removing an address', () => {
  it('says so and refetches the saved page', async () => {
    const { store, dispatchAndWait, toasts } = setup();
    api.addressManager.list!.mockImplementation(({ page }: { page: number }) => ok({ items: [{ _id: `p${page}` }], total: 45, page, limit: 20 }));
    await dispatchAndWait(addressList.actions.requested({ page: 2 }));
    api.addressManager.list!.mockClear();
    api.addressManager.remove!.mockImplementation(() => ok({ _id: 'a1' }));
    await dispatchAndWait(addressEdits.actions.removeRequested('a1'));
    expect(api.addressManager.remove).toHaveBeenCalledWith('a1');
    expect(toasts()).toEqual([expect.objectContaining({ messageKey: 'address:messages.removed' })]);
    expect(api.addressManager.list).toHaveBeenCalledWith({ page: 2, limit: 20 }, undefined, { silent: true });
    expect(selectAddresses(store.getState()).page).toBe(2);
  });
});
