import type { ReactElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import type { Trucker } from '@freight/contracts';
import { selectCurrentTruck, selectShowChat } from '@freight/chat';
import { mockedApi, realtimeFake, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { fleetFeature } from './feature';
import { TruckerFormPage } from './TruckerFormPage';
import { TruckerListPage } from './TruckerListPage';

// The units under test are the fleet screens; the API is a fake, the map a placeholder that shows its point count
// (Leaflet draws nothing in jsdom), the real-time socket a stub.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('fleetManager', 'loadManager', 'driverLinks'));
jest.mock('@freight/map', () => ({
  MapView: ({ label, points }: { label: string; points: unknown[] }) => <div role="region" aria-label={label} data-points={points.length} />,
}));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
const api = mockedApi('fleetManager', 'loadManager');
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'ok', data });

const EQUIPMENT = [
  { _id: 'e-dry', key: 'dry_van', name: 'Dry Van 53 ft' },
  { _id: 'e-reefer', key: 'reefer', name: 'Reefer 53 ft' },
];
const truck = (overrides: Partial<Trucker> = {}): Trucker => ({
  _id: 't1',
  companyId: 'c',
  kind: 'truck',
  name: 'Dana Driver',
  email: null,
  phone: null,
  truckNumber: 'T-101',
  trailerNumber: 'TR-9',
  plateNumber: 'ABC 123',
  plateState: 'IL',
  vin: null,
  make: null,
  model: null,
  year: null,
  capacityLbs: null,
  dotNumber: null,
  mcNumber: null,
  status: 'available',
  settableStatus: 'available',
  homeCity: 'Chicago',
  homeState: 'IL',
  country: 'USA',
  equipment: [{ _id: 'e-dry', key: 'dry_van', name: 'Dry Van 53 ft' }],
  insuranceExpiresOn: null,
  lanes: [],
  location: { lat: 41.8, lng: -87.6, name: 'Gary, IN', heading: null, speedMph: null, at: '2026-11-23T12:00:00Z' },
  rating: null,
  ratingCount: 0,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

async function renderScreen(element: ReactElement, route: string, path: string) {
  const view = await renderWithProviders(element, { route, path, features: [fleetFeature], areas: { trucks: { en, sp, fr } } });
  await act(view.waitForSagas);
  return view;
}

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
  api.loadManager.equipmentList!.mockImplementation(() => ok(EQUIPMENT));
  api.fleetManager.lanes!.mockImplementation(() =>
    ok([
      { _id: 'l1', name: 'Chicago to Dallas' },
      { _id: 'l2', name: 'Toronto to Montreal' },
    ]),
  );
  api.fleetManager.positions!.mockImplementation(() => ok({ items: [['t1', 41.8, -87.6, 0, 'T-101']], unplaced: 2 }));
  api.fleetManager.list!.mockImplementation(() => ok({ items: [truck()], total: 1, page: 1, limit: 20 }));
});

