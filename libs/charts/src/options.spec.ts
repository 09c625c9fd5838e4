import type uPlot from 'uplot';
import { chartFormats } from './format';
import { barChartOptions, barLayout, categoryAxisLabels, shortLabel, timeChartOptions, valueRange } from './options';
import en from './i18n/en.json';
import sp from './i18n/sp.json';
import fr from './i18n/fr.json';

const fakeU = (width = 600) => ({ bbox: { width } }) as unknown as uPlot;
/** A series' legend value (uPlot types it as a string or a function). */
const legend = (series: uPlot.Series | undefined, value: number | null) =>
  (series!.value as (u: uPlot, value: number | null, s: number, i: number) => string)(fakeU(), value, 1, 0);

describe('the options built for uPlot', () => {
  it('time chart: dates on the axis and in the legend per language (UTC days), compact values on the y axis', () => {
    const formats = chartFormats('fr', { style: 'currency', currency: 'USD' });
    const options = timeChartOptions({ width: 500, height: 200, series: [{ label: 'Spend', values: [1500, 2500] }], points: 2, dateLabel: 'Date', formats });
    expect(options.scales!.x!.time).toBe(true);
    const [xAxis, yAxis] = options.axes!;
    const day = Date.UTC(2026, 10, 24) / 1000;
    expect((xAxis!.values as (u: uPlot, splits: number[]) => string[])(fakeU(), [day])).toEqual([expect.stringMatching(/^24 nov\.?$/)]);
    expect((yAxis!.values as (u: uPlot, splits: number[]) => string[])(fakeU(), [1500])[0]!.replace(/\s/g, ' ')).toBe('1,5 k $ US');
    expect(legend(options.series[1], 1500).replace(/\s/g, ' ')).toBe('1 500,00 $ US');
    expect(legend(options.series[1], null)).toBe('–');
    expect(options.series[1]!.stroke).toBe('#0b5cad');
  });

  it('the y axis is wide enough for its longest label (Spanish money keeps its figure: "USD 2.5 k", not "USD 2.")', () => {
    const formats = chartFormats('sp', { style: 'currency', currency: 'USD' });
    const options = timeChartOptions({ width: 500, height: 200, series: [{ label: 'Rate', values: [2500] }], points: 1, dateLabel: 'Mes', formats });
    const yAxis = options.axes![1]!;
    const labels = (yAxis.values as (u: uPlot, splits: number[]) => string[])(fakeU(), [0, 1000, 2500]);
    expect(labels[2]!.replace(/\s/g, ' ')).toBe('USD 2.5 k');
    const size = (yAxis.size as (u: uPlot, values: string[], axis: number, cycle: number) => number)(fakeU(), labels, 1, 0);
    // uPlot's 12 px labels: about 7 px a character, plus its ticks and gap (15 px).
    expect(size).toBeGreaterThanOrEqual(15 + 7 * labels[2]!.length);
    // Short labels keep the usual width; nothing measured yet (uPlot's first pass) too.
    expect((yAxis.size as (u: uPlot, values: string[] | null, axis: number, cycle: number) => number)(fakeU(), ['$3K'], 1, 0)).toBe(64);
    expect((yAxis.size as (u: uPlot, values: string[] | null, axis: number, cycle: number) => number)(fakeU(), null, 1, 0)).toBe(64);
  });

  it('marks the chart idle while the cursor is away, so the legend shows names, not "Day: – Created: –"', () => {
    const formats = chartFormats('en');
    const time = timeChartOptions({ width: 500, height: 200, series: [{ label: 'Created', values: [1, 2] }], points: 2, dateLabel: 'Day', formats });
    const bars = barChartOptions({
      width: 400,
      height: 200,
      categories: ['A'],
      series: [
        { label: 'Avg', values: [1] },
        { label: 'Max', values: [2] },
      ],
      categoryLabel: 'Month',
      formats,
    });
    for (const options of [time, bars]) {
      const root = document.createElement('div');
      const u = { root, cursor: { idx: null as number | null } } as unknown as uPlot;
      const run = (hook: 'ready' | 'setCursor') => (options.hooks![hook] as Array<(u: uPlot) => void>).forEach((fn) => fn(u));
      run('ready');
      expect(root.classList.contains('chart-idle')).toBe(true);
      (u.cursor as { idx: number | null }).idx = 1;
      run('setCursor');
      expect(root.classList.contains('chart-idle')).toBe(false);
      (u.cursor as { idx: number | null }).idx = null;
      run('setCursor');
      expect(root.classList.contains('chart-idle')).toBe(true);
    }
  });

  it('a day is the UTC day wherever the reader is', () => {
    expect(chartFormats('en').date('2026-11-01')).toBe('Nov 1');
    expect(chartFormats('en').date(Date.UTC(2026, 10, 1) / 1000)).toBe('Nov 1');
  });

  it('y scale from zero to a little above the largest value; 0-1 when empty', () => {
    expect(valueRange(3, 100)).toEqual([0, 108]);
    expect(valueRange(null, null)).toEqual([0, 1]);
    expect(valueRange(-5, 10)).toEqual([-5, 10.8]);
  });

  it('bar chart: grouped bars side by side, each series its share of 0.8 of a category', () => {
    expect(barLayout(2, 2, 0)).toEqual({ x0: [-0.4, 0.6], width: 0.4 });
    expect(barLayout(2, 2, 1)).toEqual({ x0: [0, 1], width: 0.4 });
    const bars = jest.fn((opts: uPlot.Series.BarsPathBuilderOpts) => opts as unknown as uPlot.Series.PathBuilder);
    const options = barChartOptions({
      width: 400,
      height: 200,
      categories: ['A', 'B'],
      series: [
        { label: 'Loads', values: [1, 2] },
        { label: 'Late', values: [0, 1], color: 'red' },
      ],
      categoryLabel: 'Lane',
      formats: chartFormats('en'),
      runtime: { bars },
    });
    expect(bars).toHaveBeenCalledTimes(2);
    const disp = bars.mock.calls[1]![0].disp!;
    expect(disp.x0!.values(fakeU(), 2, 0, 1)).toEqual([0, 1]);
    expect(disp.size!.values(fakeU(), 2, 0, 1)).toEqual([0.4]);
    expect(options.series[2]!.fill).toBe('red');
    expect((options.scales!.x!.range as unknown as () => number[])()).toEqual([-0.5, 1.5]);
    expect((options.axes![0]!.values as (u: uPlot, splits: number[]) => string[])(fakeU(), [0, 1])).toEqual(['A', 'B']);
    expect(legend(options.series[0], 1)).toBe('B');
  });

  it('category labels: shortened, and every n-th one when the axis is narrow', () => {
    expect(shortLabel('Chicago, IL → Dallas, TX')).toBe('Chicago, IL →…');
    const twelve = Array.from({ length: 12 }, (_, index) => `C${index}`);
    expect(categoryAxisLabels(twelve, 1000).every((label) => label !== '')).toBe(true);
    const narrow = categoryAxisLabels(twelve, 300);
    expect(narrow.filter((label) => label !== '')).toEqual(['C0', 'C3', 'C6', 'C9']);
  });

  it("long category names (a report's lanes) never overlap: each shown label has room for its characters", () => {
    const lanes = Array.from({ length: 15 }, (_, index) => `San Antonio, TX → City ${index}, FL`);
    const width = 1100;
    const labels = categoryAxisLabels(lanes, width);
    const shown = labels.map((label, index) => [label, index] as const).filter(([label]) => label !== '');
    const step = shown[1]![1] - shown[0]![1];
    // uPlot's 12 px axis font: about 7 px a character; the labels are centred on categories width / 15 apart.
    expect((step * width) / lanes.length).toBeGreaterThanOrEqual(7 * shown[0]![0].length);
    expect(shown.length).toBeGreaterThan(1);
  });

  it('the texts exist in en, sp and fr with the same keys', () => {
    expect(Object.keys(sp).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
});
