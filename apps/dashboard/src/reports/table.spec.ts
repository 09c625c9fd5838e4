import Papa from 'papaparse';
import { csvText } from '@freight/ui';
import { REPORT } from './fixtures';
import { cellValue, reportColumns, reportCsvTable, reportCurrencies, reportFileName, type ReportColumn } from './table';

const header = (column: ReportColumn) => (column.currency ? `${column.name} ${column.currency}` : column.name);

describe("the report's table and its CSV", () => {
  it('has money columns per currency (never added across currencies) and CO2e beside the cost', () => {
    expect(reportCurrencies(REPORT)).toEqual(['USD', 'CAD']);
    expect(reportColumns(REPORT).map((column) => column.key)).toEqual([
      'label',
      'loads',
      'amount:USD',
      'amount:CAD',
      'co2eKg',
      'co2eIntensity',
      'accessorials:USD',
      'accessorials:CAD',
      'averageRate:USD',
      'averageRate:CAD',
      'ratePerMile:USD',
      'ratePerMile:CAD',
      'onTimePickup',
      'onTimeDelivery',
      'averageDelay',
    ]);
  });

  it('rounds each figure once, as the screen shows it: percentages and kg to one decimal, minutes whole', () => {
    const columns = Object.fromEntries(reportColumns(REPORT).map((column) => [column.key, column]));
    const first = REPORT.rows[0]!;
    expect(cellValue(first, columns['onTimePickup']!)).toBe(66.7);
    expect(cellValue(first, columns['onTimeDelivery']!)).toBe(100);
    expect(cellValue(first, columns['averageDelay']!)).toBe(12);
    expect(cellValue(first, columns['co2eKg']!)).toBe(2345.7);
    expect(cellValue(first, columns['co2eIntensity']!)).toBe(61.2);
    expect(cellValue(first, columns['amount:USD']!)).toBe(555_001);
    // No load of that currency in the row: nothing, not a zero.
    expect(cellValue(first, columns['amount:CAD']!)).toBeNull();
    expect(cellValue(REPORT.rows[1]!, columns['co2eIntensity']!)).toBeNull();
  });

  it('writes one line per row then the totals, money as exact decimals, nothing as empty, the row names as given', async () => {
    const table = reportCsvTable(REPORT, { header, label: (row) => row.label, total: 'All lanes' });
    expect(table.fields).toEqual(reportColumns(REPORT).map(header));
    expect(table.rows).toEqual([
      ['Chicago → Dallas', '3', '5550.01', '', '2345.7', '61.2', '150.00', '', '1850.00', '', '2.06', '', '66.7', '100', '12'],
      ['Toronto, "ON" → Montréal, QC', '1', '', '900.50', '120', '', '', '0.00', '', '900.50', '', '', '0', '0', '95'],
      ['All lanes', '4', '5550.01', '900.50', '2465.7', '58.9', '150.00', '0.00', '1850.00', '900.50', '2.06', '', '50', '75', '33'],
    ]);
    // Through the kit's writer: a name with a comma and quotes comes back whole.
    const parsed = Papa.parse<string[]>(await csvText(table.fields, table.rows), { skipEmptyLines: true }).data;
    expect(parsed).toEqual([table.fields, ...table.rows]);
  });

  it('names the file after the grouping and the range', () => {
    expect(reportFileName(REPORT, '2026-08-27', '2026-11-24')).toBe('report-lane-2026-08-27-2026-11-24.csv');
  });
});
