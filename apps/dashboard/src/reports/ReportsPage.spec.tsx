import Papa from 'papaparse';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { dashboardFeature } from '../feature';
import { LANE_A, LANE_B, REPORT } from './fixtures';
import { PRINT_VIEW_CLASS, ReportsPage } from './ReportsPage';

// The unit under test is the /reports screen; the API, the charts (uPlot needs a canvas) and the download are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('reportManager'));
jest.mock('@freight/ui', () => ({ ...jest.requireActual('@freight/ui'), saveTextFile: jest.fn() }));
jest.mock('@freight/charts', () => ({
  BarChart: ({ title, categories }: { title: string; categories: string[] }) => (
    <figure data-testid="bar-chart" data-categories={categories.join('|')}>
      {title}
    </figure>
  ),
  TimeChart: ({ title, dates }: { title: string; dates: string[] }) => (
    <figure data-testid="time-chart" data-dates={dates.join('|')}>
      {title}
    </figure>
  ),
}));
const api = jest.requireMock('@freight/api-client') as { reportManager: { report: jest.Mock; filters: jest.Mock } };
const ui = jest.requireMock('@freight/ui') as { saveTextFile: jest.Mock };

const FILTERS = {
  customers: [],
  carriers: [{ _id: '3f1c2a9e-0000-4000-8000-0000000000c1', name: 'Interstate Haulers' }],
  lanes: [
    { _id: LANE_A, name: 'Chicago → Dallas' },
    { _id: LANE_B, name: 'Toronto → Montréal' },
  ],
};

async function renderReports(route = '/reports?group=lane&from=2026-08-27&to=2026-11-24', language: 'en' | 'sp' | 'fr' = 'en') {
  const rendered = await renderWithProviders(<ReportsPage />, { route, features: [dashboardFeature], areas: { dashboard: { en, sp, fr } }, language });
  await act(() => rendered.waitForSagas());
  return rendered;
}

/** The cells of a table row as the reader sees them. */
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');

/** A report by week: two weeks (their first days). */
const BY_WEEK = {
  ...REPORT,
  groupBy: 'period' as const,
  rows: [
    { ...REPORT.rows[0]!, key: '2026-11-02', label: '2026-11-02' },
    { ...REPORT.rows[1]!, key: '2026-11-09', label: '2026-11-09' },
  ],
};

/** An answer after a tick: it lands while the test waits for the sagas (inside act), not between two awaits. */
const later =
  <T,>(value: T) =>
  () =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));

beforeEach(() => {
  api.reportManager.report
    .mockReset()
    .mockImplementation((body: { groupBy: string }) => later({ status: true, data: body.groupBy === 'period' ? BY_WEEK : REPORT })());
  api.reportManager.filters.mockReset().mockImplementation(later({ status: true, data: FILTERS }));
  ui.saveTextFile.mockReset();
});

