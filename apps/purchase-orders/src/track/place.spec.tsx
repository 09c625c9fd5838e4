import { screen } from '@testing-library/react';
import { renderWithProviders } from '@freight/testing';
import { CONTAINER } from './fixtures';
import { fakeRealtime, purchaseOrdersAreas, trackMapFeature } from './test-support';
import { TrackPage } from './TrackPage';

// The simulated provider stores 'At sea' as the place of a position between ports: the track screen says it in the
// reader's language (found in the running app: "Dernière position: At sea" in fr).
jest.mock('@freight/api-client', () => ({ ...jest.requireActual('@freight/api-client'), purchaseManager: { trackContainer: jest.fn(), trackBillOfLading: jest.fn(), containerLocations: jest.fn() } }));
const mockRealtime = fakeRealtime();
jest.mock('@freight/realtime', () => ({ realtimeChannel: (type: string) => mockRealtime.make(type) }));
jest.mock('@freight/map', () => ({ ...jest.requireActual('@freight/map'), MapView: ({ label }: { label: string }) => <div role="region" aria-label={label} /> }));
const api = jest.requireMock('@freight/api-client') as { purchaseManager: Record<'trackContainer', jest.Mock> };

const atSea = { ...CONTAINER, lastPosition: { lat: 38.2, lng: -171.5, name: 'At sea', at: '2026-11-23T18:00:00.000Z' } };

describe('the last position between ports', () => {
  beforeEach(() => api.purchaseManager.trackContainer.mockResolvedValue({ status: true, message: 'Tracking fetched', data: atSea }));

  it.each([
    ['fr', 'En mer'],
    ['sp', 'En el mar'],
  ] as const)('is said in %s', async (language, expected) => {
    await renderWithProviders(<TrackPage />, { route: `/purchase-orders/track?container=${CONTAINER.containerNumber}`, path: '/purchase-orders/track', features: [trackMapFeature], areas: purchaseOrdersAreas, language });
    const position = await screen.findByTestId('last-position');
    expect(position).toHaveTextContent(expected);
    expect(position).not.toHaveTextContent('At sea');
  });

  it('keeps any other place name as it is', async () => {
    api.purchaseManager.trackContainer.mockResolvedValue({ status: true, message: 'Tracking fetched', data: CONTAINER });
    await renderWithProviders(<TrackPage />, { route: `/purchase-orders/track?container=${CONTAINER.containerNumber}`, path: '/purchase-orders/track', features: [trackMapFeature], areas: purchaseOrdersAreas, language: 'fr' });
    expect(await screen.findByTestId('last-position')).toHaveTextContent('North Pacific Ocean');
  });
});
