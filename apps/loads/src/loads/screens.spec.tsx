import type { ReactElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { authSlice } from '@freight/auth';
import { mockedApi, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { loadsFeature } from '../module';
import { LoadListPage } from './LoadListPage';
import { NearTruckPage } from './NearTruckPage';

// The units under test are the list and the near-truck screens; the API is a fake, the map a placeholder.
jest.mock('@freight/api-client', () =>
  jest.requireActual('@freight/testing/src/api-client').mockApiGroups('loadManager', 'loadBoard', 'orderManager', 'loadTrucks', 'laneManager'),
);
jest.mock('@freight/map', () => ({
  MapView: ({ label, points = [] }: { label: string; points?: unknown[] }) => <div role="region" aria-label={label} data-points={points.length} />,
}));
const api = mockedApi('loadManager', 'loadBoard', 'orderManager', 'loadTrucks', 'laneManager');

const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'ok', data });
const place = (city: string, state: string) => ({ city, state, country: 'USA' });
const ROW = {
  _id: '3f1c2a9e-0000-4000-8000-0000000000l1',
  loadId: 'L-100123',
  status: 'pending',
  isDelayed: false,
  isAtRisk: false,
  origin: place('Chicago', 'IL'),
  destination: place('Dallas', 'TX'),
  pickupDate: '2026-12-01T14:00:00.000Z',
  deliveryDate: '2026-12-02T18:00:00.000Z',
  equipment: { key: 'dry_van', name: 'Dry van' },
  weight: 12000,
  weightUnit: 'lbs',
  commodity: 'Paper',
  rate: 1850,
  currency: 'USD',
  distanceMiles: 925,
  carrier: null,
  shipper: { _id: 'c1', name: 'Acme' },
  createdAt: '2026-11-20T00:00:00Z',
  mode: 'FTL',
  isBroadcast: false,
  laneId: null,
  parentId: null,
  referenceNumber: null,
  quotes: { total: 0, requested: 0, confirmed: 0 },
};
const COUNTS = { all: 12, pending: 4, new: 1, quoted: 2, accepted: 1, active: 2, assigned: 1, billed: 0, completed: 2, history: 2 };
const TRUCK = (id: string, name: string, miles: number, match: boolean) => ({
  _id: id,
  kind: 'truck',
  name,
  truckNumber: `T-${id}`,
  trailerNumber: null,
  phone: null,
  status: 'available',
  companyId: 'c1',
  companyName: 'Acme',
  own: true,
  lat: 41.9,
  lng: -87.7,
  locationName: 'Chicago, IL',
  locationAt: null,
  distanceMiles: miles,
  equipment: [{ _id: 'e1', key: 'dry_van', name: 'Dry van' }],
  equipmentMatch: match,
  capacityLbs: 45000,
  rating: null,
});

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
  api.loadManager!.equipmentList!.mockImplementation(() =>
    ok([{ _id: '3f1c2a9e-0000-4000-8000-0000000000e1', key: 'dry_van', name: 'Dry van', description: '', maxWeightLbs: null, lengthFt: null }]),
  );
  api.laneManager!.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 100 }));
  api.loadBoard!.list!.mockImplementation(() => ok({ items: [ROW], total: 1, page: 1, limit: 20, counts: COUNTS }));
  api.loadManager!.detail!.mockImplementation(() => ok({ _id: ROW._id, loadId: 'L-100123' }));
});

async function renderScreen(element: ReactElement, route: string, path: string) {
  const view = await renderWithProviders(element, { route, path, features: [loadsFeature], areas: { loads: { en, sp, fr } } });
  await act(view.waitForSagas);
  return view;
}

