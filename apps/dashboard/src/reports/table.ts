import { CURRENCIES, decimalOfCents, type Currency, type ReportResponse, type ReportRow } from '@freight/contracts';

/**
 * The report's table as data: its columns and each cell's value, rounded once here. The screen formats these
 * values in the reader's language and the CSV writes the very same values as plain numbers, so the file holds
 * exactly the figures on screen (docs/modules/dashboard.md, "Reports").
 *
 * Money is per currency, never added across currencies: each currency of the report has its own amount,
 * accessorials, average rate and rate per mile columns. CO2e sits beside the cost.
 */

type ColumnName =
  | 'label'
  | 'loads'
  | 'amount'
  | 'co2eKg'
  | 'co2eIntensity'
  | 'accessorials'
  | 'averageRate'
  | 'ratePerMile'
  | 'onTimePickup'
  | 'onTimeDelivery'
  | 'averageDelay';

/** How a value is shown: `money` in cents of the column's currency, `percent` 0-100, `minutes`, `kg`, g/t-km. */
type ColumnKind = 'label' | 'count' | 'money' | 'percent' | 'minutes' | 'kg' | 'intensity';

export interface ReportColumn {
  /** Unique per table: the name, and the currency for money (`amount:USD`). */
  key: string;
  name: ColumnName;
  kind: ColumnKind;
  currency?: Currency;
}

/** A cell: text (label), a number already rounded as shown, or null (nothing to show: no load in that currency). */
export type CellValue = string | number | null;

/** The figures a row has once per currency. */
type MoneyColumn = 'amount' | 'accessorials' | 'averageRate' | 'ratePerMile';

/** The currencies the report holds, in the contracts' order. */
export function reportCurrencies(report: ReportResponse): Currency[] {
  const seen = new Set<string>();
  for (const row of [report.totals, ...report.rows]) for (const money of row.money) seen.add(money.currency);
  return CURRENCIES.filter((currency) => seen.has(currency));
}

export function reportColumns(report: ReportResponse): ReportColumn[] {
  const currencies = reportCurrencies(report);
  const money = (name: MoneyColumn): ReportColumn[] => currencies.map((currency) => ({ key: `${name}:${currency}`, name, kind: 'money', currency }));
  return [
    { key: 'label', name: 'label', kind: 'label' },
    { key: 'loads', name: 'loads', kind: 'count' },
    ...money('amount'),
    { key: 'co2eKg', name: 'co2eKg', kind: 'kg' },
    { key: 'co2eIntensity', name: 'co2eIntensity', kind: 'intensity' },
    ...money('accessorials'),
    ...money('averageRate'),
    ...money('ratePerMile'),
    { key: 'onTimePickup', name: 'onTimePickup', kind: 'percent' },
    { key: 'onTimeDelivery', name: 'onTimeDelivery', kind: 'percent' },
    { key: 'averageDelay', name: 'averageDelay', kind: 'minutes' },
  ];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
/** A share 0-1 as a percentage with one decimal (0.9537 → 95.4). */
const percentOf = (rate: number) => oneDecimal(rate * 100);

/** The value of one cell, rounded as the screen shows it. */
export function cellValue(row: ReportRow, column: ReportColumn): CellValue {
  switch (column.name) {
    case 'label':
      return row.label;
    case 'loads':
      return row.loads;
    case 'co2eKg':
      return oneDecimal(row.co2eKg);
    case 'co2eIntensity':
      return row.co2eIntensity === null ? null : oneDecimal(row.co2eIntensity);
    case 'onTimePickup':
      return row.loads === 0 ? null : percentOf(row.onTimePickupRate);
    case 'onTimeDelivery':
      return row.loads === 0 ? null : percentOf(row.onTimeDeliveryRate);
    case 'averageDelay':
      return row.loads === 0 ? null : Math.round(row.averageDelayMinutes);
    default: {
      const money = row.money.find((entry) => entry.currency === column.currency);
      if (!money) return null;
      if (column.name === 'amount') return money.amountCents;
      if (column.name === 'accessorials') return money.accessorialCents;
      if (column.name === 'averageRate') return money.averageRateCents;
      return money.ratePerMileCents;
    }
  }
}

/** The texts of the CSV in the reader's language: each column's header and each row's name. */
export interface ReportCsvTexts {
  header(column: ReportColumn): string;
  /** The first cell of a row (a period's first day as YYYY-MM-DD, so a spreadsheet sorts it). */
  label(row: ReportRow): string;
  /** The first cell of the totals row. */
  total: string;
}

/** A value as the CSV writes it: money as exact decimals of its cents, numbers with a point, nothing as empty. */
function csvCell(value: CellValue, column: ReportColumn): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  return column.kind === 'money' ? decimalOfCents(value) : String(value);
}

/** The CSV's header and lines: one line per row of the table, then the totals, the screen's columns in its order. */
export function reportCsvTable(report: ReportResponse, texts: ReportCsvTexts): { fields: string[]; rows: string[][] } {
  const columns = reportColumns(report);
  const line = (row: ReportRow, label: string) => columns.map((column) => (column.name === 'label' ? label : csvCell(cellValue(row, column), column)));
  return {
    fields: columns.map((column) => texts.header(column)),
    rows: [...report.rows.map((row) => line(row, texts.label(row))), line(report.totals, texts.total)],
  };
}

/** The file's name: `report-lane-2026-08-27-2026-11-24.csv`. */
export const reportFileName = (report: Pick<ReportResponse, 'groupBy'>, from: string, to: string) => `report-${report.groupBy}-${from}-${to}.csv`;
