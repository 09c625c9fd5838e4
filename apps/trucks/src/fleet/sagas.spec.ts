import { ApiError } from '@freight/api-client';
import { registerNavigate } from '@freight/auth';
import type { Trucker, TruckerInput } from '@freight/contracts';
import { selectToasts } from '@freight/store';
import { changeLanguage, initI18n } from '@freight/i18n';
import { createTestStore } from '@freight/testing';
import { fleetFeature } from './feature';
import { MAP_DATA_MARK } from './sagas';
import {
  carrierEdits,
  carrierList,
  fleetActions,
  filtersRequest,
  listRequest,
  moduleState,
  positionsActions,
  selectBulk,
  selectPositions,
  truckEdits,
  truckList,
} from './state';
import { EMPTY_TRUCKER, formToTrucker, truckerSchema, truckerToForm } from './trucker-schema';

// The unit under test is the fleet screens' state and sagas; the API client is replaced by a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('fleetManager', 'driverLinks'));
const api = jest.requireMock('@freight/api-client') as { fleetManager: Record<string, jest.Mock>; driverLinks: Record<string, jest.Mock> };
const ok = <T>(data: T) => Promise.resolve({ status: true, message: 'ok', data });

const VALUES: TruckerInput = { name: 'Dana Driver', truckNumber: 'T-1', equipmentIds: ['e1', 'e2'] };

function setup() {
  const { store, dispatchAndWait } = createTestStore({ features: [fleetFeature] });
  const navigate = jest.fn();
  registerNavigate(navigate);
  api.fleetManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
  return { store, dispatchAndWait, navigate, toasts: () => selectToasts(store.getState()) };
}

beforeEach(() => jest.clearAllMocks());

describe('the fleet lists', () => {
  it('ask my-trucker-list for their kind with the filters of the URL, leaving malformed values out', async () => {
    const { store, dispatchAndWait } = setup();
    await dispatchAndWait(
      carrierList.actions.queryChanged({ page: 2, limit: 10_000, search: ' acme ', filters: { status: 'off_duty', equipment: 'not-a-uuid' } }),
    );
    expect(api.fleetManager.list).toHaveBeenCalledWith({ page: 2, limit: 10_000, kind: 'carrier', search: 'acme', status: 'off_duty' }, { silent: true });
    expect(moduleState(store.getState()).carriers.status).toBe('loaded');
    expect(listRequest('truck', { page: 1, limit: 20, search: '', filters: { status: 'parked', equipment: '6b1c6f5e-3f1a-4c1e-9a55-0d3c2b1a0f9e' } })).toEqual({
      page: 1,
      limit: 20,
      kind: 'truck',
      equipmentId: '6b1c6f5e-3f1a-4c1e-9a55-0d3c2b1a0f9e',
    });
  });

  it('offer long pages (the table virtualises them) and keep them in the URL', () => {
    expect(truckList.pageSizes).toEqual([20, 50, 100, 1000, 10_000]);
    expect(truckList.filterNames).toEqual(['status', 'equipment']);
  });
});

describe('saving and removing a truck', () => {
  it('adds with an idempotency key, says so, refetches the list and goes back to it', async () => {
    const { dispatchAndWait, navigate, toasts } = setup();
    api.fleetManager.add!.mockImplementation(() => ok({ _id: 't1' }));
    await dispatchAndWait(truckEdits.actions.saveRequested({ values: VALUES }));
    expect(api.fleetManager.add).toHaveBeenCalledWith(VALUES, { idempotencyKey: expect.any(String) });
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', messageKey: 'trucks:fleet.messages.added' })]);
    expect(navigate.mock.calls[0]?.[0]).toBe('/trucks');
    expect(api.fleetManager.list).toHaveBeenCalled();
  });

  it('keeps the form with the server field errors when the save fails', async () => {
    const { store, dispatchAndWait, navigate } = setup();
    api.fleetManager.update!.mockImplementation(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          {
            status: false,
            message: 'Invalid request',
            errors: [{ field: 'body.truckNumber', message: 'Another truck of your company already has this unit number' }],
          },
          'Invalid request',
        ),
      ),
    );
    await dispatchAndWait(carrierEdits.actions.saveRequested({ values: VALUES, id: 't1' }));
    expect(carrierEdits.selectSave(store.getState())).toMatchObject({
      status: 'failed',
      fieldErrors: { truckNumber: 'Another truck of your company already has this unit number' },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a refused removal (409: the truck carries a load) changes nothing and says no success', async () => {
    const { store, dispatchAndWait, toasts } = setup();
    api.fleetManager.remove!.mockImplementation(() =>
      Promise.reject(
        new ApiError(
          'server',
          409,
          { status: false, message: 'This truck carries a load (LD-1): it can be removed once the load is delivered or reassigned' },
          'conflict',
        ),
      ),
    );
    await dispatchAndWait(truckEdits.actions.removeRequested('t1'));
    expect(truckEdits.selectRemove(store.getState()).status).toBe('failed');
    expect(toasts()).toEqual([]);
  });
});

