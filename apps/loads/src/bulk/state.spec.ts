import { ApiError } from '@freight/api-client';
import type { EquipmentType } from '@freight/contracts';
import { selectToasts } from '@freight/store';
import { createTestStore, mockedApi } from '@freight/testing';
import { all, call } from 'redux-saga/effects';
import { defineFeature } from '@freight/store';
import { resources } from '../resources';
import { loadsReducer } from '../state';
import { bulkSaga } from './sagas';
import { BULK_COLUMNS, EXAMPLE_ROW, type RowCells } from './columns';
import { tableToRows } from './parse-file';
import { emptySchedule } from './schedule';
import { bulkActions, selectBulkFile, selectScheduleCall, selectUploadCall } from './state';

// The units under test are the folder's slice and sagas; the API client is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('loadBulk', 'loadManager', 'addressManager'));
const api = mockedApi('loadBulk', 'loadManager', 'addressManager');

const EQUIPMENT: EquipmentType[] = [{ _id: 'eq-dry', key: 'dry_van', name: 'Dry Van 53 ft', description: '', maxWeightLbs: 45_000, lengthFt: 53 }];
const row = (overrides: Partial<RowCells> = {}) => BULK_COLUMNS.map((column) => ({ ...EXAMPLE_ROW, ...overrides })[column]);
/** A file of `count` good rows, with the given rows replaced. */
const parsedFile = (count: number, replaced: Record<number, Partial<RowCells>> = {}) =>
  tableToRows(
    'loads.csv',
    [[...BULK_COLUMNS], ...Array.from({ length: count }, (_, index) => row({ reference_number: `R-${index + 1}`, ...replaced[index + 1] }))],
    EQUIPMENT,
  );
const ok = <T>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });
const result = (count: number) => ({
  created: count,
  loads: Array.from({ length: count }, (_, index) => ({ _id: `u${index}`, loadId: `L-${100 + index}`, pickupDate: '2027-03-01', referenceNumber: null })),
});

// The module's state with this folder's saga only (the other folders' sagas are theirs to test).
const feature = defineFeature({
  key: 'loads',
  reducer: loadsReducer,
  saga: function* () {
    yield all([call(resources.saga), call(bulkSaga)]);
  },
});

function setup() {
  const { store, dispatchAndWait } = createTestStore({ features: [feature] });
  return { store, dispatchAndWait, file: () => selectBulkFile(store.getState()), upload: () => selectUploadCall(store.getState()) };
}

beforeEach(() => jest.clearAllMocks());

describe('the file slice', () => {
  it('keeps the parsed rows with a key; removing rows or editing a cell makes a new key and checks the row again', () => {
    const { store, file } = setup();
    store.dispatch(bulkActions.fileParsed(parsedFile(3, { 2: { weight: 'x' } })));
    const first = file()!.idempotencyKey;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(file()!.rows[1]!.errors).toEqual({ weight: ['loads:bulk.errors.number'] });

    store.dispatch(bulkActions.cellEdited({ line: 2, column: 'weight', value: '1200', equipment: EQUIPMENT }));
    expect(file()!.rows[1]!.errors).toEqual({});
    expect(file()!.rows[1]!.load?.weight).toBe(1200);
    expect(file()!.idempotencyKey).not.toBe(first);

    store.dispatch(bulkActions.rowRemoved(1));
    expect(file()!.rows.map((r) => r.line)).toEqual([2, 3]);
  });

  it("puts the server's errors on the row (by position) and cell they name, and takes the row's load away", () => {
    const { store, file } = setup();
    store.dispatch(bulkActions.fileParsed(parsedFile(3)));
    store.dispatch(bulkActions.rowRemoved(1));
    // Rows sent: line 2 (index 0) and line 3 (index 1).
    store.dispatch(
      bulkActions.serverRejected([
        { field: 'body.loads.1.stops.0.addressId', message: 'Address not found' },
        { field: 'body.loads.1.stops.1.windowEnd', message: 'The window must end after it starts' },
        { field: 'body.loads.0.stops.0.type', message: 'The first stop must be a pickup' },
      ]),
    );
    const [line2, line3] = file()!.rows;
    expect(line2!.errors).toEqual({ row: ['The first stop must be a pickup'] });
    expect(line3!.errors).toEqual({ row: ['Address not found'], delivery_end: ['The window must end after it starts'] });
    expect(line3!.load).toBeUndefined();

    store.dispatch(bulkActions.rowsWithErrorsRemoved());
    expect(file()!.rows).toEqual([]);
  });
});

