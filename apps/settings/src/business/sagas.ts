import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { ApiEnvelope, BusinessDetails, BusinessDetailsUpdateRequest, MapsConfig, SettingsOptions } from '@freight/contracts';
import { callFailure, maps, settings } from '@freight/api-client';
import { accessRequested } from '@freight/auth';
import { showToast } from '@freight/store';
import { businessActions, businessAddressEdits, businessAddressList, businessResources, mapsActions } from './state';

const silent = { silent: true } as const;

function* loadDetails(): SagaIterator {
  yield put(businessActions.started('details'));
  try {
    const answer: ApiEnvelope<BusinessDetails> = yield call(settings.businessDetails, silent);
    yield put(businessActions.succeeded('details', answer.data!));
  } catch (error) {
    yield put(businessActions.failed('details', callFailure(error)));
  }
}

function* loadOptions(): SagaIterator {
  yield put(businessActions.started('options'));
  try {
    const answer: ApiEnvelope<SettingsOptions> = yield call(settings.options, silent);
    yield put(businessActions.succeeded('options', answer.data!));
  } catch (error) {
    yield put(businessActions.failed('options', callFailure(error)));
  }
}

/** Saves the company's side or the carrier's details; a new side is read again into the session (the dashboard's side). */
function* saveDetails({ payload }: PayloadAction<BusinessDetailsUpdateRequest>): SagaIterator {
  yield put(businessActions.started('save'));
  try {
    const answer: ApiEnvelope<BusinessDetails> = yield call(settings.updateBusinessDetails, payload);
    yield put(businessActions.succeeded('save', answer.data!));
    yield put(businessActions.succeeded('details', answer.data!));
    yield put(showToast({ kind: 'success', messageKey: 'settings-business:saved' }));
    if (payload.companyType) yield put(accessRequested());
  } catch (error) {
    const failure = callFailure(error);
    // The carrier form's fields are the carrier part's own (`carrier.dotNumber` → `dotNumber`).
    const fieldErrors = Object.fromEntries(Object.entries(failure.fieldErrors ?? {}).map(([field, message]) => [field.replace(/^carrier\./, ''), message]));
    yield put(businessActions.failed('save', { ...failure, fieldErrors }));
  }
}

/** The maps provider's configuration: once it answers, the business addresses' zip check runs. */
function* loadMaps(): SagaIterator {
  try {
    const answer: ApiEnvelope<MapsConfig> = yield call(maps.config, { silent: true, quietErrors: true });
    if (answer.data) yield put(mapsActions.mapsLoaded());
  } catch {
    // Maps unavailable: the zip check stays off (the server still checks).
  }
}

/** The business details screen's saga, and its addresses' list, saves and look-ups (kit). */
export function* businessSaga(): SagaIterator {
  yield all([
    takeLatest(businessActions.detailsRequested.type, loadDetails),
    takeLatest(businessActions.optionsRequested.type, loadOptions),
    takeLatest(businessActions.saveRequested.type, saveDetails),
    call(businessAddressList.saga),
    call(businessAddressEdits.saga),
    call(businessResources.saga),
    takeLatest(mapsActions.mapsRequested.type, loadMaps),
  ]);
}
