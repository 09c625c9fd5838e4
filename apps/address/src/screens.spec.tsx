import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { authSlice, initialAuthState } from '@freight/auth';
import { createTestStore, renderWithProviders } from '@freight/testing';
import en from './i18n/en.json';
import sp from './i18n/sp.json';
import fr from './i18n/fr.json';
import { AddressFormPage } from './addresses/AddressFormPage';
import { AddressBookPage } from './book/AddressBookPage';
import { LaneFormPage } from './lanes/LaneFormPage';
import { addressFeature } from './module';

// The units under test are the module's screens; the API is a fake, the map a placeholder (Leaflet draws nothing in jsdom).
jest.mock('@freight/api-client', () => ({
  ...jest.requireActual('@freight/api-client'),
  addressManager: { list: jest.fn(), detail: jest.fn() },
  laneManager: { list: jest.fn(), detail: jest.fn(), users: jest.fn(), pastLoads: jest.fn(), currentLoads: jest.fn() },
  warehouseManager: { list: jest.fn() },
  maps: {
    config: jest.fn(() => Promise.resolve({ status: true, message: 'ok', data: { provider: 'local', tileUrl: '', attribution: '' } })),
    direction: jest.fn(),
  },
}));
jest.mock('@freight/map', () => ({ MapView: ({ label }: { label: string }) => <div role="region" aria-label={label} /> }));
const api = jest.requireMock('@freight/api-client') as Record<'addressManager' | 'laneManager' | 'maps', Record<string, jest.Mock>>;

const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'ok', data });
const end = (name: string, city: string, state: string, lat: number, lng: number) => ({ addressId: `id-${name}`, name, city, state, country: 'USA', lat, lng });
const LANE = {
  _id: 'l1',
  name: 'Chicago to Los Angeles',
  origin: end('Wacker DC', 'Chicago', 'IL', 41.88, -87.64),
  destination: end('Sunset Dock', 'Beverly Hills', 'CA', 34.09, -118.41),
  distanceMiles: 2829.5,
  targetRate: null,
  loadsPerWeek: null,
  notes: null,
  userCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
};

async function renderScreen(element: ReactElement, route: string, path: string) {
  const view = await renderWithProviders(element, { route, path, features: [addressFeature], areas: { address: { en, sp, fr } } });
  await act(view.waitForSagas);
  return view;
}

beforeEach(() => {
  jest.clearAllMocks();
  api.laneManager.list!.mockImplementation(() => ok({ items: [LANE], total: 1, page: 1, limit: 20 }));
  api.laneManager.detail!.mockImplementation(() => ok(LANE));
  api.laneManager.users!.mockImplementation(() => ok([]));
  api.laneManager.pastLoads!.mockImplementation(() => ok([]));
  api.laneManager.currentLoads!.mockImplementation(() => ok([]));
  api.maps.direction!.mockImplementation(() => ok({ code: 'Ok', distanceKm: 4553.7, durationMinutes: 3415.3, points: [], provider: 'local' }));
});

describe('the address book lists', () => {
  it('say "No addresses yet" only when the book is empty', async () => {
    api.addressManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    await renderScreen(<AddressBookPage />, '/address', '/address');
    expect(screen.getByText('No addresses yet. Add the places you ship from and to.')).toBeInTheDocument();
  });

  it('say nothing matches a search (kept in the URL), with a way to clear it', async () => {
    api.addressManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    await renderScreen(<AddressBookPage />, '/address?q=zzz&tag=billing', '/address');
    expect(api.addressManager.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, search: 'zzz' }, 'billing', { silent: true });
    expect(screen.getByText('Nothing matches your search or filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument();
    expect(screen.queryByText('No addresses yet. Add the places you ship from and to.')).not.toBeInTheDocument();
  });

  it('say the list could not be loaded when the call fails (504), with Retry', async () => {
    api.addressManager.list!.mockImplementation(() => Promise.reject(new ApiError('offline', 504, undefined, 'API services are currently Offline')));
    await renderScreen(<AddressBookPage />, '/address', '/address');
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('a lane', () => {
  it('shows the same distance, in the same unit, in the lanes list and on its page', async () => {
    const list = await renderScreen(<AddressBookPage />, '/address?tab=lanes', '/address');
    expect(screen.getByRole('cell', { name: '2,829.5 mi' })).toBeInTheDocument();
    list.unmount();
    await renderScreen(<LaneFormPage />, '/address/edit-lanes/l1', '/address/edit-lanes/:id');
    expect(await screen.findByTestId('lane-distance')).toHaveTextContent('2,829.5 mi by road, about 56.9 h driving');
  });
});

describe("a lane's history", () => {
  it("is a link of the lanes list to the dashboard's lane history, for a user with the dashboard", async () => {
    const auth = initialAuthState({
      user: { _id: 'u1', userId: 'u1', companyId: { _id: 'c1' }, firstname: 'Ana', lastname: 'Diaz', email: 'ana@acme.test' } as never,
      expiresAt: Date.now() + 3_600_000,
    });
    const withPermissions = (keys: string[]) =>
      createTestStore({ slices: [authSlice], features: [addressFeature], preloadedState: { auth: { ...auth, permissions: { ...auth.permissions, keys } } } });
    const view = await renderWithProviders(<AddressBookPage />, {
      route: '/address?tab=lanes',
      path: '/address',
      testStore: withPermissions(['address', 'dashboard']),
      areas: { address: { en, sp, fr } },
    });
    await act(view.waitForSagas);
    expect(screen.getByRole('link', { name: 'History of the lane Chicago to Los Angeles' })).toHaveAttribute('href', '/dashboard/lanehistory/l1');
    view.unmount();
    const without = await renderWithProviders(<AddressBookPage />, {
      route: '/address?tab=lanes',
      path: '/address',
      testStore: withPermissions(['address']),
      areas: { address: { en, sp, fr } },
    });
    await act(without.waitForSagas);
    expect(screen.getByRole('cell', { name: '2,829.5 mi' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /History of the lane/ })).not.toBeInTheDocument();
  });
});

describe('an edit page of an unknown record', () => {
  it('says so under a heading, with the way back to the address book', async () => {
    api.addressManager.detail!.mockImplementation(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Address not found' }, 'Address not found')),
    );
    await renderScreen(<AddressFormPage />, '/address/edit/3f1c2a9e-0000-4000-8000-000000000000', '/address/edit/:id');
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the address book' })).toHaveAttribute('href', '/address');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
