import type { ReportResponse, ReportRow } from '@freight/contracts';

/** Test data: a report by lane with two currencies (a lane in USD, one in CAD), and its totals. */
export const LANE_A = '3f1c2a9e-0000-4000-8000-0000000000a1';
export const LANE_B = '3f1c2a9e-0000-4000-8000-0000000000a2';

const row = (overrides: Partial<ReportRow> = {}): ReportRow => ({
  key: LANE_A,
  label: 'Chicago → Dallas',
  loads: 3,
  miles: 2700,
  onTimePickupRate: 2 / 3,
  onTimeDeliveryRate: 1,
  averageDelayMinutes: 12.4,
  money: [{ currency: 'USD', loads: 3, amountCents: 555_001, accessorialCents: 15_000, averageRateCents: 185_000, ratePerMileCents: 206 }],
  co2eKg: 2_345.67,
  co2eIntensity: 61.234,
  ...overrides,
});

export const REPORT: ReportResponse = {
  groupBy: 'lane',
  side: 'shipper',
  rows: [
    row(),
    row({
      key: LANE_B,
      label: 'Toronto, "ON" → Montréal, QC',
      loads: 1,
      miles: 340,
      onTimePickupRate: 0,
      onTimeDeliveryRate: 0,
      averageDelayMinutes: 95,
      money: [{ currency: 'CAD', loads: 1, amountCents: 90_050, accessorialCents: 0, averageRateCents: 90_050, ratePerMileCents: null }],
      co2eKg: 120,
      co2eIntensity: null,
    }),
  ],
  totals: row({
    key: 'total',
    label: 'Total',
    loads: 4,
    miles: 3040,
    onTimePickupRate: 0.5,
    onTimeDeliveryRate: 0.75,
    averageDelayMinutes: 33.05,
    money: [
      { currency: 'USD', loads: 3, amountCents: 555_001, accessorialCents: 15_000, averageRateCents: 185_000, ratePerMileCents: 206 },
      { currency: 'CAD', loads: 1, amountCents: 90_050, accessorialCents: 0, averageRateCents: 90_050, ratePerMileCents: null },
    ],
    co2eKg: 2_465.67,
    co2eIntensity: 58.9,
  }),
};
