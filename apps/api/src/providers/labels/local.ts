import crypto from 'node:crypto';
import { LOCAL_TRACKING_DETAILS as DETAILS, type ParcelAddress, type ShipmentRate, type TrackingEvent } from '@freight/contracts';
import { renderLabelPdf } from './label-pdf';
import type { LabelProvider, TrackInput, TrackingResult } from './types';

/**
 * The local label provider (default, offline): carrier rates computed from the parcel's billable weight and how far
 * it goes, a tracking number in the carrier's format, a real 4×6 label PDF (label-pdf.ts), and a tracking history
 * simulated from the purchase time (pre_transit, pickup, hub scans, out for delivery, delivered after the rate's
 * days), the same for a given label every time it is asked.
 */

interface Service {
  carrier: string;
  token: string;
  name: string;
  /** Cents: base + per billable pound, times the zone factor. */
  baseCents: number;
  perPoundCents: number;
  /** Days at zone 1; ground services add a day every two zones. */
  days: number;
  ground: boolean;
}

const US_SERVICES: Service[] = [
  { carrier: 'usps', token: 'usps_ground_advantage', name: 'Ground Advantage', baseCents: 545, perPoundCents: 62, days: 2, ground: true },
  { carrier: 'usps', token: 'usps_priority', name: 'Priority Mail', baseCents: 915, perPoundCents: 88, days: 1, ground: true },
  { carrier: 'ups', token: 'ups_ground', name: 'Ground', baseCents: 1095, perPoundCents: 71, days: 1, ground: true },
  { carrier: 'ups', token: 'ups_second_day_air', name: '2nd Day Air', baseCents: 2290, perPoundCents: 164, days: 2, ground: false },
  { carrier: 'fedex', token: 'fedex_2_day', name: '2Day', baseCents: 2185, perPoundCents: 158, days: 2, ground: false },
  { carrier: 'fedex', token: 'fedex_standard_overnight', name: 'Standard Overnight', baseCents: 4120, perPoundCents: 245, days: 1, ground: false },
];

const CANADIAN_SERVICES: Service[] = [
  { carrier: 'canada_post', token: 'canada_post_expedited_parcel', name: 'Expedited Parcel', baseCents: 1850, perPoundCents: 95, days: 3, ground: true },
  { carrier: 'canada_post', token: 'canada_post_xpresspost', name: 'Xpresspost', baseCents: 2960, perPoundCents: 140, days: 2, ground: false },
  { carrier: 'ups', token: 'ups_standard', name: 'Standard', baseCents: 2410, perPoundCents: 118, days: 3, ground: true },
  { carrier: 'fedex', token: 'fedex_international_economy', name: 'International Economy', baseCents: 4890, perPoundCents: 212, days: 3, ground: false },
];

/** The dimensional weight divisor of the parcel carriers (cubic inches per pound). */
const DIM_DIVISOR = 139;

/** Billable pounds: the greater of the actual and the dimensional weight, rounded up to a whole pound. */
export const billablePounds = (parcel: { length: number; width: number; height: number; weight: number }) =>
  Math.max(1, Math.ceil(Math.max(parcel.weight, (parcel.length * parcel.width * parcel.height) / DIM_DIVISOR)));

/** 1 (same area) to 8 (across the continent): from the first digits of US ZIP codes, 5 across the border. */
export function zoneOf(from: ParcelAddress, to: ParcelAddress): number {
  if (from.country !== to.country) return 6;
  if (from.country === 'CANADA') return from.zip[0]?.toUpperCase() === to.zip[0]?.toUpperCase() ? 2 : 5;
  const a = Number(from.zip.slice(0, 3));
  const b = Number(to.zip.slice(0, 3));
  if (!Number.isFinite(a) || !Number.isFinite(b)) return 5;
  return Math.min(8, 1 + Math.round(Math.abs(a - b) / 125));
}

const hash = (text: string) => crypto.createHash('sha256').update(text).digest();

/** A tracking number in the carrier's own format, derived from the label id (so the same label keeps it). */
export function trackingNumberFor(carrier: string, labelId: string): string {
  const bytes = hash(`tracking:${labelId}`);
  const digits = (count: number) => Array.from({ length: count }, (_, i) => String(bytes[i % bytes.length]! % 10)).join('');
  const letters = (count: number) => Array.from({ length: count }, (_, i) => 'ABCDEFGHJKLMNPRSTUVWXYZ'[bytes[(i + 7) % bytes.length]! % 23]).join('');
  if (carrier === 'ups') return `1Z${letters(3)}${digits(3)}${digits(10).split('').reverse().join('')}`.slice(0, 18);
  if (carrier === 'usps') return `9400${digits(18)}`;
  if (carrier === 'fedex') return digits(12);
  if (carrier === 'canada_post') return digits(16);
  return `LOC${digits(12)}`;
}

const HOUR = 3_600_000;

