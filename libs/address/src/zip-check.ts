import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { ApiError, maps } from '@freight/api-client';
import { POSTAL_CODE_PATTERN, type ApiEnvelope, type Locality, type LOCATIONS } from '@freight/contracts';
import { showToast, type RootState } from '@freight/store';

/** Spec section 5's text, shown as a toast and on the postal code field. */
export const ZIP_MISMATCH = 'addressKit.zipMismatch';

export interface ZipCheckValues {
  postalCode: string;
  city: string;
  country: (typeof LOCATIONS)[number];
}

/**
 * Spec section 5: geocode the postal code and compare the locality's city with the city typed in.
 * Localities can be long ("Downtown Toronto (CN Tower / King And Spadina …)"), so a city matches when,
 * ignoring case, accents and punctuation, it equals the locality or appears in it as whole words.
 */
const normalise = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(st|ste)\b\.?/g, 'saint')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function cityMatchesLocality(city: string, locality: string): boolean {
  const wanted = normalise(city);
  const found = normalise(locality);
  if (!wanted || !found) return false;
  return wanted === found || ` ${found} `.includes(` ${wanted} `);
}

/** The names a postal code's locality goes by, asked of the maps API once per code: null when it knows no such code. */
const localities = new Map<string, Promise<string[] | null>>();
const POSTAL_SHAPE = new RegExp(POSTAL_CODE_PATTERN);

function localityNames(postalCode: string, country: ZipCheckValues['country']): Promise<string[] | null> {
  const key = `${country}|${postalCode.toUpperCase()}`;
  let names = localities.get(key);
  if (!names) {
    names = maps.geocodePostalCode(postalCode.toUpperCase(), country, { silent: true, quietErrors: true }).then(
      (response: ApiEnvelope<Locality> | undefined) => {
        if (!response?.data) throw new Error('no answer');
        return [response.data.city, ...(response.data.aliases ?? [])];
      },
      (error: unknown) => {
        // The API knows no such code (404), or not in that country (400): the code is not the city's.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      },
    );
    localities.set(key, names);
    // A failed call is asked again next time.
    names.catch(() => localities.delete(key));
  }
  return names;
}

/**
 * Spec section 5's zip check, the one postal rule of every address typed in (the server's postalCheck): the postal
 * code's locality (or one of its other names) must be the city. A code not yet complete, or a city not yet typed, is
 * left to the other rules; an API that does not answer leaves the check to the server.
 */
export async function postalMatchesCity(values: { postalCode?: string; city?: string; country?: string }): Promise<boolean> {
  const postalCode = values.postalCode?.trim() ?? '';
  const city = values.city?.trim() ?? '';
  if (!city || !POSTAL_SHAPE.test(postalCode)) return true;
  const country = (values.country === 'CANADA' ? 'CANADA' : 'USA') as ZipCheckValues['country'];
  try {
    const names = await localityNames(postalCode, country);
    return names !== null && names.some((name) => cityMatchesLocality(city, name));
  } catch {
    return true;
  }
}

/**
 * The zip check as a save check of `createCrudFeature` (addresses, business addresses): once the maps provider has
 * answered (`isReady`), postalMatchesCity must hold. A mismatch or an unknown code shows 'Postal Zipcode doesn't
 * match with Locality City' as a warning toast and on the postal code field, and stops the save. The forms' own
 * rule (`postalCode` in postal.ts) already checks it when the field is left; this is the toast of a save that
 * still finds it (the rule's answer is kept per code, so it asks nothing again).
 */
export function createZipCheck(options: { isReady: (root: RootState) => boolean }) {
  return function* zipCheck(values: ZipCheckValues): SagaIterator<Record<string, string> | undefined> {
    const ready: boolean = yield select(options.isReady);
    if (!ready) return undefined;
    const matches: boolean = yield call(postalMatchesCity, values);
    if (matches) return undefined;
    yield put(showToast({ kind: 'warning', messageKey: ZIP_MISMATCH }));
    return { postalCode: ZIP_MISMATCH };
  };
}

/** Forgets the answers kept (tests start each case afresh). */
export function forgetLocalities() {
  localities.clear();
}
