import { all, call, debounce, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  addressManager,
  fieldErrorsOf,
  integrationManager,
  laneManager,
  maps,
  warehouseManager,
} from '@freight/api-client';
import type { AddressInput, ApiEnvelope, ErpCustomer, LaneInput, Locality, MapsConfig, WarehouseInput } from '@freight/contracts';
import { navigateTo } from '@freight/auth';
import { SEARCH_DEBOUNCE_MS, showToast } from '@freight/store';
import { addressList, laneList, selectUi, uiActions, warehouseList } from './state';
import { resourcesSaga } from './resources';
import { cityMatchesLocality } from './zip-check';

export type EntityKind = 'address' | 'lane' | 'warehouse';

export const saveRequested = (kind: EntityKind, values: AddressInput | LaneInput | WarehouseInput, id?: string) =>
  ({ type: 'address/saveRequested', payload: { kind, values, id } }) as const;
export const removeRequested = (kind: EntityKind, id: string) => ({ type: 'address/removeRequested', payload: { kind, id } }) as const;
type SavePayload = ReturnType<typeof saveRequested>['payload'];
type RemovePayload = ReturnType<typeof removeRequested>['payload'];

/** Translation keys of the success toasts (English texts are spec section 9's). */
const MESSAGES = {
  address: { added: 'address:messages.added', updated: 'address:messages.updated', removed: 'address:messages.removed' },
  lane: { added: 'address:messages.laneAdded', updated: 'address:messages.laneUpdated', removed: 'address:messages.laneRemoved' },
  warehouse: { added: 'address:messages.warehouseAdded', updated: 'address:messages.warehouseUpdated', removed: 'address:messages.warehouseRemoved' },
} as const;

const LIST_PATH: Record<EntityKind, string> = { address: '/address', lane: '/address?tab=lanes', warehouse: '/address?tab=warehouses' };
const LISTS = { address: addressList, lane: laneList, warehouse: warehouseList };

function* loadMaps() {
  try {
    const response: ApiEnvelope<MapsConfig> = yield call(maps.config, { silent: true, quietErrors: true });
    yield put(uiActions.mapsLoaded({ tileUrl: response.data?.tileUrl ?? '' }));
  } catch {
    // Maps unavailable: the zip check stays off (the server still checks).
  }
}

/** The zip check of spec section 5, when the maps provider is there; true when it passes. */
function* zipCheckPasses(values: { postalCode: string; city: string; country: 'USA' | 'CANADA' }) {
  const { mapsReady }: { mapsReady: boolean } = yield select(selectUi);
  if (!mapsReady) return true;
  try {
    const response: ApiEnvelope<Locality> = yield call(maps.geocodePostalCode, values.postalCode, values.country, { silent: true, quietErrors: true });
    const locality = response.data;
    // The provider may know a locality by other names too (Montréal boroughs, Toronto districts).
    if (locality && [locality.city, ...(locality.aliases ?? [])].some((name) => cityMatchesLocality(values.city, name))) return true;
  } catch {
    // An unknown postal code fails the check like a mismatch.
  }
  yield put(showToast({ kind: 'warning', messageKey: 'address:zipMismatch' }));
  yield put(uiActions.saveFailed({ postalCode: 'address:zipMismatch' }));
  return false;
}

function* save(action: PayloadAction<SavePayload>) {
  const { kind, values, id } = action.payload;
  yield put(uiActions.saveStarted());
  if (kind !== 'lane') {
    const passes: boolean = yield call(zipCheckPasses, values as AddressInput);
    if (!passes) return;
  }
  try {
    if (kind === 'address') {
      yield call(id ? addressManager.update : addressManager.add, ...((id ? [id, values] : [values]) as [string, AddressInput]));
    } else if (kind === 'lane') {
      yield call(id ? laneManager.update : laneManager.add, ...((id ? [id, values] : [values]) as [string, LaneInput]));
    } else {
      yield call(id ? warehouseManager.update : warehouseManager.add, ...((id ? [id, values] : [values]) as [string, WarehouseInput]));
    }
    yield put(uiActions.saveFinished());
    yield put(showToast({ kind: 'success', messageKey: MESSAGES[kind][id ? 'updated' : 'added'] }));
    yield put(LISTS[kind].actions.requested());
    yield call(navigateTo, LIST_PATH[kind]);
  } catch (error) {
    // The API client has shown the server's messages; the form marks the fields too.
    yield put(uiActions.saveFailed(fieldErrorsOf(error)));
  }
}

function* remove(action: PayloadAction<RemovePayload>) {
  const { kind, id } = action.payload;
  try {
    if (kind === 'address') yield call(addressManager.remove, id);
    else if (kind === 'lane') yield call(laneManager.remove, id);
    else yield call(warehouseManager.remove, id);
    yield put(showToast({ kind: 'success', messageKey: MESSAGES[kind].removed }));
    // Spec section 4: after a delete the list is fetched again with the saved page and limit.
    yield put(LISTS[kind].actions.requested());
  } catch {
    // Shown by the API client.
  }
}

function* searchErp(action: PayloadAction<string>) {
  const name = action.payload.trim();
  if (!name) return;
  try {
    const response: ApiEnvelope<ErpCustomer[]> = yield call(integrationManager.sapCustomers, name, { silent: true });
    yield put(uiActions.erpResults(response.data ?? []));
  } catch {
    yield put(uiActions.erpResults([]));
  }
}

export function* addressSaga() {
  yield all([
    addressList.saga(),
    laneList.saga(),
    warehouseList.saga(),
    resourcesSaga(),
    takeLatest(uiActions.mapsRequested.type, loadMaps),
    takeLatest('address/saveRequested', save),
    takeLatest('address/removeRequested', remove),
    debounce(SEARCH_DEBOUNCE_MS, uiActions.erpSearchChanged.type, searchErp),
  ]);
}