describe('the load list', () => {
  it('shows the tabs with their counts, the tab and filters of the URL, and each row with its actions', async () => {
    await renderScreen(<LoadListPage />, '/loads?group=pending&origin=Chicago&sort=pickupDate', '/loads');
    expect(api.loadBoard!.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, group: 'pending', origin: 'Chicago', sort: 'pickupDate' }, { silent: true });
    const tabs = screen.getByRole('navigation', { name: 'Loads by status' });
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent('Pending4');
    expect(within(tabs).getByRole('link', { name: /^All/ })).toHaveAttribute('href', '/loads?origin=Chicago&sort=pickupDate');
    expect(screen.getByLabelText('Origin (city or state)')).toHaveValue('Chicago');
    expect(screen.getByLabelText('Sort by')).toHaveValue('pickupDate');

    const row = screen.getByTestId('table-row');
    expect(within(row).getByRole('link', { name: 'L-100123' })).toHaveAttribute('href', `/loads/editload/${ROW._id}`);
    expect(within(row).getByRole('link', { name: 'Request quotes for L-100123' })).toHaveAttribute('href', `/quotes?load=${ROW._id}`);
    expect(within(row).getByRole('link', { name: 'Trucks nearby L-100123' })).toHaveAttribute('href', `/loads/near-truck/${ROW._id}`);
    expect(within(row).getByText('$1,850.00')).toBeInTheDocument();
    // The id is kept whole (no break after 'L-').
    expect(within(row).getByText('L-100123')).toHaveClass('human-id');
  });

  it('asks for the lanes (a filter) only when the user holds the address book permission', async () => {
    const carrier = await renderScreen(<LoadListPage />, '/loads', '/loads');
    await act(async () => {
      carrier.store.dispatch(authSlice.actions.permissionsLoaded(['dashboard', 'carrier', 'schedule']));
      await carrier.waitForSagas();
    });
    expect(api.laneManager!.list).not.toHaveBeenCalled();
    carrier.unmount();
    api.laneManager!.list!.mockImplementation(() => ok({ items: [{ _id: 'lane-1', name: 'Chicago → Dallas' }], total: 1, page: 1, limit: 100 }));
    const shipper = await renderScreen(<LoadListPage />, '/loads', '/loads');
    await act(async () => {
      shipper.store.dispatch(authSlice.actions.permissionsLoaded(['dashboard', 'address']));
      await shipper.waitForSagas();
    });
    expect(api.laneManager!.list).toHaveBeenCalledTimes(1);
  });

  it('names "Any equipment" for a load without an equipment type (not a blank cell)', async () => {
    api.loadBoard!.list!.mockImplementation(() => ok({ items: [{ ...ROW, equipment: null }], total: 1, page: 1, limit: 20, counts: COUNTS }));
    await renderScreen(<LoadListPage />, '/loads', '/loads');
    expect(within(screen.getByTestId('table-row')).getByText('Any equipment')).toBeInTheDocument();
  });

  it('broadcasts a row only once confirmed', async () => {
    api.loadBoard!.broadcast!.mockImplementation(() => ok({ _id: ROW._id }));
    const { user, waitForSagas } = await renderScreen(<LoadListPage />, '/loads', '/loads');
    await user.click(screen.getByRole('button', { name: 'Broadcast L-100123' }));
    expect(screen.getByRole('dialog', { name: 'Broadcast this load?' })).toHaveTextContent('L-100123 will be shown on the load board');
    expect(api.loadBoard!.broadcast).not.toHaveBeenCalled();
    // Broadcasting destroys nothing: the button is not the red one.
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Broadcast' })).not.toHaveClass('button-danger');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Broadcast' }));
    await act(waitForSagas);
    expect(api.loadBoard!.broadcast).toHaveBeenCalledWith(ROW._id);
    expect(await screen.findByText('Load Successfully Broadcasted')).toBeInTheDocument();
  });

  it('says there are no loads yet, with the way to add one', async () => {
    api.loadBoard!.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20, counts: { ...COUNTS, all: 0 } }));
    await renderScreen(<LoadListPage />, '/loads', '/loads');
    expect(screen.getByText('No loads yet. Post your first load to ask carriers for prices.')).toBeInTheDocument();
  });

  it('says an empty tab has no loads of it (not a no-match), with the way to add one', async () => {
    api.loadBoard!.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20, counts: { ...COUNTS, pending: 0 } }));
    await renderScreen(<LoadListPage />, '/loads?group=pending&sort=pickupDate', '/loads');
    expect(screen.getByText('No pending loads.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add load' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Nothing matches your search or filters.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });

  it('keeps the no-match text with Clear for a tab searched or filtered, and clearing keeps the tab', async () => {
    api.loadBoard!.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20, counts: { ...COUNTS, pending: 0 } }));
    const { user, waitForSagas } = await renderScreen(<LoadListPage />, '/loads?group=pending&origin=Nowhere', '/loads');
    expect(screen.getByText('Nothing matches your search or filters.')).toBeInTheDocument();
    expect(screen.queryByText('No pending loads.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await act(waitForSagas);
    expect(api.loadBoard!.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, group: 'pending' }, { silent: true });
    expect(screen.getByText('No pending loads.')).toBeInTheDocument();
  });
});

