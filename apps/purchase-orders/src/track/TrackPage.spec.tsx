import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { mockedApi, renderWithProviders } from '@freight/testing';
import { BILL, CONTAINER } from './fixtures';
import { purchaseOrdersAreas, trackMapFeature } from './test-support';
import { TrackPage } from './TrackPage';

// The unit under test is the screen; the API, the real-time channel and the map are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('purchaseManager'));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
jest.mock('@freight/map', () => ({
  ...jest.requireActual('@freight/map'),
  MapView: ({
    label,
    points,
    routes,
  }: {
    label: string;
    points: Array<{ id: string; lng: number; label: string }>;
    routes: Array<{ points: Array<[number, number]> }>;
  }) => (
    <div
      role="region"
      aria-label={label}
      data-points={JSON.stringify(points.map((p) => [p.id, p.lng]))}
      data-route={JSON.stringify(routes[0]?.points.map((p) => p[1]) ?? [])}
    />
  ),
}));
const api = mockedApi('purchaseManager');
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'Tracking fetched', data });
const refused = (status: number, message: string) =>
  Promise.reject(new ApiError(status === 404 ? 'notFound' : status === 400 ? 'input' : 'server', status, { status: false, message }, message));

beforeEach(() => {
  jest.clearAllMocks();
  api.purchaseManager.trackContainer.mockImplementation(() => ok(CONTAINER));
  api.purchaseManager.trackBillOfLading.mockImplementation(() => ok(BILL));
});

const render = (route = '/purchase-orders/track', language?: 'sp' | 'fr') =>
  renderWithProviders(<TrackPage />, { route, path: '/purchase-orders/track', features: [trackMapFeature], areas: purchaseOrdersAreas, language });

