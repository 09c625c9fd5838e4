import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { mockedApi, renderWithProviders } from '@freight/testing';
import { LaneHistoryPage } from './LaneHistoryPage';
import { LANE, LANE_ID, ORDER_UUID } from './fixtures';
import { dashboardAreas, lanesDriversCalendarFeature } from './test-support';

// The unit under test is the screen; the API, the shared order detail and the chart are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('dashboardManager'));
const mockOpenOrder = jest.fn();
jest.mock('@freight/order-detail', () => ({
  ...jest.requireActual('@freight/order-detail'),
  OrderDetailHost: ({ list }: { list: unknown }) => <div data-testid="order-detail-host" data-list={JSON.stringify(list)} />,
  useOpenOrder: () => mockOpenOrder,
}));
jest.mock('@freight/charts', () => ({
  BarChart: ({ title, categories, series }: { title: string; categories: string[]; series: Array<{ label: string; values: number[] }> }) => (
    <figure data-testid="chart" aria-label={title} data-categories={categories.join(',')} data-series={JSON.stringify(series)} />
  ),
}));
const api = mockedApi('dashboardManager');
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'Dashboard fetched', data });
/** Intl separates groups with (narrow) no-break spaces in French: compare with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  jest.clearAllMocks();
  api.dashboardManager.laneHistory.mockImplementation(() => ok(LANE));
});

const render = (route = `/dashboard/lanehistory/${LANE_ID}`, language?: 'sp' | 'fr') =>
  renderWithProviders(<LaneHistoryPage />, {
    route,
    path: '/dashboard/lanehistory/:id',
    features: [lanesDriversCalendarFeature],
    areas: dashboardAreas,
    language,
  });

/** A figure of the summary (a term and its value). */
const figure = (name: string, summary = 'Summary') =>
  plain(
    within(screen.getByRole('region', { name: summary }))
      .getByText(name)
      .closest('div')!
      .querySelector('dd')!.textContent,
  );

describe('/dashboard/lanehistory/:id', () => {
  it("shows the lane's figures, its rates by month (chart and table), carriers, current and past loads", async () => {
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lane history: Chicago to Dallas' })).toBeInTheDocument();
    expect(api.dashboardManager.laneHistory).toHaveBeenCalledWith(LANE_ID, { months: 12 }, { silent: true, quietErrors: true });
    expect(screen.getByText(/Chicago, IL → Dallas, TX/)).toHaveTextContent('Chicago, IL → Dallas, TX · 925.0 mi · target rate $2,400.00');
    expect(figure('Delivered loads')).toBe('12');
    expect(figure('Current loads')).toBe('2');
    expect(figure('On-time pickup')).toBe('91.7%');
    expect(figure('On-time delivery')).toBe('75%');
    expect(figure('Average rate')).toBe('$2,310.50');
    expect(figure('Average rate per mile')).toBe('$2.50');
    expect(figure('CO2e')).toBe('8,123 kg');

    const chart = screen.getByTestId('chart');
    expect(chart).toHaveAttribute('aria-label', 'Average, lowest and highest rate by month');
    expect(chart).toHaveAttribute('data-categories', 'Oct 2026,Nov 2026');
    expect(JSON.parse(chart.getAttribute('data-series')!)[0]).toEqual({ label: 'Average rate', values: [2250, 2353.71] });
    const rates = screen.getByRole('table', { name: 'Rates by month' });
    expect(within(rates).getAllByRole('row')[2]).toHaveTextContent('November 20267$2,353.71$2,200.00$2,500.00');

    expect(within(screen.getByRole('table', { name: 'Carriers used' })).getByRole('row', { name: /Interstate Haulers 12 75% \$2,310.50/ })).toBeInTheDocument();
    const current = screen.getByRole('table', { name: 'Current loads' });
    expect(within(current).getByRole('row', { name: /L-100900 In transit/ })).toBeInTheDocument();
    // A load without an order is named, not a button.
    expect(within(current).queryByRole('button', { name: /L-100901/ })).not.toBeInTheDocument();
    expect(within(current).getByText('L-100901')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Past loads' })).getByRole('row', { name: /L-100800 .* Interstate Haulers \$2,350.00 Late/ }),
    ).toBeInTheDocument();
  });

  it('opens the order of a load over the page (the shared order detail)', async () => {
    const view = await render();
    await view.user.click(
      await within(await screen.findByRole('table', { name: 'Past loads' })).findByRole('button', { name: 'Open the order of load L-100800' }),
    );
    expect(mockOpenOrder).toHaveBeenCalledWith(ORDER_UUID);
    expect(screen.getByTestId('order-detail-host')).toBeInTheDocument();
  });

  it('keeps the months of history in the URL and asks for them', async () => {
    const view = await render();
    await screen.findByRole('heading', { level: 1, name: /Chicago to Dallas/ });
    await view.user.click(screen.getByRole('radio', { name: '3 months' }));
    await waitFor(() => expect(view.location()).toBe(`/dashboard/lanehistory/${LANE_ID}?months=3`));
    await waitFor(() => expect(api.dashboardManager.laneHistory).toHaveBeenLastCalledWith(LANE_ID, { months: 3 }, { silent: true, quietErrors: true }));
    await view.user.click(screen.getByRole('radio', { name: '12 months' }));
    await waitFor(() => expect(view.location()).toBe(`/dashboard/lanehistory/${LANE_ID}`));
  });

  it('says "Lane not found" for an unknown lane (404) and for a link that is no lane id, without asking', async () => {
    api.dashboardManager.laneHistory.mockImplementation(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Lane not found' }, 'Lane not found')),
    );
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lane not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    api.dashboardManager.laneHistory.mockClear();
    await renderWithProviders(<LaneHistoryPage />, {
      route: '/dashboard/lanehistory/nope',
      path: '/dashboard/lanehistory/:id',
      features: [lanesDriversCalendarFeature],
      areas: dashboardAreas,
    });
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Lane not found' })).toHaveLength(2);
    expect(api.dashboardManager.laneHistory).not.toHaveBeenCalled();
  });

  it('offers Retry when the call fails', async () => {
    api.dashboardManager.laneHistory.mockImplementationOnce(() =>
      Promise.reject(new ApiError('server', 500, { status: false, message: 'Internal error' }, 'Internal error')),
    );
    const view = await render();
    expect(await screen.findByRole('alert')).toHaveTextContent("The lane's history could not be loaded");
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lane history: Chicago to Dallas' })).toBeInTheDocument();
  });

  it('writes numbers, money and dates the way each language does', async () => {
    await render(undefined, 'fr');
    await screen.findByRole('heading', { level: 1, name: 'Historique de la ligne : Chicago to Dallas' });
    expect(figure('Tarif moyen', 'Résumé')).toBe('2 310,50 $ US');
    expect(figure('Livraison à l’heure', 'Résumé')).toBe('75 %');
    expect(within(screen.getByRole('table', { name: 'Tarifs par mois' })).getAllByRole('row')[1]).toHaveTextContent(/octobre 2026/);
  });
});
