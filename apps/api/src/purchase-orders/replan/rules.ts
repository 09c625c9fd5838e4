import type { LocationCode } from '@freight/contracts';
import { PORTS } from '../../reference/geo-data';

/**
 * The rules of "from ship to truck" (docs/modules/purchase-orders.md, "From ship to truck"): one place for the
 * re-plan, the drayage load, the expected arrivals and their tests.
 */
export const REPLAN_RULES = {
  /** An ETA move at least this big (either way) tells the importer; a smaller one re-plans silently. */
  notifyThresholdHours: 6,
  /** Days a container stays at the port after its ETA before a truck can take it (discharge, customs, release). */
  dwellDays: 2,
  /** Days on the road from the port to the warehouse (drayage: the next day). */
  roadDays: 1,
  /** A live load whose pickup is within this distance of the destination port picks up there (po_number match). */
  portRadiusKm: 80,
  /** At most this many users of the importer are told of one change. */
  maxRecipients: 20,
} as const;

const DAY_MS = 86_400_000;
export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
export const addDaysTo = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
/** The first day a truck can take a container that arrives at `eta`: its day plus the port's dwell. */
export const readyDayOf = (eta: Date) => addDaysTo(dayOf(eta), REPLAN_RULES.dwellDays);
/** The day a container arriving at `eta` is expected at the warehouse without a drayage load yet. */
export const expectedDayOf = (eta: Date) => addDaysTo(readyDayOf(eta), REPLAN_RULES.roadDays);

/** A container terminal of a destination port: the drayage load's pickup stop. */
export interface PortTerminal {
  name: string;
  street1: string;
  city: string;
  state: string;
  postalCode: string;
  country: LocationCode;
  lat: number;
  lng: number;
}

/** The North American destination ports of the demo's ocean lanes (reference/geo-data.ts PORTS), by port name. */
export const PORT_TERMINALS: Readonly<Record<string, PortTerminal>> = {
  [PORTS.losAngeles!.name]: {
    name: 'Port of Los Angeles container terminal',
    street1: '425 S Palos Verdes St',
    city: 'San Pedro',
    state: 'CA',
    postalCode: '90731',
    country: 'USA',
    lat: 33.7406,
    lng: -118.2719,
  },
  [PORTS.oakland!.name]: {
    name: 'Port of Oakland container terminal',
    street1: '530 Water St',
    city: 'Oakland',
    state: 'CA',
    postalCode: '94607',
    country: 'USA',
    lat: 37.7955,
    lng: -122.2793,
  },
  [PORTS.tacoma!.name]: {
    name: 'Port of Tacoma container terminal',
    street1: '1 Sitcum Plaza',
    city: 'Tacoma',
    state: 'WA',
    postalCode: '98421',
    country: 'USA',
    lat: 47.2666,
    lng: -122.4134,
  },
  [PORTS.vancouver!.name]: {
    name: 'Roberts Bank Deltaport',
    street1: '2 Roberts Bank Way',
    city: 'Delta',
    state: 'BC',
    postalCode: 'V4M 4G5',
    country: 'CANADA',
    lat: 49.0094,
    lng: -123.1706,
  },
  [PORTS.princeRupert!.name]: {
    name: 'Fairview Container Terminal',
    street1: '215 Cow Bay Rd',
    city: 'Prince Rupert',
    state: 'BC',
    postalCode: 'V8J 1A2',
    country: 'CANADA',
    lat: 54.315,
    lng: -130.3208,
  },
  [PORTS.newark!.name]: {
    name: 'Port Newark Container Terminal',
    street1: '241 Calcutta St',
    city: 'Newark',
    state: 'NJ',
    postalCode: '07114',
    country: 'USA',
    lat: 40.684,
    lng: -74.1502,
  },
  [PORTS.savannah!.name]: {
    name: 'Garden City Terminal',
    street1: '2 Main St',
    city: 'Garden City',
    state: 'GA',
    postalCode: '31408',
    country: 'USA',
    lat: 32.1269,
    lng: -81.1412,
  },
  [PORTS.houston!.name]: {
    name: 'Barbours Cut Container Terminal',
    street1: '1515 E Barbours Cut Blvd',
    city: 'La Porte',
    state: 'TX',
    postalCode: '77571',
    country: 'USA',
    lat: 29.7269,
    lng: -95.0095,
  },
  [PORTS.montreal!.name]: {
    name: 'Port of Montreal container terminal',
    street1: '2100 Av Pierre-Dupuy',
    city: 'Montreal',
    state: 'QC',
    postalCode: 'H3C 3R5',
    country: 'CANADA',
    lat: 45.5588,
    lng: -73.524,
  },
  [PORTS.halifax!.name]: {
    name: 'Halterm Container Terminal',
    street1: '577 Marginal Rd',
    city: 'Halifax',
    state: 'NS',
    postalCode: 'B3H 4P6',
    country: 'CANADA',
    lat: 44.63,
    lng: -63.56,
  },
};

/** The terminal of a port typed on a purchase order (its known name, any case), or null for a port we do not know. */
export function terminalOf(port: string): PortTerminal | null {
  const wanted = port.trim().toLowerCase();
  const hit = Object.entries(PORT_TERMINALS).find(([name, terminal]) => name.toLowerCase() === wanted || terminal.city.toLowerCase() === wanted);
  return hit ? hit[1] : null;
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