describe('creating the rows', () => {
  it('sends every row in one call with the file key, says how many were created and forgets the file', async () => {
    const { store, dispatchAndWait, file, upload } = setup();
    store.dispatch(bulkActions.fileParsed(parsedFile(50)));
    const key = file()!.idempotencyKey;
    api.loadBulk.addBulkLoads!.mockImplementation(() => ok(result(50), '50 Loads Successfully Added'));
    await dispatchAndWait(bulkActions.uploadRequested());
    const [body, options] = api.loadBulk.addBulkLoads!.mock.calls[0]!;
    expect(body.loads).toHaveLength(50);
    expect(body.loads[49].referenceNumber).toBe('R-50');
    expect(options).toEqual({ quietErrors: true, idempotencyKey: key });
    expect(upload()).toMatchObject({ status: 'succeeded', data: { created: 50 } });
    expect(file()).toBeNull();
    expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ kind: 'success', text: '50 Loads Successfully Added' })]);
  });

  it('sends nothing while a row has errors', async () => {
    const { store, dispatchAndWait, upload } = setup();
    store.dispatch(bulkActions.fileParsed(parsedFile(3, { 2: { pickup_city: '' } })));
    await dispatchAndWait(bulkActions.uploadRequested());
    expect(api.loadBulk.addBulkLoads).not.toHaveBeenCalled();
    expect(upload().status).toBe('idle');
  });

  it("on a 400 marks the rows and cells the server names; another failure keeps the server's text", async () => {
    const { store, dispatchAndWait, file, upload } = setup();
    store.dispatch(bulkActions.fileParsed(parsedFile(4)));
    const body = { status: false, message: 'Invalid request', errors: [{ field: 'body.loads.2.equipmentTypeId', message: 'Unknown equipment' }] };
    api.loadBulk.addBulkLoads!.mockImplementation(() => Promise.reject(new ApiError('input', 400, body, 'Unknown equipment')));
    await dispatchAndWait(bulkActions.uploadRequested());
    expect(file()!.rows[2]!.errors).toEqual({ equipment: ['Unknown equipment'] });
    expect(upload()).toMatchObject({ status: 'failed', errorKey: 'loads:bulk.upload.rejected' });

    store.dispatch(bulkActions.rowRemoved(3));
    api.loadBulk.addBulkLoads!.mockImplementation(() =>
      Promise.reject(new ApiError('server', 500, { status: false, message: 'Internal server error' }, 'Internal server error')),
    );
    await dispatchAndWait(bulkActions.uploadRequested());
    expect(upload()).toMatchObject({ status: 'failed', errorText: 'Internal server error' });
    expect(file()!.rows).toHaveLength(3);
  });
});

