import { act, screen, within } from '@testing-library/react';
import { mockedApi, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { loadsFeature } from '../module';
import { LoadListPage } from './LoadListPage';

// The unit under test is the loads list's "Track" row action (the tracking page is the public-pages remote's); the API is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('loadManager', 'loadBoard', 'laneManager'));
jest.mock('@freight/map', () => ({ MapView: () => null }));
const api = mockedApi('loadManager', 'loadBoard', 'laneManager');

const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'ok', data });
const place = (city: string, state: string) => ({ city, state, country: 'USA' });
const row = (id: string, loadId: string, status: string) => ({
  _id: id,
  loadId,
  status,
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
});
const MOVING = '3f1c2a9e-0000-4000-8000-000000000a01';
const PENDING = '3f1c2a9e-0000-4000-8000-000000000a02';

it('offers "Track" on loads with an order, linking to their tracking page, and not on a pending load', async () => {
  api.loadManager!.equipmentList!.mockImplementation(() => ok([]));
  api.laneManager!.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 100 }));
  api.loadBoard!.list!.mockImplementation(() =>
    ok({ items: [row(MOVING, 'L-100201', 'in_transit'), row(PENDING, 'L-100202', 'pending')], total: 2, page: 1, limit: 20, counts: { all: 2 } }),
  );
  const view = await renderWithProviders(<LoadListPage />, { route: '/loads', path: '/loads', features: [loadsFeature], areas: { loads: { en, sp, fr } } });
  await act(view.waitForSagas);
  const [moving, pending] = screen.getAllByTestId('table-row');
  expect(within(moving!).getByRole('link', { name: 'Track L-100201' })).toHaveAttribute('href', `/orders/tracking/${MOVING}`);
  expect(within(pending!).queryByRole('link', { name: /^Track/ })).not.toBeInTheDocument();
});
