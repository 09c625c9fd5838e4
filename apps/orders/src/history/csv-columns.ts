/** The columns of /order/history's CSV and its texts (apart from csv.ts, which carries papaparse and loads on demand). */

export const HISTORY_CSV_COLUMNS = [
  'orderId',
  'loadId',
  'status',
  'counterparty',
  'origin',
  'destination',
  'pickup',
  'delivery',
  'total',
  'currency',
  'invoice',
  'paid',
  'truck',
] as const;
export type HistoryCsvColumn = (typeof HISTORY_CSV_COLUMNS)[number];

/** The export's texts in the reader's language (plain data: they ride on the export's action). */
export interface HistoryCsvLabels {
  headers: Record<HistoryCsvColumn, string>;
  /** Status value → its label; a status missing here is written as is. */
  statuses: Record<string, string>;
  yes: string;
  no: string;
}
