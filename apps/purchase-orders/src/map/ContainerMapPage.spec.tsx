import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { mockedApi, renderWithProviders } from '@freight/testing';
import { LOCATIONS } from '../track/fixtures';
import { purchaseOrdersAreas, trackMapFeature } from '../track/test-support';
import { ContainerMapPage } from './ContainerMapPage';

// The unit under test is the screen; the API, the real-time channel and the map are fakes (the fake map shows each
// point's popup, as a click on its marker would: libs/map's own spec opens a real one).
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('purchaseManager'));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
jest.mock('@freight/map', () => ({
  ...jest.requireActual('@freight/map'),
  MapView: ({
    label,
    points,
    popup,
  }: {
    label: string;
    points: Array<{ id: string; label: string; kind: string }>;
    popup: (p: unknown) => React.ReactNode;
  }) => (
    <div role="region" aria-label={label} data-points={points.length}>
      {points.map((point) => (
        <div key={point.id} role="dialog" aria-label={`popup ${point.label}`} data-kind={point.kind}>
          {popup(point)}
        </div>
      ))}
    </div>
  ),
}));
const api = mockedApi('purchaseManager');
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'Containers fetched', data });

beforeEach(() => {
  jest.clearAllMocks();
  api.purchaseManager.containerLocations.mockImplementation(() => ok(LOCATIONS));
});

const render = (route = '/mapbox', language?: 'sp' | 'fr') =>
  renderWithProviders(<ContainerMapPage />, { route, path: '/mapbox', features: [trackMapFeature], areas: purchaseOrdersAreas, language });

describe('/mapbox', () => {
  it('puts every container on the map, each with a popup (number, order, status, ETA, vessel, Track), and lists them too', async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Container map' })).toBeInTheDocument();
    const map = await screen.findByRole('region', { name: 'Map of the containers' });
    expect(api.purchaseManager.containerLocations).toHaveBeenCalledWith({}, { silent: true, quietErrors: true });
    expect(map).toHaveAttribute('data-points', '4');
    expect(screen.getByTestId('container-map-summary')).toHaveTextContent('4 containers on the map');

    const popup = within(map).getByRole('dialog', { name: 'popup MSKU9070323 · At sea' });
    // Between ports the position has no name: "At sea"; a port's name as it is.
    expect(popup).toHaveTextContent(/MSKU9070323.*At sea.*Purchase order.*PO-100123.*Position.*At sea.*ETA.*Dec 2, 2026.*Vessel.*Maersk Essen/);
    expect(within(within(map).getByRole('dialog', { name: 'popup HLXU8765430 · Transshipment' })).getByText('Position').nextSibling).toHaveTextContent(
      'Port of Rotterdam',
    );
    expect(within(popup).getByRole('link', { name: 'PO-100123' })).toHaveAttribute('href', `/purchase-orders/edit/${LOCATIONS[0]!.purchaseOrder._id}`);
    expect(within(popup).getByRole('link', { name: 'Track MSKU9070323' })).toHaveAttribute('href', '/purchase-orders/track?container=MSKU9070323');
    expect(within(within(map).getByRole('dialog', { name: 'popup TGHU1234567 · Discharged' })).getByText('Vessel').nextSibling).toHaveTextContent('—');

    // The list alternative: the same containers, each a heading with its links (keyboard and screen readers).
    const list = screen.getByRole('region', { name: 'The same containers as a list' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['MSKU9070323 At sea', 'CSQU3054383 Discharged', 'TGHU1234567 Discharged', 'HLXU8765430 Transshipment']);
    expect(within(list).getByRole('link', { name: 'Track HLXU8765430' })).toHaveAttribute('href', '/purchase-orders/track?container=HLXU8765430');
  });

  it("says a position between ports in the reader's language", async () => {
    // LOCATIONS[0] has no place name (a position between ports).
    api.purchaseManager.containerLocations.mockImplementation(() => ok(LOCATIONS));
    await render('/mapbox', 'fr');
    const list = await screen.findByRole('region', { name: 'Les mêmes conteneurs sous forme de liste' });
    const position = within(within(list).getByTestId('map-item-MSKU9070323')).getByText('Position').nextSibling;
    expect(position).toHaveTextContent(/^En mer$/);
    expect(within(within(list).getByTestId('map-item-HLXU8765430')).getByText('Position').nextSibling).toHaveTextContent('Port of Rotterdam');
  });

  it('filters by status in the URL', async () => {
    const { user, location } = await render();
    await screen.findByRole('region', { name: 'Map of the containers' });
    api.purchaseManager.containerLocations.mockImplementation(() => ok(LOCATIONS.filter((item) => item.status === 'discharged')));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Discharged');
    await waitFor(() => expect(location()).toBe('/mapbox?status=discharged'));
    expect(api.purchaseManager.containerLocations).toHaveBeenLastCalledWith({ statuses: ['discharged'] }, { silent: true, quietErrors: true });
    await waitFor(() => expect(screen.getByTestId('container-map-summary')).toHaveTextContent('2 containers on the map'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'At sea and in port');
    await waitFor(() => expect(location()).toBe('/mapbox'));
  });

  it('says when nothing is on the map, translated, without a blank map', async () => {
    api.purchaseManager.containerLocations.mockImplementation(() => ok([]));
    await render('/mapbox?status=gate_out', 'fr');
    expect(await screen.findByText("Aucun conteneur d'un bon de commande ouvert n'a le statut « Sortie du terminal ».")).toBeInTheDocument();
    expect(document.querySelector('[data-points]')).toBeNull();
  });

  it('a failure offers Retry', async () => {
    api.purchaseManager.containerLocations.mockImplementationOnce(() =>
      Promise.reject(new ApiError('server', 503, { status: false, message: 'Service unavailable' }, 'Service unavailable')),
    );
    const { user } = await render();
    expect(await screen.findByRole('heading', { name: 'The containers could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Map of the containers' })).toHaveAttribute('data-points', '4');
  });
});
