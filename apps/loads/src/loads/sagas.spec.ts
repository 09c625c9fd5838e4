import { ApiError } from '@freight/api-client';
import { registerNavigate } from '@freight/auth';
import type { LoadInput } from '@freight/contracts';
import { selectToasts } from '@freight/store';
import { createTestStore, mockedApi } from '@freight/testing';
import { loadsFeature } from '../module';
import { resources } from '../resources';
import { carriedLoadsRequest, loadActions, loadEdits, loadList, loadsRequest, selectActionCalls, selectGroupCounts, selectLoadList } from './state';

// The unit under test is the loads screens' sagas; the API client is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('loadManager', 'loadBoard', 'loadTrucks'));
const api = mockedApi('loadManager', 'loadBoard', 'loadTrucks');

const ok = <T>(data: T) => Promise.resolve({ status: true, message: 'ok', data });
const COUNTS = { all: 12, pending: 4, new: 1, quoted: 2, accepted: 1, active: 2, assigned: 1, billed: 0, completed: 2, history: 2 };
const page = (items: unknown[] = [], total = items.length) => ok({ items, total, page: 1, limit: 20, counts: COUNTS });

const STOP = (type: 'pickup' | 'delivery', day: number) => ({
  type,
  addressId: null,
  warehouseId: null,
  name: `${type} dock`,
  street1: '1 Main St',
  city: type === 'pickup' ? 'Chicago' : 'Dallas',
  state: type === 'pickup' ? 'IL' : 'TX',
  postalCode: type === 'pickup' ? '60601' : '75201',
  country: 'USA' as const,
  windowStart: `2026-12-0${day}T14:00:00.000Z`,
  windowEnd: `2026-12-0${day}T18:00:00.000Z`,
});
const LOAD: LoadInput = { stops: [STOP('pickup', 1), STOP('delivery', 2)], commodity: 'Paper', weight: 12000, weightUnit: 'lbs', currency: 'USD' };

function setup() {
  const testStore = createTestStore({ features: [loadsFeature] });
  const navigate = jest.fn();
  registerNavigate(navigate);
  return { ...testStore, navigate, toasts: () => selectToasts(testStore.store.getState()) };
}

beforeEach(() => {
  jest.clearAllMocks();
  api.loadBoard.list!.mockImplementation(() => page());
});

describe('the load list', () => {
  it('sends its tab, filters and sort as get-all-loads-details asks them, and keeps the tabs’ counts', async () => {
    const { store, dispatchAndWait } = setup();
    await dispatchAndWait(
      loadList.actions.queryChanged({
        page: 2,
        limit: 20,
        search: ' paper ',
        filters: {
          group: 'active',
          status: 'assigned',
          from: '2026-12-01',
          to: '2026-12-31',
          origin: 'Chicago',
          equipment: '3f1c2a9e-0000-4000-8000-000000000001',
          sort: 'pickupDate',
        },
      }),
    );
    const body = api.loadBoard.list!.mock.calls[0]![0];
    expect(body).toEqual({
      page: 2,
      limit: 20,
      group: 'active',
      status: ['assigned'],
      search: 'paper',
      pickupFrom: new Date(2026, 11, 1, 0, 0, 0, 0).toISOString(),
      pickupTo: new Date(2026, 11, 31, 23, 59, 59, 999).toISOString(),
      origin: 'Chicago',
      equipmentTypeId: '3f1c2a9e-0000-4000-8000-000000000001',
      sort: 'pickupDate',
    });
    expect(selectGroupCounts(store.getState())).toEqual(COUNTS);
  });

  it('leaves out what a hand-edited URL got wrong instead of asking the API for a 400', () => {
    expect(loadsRequest({ page: 1, limit: 20, search: '', filters: { group: 'nope', status: 'lost', from: '31/12/2026', lane: 'x', sort: 'price' } })).toEqual({
      page: 1,
      limit: 20,
    });
    expect(carriedLoadsRequest({ page: 1, limit: 20, search: '  ', filters: { view: 'carrier', status: 'lost', sort: 'price' } })).toEqual({
      page: 1,
      limit: 20,
      view: 'carrier',
    });
  });

  it('asks load-list for the loads the company carries in the carrier view (no tabs, no counts), with the rows marked so', async () => {
    const { store, dispatchAndWait } = setup();
    await dispatchAndWait(loadList.actions.requested());
    expect(selectGroupCounts(store.getState())).toEqual(COUNTS);
    api.loadManager.list!.mockImplementation(() => ok({ items: [{ _id: 'c1', loadId: 'L-9' }], total: 1, page: 1, limit: 20 }));
    await dispatchAndWait(
      loadList.actions.queryChanged({
        page: 1,
        limit: 50,
        search: ' rolls ',
        filters: { view: 'carrier', group: 'active', status: 'in_transit', origin: 'Chicago', sort: '-pickupDate' },
      }),
    );
    expect(api.loadManager.list).toHaveBeenCalledWith(
      { page: 1, limit: 50, view: 'carrier', status: 'in_transit', search: 'rolls', sort: '-pickupDate' },
      { silent: true },
    );
    expect(api.loadBoard.list).toHaveBeenCalledTimes(1);
    expect(selectLoadList(store.getState()).items).toEqual([{ _id: 'c1', loadId: 'L-9', view: 'carrier' }]);
  });
});

