import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@freight/api-client';
import { permissionsLoaded } from '@freight/auth';
import { changeLanguage } from '@freight/i18n';
import { mockedApi, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { loadsFeature } from '../module';
import { LoadFormPage } from './LoadFormPage';

// The unit under test is the load form; the API is a fake, the map a placeholder (Leaflet draws nothing in jsdom).
jest.mock('@freight/api-client', () =>
  jest
    .requireActual('@freight/testing/src/api-client')
    .mockApiGroups('loadManager', 'loadBoard', 'loadTrucks', 'loadInsight', 'addressManager', 'warehouseManager', 'integrationManager', 'maps', 'settings'),
);
jest.mock('@freight/map', () => ({
  MapView: ({ label, points = [], routes = [] }: { label: string; points?: unknown[]; routes?: unknown[] }) => (
    <div role="region" aria-label={label} data-points={points.length} data-routes={routes.length} />
  ),
}));
const api = mockedApi('loadManager', 'loadBoard', 'loadTrucks', 'loadInsight', 'addressManager', 'warehouseManager', 'integrationManager', 'maps', 'settings');

const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'ok', data });
const ADDRESS = {
  _id: '3f1c2a9e-0000-4000-8000-0000000000a1',
  tag: 'pickup',
  name: 'Wacker DC',
  street1: '233 S Wacker Dr',
  street2: null,
  city: 'Chicago',
  state: 'IL',
  postalCode: '60606',
  country: 'USA',
  lat: 41.88,
  lng: -87.64,
  contactName: 'Rosa Diaz',
  contactPhone: '+1 (312) 555-0100',
  contactEmail: null,
  openingHours: null,
  isDefault: false,
  notes: null,
  erpCustomerId: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const EQUIPMENT = [{ _id: '3f1c2a9e-0000-4000-8000-0000000000e1', key: 'dry_van', name: 'Dry van', description: '', maxWeightLbs: 45000, lengthFt: 53 }];
const stop = (seq: number, type: 'pickup' | 'delivery', city: string, start: string) => ({
  _id: `s${seq}`,
  seq,
  type,
  addressId: null,
  warehouseId: null,
  name: `${city} dock`,
  street1: '1 Main St',
  city,
  state: 'TX',
  postalCode: '75201',
  country: 'USA',
  lat: null,
  lng: null,
  windowStart: start,
  windowEnd: new Date(Date.parse(start) + 4 * 3_600_000).toISOString(),
  appointmentRef: null,
  contactName: null,
  contactPhone: null,
  notes: null,
});
const DETAIL = {
  _id: 'l1',
  loadId: 'L-100123',
  parentId: null,
  status: 'pending',
  editable: true,
  mode: 'FTL',
  equipment: null,
  commodity: 'Paper rolls',
  weight: 12000,
  weightUnit: 'lbs',
  pallets: 10,
  pieces: null,
  isHazmat: false,
  temperatureMinF: null,
  temperatureMaxF: null,
  rate: 1800,
  currency: 'USD',
  distanceMiles: 912.4,
  referenceNumber: null,
  poNumber: null,
  specialInstructions: null,
  isBroadcast: false,
  carrierCompanyId: null,
  stops: [stop(1, 'pickup', 'Dallas', '2026-12-01T14:00:00.000Z'), stop(2, 'delivery', 'Houston', '2026-12-02T14:00:00.000Z')],
  createdAt: '2026-11-20T00:00:00Z',
  updatedAt: '2026-11-20T00:00:00Z',
};
const SUBLOADS = {
  parent: { _id: 'l1', loadId: 'L-100123', status: 'pending', weightUnit: 'lbs', splittable: true, totals: { weight: 12000, pallets: 10, pieces: null } },
  allocated: { weight: 0, pallets: 0, pieces: null },
  remaining: { weight: 12000, pallets: 10, pieces: null },
  subloads: [],
};

beforeAll(() =>
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  }),
);