describe('/trucks', () => {
  it('lists the trucks with their equipment, status, home base and last position, and maps them', async () => {
    await renderScreen(<TruckerListPage kind="truck" />, '/trucks?status=available', '/trucks');
    expect(screen.getByRole('heading', { level: 1, name: 'Trucks' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Trucks' });
    expect(within(table).getByRole('link', { name: 'T-101' })).toHaveAttribute('href', '/edit-truck/t1');
    expect(within(table).getByText('Dry Van 53 ft')).toBeInTheDocument();
    expect(within(table).getByText('Chicago, IL')).toBeInTheDocument();
    expect(within(table).getByText('Gary, IN')).toBeInTheDocument();
    expect(api.fleetManager.list).toHaveBeenCalledWith(expect.objectContaining({ kind: 'truck', status: 'available' }), { silent: true });
    // The map asks for the same filters, unpaged.
    expect(api.fleetManager.positions).toHaveBeenCalledWith({ kind: 'truck', status: 'available' }, { silent: true });
    expect(screen.getByRole('region', { name: "Map of the trucks' last positions" })).toHaveAttribute('data-points', '1');
    expect(screen.getByTestId('fleet-map-summary')).toHaveTextContent('On the map: 1. Without a position yet: 2.');
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Chat with T-101' })).toBeInTheDocument();
    // The page sizes include long pages (the table virtualises them).
    expect(screen.getByRole('option', { name: '10000' })).toBeInTheDocument();
  });

  it('moves a truck on the map when truck.position events arrive, gathered every 2 s', async () => {
    const view = await renderScreen(<TruckerListPage kind="truck" />, '/trucks', '/trucks');
    expect(realtimeFake.count('truck.position')).toBe(1);
    act(
      () =>
        void realtimeFake.emit('truck.position', { truckerId: 't1', lat: 39, lng: -85, loadId: null, speedMph: 50, heading: 90, at: '', locationName: null }),
    );
    act(
      () =>
        void realtimeFake.emit('truck.position', { truckerId: 't1', lat: 40, lng: -86, loadId: null, speedMph: 50, heading: 90, at: '', locationName: null }),
    );
    expect(view.store.getState().trucks!.positions.items).toEqual([['t1', 41.8, -87.6, 0, 'T-101']]);
    // The gathered positions are applied at the next 2 s tick: the newest one wins.
    await waitFor(() => expect(view.store.getState().trucks!.positions.items).toEqual([['t1', 40, -86, 0, 'T-101']]), { timeout: 3000 });
  });

  it('puts a truck reporting its first position on the map (it was one of the unplaced), asking once per truck', async () => {
    const view = await renderScreen(<TruckerListPage kind="truck" />, '/trucks', '/trucks');
    expect(api.fleetManager.positions).toHaveBeenCalledTimes(1);
    expect(realtimeFake.count('truck.position')).toBe(1);
    api.fleetManager.positions!.mockImplementation(() =>
      ok({
        items: [
          ['t1', 41.8, -87.6, 0, 'T-101'],
          ['t2', 39, -85, 0, 'T-102'],
        ],
        unplaced: 1,
      }),
    );
    act(
      () =>
        void realtimeFake.emit('truck.position', { truckerId: 't2', lat: 39, lng: -85, loadId: null, speedMph: 50, heading: 90, at: '', locationName: null }),
    );
    await waitFor(() => expect(view.store.getState().trucks!.positions.items).toHaveLength(2), { timeout: 3000 });
    expect(api.fleetManager.positions).toHaveBeenCalledTimes(2);
    // A truck the filters leave out moves: asked about once, not at every tick.
    api.fleetManager.positions!.mockImplementation(() =>
      ok({
        items: [
          ['t1', 41.8, -87.6, 0, 'T-101'],
          ['t2', 39, -85, 0, 'T-102'],
        ],
        unplaced: 1,
      }),
    );
    act(
      () =>
        void realtimeFake.emit('truck.position', {
          truckerId: 'elsewhere',
          lat: 30,
          lng: -90,
          loadId: null,
          speedMph: 50,
          heading: 90,
          at: '',
          locationName: null,
        }),
    );
    await waitFor(() => expect(api.fleetManager.positions).toHaveBeenCalledTimes(3), { timeout: 3000 });
    act(
      () =>
        void realtimeFake.emit('truck.position', {
          truckerId: 'elsewhere',
          lat: 31,
          lng: -90,
          loadId: null,
          speedMph: 50,
          heading: 90,
          at: '',
          locationName: null,
        }),
    );
    act(
      () =>
        void realtimeFake.emit('truck.position', { truckerId: 't1', lat: 40, lng: -86, loadId: null, speedMph: 50, heading: 90, at: '', locationName: null }),
    );
    await waitFor(() => expect(view.store.getState().trucks!.positions.items[0]).toEqual(['t1', 40, -86, 0, 'T-101']), { timeout: 3000 });
    expect(api.fleetManager.positions).toHaveBeenCalledTimes(3);
  });

  it('shows a long page (?limit=10000) without a DOM row per truck: the table virtualises', async () => {
    const many = Array.from({ length: 2000 }, (_, n) => truck({ _id: `t${n}`, truckNumber: `U-${n}` }));
    api.fleetManager.list!.mockImplementation(() => ok({ items: many, total: 2000, page: 1, limit: 10_000 }));
    await renderScreen(<TruckerListPage kind="truck" />, '/trucks?limit=10000', '/trucks');
    expect(api.fleetManager.list).toHaveBeenCalledWith(expect.objectContaining({ limit: 10_000 }), { silent: true });
    // The table holds the 2,000 trucks (its row count) but draws only the rows in view (none in jsdom, which has no layout).
    expect(screen.getByRole('table', { name: 'Trucks' })).toHaveAttribute('aria-rowcount', '2001');
    expect(screen.queryAllByTestId('table-row').length).toBeLessThan(200);
  });

  it('says when the fleet is empty, with the add button', async () => {
    api.fleetManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    await renderScreen(<TruckerListPage kind="truck" />, '/trucks', '/trucks');
    expect(screen.getByText('No trucks yet. Add your trucks to see them here and on the map.')).toBeInTheDocument();
  });

  it('draws no blank map when no truck has a position to show, and says so', async () => {
    api.fleetManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    api.fleetManager.positions!.mockImplementation(() => ok({ items: [], unplaced: 0 }));
    await renderScreen(<TruckerListPage kind="truck" />, '/trucks?q=nothing', '/trucks');
    expect(screen.getByTestId('fleet-map-summary')).toHaveTextContent('On the map: 0.');
    expect(screen.queryByRole('region', { name: "Map of the trucks' last positions" })).not.toBeInTheDocument();
  });

  it('changes the status of the chosen trucks at once', async () => {
    api.fleetManager.updateList!.mockImplementation(() => ok({ updated: ['t1'] }));
    api.fleetManager.detail!.mockImplementation(() => ok(truck()));
    const { user } = await renderScreen(<TruckerListPage kind="truck" />, '/trucks', '/trucks');
    await user.click(screen.getByRole('checkbox', { name: 'Select T-101' }));
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('New status'), 'maintenance');
    await user.click(screen.getByRole('button', { name: 'Apply status' }));
    expect(api.fleetManager.updateList).toHaveBeenCalledWith({ ids: ['t1'], status: 'maintenance' });
    expect(await screen.findByText('Trucks Successfully Updated')).toBeInTheDocument();
  });

  it("offers no 'On a load' to set in the bulk action, while the filter still finds the trucks on a load", async () => {
    await renderScreen(<TruckerListPage kind="truck" />, '/trucks', '/trucks');
    const choices = within(screen.getByLabelText('New status'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(choices).toEqual(['', 'available', 'off_duty', 'maintenance', 'inactive']);
    expect(within(screen.getByRole('combobox', { name: 'Status' })).getByRole('option', { name: 'On a load' })).toBeInTheDocument();
  });
});

describe('the chat from a truck row', () => {
  // No chat feature given: the chat panel is a lazy part of the layout and may not have mounted yet, so the row's
  // button keeps the open request itself (CI once lost it: the panel never opened).
  it('opens the chat panel state on that truck, even before the chat panel has mounted', async () => {
    const view = await renderWithProviders(<TruckerListPage kind="truck" />, {
      route: '/trucks',
      path: '/trucks',
      features: [fleetFeature],
      areas: { trucks: { en, sp, fr } },
    });
    await act(view.waitForSagas);
    await view.user.click(screen.getByRole('button', { name: 'Chat with T-101' }));
    expect(selectShowChat(view.store.getState())).toBe(true);
    expect(selectCurrentTruck(view.store.getState())).toMatchObject({ truckerId: 't1', name: 'Dana Driver', truckNumber: 'T-101' });
  });
});

describe('the driver link from a truck row', () => {
  it('shows the link sent, to copy and text it when the truck has no e-mail address, until closed', async () => {
    const url = 'https://freight.test/orderPickup?token=abc';
    (jest.requireMock('@freight/api-client') as { driverLinks: { send: jest.Mock } }).driverLinks.send.mockImplementation(() =>
      ok({ link: { _id: 'k1', url, expiresAt: '2026-11-30T10:00:00.000Z', emailed: false } }),
    );
    const view = await renderScreen(<TruckerListPage kind="truck" />, '/trucks', '/trucks');
    await view.user.click(screen.getByRole('button', { name: 'Send driver link to T-101' }));
    const panel = await screen.findByRole('region', { name: 'Driver link for T-101' });
    expect(within(panel).getByRole('textbox', { name: 'Driver link' })).toHaveValue(url);
    expect(within(panel).getByText(/no e-mail address: send this link to the driver by text/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await view.user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Driver link for T-101' })).not.toBeInTheDocument();
  });
});

describe('/carrier', () => {
  it('flags an expired insurance and one expiring within 30 days, with the lanes served', async () => {
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    api.fleetManager.list!.mockImplementation(() =>
      ok({
        items: [
          truck({
            _id: 'c1',
            kind: 'carrier',
            truckNumber: 'OO-1',
            dotNumber: '1234567',
            insuranceExpiresOn: day(-1),
            lanes: [{ _id: 'l1', name: 'Chicago to Dallas' }],
          }),
          truck({ _id: 'c2', kind: 'carrier', truckNumber: 'OO-2', insuranceExpiresOn: day(10) }),
          truck({ _id: 'c3', kind: 'carrier', truckNumber: 'OO-3', insuranceExpiresOn: day(90) }),
        ],
        total: 3,
        page: 1,
        limit: 20,
      }),
    );
    await renderScreen(<TruckerListPage kind="carrier" />, '/carrier', '/carrier');
    const table = screen.getByRole('table', { name: 'Carriers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Expired');
    expect(rows[0]).toHaveTextContent('DOT 1234567');
    expect(rows[0]).toHaveTextContent('Chicago to Dallas');
    expect(rows[1]).toHaveTextContent('Expires within 30 days');
    expect(rows[2]).not.toHaveTextContent('Expire');
    expect(within(table).getByRole('link', { name: 'OO-1' })).toHaveAttribute('href', '/edit/carrier/c1');
  });
});

describe('the truck form', () => {
  it('checks the fields before saving (required, patterns, at least one equipment type)', async () => {
    const { user } = await renderScreen(<TruckerFormPage kind="truck" />, '/trucks/add', '/trucks/add');
    expect(screen.getByRole('heading', { level: 1, name: 'Add truck' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('VIN'), 'IOQ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one equipment type')).toBeInTheDocument();
    expect(screen.getByLabelText('Unit number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Driver name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('17 letters and digits, without I, O or Q')).toBeInTheDocument();
    expect(api.fleetManager.add).not.toHaveBeenCalled();
    // No carrier-only fields on a truck.
    expect(screen.queryByLabelText('Insurance expires on')).not.toBeInTheDocument();
  });

  it('saves two equipment types and puts the server errors on their fields', async () => {
    api.fleetManager.add!.mockImplementation(() =>
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
    const { user } = await renderScreen(<TruckerFormPage kind="truck" />, '/trucks/add', '/trucks/add');
    await user.type(screen.getByLabelText('Unit number'), 't-7');
    await user.type(screen.getByLabelText('Driver name'), 'Dana Driver');
    await user.click(screen.getByLabelText('Dry Van 53 ft'));
    await user.click(screen.getByLabelText('Reefer 53 ft'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => undefined);
    expect(api.fleetManager.add).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'truck',
        truckNumber: 'T-7',
        name: 'Dana Driver',
        equipmentIds: ['e-dry', 'e-reefer'],
        status: 'available',
        country: 'USA',
      }),
      { idempotencyKey: expect.any(String) },
    );
    expect(await screen.findByText('Another truck of your company already has this unit number')).toBeInTheDocument();
    expect(screen.getByLabelText('Unit number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a carrier with its insurance expiry and lanes served', async () => {
    api.fleetManager.detail!.mockImplementation(() =>
      ok(truck({ _id: 'c1', kind: 'carrier', truckNumber: 'OO-1', insuranceExpiresOn: '2027-01-15', lanes: [{ _id: 'l2', name: 'Toronto to Montreal' }] })),
    );
    api.fleetManager.update!.mockImplementation(() => ok(truck()));
    const { user } = await renderScreen(<TruckerFormPage kind="carrier" />, '/edit/carrier/c1', '/edit/carrier/:truckID');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit carrier' })).toBeInTheDocument();
    expect(screen.getByLabelText('Insurance expires on')).toHaveValue('2027-01-15');
    expect(screen.getByLabelText('Toronto to Montreal')).toBeChecked();
    await user.click(screen.getByLabelText('Chicago to Dallas'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => undefined);
    expect(api.fleetManager.update).toHaveBeenCalledWith(
      'c1',
      expect.objectContaining({ kind: 'carrier', insuranceExpiresOn: '2027-01-15', laneIds: ['l2', 'l1'] }),
    );
  });

  it("offers no 'On a load' to choose; a truck on a load keeps the status the fleet gave it, and the status says why", async () => {
    api.fleetManager.detail!.mockImplementation(() => ok(truck({ status: 'on_load', settableStatus: 'maintenance' })));
    api.fleetManager.update!.mockImplementation(() => ok(truck()));
    const { user } = await renderScreen(<TruckerFormPage kind="truck" />, '/edit-truck/t1', '/edit-truck/:truckID');
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['available', 'off_duty', 'maintenance', 'inactive']);
    // The stored status, not Available: saving the form leaves it as it was.
    expect(status).toHaveValue('maintenance');
    expect(status).toHaveAccessibleDescription('This truck is on a load: it shows “On a load” until the load is delivered, then the status chosen here.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => undefined);
    expect(api.fleetManager.update).toHaveBeenCalledWith('t1', expect.objectContaining({ status: 'maintenance' }));
  });

  it('says not found for a truck opened on the carrier form', async () => {
    api.fleetManager.detail!.mockImplementation(() => ok(truck()));
    await renderScreen(<TruckerFormPage kind="carrier" />, '/edit/carrier/t1', '/edit/carrier/:truckID');
    expect(screen.getByRole('heading', { level: 1, name: 'Truck not found' })).toBeInTheDocument();
  });
});