describe('the bulk status change', () => {
  it('sends one status for the chosen trucks, says so and refetches the list', async () => {
    const { store, dispatchAndWait, toasts } = setup();
    api.fleetManager.updateList!.mockImplementation(() => ok({ updated: ['a', 'b'] }));
    api.fleetManager.detail!.mockImplementation(() => ok({}));
    await dispatchAndWait(fleetActions.bulkStatusRequested({ kind: 'truck', ids: ['a', 'b'], status: 'maintenance' }));
    expect(api.fleetManager.updateList).toHaveBeenCalledWith({ ids: ['a', 'b'], status: 'maintenance' });
    expect(selectBulk(store.getState()).status).toBe('succeeded');
    expect(toasts()).toEqual([expect.objectContaining({ messageKey: 'trucks:fleet.messages.listUpdated' })]);
    expect(api.fleetManager.list).toHaveBeenCalled();
  });

  it('fails without a success toast when one truck is not the company’s (404)', async () => {
    const { store, dispatchAndWait, toasts } = setup();
    api.fleetManager.updateList!.mockImplementation(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Truck not found' }, 'Truck not found')),
    );
    await dispatchAndWait(fleetActions.bulkStatusRequested({ kind: 'truck', ids: ['a'], status: 'inactive' }));
    expect(selectBulk(store.getState()).status).toBe('failed');
    expect(toasts()).toEqual([]);
  });
});

describe('send driver link', () => {
  it("e-mails the truck's driver the link and shows the server's text", async () => {
    const { store, dispatchAndWait, toasts } = setup();
    const link = { _id: 'k', url: 'http://x/orderPickup?token=t', expiresAt: '2026-11-30T10:00:00.000Z', emailed: true };
    api.driverLinks.send!.mockImplementation(() => Promise.resolve({ status: true, message: 'Enlace enviado', data: { link } }));
    await dispatchAndWait(fleetActions.sendLinkRequested({ truckerId: 't1', truckNumber: 'T-101' }));
    expect(api.driverLinks.send).toHaveBeenCalledWith('t1');
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', text: 'Enlace enviado' })]);
    expect(moduleState(store.getState()).bulk.driverLink).toEqual({ status: 'succeeded', data: { truckNumber: 'T-101', link } });
  });

  it('says no success when the truck carries no load (409, shown by the API client)', async () => {
    const { store, dispatchAndWait, toasts } = setup();
    api.driverLinks.send!.mockImplementation(() => Promise.reject(new ApiError('server', 409, { status: false, message: 'No load' }, 'No load')));
    await dispatchAndWait(fleetActions.sendLinkRequested({ truckerId: 't1', truckNumber: 'T-101' }));
    expect(toasts()).toEqual([]);
    expect(moduleState(store.getState()).bulk.driverLink.status).toBe('failed');
  });
});

describe('the fleet map positions', () => {
  it('are fetched with the list filters, marked data-ready, and moved by truck.position events', async () => {
    const { store, dispatchAndWait } = setup();
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true, writable: true });
    api.fleetManager.positions!.mockImplementation(() =>
      ok({
        items: [
          ['t1', 41, -87, 0, 'T-1'],
          ['t2', 40, -80, 2, 'T-2'],
        ],
        unplaced: 3,
      }),
    );
    const request = filtersRequest('truck', { search: '', filters: { status: 'available' } });
    await dispatchAndWait(positionsActions.requested(request));
    expect(api.fleetManager.positions).toHaveBeenCalledWith({ kind: 'truck', status: 'available' }, { silent: true });
    expect(mark).toHaveBeenCalledWith(MAP_DATA_MARK);
    expect(selectPositions(store.getState())).toMatchObject({
      status: 'loaded',
      unplaced: 3,
      items: [
        ['t1', 41, -87, 0, 'T-1'],
        ['t2', 40, -80, 2, 'T-2'],
      ],
    });

    store.dispatch(
      positionsActions.moved([
        { truckerId: 't2', lat: 40, lng: -80.1 },
        { truckerId: 'unknown', lat: 1, lng: 1 },
        { truckerId: 't2', lat: 40.5, lng: -80.5 },
      ]),
    );
    expect(selectPositions(store.getState()).items).toEqual([
      ['t1', 41, -87, 0, 'T-1'],
      ['t2', 40.5, -80.5, 2, 'T-2'],
    ]);
  });

  it('ignore an answer to an older request (the filters changed meanwhile) and say when the call failed', async () => {
    const { store, dispatchAndWait } = setup();
    store.dispatch(positionsActions.requested({ kind: 'truck', search: 'new' }));
    store.dispatch(positionsActions.loaded({ key: JSON.stringify({ kind: 'truck' }), items: [['x', 1, 1, 0, 'X']], unplaced: 0 }));
    expect(selectPositions(store.getState()).items).toEqual([]);
    api.fleetManager.positions!.mockImplementation(() =>
      Promise.reject(new ApiError('server', 500, { status: false, message: 'Server error' }, 'Server error')),
    );
    await dispatchAndWait(positionsActions.requested({ kind: 'truck' }));
    expect(selectPositions(store.getState()).status).toBe('failed');
  });
});

