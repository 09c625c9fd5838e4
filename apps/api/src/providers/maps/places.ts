import type { LatLng, LocationCode } from '@freight/contracts';
import { CANADIAN_PROVINCES, countryOfPostalCode } from './postal';
import type { TextRef } from '../../texts';
import { MAPS_TEXTS } from './texts';
import type { MapsProvider } from './types';

/**
 * What people type where the maps helpers take a place, read the way the Google APIs the spec's calls mirror read
 * it (spec section 7: getdirection-json, getdistance-by-distancematrix):
 *
 *   "41.8781,-87.6298"                        a position (WGS84 degrees)
 *   "60601", "60601-1234", "M5V 2T6"          a US ZIP or a Canadian postal code
 *   "233 S Wacker Dr, Chicago, IL 60606"      an address with a postal code (at its end, or a part of its
 *   "M5V 2T6, Toronto"                        own): the postal code is used
 *   "Chicago, IL", "Toronto, Ontario"         a city and a US state or Canadian province (code or name;
 *   "Chicago IL"                              without a comma, a code only); a street before them, or a
 *   "233 S Wacker Dr, Chicago, IL, USA"       country after them, is allowed
 *   anything else                             free text, for providers with a geocoder (osrm, google)
 *
 * Parsed once here; each provider then resolves the parsed place (`MapsProvider.geocodePlace`).
 */

/** The message naming a place no provider could find. */
const unknownPlace = (text: string) => MAPS_TEXTS.unknownPlace({ place: text.trim() });

/** A city in a US state or a Canadian province. `region`: the two-letter code. */
export interface Locality {
  city: string;
  region: string;
  country: LocationCode;
}

/** What a provider's geocoder is asked: the text as typed, and the locality when the text names one. */
export interface PlaceQuery {
  text: string;
  locality?: Locality;
}

export type ParsedPlace =
  | { kind: 'position'; point: LatLng }
  | { kind: 'badPosition'; error: TextRef }
  | { kind: 'postalCode'; postalCode: string; country: LocationCode }
  | { kind: 'locality'; locality: Locality }
  | { kind: 'text' };

/** US states, the District of Columbia and the territories with ZIP codes: name -> USPS code. */
const US_STATES: Readonly<Record<string, string>> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  'd c': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'puerto rico': 'PR',
  'virgin islands': 'VI',
  guam: 'GU',
  'american samoa': 'AS',
  'northern mariana islands': 'MP',
};
const US_CODES = new Set(Object.values(US_STATES));
/** French and Spanish names of the provinces that differ from the English ones. */
const PROVINCE_NAMES: Readonly<Record<string, string>> = {
  ...CANADIAN_PROVINCES,
  'colombie britannique': 'BC',
  'nouveau brunswick': 'NB',
  'terre neuve et labrador': 'NL',
  'nouvelle ecosse': 'NS',
  'territoires du nord ouest': 'NT',
  'ile du prince edouard': 'PE',
  'columbia britanica': 'BC',
  'nueva escocia': 'NS',
};
const PROVINCE_CODES = new Set(Object.values(CANADIAN_PROVINCES));
/** Country names an address may end with (the countries the provider data covers). */
const COUNTRY_NAMES: Readonly<Record<string, LocationCode>> = {
  usa: 'USA',
  'u s a': 'USA',
  'u s': 'USA',
  'united states': 'USA',
  'united states of america': 'USA',
  'etats unis': 'USA',
  'estados unidos': 'USA',
  eeuu: 'USA',
  canada: 'CANADA',
};

const LAT_LNG = /^(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;
const POSTAL_CODE_ONLY = /^(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d)$/;
/** A postal code ending an address ("... IL 60606", "... ON M5V 3L9"). */
const POSTAL_CODE_AT_END = /(?:^|\s)(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d)$/;

/** Lower case, accents removed, punctuation as single spaces: how region and country names are compared. */
const simplify = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A US state or Canadian province, by code ("IL", "on") or name ("Illinois", "Québec"), or null. */
export function regionOf(value: string): { region: string; country: LocationCode } | null {
  const code = value.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(code)) {
    if (US_CODES.has(code)) return { region: code, country: 'USA' };
    if (PROVINCE_CODES.has(code)) return { region: code, country: 'CANADA' };
    return null;
  }
  const name = simplify(value);
  if (US_STATES[name]) return { region: US_STATES[name]!, country: 'USA' };
  if (PROVINCE_NAMES[name]) return { region: PROVINCE_NAMES[name]!, country: 'CANADA' };
  return null;
}

