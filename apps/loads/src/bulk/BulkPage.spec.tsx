import { act, screen, waitFor, within } from '@testing-library/react';
import { all, call } from 'redux-saga/effects';
import type { EquipmentType } from '@freight/contracts';
import { permissionsLoaded } from '@freight/auth';
import { defineFeature } from '@freight/store';
import { mockedApi, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { resources } from '../resources';
import { loadsReducer } from '../state';
import { BulkPage } from './BulkPage';
import { BULK_COLUMNS, EXAMPLE_ROW, type RowCells } from './columns';
import { bulkSaga } from './sagas';

// The unit under test is the screen; the API is a fake.
jest.mock('@freight/api-client', () =>
  jest.requireActual('@freight/testing/src/api-client').mockApiGroups('loadBulk', 'loadManager', 'addressManager', 'warehouseManager'),
);
const api = mockedApi('loadBulk', 'loadManager', 'addressManager');
const ok = <T,>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });

const feature = defineFeature({
  key: 'loads',
  reducer: loadsReducer,
  saga: function* () {
    yield all([call(resources.saga), call(bulkSaga)]);
  },
});
const EQUIPMENT: EquipmentType[] = [{ _id: 'eq-dry', key: 'dry_van', name: 'Dry Van 53 ft', description: '', maxWeightLbs: 45_000, lengthFt: 53 }];

const csv = (rows: Array<Partial<RowCells>>) =>
  [BULK_COLUMNS.join(','), ...rows.map((overrides) => BULK_COLUMNS.map((column) => ({ ...EXAMPLE_ROW, ...overrides })[column]).join(','))].join('\n');

async function renderPage({ modules = ['address'] }: { modules?: string[] } = {}) {
  const view = await renderWithProviders(<BulkPage />, {
    route: '/bulk-loads-schedule',
    path: '/bulk-loads-schedule',
    features: [feature],
    areas: { loads: { en, sp, fr } },
  });
  act(() => void view.store.dispatch(permissionsLoaded(modules)));
  await act(view.waitForSagas);
  return view;
}

beforeEach(() => {
  jest.clearAllMocks();
  api.loadManager.equipmentList!.mockImplementation(() => ok(EQUIPMENT));
  api.loadManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 50 }));
  api.addressManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
});

