import type { LocationCode } from '@freight/contracts';

/** Postal codes of the two countries (contracts' POSTAL_CODE_PATTERN) and the city comparison of the zip check. */

const US_ZIP = /^(\d{5})(-\d{4})?$/;
const CA_POSTAL = /^([A-Za-z]\d[A-Za-z])[ -]?(\d[A-Za-z]\d)$/;

/** The country a postal code belongs to by its shape (US ZIP or Canadian), or null. */
export function countryOfPostalCode(postalCode: string): LocationCode | null {
  const value = postalCode.trim();
  if (US_ZIP.test(value)) return 'USA';
  if (CA_POSTAL.test(value)) return 'CANADA';
  return null;
}

/** Stored form: US ZIPs as given (12345 or 12345-6789); Canadian codes upper-cased as "A1A 1A1". */
export function normalisePostalCode(postalCode: string): string {
  const value = postalCode.trim();
  const canadian = CA_POSTAL.exec(value);
  if (canadian) return `${canadian[1]!.toUpperCase()} ${canadian[2]!.toUpperCase()}`;
  return value;
}

/** The key of the bundled data: 5-digit ZIP, or the Canadian forward sortation area (first 3 characters). */
export function postalLookupKey(postalCode: string): string | null {
  const value = postalCode.trim();
  const us = US_ZIP.exec(value);
  if (us) return us[1]!;
  const canadian = CA_POSTAL.exec(value);
  if (canadian) return canadian[1]!.toUpperCase();
  return null;
}

/** Canadian provinces and territories: name (as the bundled data spells them) -> postal abbreviation. */
export const CANADIAN_PROVINCES: Readonly<Record<string, string>> = {
  alberta: 'AB',
  'british columbia': 'BC',
  manitoba: 'MB',
  'new brunswick': 'NB',
  'newfoundland and labrador': 'NL',
  newfoundland: 'NL',
  'northwest territories': 'NT',
  'northwest territory': 'NT',
  'nova scotia': 'NS',
  nunavut: 'NU',
  'nunavut territory': 'NU',
  ontario: 'ON',
  'prince edward island': 'PE',
  quebec: 'QC',
  saskatchewan: 'SK',
  yukon: 'YT',
  'yukon territory': 'YT',
};

/** Canada Post's first letter of a postal code -> province (X is shared by the Northwest Territories and Nunavut). */
const PROVINCE_OF_LETTER: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};
const NUNAVUT_FSAS = new Set(['X0A', 'X0B', 'X0C']);

export function canadianProvinceOfPostalCode(postalCode: string): string | null {
  const fsa = postalCode.trim().slice(0, 3).toUpperCase();
  if (fsa.startsWith('X')) return NUNAVUT_FSAS.has(fsa) ? 'NU' : 'NT';
  return PROVINCE_OF_LETTER[fsa.charAt(0)] ?? null;
}

export function provinceCode(name: string): string {
  const key = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
  return CANADIAN_PROVINCES[key] ?? name;
}

/**
 * Lower case, accents and punctuation removed, "St."/"Ste." spelled "saint" (same rule as the client's
 * apps/address/src/zip-check.ts). A U+FFFD replacement character (the bundled Canadian data has a few, where an
 * accented letter was lost) is kept as "?", which matches any one letter.
 */
export function normaliseCity(value: string): string {
  return value
    .replace(/\uFFFD/g, '?')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(st|ste)\b\.?/g, 'saint')
    .replace(/[^a-z0-9?]+/g, ' ')
    .trim();
}

/** `wanted` occurs in `text` at `start` ("?" in text matches any one character). */
function matchesAt(text: string, wanted: string, start: number): boolean {
  if (start + wanted.length > text.length) return false;
  for (let i = 0; i < wanted.length; i++) {
    const found = text[start + i];
    if (found !== wanted[i] && found !== '?') return false;
  }
  return true;
}

/**
 * Spec section 5's zip check: the city typed in matches the postal code's locality when, ignoring case, accents
 * and punctuation, it equals the locality or appears in it as whole words ("Toronto" in "Downtown Toronto (CN
 * Tower / ...)").
 */
export function cityMatchesLocality(city: string, locality: string): boolean {
  const wanted = normaliseCity(city);
  const found = normaliseCity(locality);
  if (!wanted || !found) return false;
  for (let start = 0; start <= found.length - wanted.length; start++) {
    if (start > 0 && found[start - 1] !== ' ') continue;
    const end = start + wanted.length;
    if ((end === found.length || found[end] === ' ') && matchesAt(found, wanted, start)) return true;
  }
  return false;
}
