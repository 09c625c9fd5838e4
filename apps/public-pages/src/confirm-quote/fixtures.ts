import type { CarrierQuoteView } from '@freight/contracts';

/** A quote request as its carrier sees it (tests). */
export const QUOTE: CarrierQuoteView = {
  quoteId: 'Q-AB12CD34EF',
  status: 'requested',
  recipientName: 'Marcus Reed',
  amount: null,
  currency: 'USD',
  transitDays: null,
  validUntil: null,
  notes: null,
  declineReason: null,
  comments: [],
  load: {
    loadId: 'L-100123',
    shipperName: 'Demo Freight Co.',
    commodity: 'Paper rolls',
    equipment: 'Dry Van 53 ft',
    equipmentKey: 'dry_van',
    weight: 42000,
    weightUnit: 'lbs',
    pallets: 20,
    isHazmat: false,
    temperatureMinF: null,
    temperatureMaxF: null,
    distanceMiles: 292.4,
    specialInstructions: null,
    stops: [
      { type: 'pickup', city: 'Chicago', state: 'IL', postalCode: '60601', country: 'USA', windowStart: '2026-11-25T14:00:00Z', windowEnd: '2026-11-25T18:00:00Z' },
      { type: 'delivery', city: 'Indianapolis', state: 'IN', postalCode: '46204', country: 'USA', windowStart: '2026-11-26T14:00:00Z', windowEnd: '2026-11-26T18:00:00Z' },
    ],
  },
};