/** Hubs a parcel may pass through, by region (the simulation picks them from the label id). */
const HUBS = {
  east: ['Newark, NJ', 'Philadelphia, PA', 'Atlanta, GA', 'Charlotte, NC'],
  central: ['Chicago, IL', 'Memphis, TN', 'Louisville, KY', 'Indianapolis, IN', 'Kansas City, MO'],
  south: ['Dallas, TX', 'Houston, TX', 'Oklahoma City, OK'],
  west: ['Ontario, CA', 'Phoenix, AZ', 'Salt Lake City, UT', 'Denver, CO', 'Reno, NV'],
  canada: ['Mississauga, ON', 'Montreal, QC', 'Winnipeg, MB', 'Calgary, AB'],
};

const place = (address: ParcelAddress) => `${address.city}, ${address.state}`;

/**
 * The simulated history of a label bought at `purchasedAt`: the events whose time has come by `now`. Delivery is
 * after `estimatedDays` (at least 1) business-like days, at a time of day taken from the label id.
 */
export function simulateTracking(input: TrackInput): TrackingResult {
  const bytes = hash(`track:${input.labelId}`);
  const start = input.purchasedAt.getTime();
  const days = Math.max(1, input.estimatedDays ?? 3);
  const pickupAt = start + (4 + (bytes[0]! % 8)) * HOUR;
  const deliveredAt = start + days * 24 * HOUR + (2 + (bytes[1]! % 6)) * HOUR;
  const outForDeliveryAt = deliveredAt - (3 + (bytes[2]! % 3)) * HOUR;
  const crossBorder = input.from.country !== input.to.country;
  const region = input.from.country === 'CANADA' && !crossBorder ? HUBS.canada : [...HUBS.central, ...HUBS.south, ...HUBS.east, ...HUBS.west];
  const hubCount = Math.min(3, Math.max(1, days));
  const hubs: string[] = [];
  for (let i = 0; hubs.length < hubCount && i < 16; i++) {
    const hub = region[bytes[3 + i]! % region.length]!;
    if (!hubs.includes(hub) && hub !== place(input.from) && hub !== place(input.to)) hubs.push(hub);
  }
  if (crossBorder) hubs.splice(Math.min(1, hubs.length), 0, input.to.country === 'CANADA' ? 'Mississauga, ON' : 'Buffalo, NY');

  const events: TrackingEvent[] = [];
  const add = (at: number, status: TrackingEvent['status'], details: string, location: string | null) =>
    events.push({ status, details, location, at: new Date(at).toISOString() });
  add(start, 'pre_transit', DETAILS.informationSent, place(input.from));
  add(pickupAt, 'transit', DETAILS.pickedUp, place(input.from));
  const span = outForDeliveryAt - pickupAt;
  hubs.forEach((hub, index) => {
    const arrive = pickupAt + (span * (index + 1)) / (hubs.length + 1);
    add(arrive, 'transit', crossBorder && (hub === 'Mississauga, ON' || hub === 'Buffalo, NY') ? DETAILS.customs : DETAILS.arrived, hub);
    add(arrive + 2 * HOUR, 'transit', DETAILS.departed, hub);
  });
  add(outForDeliveryAt, 'transit', DETAILS.outForDelivery, place(input.to));
  add(deliveredAt, 'delivered', DETAILS.delivered, place(input.to));

  const now = input.now.getTime();
  const happened = events.filter((event) => Date.parse(event.at) <= now);
  return { status: happened[happened.length - 1]?.status ?? 'pre_transit', events: happened.length > 0 ? happened : events.slice(0, 1) };
}

export function createLocalLabelProvider(): LabelProvider {
  return {
    name: 'local',

    async createShipment({ labelId, from, to, parcel }) {
      const zone = zoneOf(from, to);
      const pounds = billablePounds(parcel);
      const involvesCanada = from.country === 'CANADA' || to.country === 'CANADA';
      const services = involvesCanada ? CANADIAN_SERVICES : US_SERVICES;
      const currency: ShipmentRate['currency'] = from.country === 'CANADA' ? 'CAD' : 'USD';
      const providerShipmentId = `shp_local_${labelId.replace(/-/g, '').slice(0, 20)}`;
      const rates: ShipmentRate[] = services.map((service) => ({
        rateId: `${providerShipmentId}_${service.token}`,
        carrier: service.carrier,
        service: service.name,
        amountCents: Math.round((service.baseCents + service.perPoundCents * pounds) * (1 + (zone - 1) * 0.12)),
        currency,
        estimatedDays: service.days + (service.ground ? Math.floor((zone - 1) / 2) : 0),
      }));
      rates.sort((a, b) => a.amountCents - b.amountCents);
      return { providerShipmentId, rates };
    },

    async purchase({ labelId, rate, from, to, parcel, purchasedAt }) {
      const trackingNumber = trackingNumberFor(rate.carrier, labelId);
      const labelPdf = await renderLabelPdf({ from, to, parcel, carrier: rate.carrier, service: rate.service, trackingNumber, purchasedAt });
      return { providerTransactionId: `txn_local_${labelId.replace(/-/g, '').slice(0, 20)}`, trackingNumber, labelPdf, labelUrl: null };
    },

    async cancel() {
      // Nothing was charged: the row's status is the whole of it.
    },

    async track(input) {
      return simulateTracking(input);
    },

    renderLabel: renderLabelPdf,
  };
}
