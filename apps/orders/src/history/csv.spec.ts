import Papa from 'papaparse';
import { NO_DELAY, type OrderListItem } from '@freight/contracts';
import { HISTORY_CSV_COLUMNS, buildHistoryCsv, historyCsvFileName, localDateTime, type HistoryCsvLabels } from './csv';

const LABELS: HistoryCsvLabels = {
  headers: Object.fromEntries(HISTORY_CSV_COLUMNS.map((column) => [column, `H:${column}`])) as HistoryCsvLabels['headers'],
  statuses: { paid: 'S:paid', cancelled: 'S:cancelled' },
  yes: 'Yes',
  no: 'No',
};

const ORDER = (overrides: Partial<OrderListItem> = {}): OrderListItem => ({
  _id: '3f1c2a9e-0000-4000-8000-000000000001',
  orderId: 'O-100001',
  status: 'paid',
  side: 'shipper',
  loadUuid: '3f1c2a9e-0000-4000-8000-0000000000a1',
  loadId: 'L-100001',
  counterparty: { companyId: '3f1c2a9e-0000-4000-8000-0000000000c1', name: 'Interstate Haulers' },
  origin: 'Chicago, IL',
  destination: 'Dallas, TX',
  pickupStart: '2026-11-02T14:05:00.000Z',
  deliveryEnd: '2026-11-03T18:30:00.000Z',
  deliveredAt: '2026-11-04T01:15:00.000Z',
  currency: 'USD',
  totalCents: 185_001,
  invoiceNumber: 'INV-100001',
  isPaid: true,
  truckNumber: 'T-12',
  updatedAt: '2026-11-04T00:00:00.000Z',
  delay: NO_DELAY,
  ...overrides,
});

describe('the history CSV', () => {
  it('has a header row and one row per order, amounts as exact decimals of their cents, the reader’s local times; the delivery is when it was delivered', async () => {
    const text = await buildHistoryCsv(
      [ORDER(), ORDER({ orderId: 'O-100002', status: 'cancelled', deliveredAt: null, totalCents: 7, invoiceNumber: null, isPaid: false, truckNumber: null })],
      LABELS,
    );
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(HISTORY_CSV_COLUMNS.map((column) => `H:${column}`));
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      'O-100001',
      'L-100001',
      'S:paid',
      'Interstate Haulers',
      'Chicago, IL',
      'Dallas, TX',
      localDateTime('2026-11-02T14:05:00.000Z'),
      // Delivered late: the time it was delivered, not the planned end.
      localDateTime('2026-11-04T01:15:00.000Z'),
      '1850.01',
      'USD',
      'INV-100001',
      'Yes',
      'T-12',
    ]);
    // Never delivered: no delivery time.
    expect(rows[2]!.slice(7)).toEqual(['', '0.07', 'USD', '', 'No', '']);
    // RFC 4180 line ends; cells with a comma are quoted.
    expect(text.split('\r\n')).toHaveLength(3);
    expect(text).toContain('"Chicago, IL"');
  });

  it('quotes quotes and line breaks, and neutralises a cell a spreadsheet would run as a formula', async () => {
    const text = await buildHistoryCsv([ORDER({ counterparty: { companyId: 'c', name: '=HYPERLINK("x")' }, origin: 'Line\nbreak "quoted"' })], LABELS);
    const [, row] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(row![3]).toBe(`'=HYPERLINK("x")`);
    expect(row![4]).toBe('Line\nbreak "quoted"');
  });

  it('writes local times as YYYY-MM-DD HH:mm and names the file with the day', async () => {
    const local = new Date(2026, 10, 24, 9, 7);
    expect(localDateTime(local.toISOString())).toBe('2026-11-24 09:07');
    expect(localDateTime('not a date')).toBe('');
    expect(historyCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe('order-history-2026-01-05.csv');
  });
});
