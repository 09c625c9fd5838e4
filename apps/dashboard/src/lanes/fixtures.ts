import type { LaneHistoryResponse } from '@freight/contracts';

/** Test data of the lane history's specs. */
export const LANE_ID = '7a1c2a9e-0000-4000-8000-00000000a001';
export const ORDER_UUID = '7a1c2a9e-0000-4000-8000-00000000b001';

export const LANE: LaneHistoryResponse = {
  lane: {
    _id: LANE_ID,
    name: 'Chicago to Dallas',
    origin: 'Chicago, IL',
    destination: 'Dallas, TX',
    distanceMiles: 925,
    currency: 'USD',
    targetRateCents: 240_000,
  },
  summary: {
    deliveredLoads: 12,
    currentLoads: 2,
    onTimePickupRate: 0.9167,
    onTimeDeliveryRate: 0.75,
    averageRateCents: 231_050,
    averageRatePerMileCents: 250,
    co2eKg: 8123.4,
  },
  rates: [
    { month: '2026-10-01', loads: 5, averageRateCents: 225_000, minRateCents: 210_000, maxRateCents: 240_000 },
    { month: '2026-11-01', loads: 7, averageRateCents: 235_371, minRateCents: 220_000, maxRateCents: 250_000 },
  ],
  carriers: [{ companyId: 'c-interstate', name: 'Interstate Haulers', loads: 12, onTimeDeliveryRate: 0.75, averageRateCents: 231_050 }],
  currentLoads: [
    {
      _id: 'l-cur-1',
      loadId: 'L-100900',
      status: 'in_transit',
      pickupStart: '2026-11-24T15:00:00.000Z',
      deliveryEnd: '2026-11-25T19:00:00.000Z',
      carrier: 'Interstate Haulers',
      orderUuid: ORDER_UUID,
    },
    {
      _id: 'l-cur-2',
      loadId: 'L-100901',
      status: 'pending',
      pickupStart: '2026-11-27T15:00:00.000Z',
      deliveryEnd: '2026-11-28T19:00:00.000Z',
      carrier: null,
      orderUuid: null,
    },
  ],
  pastLoads: [
    {
      _id: 'l-past-1',
      loadId: 'L-100800',
      deliveredAt: '2026-11-10T18:00:00.000Z',
      carrier: 'Interstate Haulers',
      rateCents: 235_000,
      onTime: false,
      orderUuid: ORDER_UUID,
    },
  ],
};
