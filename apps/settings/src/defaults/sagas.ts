import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { ApiEnvelope, CompanyDefaults, DefaultsUpdateRequest, SettingsOptions } from '@freight/contracts';
import { callFailure, settings } from '@freight/api-client';
import { showToast } from '@freight/store';
import { defaultsActions } from './state';

const silent = { silent: true } as const;

/** The defaults and what the form picks from (equipment, the company's addresses), side by side. */
function* loadDefaults(): SagaIterator {
  yield put(defaultsActions.started('defaults'));
  yield put(defaultsActions.started('options'));
  yield all([call(loadOne, 'defaults'), call(loadOne, 'options')]);
}

function* loadOne(name: 'defaults' | 'options'): SagaIterator {
  try {
    if (name === 'defaults') {
      const answer: ApiEnvelope<CompanyDefaults> = yield call(settings.defaults, silent);
      yield put(defaultsActions.succeeded('defaults', answer.data!));
    } else {
      const answer: ApiEnvelope<SettingsOptions> = yield call(settings.options, silent);
      yield put(defaultsActions.succeeded('options', answer.data!));
    }
  } catch (error) {
    yield put(defaultsActions.failed(name, callFailure(error)));
  }
}

function* saveDefaults({ payload }: PayloadAction<DefaultsUpdateRequest>): SagaIterator {
  yield put(defaultsActions.started('save'));
  try {
    const answer: ApiEnvelope<CompanyDefaults> = yield call(settings.updateDefaults, payload);
    yield put(defaultsActions.succeeded('save', answer.data!));
    yield put(defaultsActions.succeeded('defaults', answer.data!));
    yield put(showToast({ kind: 'success', messageKey: 'settings-defaults:saved' }));
  } catch (error) {
    yield put(defaultsActions.failed('save', callFailure(error)));
  }
}

export function* defaultsSaga(): SagaIterator {
  yield all([takeLatest(defaultsActions.defaultsRequested.type, loadDefaults), takeLatest(defaultsActions.saveRequested.type, saveDefaults)]);
}
