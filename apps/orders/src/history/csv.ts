import { decimalOfCents, type OrderListItem } from '@freight/contracts';
import { csvText } from '@freight/ui';
import { HISTORY_CSV_COLUMNS, type HistoryCsvColumn, type HistoryCsvLabels } from './csv-columns';

export { HISTORY_CSV_COLUMNS, type HistoryCsvColumn, type HistoryCsvLabels };

/**
 * The CSV of /order/history's export: one row per order, in the reader's language (headers and statuses), amounts
 * as exact decimals of their cents with the currency in its own column, times as the reader's local
 * `YYYY-MM-DD HH:mm`, written by the kit's CSV writer (`csvText` of @freight/ui: quoting, CRLF, formulas
 * neutralised; papaparse loaded on demand). Loaded on demand too (the saga imports this file when the user exports).
 */

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as the reader's local `YYYY-MM-DD HH:mm` (a spreadsheet reads it as a date and time). */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The reader's today as `YYYY-MM-DD`. */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The export's file name: `order-history-2026-11-24.csv`. */
export const historyCsvFileName = (date: Date = new Date()) => `order-history-${localDay(date)}.csv`;

export function buildHistoryCsv(items: readonly OrderListItem[], labels: HistoryCsvLabels): Promise<string> {
  const cells = (item: OrderListItem): Record<HistoryCsvColumn, string> => ({
    orderId: item.orderId,
    loadId: item.loadId,
    status: labels.statuses[item.status] ?? item.status,
    counterparty: item.counterparty.name,
    origin: item.origin,
    destination: item.destination,
    pickup: localDateTime(item.pickupStart),
    // When it was delivered, as on the screen; empty for an order never delivered.
    delivery: item.deliveredAt ? localDateTime(item.deliveredAt) : '',
    total: decimalOfCents(item.totalCents),
    currency: item.currency,
    invoice: item.invoiceNumber ?? '',
    paid: item.isPaid ? labels.yes : labels.no,
    truck: item.truckNumber ?? '',
  });
  return csvText(
    HISTORY_CSV_COLUMNS.map((column) => labels.headers[column]),
    items.map((item) => {
      const row = cells(item);
      return HISTORY_CSV_COLUMNS.map((column) => row[column]);
    }),
  );
}