/** Reads what was typed (see the top of this file). Never throws. */
export function parsePlace(input: string): ParsedPlace {
  const text = input.trim().replace(/\s+/g, ' ');
  const position = LAT_LNG.exec(text);
  if (position) {
    const lat = Number(position[1]);
    const lng = Number(position[2]);
    if (Math.abs(lat) > 90) return { kind: 'badPosition', error: MAPS_TEXTS.latitudeRange() };
    if (Math.abs(lng) > 180) return { kind: 'badPosition', error: MAPS_TEXTS.longitudeRange() };
    return { kind: 'position', point: { lat, lng } };
  }
  if (POSTAL_CODE_ONLY.test(text)) return { kind: 'postalCode', postalCode: text, country: countryOfPostalCode(text)! };

  const segments = text
    .split(',')
    .map((segment) => segment.trim())
    .filter(Boolean);
  const namedCountry = segments.length > 1 ? COUNTRY_NAMES[simplify(segments.at(-1)!)] : undefined;
  if (namedCountry) segments.pop();
  const last = segments.at(-1) ?? '';
  const postal = segments.length > 1 || last.includes(' ') ? POSTAL_CODE_AT_END.exec(last) : null;
  if (postal) {
    const postalCode = postal[1]!;
    return { kind: 'postalCode', postalCode, country: countryOfPostalCode(postalCode)! };
  }
  if (segments.length >= 2) {
    const region = regionOf(last);
    const city = segments.at(-2)!;
    if (region && (!namedCountry || namedCountry === region.country) && /\p{L}/u.test(city)) {
      return { kind: 'locality', locality: { city, region: region.region, country: region.country } };
    }
  }
  // "M5V 2T6, Toronto": a postal code elsewhere than at the end.
  for (const segment of segments.slice(0, -1).reverse()) {
    const code = POSTAL_CODE_AT_END.exec(segment);
    if (code && (POSTAL_CODE_ONLY.test(segment) || segment.includes(' '))) {
      return { kind: 'postalCode', postalCode: code[1]!, country: countryOfPostalCode(code[1]!)! };
    }
  }
  // "Chicago IL": no comma, a two-letter code last.
  const spaced = segments.length === 1 ? /^(.*\p{L}.*)\s([A-Za-z]{2})$/u.exec(last) : null;
  const spacedRegion = spaced ? regionOf(spaced[2]!) : null;
  if (spaced && spacedRegion && (!namedCountry || namedCountry === spacedRegion.country)) {
    return { kind: 'locality', locality: { city: spaced[1]!.trim(), region: spacedRegion.region, country: spacedRegion.country } };
  }
  return { kind: 'text' };
}

export type ResolvedPlace = { point: LatLng } | { error: TextRef };

/** A place of the maps helpers -> a position, or the message saying why not (which names the place). */
export async function resolvePlace(maps: MapsProvider, input: string): Promise<ResolvedPlace> {
  const parsed = parsePlace(input);
  switch (parsed.kind) {
    case 'position':
      return { point: parsed.point };
    case 'badPosition':
      return { error: parsed.error };
    case 'postalCode': {
      const place = await maps.geocodePostalCode(parsed.postalCode, parsed.country);
      return place ? { point: { lat: place.lat, lng: place.lng } } : { error: unknownPlace(input) };
    }
    default: {
      const query: PlaceQuery = parsed.kind === 'locality' ? { text: input.trim(), locality: parsed.locality } : { text: input.trim() };
      const place = await maps.geocodePlace(query);
      return place ? { point: { lat: place.lat, lng: place.lng } } : { error: unknownPlace(input) };
    }
  }
}