describe('/bulk-loads-schedule: the upload', () => {
  it('offers the template with the header row and an example row', async () => {
    await renderPage();
    const link = screen.getByRole('link', { name: 'Download the template (CSV)' });
    expect(link).toHaveAttribute('download', 'freighthub-loads-template.csv');
    const text = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, ''));
    expect(text.split('\r\n')[0]).toBe(BULK_COLUMNS.join(','));
    expect(text.split('\r\n')[1]).toContain('Dallas DC');
  });

  it('shows each bad row and cell, creates nothing until they are fixed or removed, then creates all at once', async () => {
    const view = await renderPage();
    const rows = Array.from({ length: 5 }, (_, index): Partial<RowCells> => ({ reference_number: `R-${index + 1}` }));
    rows[1] = { ...rows[1], pickup_postal_code: '' };
    rows[3] = { ...rows[3], weight: 'heavy', equipment: 'spaceship' };
    const input = await screen.findByLabelText('Choose a CSV or Excel (.xlsx) file');
    await waitFor(() => expect(input).toBeEnabled());
    await view.user.upload(input, new File([csv(rows)], 'loads.csv', { type: 'text/csv' }));

    expect(await screen.findByText('Rows: 5. Rows with errors: 2.')).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: 'Rows to correct or remove: 2' }).parentElement!;
    expect(within(list).getByText('Row 2, pickup_postal_code: Required')).toBeInTheDocument();
    expect(within(list).getByText('Row 4, weight: Not a number')).toBeInTheDocument();
    expect(within(list).getByText('Row 4, equipment: Unknown equipment')).toBeInTheDocument();
    const cell = screen.getByLabelText('Row 4, weight');
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveAccessibleDescription('Not a number');
    expect(screen.getByRole('button', { name: 'Create all loads (5)' })).toBeDisabled();

    // Fix one cell of row 4 in place; then drop the rows still wrong.
    await view.user.clear(cell);
    await view.user.type(cell, '1200{Enter}');
    expect(screen.queryByText('Row 4, weight: Not a number')).not.toBeInTheDocument();
    expect(screen.getByText('Row 4, equipment: Unknown equipment')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Remove the rows with errors (2)' }));
    expect(screen.getByText('Rows: 3.')).toBeInTheDocument();

    api.loadBulk.addBulkLoads!.mockImplementation(({ loads }: { loads: unknown[] }) =>
      ok(
        {
          created: loads.length,
          loads: loads.map((_, index) => ({ _id: `u${index}`, loadId: `L-10${index}`, pickupDate: '2027-03-01', referenceNumber: null })),
        },
        '3 Loads Successfully Added',
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Create all loads (3)' }));
    expect(await screen.findByText('Loads created: 3')).toBeInTheDocument();
    expect(api.loadBulk.addBulkLoads!.mock.calls[0]![0].loads.map((load: { referenceNumber: string }) => load.referenceNumber)).toEqual(['R-1', 'R-3', 'R-5']);
    expect(screen.getByRole('link', { name: 'Go to the loads list' })).toHaveAttribute('href', '/loads');
  });

  it("puts the server's 400 on the rows and cells, and says nothing was created", async () => {
    const view = await renderPage();
    const input = await screen.findByLabelText('Choose a CSV or Excel (.xlsx) file');
    await waitFor(() => expect(input).toBeEnabled());
    await view.user.upload(input, new File([csv([{}, {}, {}])], 'loads.csv', { type: 'text/csv' }));
    const { ApiError } = jest.requireActual('@freight/api-client');
    api.loadBulk.addBulkLoads!.mockImplementation(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          { status: false, message: 'Invalid request', errors: [{ field: 'body.loads.2.stops.1.postalCode', message: 'At most 20 characters' }] },
          'x',
        ),
      ),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Create all loads (3)' }));
    expect(await screen.findByText('Row 3, delivery_postal_code: At most 20 characters')).toBeInTheDocument();
    expect(screen.getByText('No load was created: correct or remove the rows marked below, then create them again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Row 3, delivery_postal_code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says which columns a file lacks, and gives no count of rows it could not read', async () => {
    const view = await renderPage();
    const input = await screen.findByLabelText('Choose a CSV or Excel (.xlsx) file');
    await waitFor(() => expect(input).toBeEnabled());
    await view.user.upload(input, new File(['commodity,weight\nWater,100\n'], 'short.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/The file lacks these columns: pickup_name/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preview of short.csv' })).toBeInTheDocument();
    expect(screen.queryByText(/^Rows: /)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create all loads (0)' })).toBeDisabled();
  });
});

describe('/bulk-loads-schedule: the schedule', () => {
  it('previews every Monday for 8 weeks and refuses more than 104 loads', async () => {
    const view = await renderPage();
    const preview = screen.getByRole('region', { name: 'Dates' });
    expect(within(preview).getByText('Loads to create: 8')).toBeInTheDocument();
    const dates = within(preview)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-date')!);
    expect(dates).toHaveLength(8);
    expect(dates.every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    // The pickup window in the reader's time format (not the field's 24-hour "08:00").
    expect(within(preview).getAllByRole('listitem')[0]).toHaveTextContent(/· 8:00\sAM–12:00\sPM$/);
    expect(dates.every((date, index) => index === 0 || Date.parse(date) - Date.parse(dates[index - 1]!) === 7 * 86_400_000)).toBe(true);

    await view.user.click(screen.getByLabelText('Tuesday'));
    await view.user.clear(screen.getByLabelText('Number of loads (at most 104)'));
    await view.user.type(screen.getByLabelText('Number of loads (at most 104)'), '105');
    expect(within(preview).getByText(/A schedule makes at most 104 loads/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create the loads (0)' })).toBeDisabled();
  });

  it("warns in the preview that the first loads' windows have already ended (the server refuses such a schedule)", async () => {
    const view = await renderPage();
    const preview = screen.getByRole('region', { name: 'Dates' });
    expect(within(preview).queryByText(/already ended/)).not.toBeInTheDocument();
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    // Every day from two weeks ago until yesterday: each pickup (08:00–12:00) has ended.
    for (const name of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await view.user.click(screen.getByLabelText(name));
    await view.user.clear(screen.getByLabelText('Starting on'));
    await view.user.type(screen.getByLabelText('Starting on'), day(-14));
    await view.user.click(screen.getByLabelText('On a date'));
    await view.user.type(screen.getByLabelText('Last day'), day(-1));
    const yesterday = new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day(-1)}T00:00:00Z`),
    );
    expect(within(preview).getByText('Loads to create: 14')).toBeInTheDocument();
    expect(
      within(preview).getByText(
        `The loads up to ${yesterday} would have windows that have already ended, and the schedule would be refused: start it on a later day or at later times.`,
      ),
    ).toHaveClass('notice');

    // Starting next week: nothing has ended.
    await view.user.clear(screen.getByLabelText('Starting on'));
    await view.user.type(screen.getByLabelText('Starting on'), day(7));
    await view.user.clear(screen.getByLabelText('Last day'));
    await view.user.type(screen.getByLabelText('Last day'), day(20));
    expect(within(preview).queryByText(/already ended/)).not.toBeInTheDocument();
  });

  it('without the address book, copies one of the latest loads and creates its occurrences', async () => {
    const load = {
      _id: 'u7',
      loadId: 'L-100007',
      status: 'pending',
      isDelayed: false,
      isAtRisk: false,
      origin: { city: 'Dallas', state: 'TX', country: 'USA' },
      destination: { city: 'Austin', state: 'TX', country: 'USA' },
      pickupDate: '2027-01-04T14:00:00.000Z',
      deliveryDate: '2027-01-05T14:00:00.000Z',
      equipment: null,
      weight: 1000,
      weightUnit: 'lbs',
      commodity: 'Paper',
      rate: null,
      currency: 'USD',
      distanceMiles: null,
      carrier: null,
      shipper: { _id: 'c', name: 'Demo' },
      createdAt: '2027-01-01T00:00:00.000Z',
    };
    api.loadManager.list!.mockImplementation(() => ok({ items: [load], total: 1, page: 1, limit: 50 }));
    api.loadManager.detail!.mockImplementation(() =>
      ok({
        ...load,
        mode: 'FTL',
        pallets: null,
        pieces: null,
        isHazmat: false,
        temperatureMinF: null,
        temperatureMaxF: null,
        referenceNumber: 'LANE-7',
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
            postalCode: '75201',
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
            postalCode: '78701',
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
    api.loadBulk.addLoadSchedule!.mockImplementation(() =>
      ok({
        created: 2,
        loads: [
          { _id: 'n1', loadId: 'L-200', pickupDate: '2027-03-01', referenceNumber: 'LANE-7-01' },
          { _id: 'n2', loadId: 'L-201', pickupDate: '2027-03-08', referenceNumber: 'LANE-7-02' },
        ],
      }),
    );
    const view = await renderPage({ modules: [] });
    expect(screen.getByLabelText('Describe the load')).toBeDisabled();
    expect(screen.getByText(/which your account cannot open/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Pickup address')).not.toBeInTheDocument();
    // Not even for a moment: the address book's pickers never mount, so nothing is asked of it (no refused call).
    expect(api.addressManager.list).not.toHaveBeenCalled();
    await view.user.selectOptions(await screen.findByLabelText('Load to copy'), 'u7');
    await view.user.clear(screen.getByLabelText('Number of loads (at most 104)'));
    await view.user.type(screen.getByLabelText('Number of loads (at most 104)'), '2');
    await view.user.click(screen.getByRole('button', { name: 'Create the loads (2)' }));
    expect(await screen.findByText('Loads created: 2')).toBeInTheDocument();
    expect(screen.getByText('Loads created: 2').closest('.notice')).toHaveClass('notice-success');
    expect(screen.getByText('L-201')).toHaveClass('human-id');
    expect(screen.getByText('L-201').closest('li')).toHaveTextContent(/^L-201 · /);
    const [body] = api.loadBulk.addLoadSchedule!.mock.calls[0]!;
    expect(body.template).toMatchObject({ commodity: 'Paper', referenceNumber: 'LANE-7', stops: [{ city: 'Dallas' }, { city: 'Austin' }] });
    expect(body.recurrence).toMatchObject({ weekdays: [1], everyWeeks: 1, count: 2 });
  });

  it('with the address book, describes the load from two addresses', async () => {
    await renderPage();
    expect(screen.getByLabelText('Describe the load')).toBeChecked();
    expect(screen.getByLabelText('Pickup address')).toBeInTheDocument();
    expect(screen.queryByText(/which your account cannot open/)).not.toBeInTheDocument();
  });
});
