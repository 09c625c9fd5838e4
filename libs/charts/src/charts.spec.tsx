import { act, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@freight/i18n';
import { renderWithProviders } from '@freight/testing';
import { BarChart, TimeChart } from './charts';
import { chartsTranslations } from './i18n';

// uPlot itself needs a canvas, which jsdom lacks: the drawing module is a fake that records what it was given.
const mockDraw = jest.fn();
const mockChart = { setSize: jest.fn(), setData: jest.fn(), destroy: jest.fn() };
jest.mock('./draw', () => ({
  runtime: { bars: (options: unknown) => ({ bars: options }), tzDate: (date: Date) => date },
  draw: (...args: unknown[]) => {
    mockDraw(...args);
    return mockChart;
  },
}));

const DATES = ['2026-11-01', '2026-11-02', '2026-11-03'];
const SERIES = [
  { label: 'Created', values: [3, 1234.5, null] },
  { label: 'Delivered', values: [1, 2, 5] },
];

/** Rows of the table as the reader sees them (header cells then data cells). */
function tableRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('TimeChart without a canvas (jsdom: no ResizeObserver)', () => {
  it('shows the table of its figures instead, dates and numbers in English', async () => {
    await renderWithProviders(<TimeChart title="Activity" dates={DATES} series={SERIES} />);
    const table = screen.getByRole('table', { name: 'Activity' });
    expect(table).toBeVisible();
    expect(table.parentElement).toHaveClass('chart-table-wrap');
    expect(tableRows(table)).toEqual([
      ['Date', 'Created', 'Delivered'],
      ['Nov 1', '3', '1'],
      ['Nov 2', '1,234.5', '2'],
      ['Nov 3', '–', '5'],
    ]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(mockDraw).not.toHaveBeenCalled();
  });

  it('writes dates and numbers in French and Spanish, headers translated', async () => {
    const french = await renderWithProviders(<TimeChart title="Activité" dates={DATES} series={SERIES} />, { language: 'fr' });
    let rows = tableRows(screen.getByRole('table'));
    expect(rows[0]![0]).toBe(chartsTranslations.fr.date);
    expect(rows[2]![0]).toMatch(/^2 nov\.?$/);
    expect(rows[2]![1]!.replace(/\s/g, ' ')).toBe('1 234,5');
    french.unmount();

    await renderWithProviders(<TimeChart title="Actividad" dates={DATES} series={SERIES} />, { language: 'sp' });
    rows = tableRows(screen.getByRole('table', { name: 'Actividad' }));
    expect(rows[0]![0]).toBe('Fecha');
    expect(rows[2]![0]).toMatch(/^2 nov\.?$/);
    // Spanish groups thousands from five digits on.
    expect(rows[2]![1]).toBe('1,234.5');
  });
});

describe('charts in a browser that draws (ResizeObserver present, uPlot faked)', () => {
  const observed: Array<{ callback: ResizeObserverCallback; element?: Element }> = [];
  beforeEach(() => {
    mockDraw.mockClear();
    mockChart.destroy.mockClear();
    observed.length = 0;
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      entry: { callback: ResizeObserverCallback; element?: Element };
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback };
        observed.push(this.entry);
      }
      observe(element: Element) {
        this.entry.element = element;
      }
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('loads uPlot lazily, draws the options and data built from the figures, keeps the table for screen readers', async () => {
    await renderWithProviders(<TimeChart title="Activity" dates={DATES} series={SERIES} height={200} />);
    const image = screen.getByRole('img', { name: 'Activity' });
    await waitFor(() => expect(mockDraw).toHaveBeenCalledTimes(1));
    const [options, data, target] = mockDraw.mock.calls[0]!;
    expect(target).toBe(image);
    expect(options.height).toBe(200);
    expect(options.series.map((series: { label: string }) => series.label)).toEqual(['Date', 'Created', 'Delivered']);
    expect(data).toEqual([
      [Date.UTC(2026, 10, 1) / 1000, Date.UTC(2026, 10, 2) / 1000, Date.UTC(2026, 10, 3) / 1000],
      [3, 1234.5, null],
      [1, 2, 5],
    ]);
    // The table describes the image and is read by screen readers only.
    const table = screen.getByRole('table', { name: 'Activity', hidden: true });
    expect(table.parentElement).toHaveClass('visually-hidden');
    expect(image).toHaveAttribute('aria-describedby', table.parentElement!.id);
    expect(screen.queryByRole('button')).toBeNull();
    await waitFor(() => expect(image.closest('figure')).toHaveAttribute('data-canvas', 'drawn'));
  });

  it('follows its container width', async () => {
    await renderWithProviders(<TimeChart title="Activity" dates={DATES} series={SERIES} />);
    await waitFor(() => expect(observed[0]?.element).toBeDefined());
    act(() => observed[0]!.callback([{ contentRect: { width: 350 } } as ResizeObserverEntry], {} as ResizeObserver));
    expect(mockChart.setSize).toHaveBeenLastCalledWith({ width: 350, height: 240 });
  });

  it('with table="toggle", a button shows and hides the table', async () => {
    const { user } = await renderWithProviders(
      <BarChart title="Loads by lane" categories={['Chicago → Dallas', 'Reno → Boise']} series={[{ label: 'Loads', values: [12, 7] }]} table="toggle" />,
    );
    const toggle = screen.getByRole('button', { name: 'Show the figures as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the table');
    const table = screen.getByRole('table', { name: 'Loads by lane' });
    expect(table.parentElement).toHaveClass('chart-table-wrap');
    expect(tableRows(table)).toEqual([
      ['Category', 'Loads'],
      ['Chicago → Dallas', '12'],
      ['Reno → Boise', '7'],
    ]);
    await waitFor(() => expect(mockDraw).toHaveBeenCalled());
    const [options, data] = mockDraw.mock.calls[0]!;
    expect(data).toEqual([
      [0, 1],
      [12, 7],
    ]);
    expect(options.series[1].paths).toBeDefined();
  });

  it('draws anew when the language changes, and destroys the chart when it leaves', async () => {
    const { unmount } = await renderWithProviders(<TimeChart title="Activity" dates={DATES} series={SERIES} />);
    await waitFor(() => expect(mockDraw).toHaveBeenCalledTimes(1));
    await act(() => changeLanguage('fr'));
    await waitFor(() => expect(mockDraw).toHaveBeenCalledTimes(2));
    expect(mockDraw.mock.calls[1]![0].series[0].label).toBe('Date');
    expect(mockChart.destroy).toHaveBeenCalledTimes(1);
    unmount();
    expect(mockChart.destroy).toHaveBeenCalledTimes(2);
  });
});