describe('/reports', () => {
  it('shows each row and the totals, money per currency, CO2e beside the cost, figures in the language', async () => {
    await renderReports();
    expect(screen.getByRole('heading', { name: 'Reports', level: 1 })).toBeTruthy();
    expect(api.reportManager.report).toHaveBeenCalledWith({ side: 'shipper', groupBy: 'lane', from: '2026-08-27', to: '2026-11-24' }, expect.anything());
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 6)).toEqual(['Lane', 'Loads', 'Spend (USD)', 'Spend (CAD)', 'CO2e (kg)', 'g CO2e/t-km']);
    const [first, second] = screen.getAllByTestId('report-row');
    expect(cellsOf(first!)).toEqual([
      'Chicago → Dallas',
      '3',
      '$5,550.01',
      '—',
      '2,345.7',
      '61.2',
      '$150.00',
      '—',
      '$1,850.00',
      '—',
      '$2.06',
      '—',
      '66.7%',
      '100%',
      '12',
    ]);
    expect(cellsOf(second!)[3]).toBe('CA$900.50');
    expect(cellsOf(screen.getByTestId('report-totals')).slice(0, 4)).toEqual(['Total', '4', '$5,550.01', 'CA$900.50']);
    // The chart: bars per lane.
    expect(screen.getByTestId('bar-chart').getAttribute('data-categories')).toBe('Chicago → Dallas|Toronto, "ON" → Montréal, QC');
    // The table scrolls in its own focusable box (keyboard) on a narrow screen.
    expect(table.closest('[role="region"]')?.getAttribute('tabindex')).toBe('0');
  });

  it('writes numbers, money and percentages the French way', async () => {
    await renderReports(undefined, 'fr');
    const [first] = screen.getAllByTestId('report-row');
    const cells = cellsOf(first!);
    expect(cells[2]).toMatch(/^5\s550,01\s\$\sUS$/);
    expect(cells[12]).toMatch(/^66,7\s%$/);
    expect(screen.getByRole('columnheader', { name: 'Dépenses (USD)' })).toBeTruthy();
    // The filters' summary: French puts a no-break space before the colon ("Client: Tous" was written in English style).
    const summary = screen.getByText((text) => text.includes('Toutes les lignes'), { selector: 'p' });
    expect(summary.textContent).toContain('Ligne\u00a0: Toutes les lignes');
    expect(summary.textContent).not.toMatch(/\S: /);
  });

  it('keeps every choice in the URL: a lane filter, the grouping by week', async () => {
    const { location, waitForSagas } = await renderReports();
    fireEvent.change(screen.getByRole('combobox', { name: 'Lane' }), { target: { value: LANE_B } });
    await waitFor(() => expect(location()).toContain(`lane=${LANE_B}`));
    await act(() => waitForSagas());
    expect(api.reportManager.report).toHaveBeenLastCalledWith(expect.objectContaining({ laneId: LANE_B, groupBy: 'lane' }), expect.anything());

    fireEvent.click(screen.getByRole('radio', { name: 'Period' }));
    await waitFor(() => expect(location()).toContain('group=period'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(location()).toContain('period=week'));
    await act(() => waitForSagas());
    expect(api.reportManager.report).toHaveBeenLastCalledWith(
      expect.objectContaining({ groupBy: 'period', period: 'week', laneId: LANE_B }),
      expect.anything(),
    );
    // Rows by week, named by their first day; a line over time instead of bars.
    expect(screen.getAllByTestId('report-row').map((row) => row.querySelector('th')?.textContent)).toEqual(['Week of Nov 2, 2026', 'Week of Nov 9, 2026']);
    expect(screen.getByTestId('time-chart').getAttribute('data-dates')).toBe('2026-11-02|2026-11-09');
    expect(screen.queryByTestId('bar-chart')).toBeNull();
  });

  it('exports exactly the figures on screen, and prints the report alone', async () => {
    const print = jest.fn();
    window.print = print;
    const { waitForSagas } = await renderReports();
    expect(document.body.classList.contains(PRINT_VIEW_CLASS)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await act(() => waitForSagas());
    expect(ui.saveTextFile).toHaveBeenCalledTimes(1);
    const [fileName, text] = ui.saveTextFile.mock.calls[0] as [string, string];
    expect(fileName).toBe('report-lane-2026-08-27-2026-11-24.csv');
    const [header, ...lines] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(header).toEqual(screen.getAllByRole('columnheader').map((cell) => cell.textContent));
    const onScreen = [...screen.getAllByTestId('report-row'), screen.getByTestId('report-totals')].map(cellsOf);
    expect(lines).toHaveLength(onScreen.length);
    // Each figure: the screen's text read as a number equals the file's.
    const numberOf = (text: string) => (text === '—' ? '' : String(Number(text.replace(/[^0-9.-]/g, ''))));
    lines.forEach((line, index) => {
      expect(line[0]).toBe(onScreen[index]![0]);
      expect(line.slice(1).map((cell) => (cell === '' ? '' : String(Number(cell))))).toEqual(onScreen[index]!.slice(1).map(numberOf));
    });
    expect(screen.getByRole('status', { name: '' }).textContent ?? '').toContain('Lines exported: 3. File: report-lane-2026-08-27-2026-11-24.csv');

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('names the shipments without a lane, on screen, in the chart and in the file', async () => {
    const withNone = { ...REPORT, rows: [REPORT.rows[0]!, { ...REPORT.rows[1]!, key: 'none', label: '' }] };
    api.reportManager.report.mockImplementation(later({ status: true, data: withNone }));
    const { waitForSagas } = await renderReports();
    expect(screen.getAllByTestId('report-row')[1]!.querySelector('th')?.textContent).toBe('No lane');
    expect(screen.getByTestId('bar-chart').getAttribute('data-categories')).toBe('Chicago → Dallas|No lane');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await act(() => waitForSagas());
    const [, text] = ui.saveTextFile.mock.calls[0] as [string, string];
    expect(Papa.parse<string[]>(text, { skipEmptyLines: true }).data[2]![0]).toBe('No lane');
  });

  it('says when no load was delivered in the range', async () => {
    api.reportManager.report.mockImplementation(later({ status: true, data: { ...REPORT, rows: [], totals: { ...REPORT.totals, loads: 0, money: [] } } }));
    await renderReports();
    expect(screen.getByText('No delivered loads in this range.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's words when the report fails, and tries again", async () => {
    api.reportManager.report.mockImplementationOnce(() => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('offline')), 0)));
    const { waitForSagas } = await renderReports();
    expect(screen.getByRole('alert').textContent).toContain('The report could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => waitForSagas());
    expect(screen.getAllByTestId('report-row')).toHaveLength(2);
  });

  it('names a range whose end is before its start instead of asking for it', async () => {
    await renderReports('/reports?from=2026-11-02&to=2026-11-01');
    expect(screen.getByRole('alert').textContent).toBe('The end of the range must not be before its start.');
    expect(api.reportManager.report).not.toHaveBeenCalled();
  });
});
