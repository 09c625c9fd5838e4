import type { ApiEnvelope, ShipmentLabelView } from '@freight/contracts';

/** Test data of the labels panel's specs (not exported by the lib). */
export const ORDER_UUID = '11111111-1111-4111-8111-111111111111';
export const LABEL_UUID = '66666666-6666-4666-8666-666666666666';
export const OTHER_LABEL_UUID = '77777777-7777-4777-8777-777777777777';

export const answer = <T>(data: T, message = 'OK'): Promise<ApiEnvelope<T>> => Promise.resolve({ status: true, message, data });

export function createdLabel(overrides: Partial<ShipmentLabelView> = {}): ShipmentLabelView {
  return {
    _id: LABEL_UUID,
    orderId: ORDER_UUID,
    status: 'created',
    provider: 'local',
    carrier: null,
    service: null,
    from: { name: 'Chicago dock', street1: '1 Industrial Way', city: 'Chicago', state: 'IL', zip: '60607', country: 'USA' },
    to: { name: 'Dallas dock', street1: '9 Commerce St', city: 'Dallas', state: 'TX', zip: '75201', country: 'USA' },
    parcel: { length: 12, width: 9, height: 4, weight: 2.5 },
    rates: [
      { rateId: 'r_usps', carrier: 'usps', service: 'Ground Advantage', amountCents: 1023, currency: 'USD', estimatedDays: 3 },
      { rateId: 'r_ups', carrier: 'ups', service: 'Ground', amountCents: 1450, currency: 'USD', estimatedDays: 2 },
    ],
    selectedRateId: null,
    amountCents: null,
    currency: 'USD',
    trackingNumber: null,
    trackingStatus: 'unknown',
    trackingEvents: [],
    labelUrl: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    purchasedAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

export function purchasedLabel(overrides: Partial<ShipmentLabelView> = {}): ShipmentLabelView {
  return createdLabel({
    status: 'purchased',
    carrier: 'ups',
    service: 'Ground',
    selectedRateId: 'r_ups',
    amountCents: 1450,
    trackingNumber: '1ZABC1234567890123',
    trackingStatus: 'pre_transit',
    labelUrl: `/v1/api/shippo-shipment/label-file/${LABEL_UUID}`,
    purchasedAt: '2026-11-20T11:00:00.000Z',
    ...overrides,
  });
}
