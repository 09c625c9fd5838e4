import { ApiError } from '@freight/api-client';
import { createTestStore, mockedApi, realtimeFake } from '@freight/testing';
import { LOCATIONS } from '../track/fixtures';
import { CONTAINERS_QUIET_MS } from '../live';
import { trackMapFeature } from '../track/test-support';
import { mapActions, selectMap } from './state';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('purchaseManager'));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
const api = mockedApi('purchaseManager');
const ok = <T>(data: T) => Promise.resolve({ status: true, message: 'Containers fetched', data });

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
  api.purchaseManager.containerLocations.mockImplementation(() => ok(LOCATIONS));
});

describe("the container map's sagas", () => {
  it("asks for the containers at sea and in port (the server's default), or of one status", async () => {
    const test = createTestStore({ features: [trackMapFeature] });
    await test.dispatchAndWait(mapActions.requested({}));
    expect(api.purchaseManager.containerLocations).toHaveBeenLastCalledWith({}, { silent: true, quietErrors: true });
    expect(selectMap(test.store.getState())).toMatchObject({ status: 'loaded', items: LOCATIONS, query: {} });
    await test.dispatchAndWait(mapActions.requested({ status: 'discharged' }));
    expect(api.purchaseManager.containerLocations).toHaveBeenLastCalledWith({ statuses: ['discharged'] }, { silent: true, quietErrors: true });
  });

  it("a failure keeps the server's words for the page", async () => {
    api.purchaseManager.containerLocations.mockImplementation(() =>
      Promise.reject(new ApiError('server', 500, { status: false, message: 'Internal server error' }, 'Internal server error')),
    );
    const test = createTestStore({ features: [trackMapFeature] });
    await test.dispatchAndWait(mapActions.requested({}));
    expect(selectMap(test.store.getState())).toMatchObject({ status: 'failed', errorText: 'Internal server error', items: [] });
  });

  it('while the page is open, any containers.updated fetches the map again once per burst; closing unsubscribes', async () => {
    jest.useFakeTimers();
    try {
      const test = createTestStore({ features: [trackMapFeature] });
      test.store.dispatch(mapActions.opened());
      await test.dispatchAndWait(mapActions.requested({}));
      const fewer = LOCATIONS.slice(1);
      api.purchaseManager.containerLocations.mockImplementation(() => ok(fewer));
      expect(realtimeFake.count('containers.updated')).toBe(1);
      realtimeFake.emit('containers.updated', { containerIds: ['x'], purchaseOrderIds: ['y'] });
      realtimeFake.emit('containers.updated', { containerIds: ['z'], purchaseOrderIds: ['y'] });
      await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS + 10);
      expect(api.purchaseManager.containerLocations).toHaveBeenCalledTimes(2);
      expect(selectMap(test.store.getState())).toMatchObject({ status: 'loaded', items: fewer, refreshing: false });
      test.store.dispatch(mapActions.closed());
      expect(realtimeFake.count()).toBe(0);
      realtimeFake.emit('containers.updated', { containerIds: ['x'], purchaseOrderIds: ['y'] });
      await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS + 10);
      expect(api.purchaseManager.containerLocations).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