beforeEach(() => {
  jest.clearAllMocks();
  api.loadManager!.equipmentList!.mockImplementation(() => ok(EQUIPMENT));
  api.loadManager!.detail!.mockImplementation(() => ok(DETAIL));
  api.loadBoard!.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20, counts: {} }));
  api.loadTrucks!.subloads!.mockImplementation(() => ok(SUBLOADS));
  api.loadInsight!.price!.mockImplementation(() =>
    ok({ sufficient: false, quoteCount: 1, median: null, min: null, max: null, currency: null, windowDays: 90 }),
  );
  api.addressManager!.list!.mockImplementation(() => ok({ items: [ADDRESS], total: 1, page: 1, limit: 50 }));
  api.addressManager!.detail!.mockImplementation(() => ok(ADDRESS));
  api.addressManager!.defaultAddress!.mockImplementation(() => ok(null));
  api.settings!.defaults!.mockImplementation(() => ok(null));
  api.warehouseManager!.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 50 }));
  api.maps!.direction!.mockImplementation(() =>
    ok({
      code: 'Ok',
      distanceKm: 1470,
      durationMinutes: 900,
      points: [
        [41.88, -87.64],
        [32.78, -96.8],
      ],
      provider: 'local',
    }),
  );
  // The zip check's look-up gets no answer unless a test gives one (the server then checks on save).
  api.maps!.geocodePostalCode!.mockImplementation(() => Promise.reject(new Error('no answer')));
});
afterEach(() => changeLanguage('en'));