describe('the truck form values', () => {
  it('become the API input: empty texts null, codes upper-case, lanes and insurance only for a carrier', () => {
    const values = {
      ...EMPTY_TRUCKER,
      name: ' Dana ',
      truckNumber: 'ab-1',
      plateState: 'il',
      vin: '1fujgldr12lm12345',
      year: 2022 as const,
      equipmentIds: ['e1'],
      insuranceExpiresOn: '2027-01-15',
      laneIds: ['l1'],
    };
    expect(formToTrucker(values, 'truck')).toEqual(
      expect.objectContaining({
        kind: 'truck',
        name: 'Dana',
        truckNumber: 'AB-1',
        plateState: 'IL',
        vin: '1FUJGLDR12LM12345',
        year: 2022,
        capacityLbs: null,
        make: null,
        equipmentIds: ['e1'],
      }),
    );
    expect(formToTrucker(values, 'truck')).not.toHaveProperty('laneIds');
    expect(formToTrucker(values, 'carrier')).toMatchObject({ kind: 'carrier', insuranceExpiresOn: '2027-01-15', laneIds: ['l1'] });
    expect(formToTrucker({ ...values, insuranceExpiresOn: '' }, 'carrier').insuranceExpiresOn).toBeNull();
  });

  it("read the capacity typed in the reader's language, in a text field: '45,000' in en, '45 000' in fr", async () => {
    await initI18n('en');
    try {
      const values = { ...EMPTY_TRUCKER, capacityLbs: '45,000' };
      await expect(truckerSchema.validateAt('capacityLbs', values)).resolves.toBe('45,000');
      expect(formToTrucker(values, 'truck').capacityLbs).toBe(45_000);
      await expect(truckerSchema.validateAt('capacityLbs', { ...values, capacityLbs: '45.5' })).rejects.toThrow('trucks:fleet.validation.number');
      await expect(truckerSchema.validateAt('capacityLbs', { ...values, capacityLbs: '250,000' })).rejects.toThrow('trucks:fleet.validation.capacity');
      await changeLanguage('fr');
      await expect(truckerSchema.validateAt('capacityLbs', { ...values, capacityLbs: '45 000' })).resolves.toBe('45 000');
      expect(formToTrucker({ ...values, capacityLbs: '45 000' }, 'truck').capacityLbs).toBe(45_000);
    } finally {
      await changeLanguage('en');
    }
  });

  it('are read back from a trucker', () => {
    const trucker = {
      _id: 't1',
      companyId: 'c',
      kind: 'carrier',
      name: 'Ola',
      email: null,
      phone: null,
      truckNumber: 'OO-1',
      trailerNumber: null,
      plateNumber: null,
      plateState: null,
      vin: null,
      make: null,
      model: null,
      year: null,
      capacityLbs: 40000,
      dotNumber: '123',
      mcNumber: null,
      status: 'available',
      settableStatus: 'available',
      homeCity: null,
      homeState: null,
      country: 'CANADA',
      equipment: [{ _id: 'e1', key: 'reefer', name: 'Reefer' }],
      insuranceExpiresOn: '2027-01-15',
      lanes: [{ _id: 'l1', name: 'A to B' }],
      location: null,
      rating: null,
      ratingCount: 0,
      createdAt: '',
      updatedAt: '',
    } satisfies Trucker;
    expect(truckerToForm(trucker)).toMatchObject({
      name: 'Ola',
      email: '',
      capacityLbs: '40000',
      year: '',
      country: 'CANADA',
      equipmentIds: ['e1'],
      laneIds: ['l1'],
      insuranceExpiresOn: '2027-01-15',
    });
  });
});
