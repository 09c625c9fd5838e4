import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { maps } from '@freight/api-client';
import type { ApiEnvelope, Locality, LOCATIONS } from '@freight/contracts';
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

/**
 * The zip check as a save check of `createCrudFeature` (addresses, warehouses, and the later modules' own address
 * forms): once the maps provider has answered (`isReady`), the postal code is geocoded and its locality (or one of
 * its other names: Montréal boroughs, Toronto districts) must match the city typed in. A mismatch or an unknown
 * code shows 'Postal Zipcode doesn't match with Locality City' as a warning toast and on the postal code field, and
 * stops the save. While the provider has not answered the check is skipped (the server checks again anyway).
 */
export function createZipCheck(options: { isReady: (root: RootState) => boolean }) {
  return function* zipCheck(values: ZipCheckValues): SagaIterator<Record<string, string> | undefined> {
    const ready: boolean = yield select(options.isReady);
    if (!ready) return undefined;
    try {
      const response: ApiEnvelope<Locality> = yield call(maps.geocodePostalCode, values.postalCode, values.country, { silent: true, quietErrors: true });
      const locality = response.data;
      if (locality && [locality.city, ...(locality.aliases ?? [])].some((name) => cityMatchesLocality(values.city, name))) return undefined;
    } catch {
      // An unknown postal code fails the check like a mismatch.
    }
    yield put(showToast({ kind: 'warning', messageKey: ZIP_MISMATCH }));
    return { postalCode: ZIP_MISMATCH };
  };
}
