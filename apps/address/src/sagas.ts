import { all, call, debounce, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { integrationManager, maps } from '@freight/api-client';
import type { ApiEnvelope, ErpCustomer, MapsConfig } from '@freight/contracts';
import { SEARCH_DEBOUNCE_MS } from '@freight/store';
import { addressEdits, addressList, laneEdits, laneList, resources, uiActions, warehouseEdits, warehouseList } from './state';

function* loadMaps() {
  try {
    const response: ApiEnvelope<MapsConfig> = yield call(maps.config, { silent: true, quietErrors: true });
    yield put(uiActions.mapsLoaded({ tileUrl: response.data?.tileUrl ?? '' }));
  } catch {
    // Maps unavailable: the zip check stays off (the server still checks).
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

/** Everything the module does off screen: its lists, saves and removes (kit), look-ups, maps, ERP search. */
export function* addressSaga() {
  yield all([
    call(addressList.saga),
    call(laneList.saga),
    call(warehouseList.saga),
    call(addressEdits.saga),
    call(laneEdits.saga),
    call(warehouseEdits.saga),
    call(resources.saga),
    takeLatest(uiActions.mapsRequested.type, loadMaps),
    debounce(SEARCH_DEBOUNCE_MS, uiActions.erpSearchChanged.type, searchErp),
  ]);
}
