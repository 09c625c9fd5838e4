import type { OrderDetailView } from '@freight/contracts';

/** Test data of the order detail's specs (not exported by the lib). */
export const ORDER_UUID = '11111111-1111-4111-8111-111111111111';
export const NEXT_UUID = '22222222-2222-4222-8222-222222222222';
export const LOAD_UUID = '33333333-3333-4333-8333-333333333333';
export const ASSIGNMENT_UUID = '44444444-4444-4444-8444-444444444444';
export const TRUCK_UUID = '55555555-5555-4555-8555-555555555555';

export function orderDetail(overrides: Partial<OrderDetailView> = {}): OrderDetailView {
  return {
    _id: ORDER_UUID,
    orderId: 'O-100123',
    type: 'FTL',
    status: 'new',
    side: 'carrier',
    actions: ['accept', 'reject'],
    documents: ['confirmation', 'bol'],
    load: {
      _id: LOAD_UUID,
      loadId: 'L-100200',
      status: 'tendered',
      commodity: 'Paper rolls',
      weight: 38000,
      weightUnit: 'lbs',
      equipment: 'Dry Van 53 ft',
      equipmentKey: 'dry_van',
      pallets: 18,
      isHazmat: false,
      distanceMiles: 183.4,
      referenceNumber: 'REF-9',
      poNumber: null,
      specialInstructions: null,
      isDelayed: false,
      isAtRisk: false,
    },
    shipper: { companyId: 'c-shipper', name: 'Demo Shipper Co', email: 'billing@shipper.test', phone: '+1 312 555 0100', address: '1 Main St, Chicago, IL 60607', logoUrl: null },
    carrier: { companyId: 'c-carrier', name: 'Interstate Haulers LLC', email: 'dispatch@interstate.test', phone: null, address: null, logoUrl: null, dotNumber: '1234567', mcNumber: null },
    stops: [
      {
        _id: 's1',
        seq: 1,
        type: 'pickup',
        addressId: null,
        warehouseId: null,
        name: 'Chicago dock',
        street1: '1 Industrial Way',
        city: 'Chicago',
        state: 'IL',
        postalCode: '60607',
        country: 'USA',
        lat: 41.87,
        lng: -87.65,
        windowStart: '2026-12-01T15:00:00.000Z',
        windowEnd: '2026-12-01T19:00:00.000Z',
        appointmentRef: null,
        contactName: null,
        contactPhone: null,
        notes: null,
      },
      {
        _id: 's2',
        seq: 2,
        type: 'delivery',
        addressId: null,
        warehouseId: null,
        name: 'Indianapolis dock',
        street1: '1 Industrial Way',
        city: 'Indianapolis',
        state: 'IN',
        postalCode: '46204',
        country: 'USA',
        lat: 39.77,
        lng: -86.15,
        windowStart: '2026-12-02T15:00:00.000Z',
        windowEnd: '2026-12-02T19:00:00.000Z',
        appointmentRef: null,
        contactName: null,
        contactPhone: null,
        notes: null,
      },
    ],
    amounts: { currency: 'USD', rateCents: 175_000, accessorialCents: 0, pendingAccessorialCents: 0, totalCents: 175_000 },
    accessorials: [],
    timeline: [
      { _id: 'h1', from: null, to: 'new', detail: false, at: '2026-11-24T10:00:00.000Z', by: { name: 'Sam Shipper', company: 'Demo Shipper Co' }, note: null },
    ],
    assignment: null,
    invoice: null,
    payment: { isPaid: false, paidAt: null, isDriverPaid: false, driverPaidAt: null, rating: null, ratingComment: null },
    labels: [],
    acceptedAt: null,
    rejectReason: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

export const ok = <T>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });
