import { screen } from '@testing-library/react';
import { mockedApi, renderWithProviders } from '@freight/testing';
import { CONTAINER } from './fixtures';
import { purchaseOrdersAreas, trackMapFeature } from './test-support';
import { TrackPage } from './TrackPage';

// A position between ports has no place name (null: the providers store none; migration 0022 cleared the English
// 'At sea' of older databases, which read "Dernière position: At sea" in fr); the track screen says "At sea" in the
// reader's language.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('purchaseManager'));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
jest.mock('@freight/map', () => ({
  ...jest.requireActual('@freight/map'),
  MapView: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));
const api = mockedApi('purchaseManager');

const tracked = (lastPosition: typeof CONTAINER.lastPosition) => ({ status: true, message: 'Tracking fetched', data: { ...CONTAINER, lastPosition } });
const between = { lat: 38.2, lng: -171.5, name: null, at: '2026-11-23T18:00:00.000Z' };
const render = (language: 'en' | 'sp' | 'fr') =>
  renderWithProviders(<TrackPage />, {
    route: `/purchase-orders/track?container=${CONTAINER.containerNumber}`,
    path: '/purchase-orders/track',
    features: [trackMapFeature],
    areas: purchaseOrdersAreas,
    language,
  });

describe('the last position between ports', () => {
  beforeEach(() => api.purchaseManager.trackContainer.mockResolvedValue(tracked(between)));

  it.each([
    ['en', 'At sea'],
    ['fr', 'En mer'],
    ['sp', 'En el mar'],
  ] as const)('has no name and is said in %s', async (language, expected) => {
    await render(language);
    const position = await screen.findByTestId('last-position');
    expect(position).toHaveTextContent(new RegExp(`^${expected} · `));
    if (language !== 'en') expect(position).not.toHaveTextContent('At sea');
  });

  it('keeps any other place name as it is', async () => {
    api.purchaseManager.trackContainer.mockResolvedValue(tracked({ lat: 33.75, lng: -118.22, name: 'Port of Long Beach', at: '2026-12-02T14:00:00.000Z' }));
    await render('fr');
    expect(await screen.findByTestId('last-position')).toHaveTextContent(/^Port of Long Beach · /);
  });
});

describe('a milestone whose place the provider did not name', () => {
  it.each([
    ['en', 'Place not given'],
    ['fr', 'Lieu non indiqué'],
    ['sp', 'Lugar no indicado'],
  ] as const)('says so in %s', async (language, expected) => {
    const milestones = CONTAINER.milestones.map((milestone, index) => (index === 0 ? { ...milestone, locationName: null } : milestone));
    api.purchaseManager.trackContainer.mockResolvedValue({
      status: true,
      message: 'Tracking fetched',
      data: { ...CONTAINER, lastPosition: between, milestones },
    });
    await render(language);
    expect((await screen.findAllByText(expected)).length).toBeGreaterThan(0);
  });
});