// Keystrokes without a timer between them: the form validates on each, which is slow enough on a busy machine.
const user = userEvent.setup({ delay: null });
/** Fills a field in one change (a paste): the form validates once, not on every keystroke. */
async function fill(label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** The user's module permissions: a shipper's by default (the address book); a carrier has none of it. */
const SHIPPER = ['dashboard', 'address', 'salesOrders'];
const CARRIER = ['dashboard', 'carrier', 'schedule'];

async function renderForm(route = '/loads/addload', path = '/loads/addload', language: 'en' | 'sp' | 'fr' = 'en', permissions = SHIPPER) {
  const view = await renderWithProviders(<LoadFormPage />, { route, path, features: [loadsFeature], areas: { loads: { en, sp, fr } }, language });
  act(() => void view.store.dispatch(permissionsLoaded(permissions)));
  await act(view.waitForSagas);
  return { ...view, types: () => view.dispatched().map((action) => action.type) };
}

describe('the load form', () => {
  it("starts a new load's first pickup from the company's default pickup address (settings), filled and unchanged", async () => {
    api.addressManager!.defaultAddress!.mockImplementation(() => ok(ADDRESS));
    await renderForm();
    expect(api.addressManager!.defaultAddress).toHaveBeenCalledWith({ silent: true, quietErrors: true });
    expect(screen.getByLabelText('Address (stop 1)')).toHaveValue(ADDRESS._id);
    expect(screen.getByLabelText('City (stop 1)')).toHaveValue(ADDRESS.city);
    // The delivery is still to choose.
    expect(screen.getByLabelText('Address (stop 2)')).toHaveValue('');
  });

  it("starts a new load with the company's default equipment, weight unit and currency", async () => {
    const equipment = EQUIPMENT[EQUIPMENT.length - 1]!;
    api.settings!.defaults!.mockImplementation(() =>
      ok({
        pickupAddressId: null,
        pickupAddress: null,
        equipmentKey: equipment.key,
        equipment,
        currency: 'CAD',
        weightUnit: 'kg',
        quoteValidityDays: 7,
        reminderLeadHours: [],
      }),
    );
    await renderForm();
    expect(screen.getByLabelText('Equipment')).toHaveValue(equipment._id);
    expect(screen.getByLabelText('Weight unit')).toHaveValue('kg');
    expect(screen.getByLabelText('Currency')).toHaveValue('CAD');
  });

  it('without a default pickup the first stop is still to choose', async () => {
    await renderForm();
    expect(screen.getByLabelText('Address (stop 1)')).toHaveValue('');
  });

  it('checks the fields and the stops before saving', async () => {
    const { types } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByLabelText('Commodity')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Weight')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Address (stop 1)')).toHaveAccessibleDescription('Choose an address, or type the stop in');
    // One missing choice, one error: the address book's stop asks for the address only, not for its fields as well.
    for (const field of ['Name', 'Street', 'City', 'State or province', 'Postal code']) {
      expect(screen.getByLabelText(`${field} (stop 1)`)).not.toHaveAccessibleDescription('Required');
    }
    // A stop typed in needs its place.
    await user.selectOptions(screen.getByLabelText('From (stop 2)'), 'typed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('City (stop 2)')).toHaveAccessibleDescription('Required'));
    expect(screen.getByLabelText('Postal code (stop 2)')).toHaveAccessibleDescription('Required');

    // The last stop must be a delivery.
    await user.selectOptions(screen.getByLabelText('Type (stop 2)'), 'pickup');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The last stop must be a delivery')).toBeInTheDocument();
    expect(screen.getByLabelText('Type (stop 2)')).toHaveAccessibleDescription('The last stop must be a delivery');
    // A stop starting before the one before it.
    await fill('Window start (stop 2)', '2020-01-01T08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByLabelText('Window start (stop 2)')).toHaveAccessibleDescription('Each stop must start no earlier than the stop before it');
    expect(types()).not.toContain('loads/load/saveRequested');
  });

  it("checks a typed stop's postal code against its city when the field is left, and refuses windows that have ended", async () => {
    api.maps!.geocodePostalCode!.mockImplementation(() =>
      ok({ city: 'Beverly Hills', state: 'CA', postalCode: '90210', country: 'USA', lat: 34.09, lng: -118.41 }),
    );
    await renderForm();
    await user.selectOptions(screen.getByLabelText('From (stop 2)'), 'typed');
    await fill('City (stop 2)', 'Chicago');
    await fill('Postal code (stop 2)', '90210');
    await user.tab();
    // Chicago, IL 90210: the code is Beverly Hills', said on leaving the field (before any Save).
    await waitFor(() => expect(screen.getByLabelText('Postal code (stop 2)')).toHaveAccessibleDescription("Postal Zipcode doesn't match with Locality City"));
    expect(api.maps!.geocodePostalCode).toHaveBeenCalledWith('90210', 'USA', expect.anything());
    await fill('City (stop 2)', 'Beverly Hills');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Postal code (stop 2)')).not.toHaveAccessibleDescription());

    // November 1–2 typed on December 7: the window has ended.
    const daysAgo = (days: number, hours = 0) => {
      const date = new Date(Date.now() - days * 86_400_000 + hours * 3_600_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    };
    await fill('Window start (stop 1)', daysAgo(36));
    await fill('Window end (stop 1)', daysAgo(36, 4));
    await user.tab();
    expect(await screen.findByLabelText('Window end (stop 1)')).toHaveAccessibleDescription('This window has already ended: choose a time from now on');
  });

  it('saves a two-stop load: the first stop from the address book, the second typed in', async () => {
    const { dispatched } = await renderForm();
    await user.selectOptions(await screen.findByLabelText('Address (stop 1)'), ADDRESS._id);
    // The stop fills from the book.
    await waitFor(() => expect(screen.getByLabelText('City (stop 1)')).toHaveValue('Chicago'));
    expect(screen.getByLabelText('Contact name (stop 1)')).toHaveValue('Rosa Diaz');
    // Moving a stop keeps what was typed into it (it is not filled from the book again).
    await fill('Contact name (stop 1)', 'Ana Ruiz');
    await user.click(screen.getByRole('button', { name: 'Move Stop 1: Pickup down' }));
    expect(screen.getByLabelText('Contact name (stop 2)')).toHaveValue('Ana Ruiz');
    await user.click(screen.getByRole('button', { name: 'Move Stop 2: Pickup up' }));
    await act(async () => undefined);
    expect(screen.getByLabelText('Contact name (stop 1)')).toHaveValue('Ana Ruiz');
    expect(screen.getByLabelText('City (stop 1)')).toHaveValue('Chicago');

    await user.selectOptions(screen.getByLabelText('From (stop 2)'), 'typed');
    expect(screen.queryByLabelText('Address (stop 2)')).not.toBeInTheDocument();
    await fill('Name (stop 2)', 'Dallas Crossdock');
    await fill('Street (stop 2)', '100 Commerce St');
    await fill('City (stop 2)', 'Dallas');
    await fill('State or province (stop 2)', 'TX');
    await fill('Postal code (stop 2)', '75201');

    // A third stop comes and goes; stops keep their order.
    await user.click(screen.getByRole('button', { name: 'Add delivery' }));
    expect(screen.getByRole('group', { name: 'Stop 3: Delivery' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Stop 3: Delivery' }));
    expect(screen.queryByRole('group', { name: 'Stop 3: Delivery' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Equipment'), EQUIPMENT[0]!._id);
    await fill('Commodity', 'Paper rolls');
    await fill('Weight', '12000');
    await fill('Pallets', '10');
    // An amount with its thousands separator, as the reader writes it.
    await fill('Rate', '1,850.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(dispatched().map((a) => a.type)).toContain('loads/load/saveRequested'));
    const saved = dispatched().find((a) => a.type === 'loads/load/saveRequested') as unknown as {
      payload: { values: Record<string, unknown> & { stops: Array<Record<string, unknown>> }; id?: string };
    };
    expect(saved.payload.id).toBeUndefined();
    expect(saved.payload.values).toMatchObject({
      commodity: 'Paper rolls',
      weight: 12000,
      pallets: 10,
      rate: 1850.5,
      equipmentTypeId: EQUIPMENT[0]!._id,
      currency: 'USD',
    });
    const [first, second] = saved.payload.values.stops;
    expect(first).toMatchObject({
      type: 'pickup',
      addressId: ADDRESS._id,
      name: 'Wacker DC',
      city: 'Chicago',
      postalCode: '60606',
      lat: 41.88,
      lng: -87.64,
      contactName: 'Ana Ruiz',
    });
    expect(first).not.toHaveProperty('filledFrom');
    expect(second).toMatchObject({ type: 'delivery', addressId: null, name: 'Dallas Crossdock', city: 'Dallas', postalCode: '75201' });
    expect(second).not.toHaveProperty('lat');
    expect(Date.parse(String(first!.windowEnd))).toBeGreaterThan(Date.parse(String(first!.windowStart)));
    expect(saved.payload.values.stops).toHaveLength(2);
    // A long walk through a big form: it gets more time than the default on a busy machine.
  }, 60_000);

  it("edits a load: its values, its distance, its sub-loads; the server's errors land on the stop's fields", async () => {
    api.loadManager!.update!.mockImplementation(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          {
            status: false,
            message: 'Invalid request',
            errors: [{ field: 'body.stops.1.windowStart', message: 'Each stop must start no earlier than the stop before it' }],
          },
          'x',
        ),
      ),
    );
    await renderForm('/loads/editload/l1', '/loads/editload/:id');
    expect(screen.getByRole('heading', { name: 'Edit load L-100123' })).toBeInTheDocument();
    expect(screen.getByLabelText('Commodity')).toHaveValue('Paper rolls');
    expect(screen.getByLabelText('From (stop 1)')).toHaveValue('typed');
    expect(screen.getByTestId('load-distance')).toHaveTextContent('Distance: 912.4 mi');
    expect(await screen.findByTestId('subloads-remaining')).toHaveTextContent('Left to split: 12,000 lbs of 12,000 lbs.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.loadManager!.update).toHaveBeenCalledWith('l1', expect.objectContaining({ commodity: 'Paper rolls' })));
    expect(await screen.findByLabelText('Window start (stop 2)')).toHaveAccessibleDescription('Each stop must start no earlier than the stop before it');
  });

  it("reads the weight and counts typed in the reader's language, in text fields: '1,795.5' in en", async () => {
    api.loadManager!.update!.mockImplementation(() => ok(DETAIL));
    await renderForm('/loads/editload/l1', '/loads/editload/:id');
    const weight = screen.getByLabelText('Weight');
    // Not type=number: that refuses "1,795" in some browsers and reads it differently in others.
    expect(weight).toHaveAttribute('type', 'text');
    expect(weight).toHaveAttribute('inputmode', 'decimal');
    expect(weight).toHaveValue('12000');
    await fill('Weight', '12kg');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Weight')).toHaveAccessibleDescription('Enter a number, such as 1,795.5'));
    await fill('Weight', '1,795.5');
    await fill('Pallets', '1,200');
    await fill('Minimum temperature (°F)', '-10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.loadManager!.update).toHaveBeenCalledWith('l1', expect.objectContaining({ weight: 1795.5, pallets: 1200, temperatureMinF: -10 })),
    );
  });

  it("reads a weight typed in French: '1 795,5' is 1795.5, not 17955", async () => {
    api.loadManager!.update!.mockImplementation(() => ok(DETAIL));
    await renderForm('/loads/editload/l1', '/loads/editload/:id', 'fr');
    await fill('Poids', '1 795,5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.loadManager!.update).toHaveBeenCalledWith('l1', expect.objectContaining({ weight: 1795.5 })));
  });

  it('a user without the address book (a carrier) types its stops in: the form asks nothing of the book', async () => {
    api.addressManager!.defaultAddress!.mockImplementation(() => ok(ADDRESS));
    await renderForm('/loads/addload', '/loads/addload', 'en', CARRIER);
    // The company's default pickup stays the first stop's, shown from its own fields.
    expect(screen.getByLabelText('City (stop 1)')).toHaveValue('Chicago');
    expect(
      within(screen.getByLabelText('From (stop 1)'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The address book', 'Typed in']);
    expect(screen.getByLabelText('From (stop 2)')).toHaveValue('typed');
    expect(
      within(screen.getByLabelText('From (stop 2)'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Typed in']);
    expect(screen.queryByLabelText('Address (stop 1)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add delivery' }));
    expect(screen.getByLabelText('From (stop 3)')).toHaveValue('typed');
    await act(async () => undefined);
    for (const look of [api.addressManager!.list, api.addressManager!.detail, api.warehouseManager!.list, api.warehouseManager!.detail])
      expect(look).not.toHaveBeenCalled();
  });

  it('a carrier edits a load whose stops come from the book: the stops keep their link and their fields, with no look-up', async () => {
    const WAREHOUSE_ID = '3f1c2a9e-0000-4000-8000-0000000000w1';
    api.loadManager!.detail!.mockImplementation(() =>
      ok({
        ...DETAIL,
        stops: [
          { ...DETAIL.stops[0]!, addressId: ADDRESS._id },
          { ...DETAIL.stops[1]!, warehouseId: WAREHOUSE_ID },
        ],
      }),
    );
    api.loadManager!.update!.mockImplementation(() => ok(DETAIL));
    await renderForm('/loads/editload/l1', '/loads/editload/:id', 'en', CARRIER);
    expect(screen.getByLabelText('From (stop 1)')).toHaveValue('address');
    expect(screen.getByLabelText('City (stop 1)')).toHaveValue('Dallas');
    expect(screen.getByLabelText('From (stop 2)')).toHaveValue('warehouse');
    expect(await screen.findByTestId('subloads-remaining')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.loadManager!.update).toHaveBeenCalled());
    const [, body] = api.loadManager!.update!.mock.calls[0] as [string, { stops: Array<Record<string, unknown>> }];
    expect(body.stops.map((stop) => [stop.addressId, stop.warehouseId])).toEqual([
      [ADDRESS._id, null],
      [null, WAREHOUSE_ID],
    ]);
    for (const look of [api.addressManager!.list, api.addressManager!.detail, api.warehouseManager!.list, api.warehouseManager!.detail])
      expect(look).not.toHaveBeenCalled();
  });

  it('shows a load the state machine no longer lets be edited with the reason, and no Save', async () => {
    api.loadManager!.detail!.mockImplementation(() => ok({ ...DETAIL, status: 'tendered', editable: false }));
    await renderForm('/loads/editload/l1', '/loads/editload/:id');
    expect(screen.getByRole('heading', { name: 'Load L-100123' })).toBeInTheDocument();
    expect(screen.getByTestId('not-editable')).toHaveTextContent('The load can no longer be edited: it is tendered');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText(/Dallas dock, 1 Main St, Dallas, TX 75201/)).toBeInTheDocument();
  });

  it("shows the lane's suggested price only when the API has enough history", async () => {
    api.loadInsight!.price!.mockImplementation(() =>
      ok({
        basis: 'city',
        sufficient: true,
        quoteCount: 7,
        minimumQuotes: 3,
        windowDays: 90,
        currency: 'USD',
        median: 1800,
        p25: 1700,
        p75: 1900,
        min: 1500,
        max: 2100,
      }),
    );
    await renderForm('/loads/editload/l1', '/loads/editload/:id');
    const insight = await screen.findByTestId('price-insight', undefined, { timeout: 3000 });
    expect(insight).toHaveTextContent('Median $1,800.00, range $1,500.00 to $2,100.00.');
    expect(insight).toHaveTextContent('Based on 7 approved quotes');
    expect(api.loadInsight!.price).toHaveBeenCalledWith(
      { originCity: 'Dallas', originState: 'TX', destinationCity: 'Houston', destinationState: 'TX', currency: 'USD' },
      expect.anything(),
    );
  });

  it('speaks Spanish', async () => {
    await renderForm('/loads/addload', '/loads/addload', 'sp');
    expect(screen.getByRole('heading', { name: 'Agregar carga' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ciudad (parada 1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar entrega' })).toBeInTheDocument();
  });

  it('fills the commodity, hazmat, temperatures and equipment from an ERP product', async () => {
    api.integrationManager!.products!.mockImplementation(() =>
      ok([
        {
          erpProductId: 'MAT-100',
          name: 'Frozen peas',
          description: '',
          commodity: 'Frozen vegetables',
          unit: 'case',
          unitWeightLbs: 20,
          unitsPerPallet: 60,
          isHazmat: false,
          temperatureMinF: -10,
          temperatureMaxF: 0,
          equipmentKey: 'dry_van',
        },
      ]),
    );
    await renderForm();
    await fill('Find a product (ERP)', 'peas');
    await user.click(await screen.findByRole('button', { name: 'Use Frozen peas' }, { timeout: 3000 }));
    expect(api.integrationManager!.products).toHaveBeenCalledWith('peas', 10, { silent: true });
    expect(screen.getByLabelText('Commodity')).toHaveValue('Frozen vegetables');
    expect(screen.getByLabelText('Minimum temperature (°F)')).toHaveValue('-10');
    expect(screen.getByLabelText('Maximum temperature (°F)')).toHaveValue('0');
    expect(screen.getByLabelText('Equipment')).toHaveValue(EQUIPMENT[0]!._id);
  });

  it("splits a sub-load off the load onto the load's stops, within what is left", async () => {
    const { dispatched } = await renderForm('/loads/editload/l1', '/loads/editload/:id');
    const form = await screen.findByRole('form', { name: 'Split off a sub-load' });
    const weight = screen.getByLabelText('Sub-load weight (lbs)');
    await user.click(weight);
    await user.paste('20000');
    await user.click(screen.getByRole('button', { name: 'Add sub-load' }));
    expect(await screen.findByText('More than what is left of the load')).toBeInTheDocument();
    await user.clear(weight);
    await user.paste('4000');
    await user.click(screen.getByRole('button', { name: 'Add sub-load' }));
    await waitFor(() => expect(dispatched().map((a) => a.type)).toContain('loads/splitRequested'));
    const split = dispatched().find((a) => a.type === 'loads/splitRequested') as unknown as {
      payload: { parentUuid: string; values: { weight: number; stops: unknown[] } };
    };
    expect(split.payload.parentUuid).toBe('l1');
    expect(split.payload.values.weight).toBe(4000);
    expect(split.payload.values.stops).toEqual([
      expect.objectContaining({ type: 'pickup', city: 'Dallas', windowStart: '2026-12-01T14:00:00.000Z' }),
      expect.objectContaining({ type: 'delivery', city: 'Houston' }),
    ]);
    expect(form).toBeInTheDocument();
  });

  it("the split form keeps the parent's windows that have ended, refuses another that has, and gives an added stop one that has not", async () => {
    const { dispatched } = await renderForm('/loads/editload/l1', '/loads/editload/:id');
    const form = await screen.findByRole('form', { name: 'Split off a sub-load' });
    // The parent's delivery (December 2) ended before today: moved by an hour it is a new window, and refused.
    const end = within(form).getByLabelText('Window end (sub-load stop 2)') as HTMLInputElement;
    const kept = end.value;
    const moved = new Date(Date.parse(kept) - 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await user.clear(end);
    await user.type(end, `${moved.getFullYear()}-${pad(moved.getMonth() + 1)}-${pad(moved.getDate())}T${pad(moved.getHours())}:${pad(moved.getMinutes())}`);
    await user.tab();
    await waitFor(() => expect(end).toHaveAccessibleDescription('This window has already ended: choose a time from now on'));
    await user.clear(end);
    await user.type(end, kept);
    await user.tab();
    await waitFor(() => expect(end).not.toHaveAccessibleDescription('This window has already ended: choose a time from now on'));

    // A stop added after them starts from now on, not two hours after an ended window.
    await user.click(within(form).getByRole('button', { name: 'Add sub-load delivery' }));
    expect(Date.parse((within(form).getByLabelText('Window end (sub-load stop 3)') as HTMLInputElement).value)).toBeGreaterThan(Date.now());
    expect(dispatched().filter((a) => a.type === 'loads/splitRequested')).toHaveLength(0);
  });

  it("splits a sub-load onto its own stops, edited in the load form's stop editor, with the server's errors on them", async () => {
    api.loadTrucks!.addSubload!.mockImplementationOnce(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          { status: false, message: 'Invalid request', errors: [{ field: 'body.stops.2.postalCode', message: 'Unknown postal code' }] },
          'x',
        ),
      ),
    );
    const { dispatched } = await renderForm('/loads/editload/l1', '/loads/editload/:id');
    const form = await screen.findByRole('form', { name: 'Split off a sub-load' });
    // Prefilled with the parent's stops, in fields of their own (the load form's stops are on the same page).
    expect(within(form).getByLabelText('City (sub-load stop 1)')).toHaveValue('Dallas');
    expect(within(form).getByLabelText('City (sub-load stop 2)')).toHaveValue('Houston');
    expect(screen.getByLabelText('City (stop 2)')).toHaveValue('Houston');

    await user.click(within(form).getByRole('button', { name: 'Add sub-load delivery' }));
    const city = within(form).getByLabelText('City (sub-load stop 3)');
    for (const [label, value] of [
      ['Name (sub-load stop 3)', 'Austin yard'],
      ['Street (sub-load stop 3)', '9 Lake Rd'],
      ['City (sub-load stop 3)', 'Austin'],
      ['State or province (sub-load stop 3)', 'TX'],
      ['Postal code (sub-load stop 3)', '73301'],
    ] as const) {
      await user.click(within(form).getByLabelText(label));
      await user.paste(value);
    }
    expect(city).toHaveValue('Austin');
    await user.selectOptions(within(form).getByLabelText('From (sub-load stop 3)'), 'typed');
    await user.click(within(form).getByLabelText('Sub-load weight (lbs)'));
    await user.paste('4000');
    await user.click(within(form).getByRole('button', { name: 'Add sub-load' }));

    await waitFor(() => expect(api.loadTrucks!.addSubload).toHaveBeenCalledTimes(1));
    const [parent, body] = api.loadTrucks!.addSubload!.mock.calls[0] as [
      string,
      { weight: number; stops: Array<{ type: string; city: string; postalCode: string }> },
    ];
    expect(parent).toBe('l1');
    expect(body.weight).toBe(4000);
    expect(body.stops.map((stop) => [stop.type, stop.city])).toEqual([
      ['pickup', 'Dallas'],
      ['delivery', 'Houston'],
      ['delivery', 'Austin'],
    ]);
    // The server's 400 lands on the sub-load's field it names, not on the load form's; what was typed stays.
    expect(await within(form).findByLabelText('Postal code (sub-load stop 3)')).toHaveAccessibleDescription('Unknown postal code');
    expect(within(form).getByLabelText('City (sub-load stop 3)')).toHaveValue('Austin');
    expect(screen.queryByLabelText('Postal code (stop 3)')).not.toBeInTheDocument();
    expect(dispatched().filter((a) => a.type === 'loads/splitRequested')).toHaveLength(1);

    // Corrected, the server's message goes (and typing does not bring it back); accepted, the form starts again.
    const postal = within(form).getByLabelText('Postal code (sub-load stop 3)');
    await user.clear(postal);
    await user.paste('73344');
    await waitFor(() => expect(postal).not.toHaveAccessibleDescription('Unknown postal code'));
    api.loadTrucks!.addSubload!.mockImplementationOnce(() => ok({ _id: 'l2' }));
    await user.click(within(form).getByRole('button', { name: 'Add sub-load' }));
    await waitFor(() => expect(api.loadTrucks!.addSubload).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(form).queryByLabelText('City (sub-load stop 3)')).not.toBeInTheDocument());
    expect(within(form).getByLabelText('Sub-load weight (lbs)')).toHaveValue('');
  });
});