describe('creating a schedule', () => {
  const NOW = new Date(2027, 1, 20, 10, 0);
  const address = (id: string, city: string) => ({
    _id: id,
    name: `${city} DC`,
    street1: '1 Main St',
    city,
    state: 'TX',
    postalCode: '75001',
    country: 'USA',
    lat: 32.7,
    lng: -96.8,
    contactName: null,
    contactPhone: null,
  });

  it('builds the template from the address book on the first date and sends the recurrence in the browser zone', async () => {
    const { store, dispatchAndWait } = setup();
    api.addressManager.detail!.mockImplementation((id: string) => ok(address(id, id === 'a1' ? 'Dallas' : 'Houston')));
    api.loadBulk.addLoadSchedule!.mockImplementation(() => ok(result(8), 'Schedule created: 8 Loads Successfully Added'));
    const values = {
      ...emptySchedule(NOW),
      originId: 'a1',
      destinationId: 'a2',
      commodity: 'Water',
      // Typed in the reader's language, as every number.
      weight: '30,000',
      weekdays: ['1'],
      startDate: '2027-03-01',
      count: '8',
    };
    await dispatchAndWait(bulkActions.scheduleRequested(values));
    const [body, options] = api.loadBulk.addLoadSchedule!.mock.calls[0]!;
    expect(body.recurrence).toEqual({ weekdays: [1], everyWeeks: 1, startDate: '2027-03-01', count: 8, timeZone: expect.any(String) });
    expect(body.template.weight).toBe(30_000);
    expect(body.template.stops.map((stop: { city: string; addressId: string }) => [stop.city, stop.addressId])).toEqual([
      ['Dallas', 'a1'],
      ['Houston', 'a2'],
    ]);
    expect(body.template.stops[0].windowStart).toBe(new Date(2027, 2, 1, 8, 0).toISOString());
    expect(body.template.stops[1].windowEnd).toBe(new Date(2027, 2, 2, 17, 0).toISOString());
    expect(options).toEqual({ quietErrors: true, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(selectScheduleCall(store.getState())).toMatchObject({ status: 'succeeded', data: { created: 8 } });
  });

  it("copies a load's stops and terms, and puts the server's errors on the form's fields", async () => {
    const { store, dispatchAndWait } = setup();
    api.loadManager.detail!.mockImplementation(() =>
      ok({
        _id: 'u1',
        loadId: 'L-1',
        mode: 'FTL',
        equipment: { _id: 'eq-dry', key: 'dry_van', name: 'Dry Van' },
        commodity: 'Paper',
        weight: 1000,
        weightUnit: 'lbs',
        pallets: 2,
        pieces: null,
        isHazmat: false,
        temperatureMinF: null,
        temperatureMaxF: null,
        rate: 900,
        currency: 'USD',
        referenceNumber: 'LANE',
        poNumber: null,
        specialInstructions: null,
        stops: [
          {
            type: 'pickup',
            addressId: null,
            warehouseId: null,
            name: 'A',
            street1: 's',
            city: 'Dallas',
            state: 'TX',
            postalCode: '1',
            country: 'USA',
            lat: null,
            lng: null,
            windowStart: '2027-01-04T14:00:00.000Z',
            windowEnd: '2027-01-04T16:00:00.000Z',
            appointmentRef: null,
            contactName: null,
            contactPhone: null,
            notes: null,
          },
          {
            type: 'delivery',
            addressId: null,
            warehouseId: null,
            name: 'B',
            street1: 's',
            city: 'Austin',
            state: 'TX',
            postalCode: '2',
            country: 'USA',
            lat: null,
            lng: null,
            windowStart: '2027-01-05T14:00:00.000Z',
            windowEnd: '2027-01-05T16:00:00.000Z',
            appointmentRef: null,
            contactName: null,
            contactPhone: null,
            notes: null,
          },
        ],
      }),
    );
    const errors = [
      { field: 'body.recurrence', message: 'A schedule makes at most 104 loads' },
      { field: 'body.recurrence.endDate', message: 'The end date must not be before the start date' },
    ];
    api.loadBulk.addLoadSchedule!.mockImplementation(() =>
      Promise.reject(new ApiError('input', 400, { status: false, message: 'Invalid request', errors }, 'x')),
    );
    await dispatchAndWait(
      bulkActions.scheduleRequested({
        ...emptySchedule(NOW),
        source: 'copy',
        copyLoadUuid: 'u1',
        endBy: 'date',
        endDate: '2027-03-31',
        startDate: '2027-03-01',
      }),
    );
    const [body] = api.loadBulk.addLoadSchedule!.mock.calls[0]!;
    expect(body.template).toMatchObject({
      commodity: 'Paper',
      equipmentTypeId: 'eq-dry',
      referenceNumber: 'LANE',
      stops: [{ city: 'Dallas', windowStart: '2027-01-04T14:00:00.000Z' }, { city: 'Austin' }],
    });
    expect(body.recurrence).toMatchObject({ endDate: '2027-03-31' });
    expect(body.recurrence.count).toBeUndefined();
    expect(selectScheduleCall(store.getState())).toMatchObject({
      status: 'failed',
      fieldErrors: { endDate: 'The end date must not be before the start date' },
      errorText: 'A schedule makes at most 104 loads',
    });
  });
});
