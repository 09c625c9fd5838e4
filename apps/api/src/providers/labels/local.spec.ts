import type { ParcelAddress } from '@freight/contracts';
import { billablePounds, createLocalLabelProvider, simulateTracking, trackingNumberFor, zoneOf } from './local';

const DALLAS: ParcelAddress = { name: 'Dallas Parts Desk', street1: '4500 Irving Blvd', city: 'Dallas', state: 'TX', zip: '75247', country: 'USA' };
const FORT_WORTH: ParcelAddress = { ...DALLAS, name: 'Fort Worth Dock', city: 'Fort Worth', zip: '76102' };
const BOSTON: ParcelAddress = { name: 'Harbor Receiving', street1: '1 Seaport Ln', city: 'Boston', state: 'MA', zip: '02210', country: 'USA' };
const TORONTO: ParcelAddress = { name: 'King West Receiving', street1: '250 Front St W', city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'CANADA' };
const PARCEL = { length: 12, width: 9, height: 4, weight: 2.5 };
const LABEL = '3f1c2a5e-7b8d-4c9e-a0f1-2b3c4d5e6f70';

describe('the local label provider', () => {
  const provider = createLocalLabelProvider();

  it('bills the greater of the actual and the dimensional weight, and prices by distance', async () => {
    expect(billablePounds(PARCEL)).toBe(4); // 432 in³ / 139 = 3.1 → 4 lb over 2.5 lb actual
    expect(billablePounds({ ...PARCEL, weight: 20 })).toBe(20);
    expect(zoneOf(DALLAS, FORT_WORTH)).toBe(1);
    expect(zoneOf(DALLAS, BOSTON)).toBeGreaterThanOrEqual(6);
    const near = await provider.createShipment({ labelId: LABEL, from: DALLAS, to: FORT_WORTH, parcel: PARCEL });
    const far = await provider.createShipment({ labelId: LABEL, from: DALLAS, to: BOSTON, parcel: PARCEL });
    expect(near.rates.map((rate) => rate.rateId)).toEqual(expect.arrayContaining([`${near.providerShipmentId}_ups_ground`]));
    for (const rate of near.rates) {
      const same = far.rates.find((candidate) => candidate.rateId === rate.rateId)!;
      expect(same.amountCents).toBeGreaterThan(rate.amountCents);
    }
    expect(near.rates.map((rate) => rate.amountCents)).toEqual([...near.rates.map((rate) => rate.amountCents)].sort((a, b) => a - b));
  });

  it('offers Canada Post in Canadian dollars from Canada', async () => {
    const quote = await provider.createShipment({ labelId: LABEL, from: TORONTO, to: DALLAS, parcel: PARCEL });
    expect(new Set(quote.rates.map((rate) => rate.currency))).toEqual(new Set(['CAD']));
    expect(quote.rates.map((rate) => rate.carrier)).toContain('canada_post');
  });

  it('gives tracking numbers in the carrier’s format, the same for the same label', () => {
    expect(trackingNumberFor('ups', LABEL)).toMatch(/^1Z[A-Z]{3}\d{13}$/);
    expect(trackingNumberFor('usps', LABEL)).toMatch(/^9400\d{18}$/);
    expect(trackingNumberFor('fedex', LABEL)).toMatch(/^\d{12}$/);
    expect(trackingNumberFor('canada_post', LABEL)).toMatch(/^\d{16}$/);
    expect(trackingNumberFor('ups', LABEL)).toBe(trackingNumberFor('ups', LABEL));
    expect(trackingNumberFor('ups', LABEL)).not.toBe(trackingNumberFor('ups', '00000000-0000-4000-8000-000000000000'));
  });

  it('simulates a plausible history: label created, picked up, hub scans, out for delivery, delivered after the days', () => {
    const purchasedAt = new Date('2026-11-02T15:00:00Z');
    const input = { labelId: LABEL, carrier: 'ups', trackingNumber: '1ZX', purchasedAt, estimatedDays: 3, from: DALLAS, to: BOSTON };
    const done = simulateTracking({ ...input, now: new Date('2026-11-20T00:00:00Z') });
    expect(done.status).toBe('delivered');
    expect(done.events[0]).toEqual({ status: 'pre_transit', details: expect.any(String), location: 'Dallas, TX', at: purchasedAt.toISOString() });
    expect(done.events[1]).toMatchObject({ status: 'transit', details: 'Picked up by the carrier', location: 'Dallas, TX' });
    expect(done.events.at(-2)).toMatchObject({ status: 'transit', details: 'Out for delivery', location: 'Boston, MA' });
    expect(done.events.at(-1)).toMatchObject({ status: 'delivered', location: 'Boston, MA' });
    const hubs = done.events.slice(2, -2);
    expect(hubs.length).toBeGreaterThanOrEqual(2);
    expect(hubs.every((event) => event.status === 'transit' && event.location !== 'Dallas, TX' && event.location !== 'Boston, MA')).toBe(true);
    const deliveredAt = Date.parse(done.events.at(-1)!.at);
    expect(deliveredAt - purchasedAt.getTime()).toBeGreaterThanOrEqual(3 * 86_400_000);
    expect(deliveredAt - purchasedAt.getTime()).toBeLessThan(4 * 86_400_000);

    // Deterministic, and only what has happened by `now`.
    expect(simulateTracking({ ...input, now: new Date('2026-11-20T00:00:00Z') })).toEqual(done);
    const midway = simulateTracking({ ...input, now: new Date(purchasedAt.getTime() + 36 * 3_600_000) });
    expect(midway.status).toBe('transit');
    expect(midway.events).toEqual(done.events.slice(0, midway.events.length));
    expect(midway.events.length).toBeLessThan(done.events.length);
    const justBought = simulateTracking({ ...input, now: purchasedAt });
    expect(justBought).toEqual({ status: 'pre_transit', events: [done.events[0]] });
  });

  it('a cross-border parcel clears customs on its way', () => {
    const crossing = simulateTracking({
      labelId: LABEL,
      carrier: 'ups',
      trackingNumber: '1ZX',
      purchasedAt: new Date('2026-11-02T15:00:00Z'),
      estimatedDays: 4,
      from: DALLAS,
      to: TORONTO,
      now: new Date('2026-12-01T00:00:00Z'),
    });
    expect(crossing.events.map((event) => event.details)).toContain('Cleared customs');
    expect(crossing.status).toBe('delivered');
  });

  it('buys a label: the tracking number and a 4×6 PDF', async () => {
    const quote = await provider.createShipment({ labelId: LABEL, from: DALLAS, to: BOSTON, parcel: PARCEL });
    const rate = quote.rates.find((candidate) => candidate.carrier === 'ups')!;
    const bought = await provider.purchase({
      labelId: LABEL,
      from: DALLAS,
      to: BOSTON,
      parcel: PARCEL,
      providerShipmentId: quote.providerShipmentId,
      rate,
      purchasedAt: new Date(),
    });
    expect(bought.trackingNumber).toBe(trackingNumberFor('ups', LABEL));
    expect(bought.labelUrl).toBeNull();
    const pdf = bought.labelPdf!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 288 432\]/);
    expect(pdf.length).toBeLessThan(20_000);
  });
});

describe('the label PDF', () => {
  it('prints any Latin name, and a character the font cannot draw as the replacement mark', async () => {
    const { renderLabelPdf } = await import('./label-pdf');
    const { readPdf } = await import('../../documents/test/pdf');
    const bytes = await renderLabelPdf({
      from: { ...DALLAS, name: 'Tokyo 東京 Trading' },
      to: { ...TORONTO, name: 'Épicerie Fine Montréal', street2: 'Attn: Zoë O’Brien-Łukasz' },
      parcel: PARCEL,
      carrier: 'canada_post',
      service: 'Expedited Parcel',
      trackingNumber: '1234567890123456',
      purchasedAt: new Date('2026-11-24T10:00:00Z'),
    });
    const { text, view } = await readPdf(bytes);
    expect(view).toEqual([0, 0, 288, 432]);
    expect(text).toContain('Tokyo \ufffd\ufffd Trading');
    expect(text).toContain('Épicerie Fine Montréal');
    expect(text).toContain('Attn: Zoë O’Brien-Łukasz');
    expect(text).toContain('Canada Post');
    expect(text).toContain('EXPEDITED PARCEL');
    expect(text).toContain('1234567890123456');
  });
});