describe('saving a load', () => {
  it('adds it with the action’s Idempotency-Key, says so, refetches the list and goes back to it', async () => {
    const { dispatchAndWait, navigate, toasts } = setup();
    api.loadManager.add!.mockImplementation(() => ok({ _id: 'l1' }));
    await dispatchAndWait(loadEdits.actions.saveRequested({ values: LOAD }));
    expect(api.loadManager.add).toHaveBeenCalledWith(LOAD, { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', messageKey: 'loads:form.messages.added' })]);
    expect(api.loadBoard.list).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/loads', undefined);
  });

  it('puts the server’s errors on the stop’s own fields (stops.1.windowEnd)', async () => {
    const { store, dispatchAndWait } = setup();
    api.loadManager.update!.mockImplementation(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          { status: false, message: 'Invalid request', errors: [{ field: 'body.stops.1.windowEnd', message: 'The window must end after it starts' }] },
          'x',
        ),
      ),
    );
    await dispatchAndWait(loadEdits.actions.saveRequested({ values: LOAD, id: 'l1' }));
    expect(api.loadManager.update).toHaveBeenCalledWith('l1', LOAD);
    expect(loadEdits.selectSave(store.getState())).toEqual({ status: 'failed', fieldErrors: { 'stops.1.windowEnd': 'The window must end after it starts' } });
  });

  it('keeps the form when the load can no longer be edited (409)', async () => {
    const { store, dispatchAndWait, navigate, toasts } = setup();
    api.loadManager.update!.mockImplementation(() =>
      Promise.reject(new ApiError('server', 409, { status: false, message: 'The load can no longer be edited: it is tendered' }, 'x')),
    );
    await dispatchAndWait(loadEdits.actions.saveRequested({ values: LOAD, id: 'l1' }));
    expect(loadEdits.selectSave(store.getState()).status).toBe('failed');
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});

describe("the rows' actions", () => {
  it('removes a load, says so and refetches the same page', async () => {
    const { store, dispatchAndWait, toasts } = setup();
    api.loadBoard.list!.mockImplementation(({ page: n }: { page: number }) => ok({ items: [{ _id: `p${n}` }], total: 45, page: n, limit: 20, counts: COUNTS }));
    await dispatchAndWait(loadList.actions.requested({ page: 2 }));
    api.loadBoard.list!.mockClear();
    api.loadManager.remove!.mockImplementation(() => ok({ _id: 'l1' }));
    await dispatchAndWait(loadEdits.actions.removeRequested('l1'));
    expect(api.loadManager.remove).toHaveBeenCalledWith('l1');
    expect(toasts()).toEqual([expect.objectContaining({ messageKey: 'loads:list.messages.removed' })]);
    expect(api.loadBoard.list).toHaveBeenCalledWith(expect.objectContaining({ page: 2, limit: 20 }), { silent: true });
    expect(selectLoadList(store.getState()).page).toBe(2);
  });

  it("broadcasts a load with the spec's text and refetches the list", async () => {
    const { dispatchAndWait, toasts } = setup();
    api.loadBoard.broadcast!.mockImplementation(() =>
      ok({ _id: 'l1', loadId: 'L-1', status: 'pending', isBroadcast: true, broadcastAt: '2026-11-23T00:00:00Z' }),
    );
    await dispatchAndWait(loadActions.broadcastRequested({ loadUuid: 'l1' }));
    expect(api.loadBoard.broadcast).toHaveBeenCalledWith('l1');
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', messageKey: 'loads:list.messages.broadcast' })]);
    expect(api.loadBoard.list).toHaveBeenCalled();
  });

  it('assigns a truck, says so and fetches the load and the trucks again; a refusal says nothing more', async () => {
    const { store, dispatchAndWait, toasts } = setup();
    api.loadTrucks.assign!.mockImplementation(() => ok({}));
    api.loadTrucks.availableTruckers!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 50 }));
    api.loadManager.detail!.mockImplementation(() => ok({ _id: 'l1' }));
    await dispatchAndWait(loadActions.assignRequested({ loadUuid: 'l1', truckerId: 't1', trucksKey: 'l1|250|' }));
    expect(api.loadTrucks.assign).toHaveBeenCalledWith({ loadId: 'l1', truckerId: 't1' });
    expect(toasts()).toEqual([expect.objectContaining({ messageKey: 'loads:nearTruck.assigned' })]);
    expect(api.loadTrucks.availableTruckers).toHaveBeenCalledWith({ loadId: 'l1', limit: 50, radiusMiles: 250 }, { silent: true, quietErrors: true });
    expect(api.loadManager.detail).toHaveBeenCalledWith('l1', { silent: true, quietErrors: true });
    expect(resources.selectEntry('load', 'l1')(store.getState()).status).toBe('loaded');

    api.loadTrucks.assign!.mockImplementation(() =>
      Promise.reject(new ApiError('server', 409, { status: false, message: 'This truck is on load L-100123 until it is delivered' }, 'x')),
    );
    await dispatchAndWait(loadActions.assignRequested({ loadUuid: 'l1', truckerId: 't2', trucksKey: 'l1|250|' }));
    expect(selectActionCalls(store.getState()).assign.status).toBe('failed');
    expect(toasts()).toHaveLength(1);
  });

  it('splits a sub-load off, says so and fetches the sub-loads and the load again', async () => {
    const { dispatchAndWait, toasts } = setup();
    api.loadTrucks.addSubload!.mockImplementation(() => ok({ _id: 'l2' }));
    api.loadTrucks.subloads!.mockImplementation(() => ok({ subloads: [] }));
    api.loadManager.detail!.mockImplementation(() => ok({ _id: 'l1' }));
    const values = { stops: LOAD.stops, weight: 4000 };
    await dispatchAndWait(loadActions.splitRequested({ parentUuid: 'l1', values }));
    expect(api.loadTrucks.addSubload).toHaveBeenCalledWith('l1', values);
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', messageKey: 'loads:form.subloads.added' })]);
    expect(api.loadTrucks.subloads).toHaveBeenCalledWith('l1', { silent: true });
    expect(api.loadManager.detail).toHaveBeenCalledWith('l1', { silent: true, quietErrors: true });
  });
});