/** A load the company carries for another shipper (load-list's item, carrier view). */
const CARRIED = {
  _id: '3f1c2a9e-0000-4000-8000-0000000000c2',
  loadId: 'L-100200',
  status: 'tendered',
  isDelayed: false,
  isAtRisk: false,
  origin: place('Chicago', 'IL'),
  destination: place('Indianapolis', 'IN'),
  pickupDate: '2026-12-03T14:00:00.000Z',
  deliveryDate: '2026-12-04T18:00:00.000Z',
  equipment: { key: 'dry_van', name: 'Dry van' },
  weight: 38000,
  weightUnit: 'lbs',
  commodity: 'Paper rolls',
  rate: 1750,
  currency: 'USD',
  distanceMiles: 180,
  carrier: { _id: 'c9', name: 'Interstate Haulers LLC' },
  shipper: { _id: 'c1', name: 'Demo Shipping Co' },
  createdAt: '2026-11-21T00:00:00Z',
};
const ORDER_UUID = '3f1c2a9e-0000-4000-8000-0000000000a1';
const searchOf = (location: string | undefined) => Object.fromEntries(new URL(location ?? '', 'http://x').searchParams);

describe('the loads we carry (?view=carrier)', () => {
  beforeEach(() => {
    api.loadManager!.list!.mockImplementation(() => ok({ items: [CARRIED], total: 1, page: 1, limit: 20 }));
    api.orderManager!.detail!.mockImplementation(() => Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Order not found' }, 'x')));
    api.orderManager!.nextPrevious!.mockImplementation(() => ok({ previous: null, next: null, position: null, total: 0 }));
  });

  it('switches from our loads to the loads we carry in the URL, keeping the search, status and sort, dropping the tab and the other filters', async () => {
    const { user, waitForSagas, location } = await renderScreen(
      <LoadListPage />,
      '/loads?group=pending&origin=Chicago&status=tendered&sort=pickupDate&q=paper',
      '/loads',
    );
    const views = screen.getByRole('group', { name: 'Whose loads' });
    expect(within(views).getByRole('radio', { name: 'Our loads' })).toBeChecked();
    expect(api.loadManager!.list).not.toHaveBeenCalled();

    await user.click(within(views).getByRole('radio', { name: 'Loads we carry' }));
    await act(waitForSagas);
    await waitFor(() => expect(searchOf(location())).toEqual({ q: 'paper', status: 'tendered', sort: 'pickupDate', view: 'carrier' }));
    expect(within(views).getByRole('radio', { name: 'Loads we carry' })).toBeChecked();
    expect(api.loadManager!.list).toHaveBeenLastCalledWith(
      { page: 1, limit: 20, view: 'carrier', status: 'tendered', search: 'paper', sort: 'pickupDate' },
      { silent: true },
    );
    // load-list has no tabs, dates, places, equipment or lanes: the carrier view does not offer them.
    expect(screen.queryByRole('navigation', { name: 'Loads by status' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Origin (city or state)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('tendered');

    // And back: our loads, the same search, status and sort.
    await user.click(within(views).getByRole('radio', { name: 'Our loads' }));
    await act(waitForSagas);
    await waitFor(() => expect(searchOf(location())).toEqual({ q: 'paper', status: 'tendered', sort: 'pickupDate' }));
    expect(api.loadBoard!.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, status: ['tendered'], search: 'paper', sort: 'pickupDate' }, { silent: true });
    expect(screen.getByRole('navigation', { name: 'Loads by status' })).toBeInTheDocument();
  });

  it("shows each carried load with its shipper and the order as its action; the shipper's actions are not there", async () => {
    await renderScreen(<LoadListPage />, '/loads?view=carrier', '/loads');
    expect(api.loadBoard!.list).not.toHaveBeenCalled();
    expect(api.loadManager!.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, view: 'carrier' }, { silent: true });
    expect(screen.getByRole('columnheader', { name: 'Shipper' })).toBeInTheDocument();
    const row = screen.getByTestId('table-row');
    expect(row).toHaveTextContent('Demo Shipping Co');
    expect(within(row).getByText('L-100200')).toHaveClass('human-id');
    expect(within(row).getByRole('button', { name: 'Open the order of L-100200' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Track L-100200' })).toHaveAttribute('href', `/orders/tracking/${CARRIED._id}`);
    // Not ours to edit, price, broadcast, send trucks to, or delete; no load to add here.
    expect(within(row).queryByRole('link', { name: 'L-100200' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /^(Edit|View|Request quotes for|Trucks near) L-100200$/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Broadcast|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add load' })).not.toBeInTheDocument();
  });

  it('opens the order of a carried load over the list, and the panel walks the orders we carry', async () => {
    api.orderManager!.list!.mockImplementation(() => ok({ items: [{ _id: ORDER_UUID, loadUuid: CARRIED._id, status: 'new' }], total: 1, page: 1, limit: 20 }));
    const { user, waitForSagas, location } = await renderScreen(<LoadListPage />, '/loads?view=carrier', '/loads');
    await user.click(screen.getByRole('button', { name: 'Open the order of L-100200' }));
    await act(waitForSagas);
    await waitFor(() => expect(searchOf(location())).toEqual({ view: 'carrier', order: ORDER_UUID }));
    await act(waitForSagas);
    expect(api.orderManager!.nextPrevious).toHaveBeenLastCalledWith(
      { _id: ORDER_UUID, list: { scope: 'all', side: 'carrier', sort: 'newest' } },
      expect.anything(),
    );
  });

  it("walks our loads' orders from the shipper view", async () => {
    const { waitForSagas } = await renderScreen(<LoadListPage />, `/loads?order=${ORDER_UUID}`, '/loads');
    await act(waitForSagas);
    expect(api.orderManager!.nextPrevious).toHaveBeenLastCalledWith(
      { _id: ORDER_UUID, list: { scope: 'all', side: 'shipper', sort: 'newest' } },
      expect.anything(),
    );
  });

  it('says when the company carries no load yet, with the way to the load board', async () => {
    api.loadManager!.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    await renderScreen(<LoadListPage />, '/loads?view=carrier', '/loads');
    expect(screen.getByText(/^No loads to carry yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find loads on the load board' })).toHaveAttribute('href', '/searchload');
  });
});

describe('trucks near a load', () => {
  it('lists them nearest first with distance and equipment match, and assigns one once confirmed', async () => {
    api.loadTrucks!.availableTruckers!.mockImplementation(() =>
      ok({
        items: [TRUCK('t1', 'Rig One', 12.5, true), TRUCK('t2', 'Rig Two', 80, false)],
        total: 2,
        page: 1,
        limit: 50,
        radiusMiles: 250,
        load: {
          _id: ROW._id,
          loadId: 'L-100123',
          status: 'pending',
          equipment: null,
          pickup: { city: 'Chicago', state: 'IL', lat: 41.88, lng: -87.64 },
          carrierCompanyId: null,
          truckerId: null,
        },
      }),
    );
    api.loadTrucks!.assign!.mockImplementation(() => ok({}));
    const { user, waitForSagas } = await renderScreen(<NearTruckPage />, `/loads/near-truck/${ROW._id}`, '/loads/near-truck/:id');
    expect(api.loadTrucks!.availableTruckers).toHaveBeenCalledWith({ loadId: ROW._id, limit: 50, radiusMiles: 250 }, { silent: true, quietErrors: true });
    expect(screen.getByRole('heading', { name: 'Trucks near load L-100123' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('near-truck');
    expect(cards[0]).toHaveTextContent('Rig One');
    expect(cards[0]).toHaveTextContent('12.5 mi');
    expect(cards[0]).toHaveTextContent('Matches the load');
    expect(cards[1]).toHaveTextContent('Does not match');
    // A truck the server would refuse offers no Assign, and says why.
    expect(within(cards[1]!).queryByRole('button', { name: /^Assign/ })).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent("Its equipment does not match the load's: it cannot be assigned.");
    expect(within(cards[0]!).getByRole('button', { name: 'Assign Rig One (T-t1)' })).toHaveClass('button');
    expect(screen.getByRole('region', { name: 'Map of the trucks near load L-100123' })).toHaveAttribute('data-points', '3');

    await user.click(screen.getByRole('button', { name: 'Assign Rig One (T-t1)' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Assign load L-100123 to Rig One (T-t1)?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Assign' }));
    await act(waitForSagas);
    expect(api.loadTrucks!.assign).toHaveBeenCalledWith({ loadId: ROW._id, truckerId: 't1' });
    expect(await screen.findByText('Order has been successfully Assigned')).toBeInTheDocument();
  });

  it('says when no truck is free within the radius, and when the trucks could not be loaded', async () => {
    api.loadTrucks!.availableTruckers!.mockImplementation(() =>
      ok({
        items: [],
        total: 0,
        page: 1,
        limit: 50,
        radiusMiles: 250,
        load: {
          _id: ROW._id,
          loadId: 'L-100123',
          status: 'pending',
          equipment: null,
          pickup: { city: 'Chicago', state: 'IL', lat: 41.88, lng: -87.64 },
          carrierCompanyId: null,
          truckerId: null,
        },
      }),
    );
    const view = await renderScreen(<NearTruckPage />, `/loads/near-truck/${ROW._id}`, '/loads/near-truck/:id');
    expect(screen.getByText('No free truck within 250.0 mi of the first pickup. Try a wider radius.')).toBeInTheDocument();
    view.unmount();
    api.loadTrucks!.availableTruckers!.mockImplementation(() =>
      Promise.reject(new ApiError('server', 409, { status: false, message: 'No trucks are looked for a load that is delivered' }, 'x')),
    );
    await renderScreen(<NearTruckPage />, `/loads/near-truck/${ROW._id}?radius=500`, '/loads/near-truck/:id');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The trucks could not be loaded.'));
  });

  it('shows only its own not-found page for a load the user may not see, and asks for it once', async () => {
    const notFound = () => Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Load not found' }, 'Load not found'));
    api.loadManager!.detail!.mockImplementation(notFound);
    api.loadTrucks!.availableTruckers!.mockImplementation(notFound);
    await renderScreen(<NearTruckPage />, `/loads/near-truck/${ROW._id}`, '/loads/near-truck/:id');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    // The page says it: no toast repeats the server's message (the calls report their failures to the page only).
    expect(api.loadManager!.detail).toHaveBeenCalledTimes(1);
    expect(api.loadManager!.detail).toHaveBeenCalledWith(ROW._id, { silent: true, quietErrors: true });
    expect(api.loadTrucks!.availableTruckers).toHaveBeenCalledTimes(1);
    expect(api.loadTrucks!.availableTruckers).toHaveBeenCalledWith({ loadId: ROW._id, limit: 50, radiusMiles: 250 }, { silent: true, quietErrors: true });
  });
});
