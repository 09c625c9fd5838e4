import { ApiError } from '@freight/api-client';
import { createTestStore, mockedApi, realtimeFake } from '@freight/testing';
import { BILL, CONTAINER } from './fixtures';
import { CONTAINERS_QUIET_MS } from '../live';
import { selectTrack, trackActions } from './state';
import { trackMapFeature } from './test-support';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('purchaseManager'));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
const api = mockedApi('purchaseManager');
const ok = <T>(data: T) => Promise.resolve({ status: true, message: 'Tracking fetched', data });
const refused = (status: number, message: string) =>
  Promise.reject(new ApiError(status === 404 ? 'notFound' : status === 400 ? 'input' : 'server', status, { status: false, message }, message));

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
});

describe("the track screen's sagas", () => {
  it('asks for a container by its number, quietly (the page shows what went wrong)', async () => {
    api.purchaseManager.trackContainer.mockImplementation(() => ok(CONTAINER));
    const test = createTestStore({ features: [trackMapFeature] });
    await test.dispatchAndWait(trackActions.requested({ by: 'container', value: 'MSKU9070323' }));
    expect(api.purchaseManager.trackContainer).toHaveBeenCalledWith('MSKU9070323', { silent: true, quietErrors: true });
    expect(selectTrack(test.store.getState())).toMatchObject({
      status: 'loaded',
      containers: [CONTAINER],
      purchaseOrders: [],
      query: { by: 'container', value: 'MSKU9070323' },
    });
  });

  it('asks for every container of a bill of lading', async () => {
    api.purchaseManager.trackBillOfLading.mockImplementation(() => ok(BILL));
    const test = createTestStore({ features: [trackMapFeature] });
    await test.dispatchAndWait(trackActions.requested({ by: 'bol', value: 'MAEU123456789' }));
    expect(api.purchaseManager.trackBillOfLading).toHaveBeenCalledWith('MAEU123456789', { silent: true, quietErrors: true });
    expect(selectTrack(test.store.getState())).toMatchObject({ status: 'loaded', containers: BILL.containers, purchaseOrders: BILL.purchaseOrders });
  });

  it('never sends a number with a wrong check digit, nor an unnormalised one, nor a malformed bill of lading', async () => {
    const test = createTestStore({ features: [trackMapFeature] });
    await test.dispatchAndWait(trackActions.requested({ by: 'container', value: 'MSKU9070324' }));
    expect(selectTrack(test.store.getState()).status).toBe('invalid');
    await test.dispatchAndWait(trackActions.requested({ by: 'container', value: 'msku9070323' }));
    expect(selectTrack(test.store.getState()).status).toBe('invalid');
    await test.dispatchAndWait(trackActions.requested({ by: 'bol', value: 'A B' }));
    expect(selectTrack(test.store.getState()).status).toBe('invalid');
    expect(api.purchaseManager.trackContainer).not.toHaveBeenCalled();
    expect(api.purchaseManager.trackBillOfLading).not.toHaveBeenCalled();
  });

  it('a 404 is "no match", a 400 keeps the server\'s words for the field, anything else is a failure', async () => {
    const test = createTestStore({ features: [trackMapFeature] });
    api.purchaseManager.trackContainer.mockImplementation(() => refused(404, 'No container with this number is on your purchase orders'));
    await test.dispatchAndWait(trackActions.requested({ by: 'container', value: 'MSKU9070323' }));
    expect(selectTrack(test.store.getState())).toMatchObject({ status: 'notFound', containers: [] });
    api.purchaseManager.trackContainer.mockImplementation(() => refused(400, 'Wrong check digit'));
    await test.dispatchAndWait(trackActions.requested({ by: 'container', value: 'CSQU3054383' }));
    expect(selectTrack(test.store.getState())).toMatchObject({ status: 'invalid', errorText: 'Wrong check digit' });
    api.purchaseManager.trackContainer.mockImplementation(() => refused(500, 'Internal server error'));
    await test.dispatchAndWait(trackActions.requested({ by: 'container', value: 'MSKU9070323' }));
    expect(selectTrack(test.store.getState())).toMatchObject({ status: 'failed', errorText: 'Internal server error' });
  });

  it('while the page is open, containers.updated about a shown container fetches again once per burst, keeping the answer; others are ignored', async () => {
    jest.useFakeTimers();
    try {
      api.purchaseManager.trackContainer.mockImplementation(() => ok(CONTAINER));
      const test = createTestStore({ features: [trackMapFeature] });
      test.store.dispatch(trackActions.opened());
      await test.dispatchAndWait(trackActions.requested({ by: 'container', value: 'MSKU9070323' }));
      expect(api.purchaseManager.trackContainer).toHaveBeenCalledTimes(1);

      expect(realtimeFake.count('containers.updated')).toBe(1);
      realtimeFake.emit('containers.updated', { containerIds: ['someone-else'], purchaseOrderIds: ['other-po'] });
      await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS + 10);
      expect(api.purchaseManager.trackContainer).toHaveBeenCalledTimes(1);

      const moved = { ...CONTAINER, status: 'transshipment' as const };
      api.purchaseManager.trackContainer.mockImplementation(() => ok(moved));
      realtimeFake.emit('containers.updated', { containerIds: [CONTAINER._id], purchaseOrderIds: [CONTAINER.purchaseOrder._id] });
      await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS - 100);
      realtimeFake.emit('containers.updated', { containerIds: [CONTAINER._id], purchaseOrderIds: [] });
      await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS - 100);
      // Still in the burst: the page keeps its answer and asks nothing yet.
      expect(api.purchaseManager.trackContainer).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(200);
      expect(api.purchaseManager.trackContainer).toHaveBeenCalledTimes(2);
      expect(selectTrack(test.store.getState())).toMatchObject({ status: 'loaded', refreshing: false, containers: [moved] });

      test.store.dispatch(trackActions.closed());
      expect(realtimeFake.count()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed live refresh keeps the last answer', async () => {
    api.purchaseManager.trackContainer.mockImplementation(() => ok(CONTAINER));
    const test = createTestStore({ features: [trackMapFeature] });
    await test.dispatchAndWait(trackActions.requested({ by: 'container', value: 'MSKU9070323' }));
    api.purchaseManager.trackContainer.mockImplementation(() => refused(503, 'Service unavailable'));
    await test.dispatchAndWait(trackActions.refreshed());
    expect(selectTrack(test.store.getState())).toMatchObject({ status: 'loaded', refreshing: false, containers: [CONTAINER] });
  });
});