describe('/purchase-orders/track', () => {
  it('asks what to track before anything is searched', async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Track purchase orders' })).toBeInTheDocument();
    expect(screen.getByText('Type a container number or a bill of lading to see where it is.')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Track a container' })).toBeInTheDocument();
    expect(api.purchaseManager.trackContainer).not.toHaveBeenCalled();
  });

  it('shows a container from ?container=: status, facts, ETA and how it moved, milestones planned and actual, its track', async () => {
    await render('/purchase-orders/track?container=MSKU9070323');
    const card = await screen.findByRole('article', { name: 'Container MSKU9070323' });
    expect(api.purchaseManager.trackContainer).toHaveBeenCalledWith('MSKU9070323', { silent: true, quietErrors: true });
    expect(within(card).getByTestId('container-status')).toHaveTextContent('At sea');
    expect(within(card).getByRole('link', { name: 'PO-100123' })).toHaveAttribute('href', `/purchase-orders/edit/${CONTAINER.purchaseOrder._id}`);
    expect(within(card).getByTestId('vessel-voyage')).toHaveTextContent('Maersk Essen · 245E');
    expect(within(card).getByText('Shanghai → Long Beach')).toBeInTheDocument();
    expect(within(card).getByText("40' high cube · seal SL-5521")).toBeInTheDocument();

    const eta = within(card).getByRole('region', { name: 'Estimated arrival (ETA)' });
    expect(within(eta).getByTestId('eta')).toHaveTextContent(/Dec 2, 2026.*next: Vessel arrived at Port of Long Beach/);
    const history = within(eta).getByRole('list', { name: 'How the ETA moved (3 changes)' });
    const changes = within(history).getAllByRole('listitem');
    expect(changes[0]).toHaveTextContent(/first ETA Nov 30, 2026/);
    expect(changes[1]).toHaveTextContent(/moved from Nov 30, 2026.* to Dec 1, 2026.*1 day, 6 hr later \(tracking simulator\)/);
    expect(changes[2]).toHaveTextContent('18 hr later');

    const milestones = within(card).getByRole('region', { name: 'Milestones' });
    const rows = within(milestones).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.po-timeline-name')!.textContent)).toEqual([
      'Gate in',
      'Loaded on vessel',
      'Vessel departed',
      'Vessel arrived',
      'Discharged',
    ]);
    expect(rows[2]).toHaveTextContent(/Done:.*Vessel departed.*Port of Shanghai · Maersk Essen · 245E.*Actual.*Nov 13, 2026.*Planned.*Nov 12, 2026/);
    expect(rows[3]).toHaveTextContent(/Planned:.*Vessel arrived/);
    expect(rows[3]).not.toHaveTextContent('Actual');

    // The track across the Pacific with continuous longitudes; the last position beside its end (188.5 = -171.5 + 360).
    const map = within(card).getByRole('region', { name: 'Map of container MSKU9070323' });
    expect(JSON.parse(map.getAttribute('data-route')!)).toEqual([121.49, 150.2, 172.4, 188.5]);
    expect(JSON.parse(map.getAttribute('data-points')!)).toEqual([
      ['origin', 121.49],
      ['position', 188.5],
      ['destination', 241.78],
    ]);
  });

  it('normalises a typed number into the URL and tracks it', async () => {
    const { user, location } = await render();
    await user.type(screen.getByRole('textbox', { name: 'Container number' }), 'msku 907032-3');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => expect(location()).toBe('/purchase-orders/track?container=MSKU9070323'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Container MSKU9070323' })).toBeInTheDocument();
  });

  it('says which check digit is expected, on the field, without calling the server', async () => {
    const { user, location } = await render();
    await user.type(screen.getByRole('textbox', { name: 'Container number' }), 'MSKU 907032 4');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => expect(location()).toBe('/purchase-orders/track?container=MSKU9070324'));
    const field = screen.getByRole('textbox', { name: 'Container number' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/The check digit of MSKU9070324 is wrong: the last digit should be 3 \(MSKU9070323\)/);
    expect(api.purchaseManager.trackContainer).not.toHaveBeenCalled();
    // Nothing typed: the form says so and the URL stays.
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type a container number.');
    expect(location()).toBe('/purchase-orders/track?container=MSKU9070324');
  });

  it('tracks every container of a bill of lading (?bol=), with its purchase orders', async () => {
    const { user, location } = await render();
    await user.click(screen.getByRole('radio', { name: 'Bill of lading' }));
    await user.type(screen.getByRole('textbox', { name: 'Bill of lading' }), 'maeu123456789');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => expect(location()).toBe('/purchase-orders/track?bol=MAEU123456789'));
    expect(await screen.findByTestId('track-bill')).toHaveTextContent('Bill of lading MAEU123456789: 2 containers. Purchase orders: PO-100123');
    expect(api.purchaseManager.trackBillOfLading).toHaveBeenCalledWith('MAEU123456789', { silent: true, quietErrors: true });
    expect(screen.getByRole('article', { name: 'Container MSKU9070323' })).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Container CSQU3054383' });
    expect(within(second).getByTestId('eta')).toHaveTextContent('No ETA yet');
    expect(within(second).getByText('The ETA has not moved.')).toBeInTheDocument();
    expect(within(second).getByTestId('last-position')).toHaveTextContent('No position reported yet.');
  });

  it('an unknown number is a translated no-match, not a toast', async () => {
    api.purchaseManager.trackContainer.mockImplementation(() => refused(404, 'No container with this number is on your purchase orders'));
    await render('/purchase-orders/track?container=CSQU3054383', 'sp');
    expect(await screen.findByTestId('track-not-found')).toHaveTextContent('Ningún contenedor con este número está en sus órdenes de compra (CSQU3054383).');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('an unknown bill of lading says so; a failure offers Retry', async () => {
    api.purchaseManager.trackBillOfLading.mockImplementationOnce(() => refused(404, 'No purchase order has this bill of lading'));
    const first = await render('/purchase-orders/track?bol=NOPE1234', 'fr');
    expect(await screen.findByTestId('track-not-found')).toHaveTextContent("Aucun bon de commande n'a ce connaissement (NOPE1234).");
    first.unmount();

    api.purchaseManager.trackContainer.mockImplementationOnce(() => refused(500, 'Internal server error'));
    const { user } = await render('/purchase-orders/track?container=MSKU9070323');
    expect(await screen.findByRole('heading', { name: 'Tracking could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Container MSKU9070323' })).toBeInTheDocument();
  });
});
