import { all, call, put, take } from 'redux-saga/effects';
import { platform } from '@freight/api-client';
import { loginSucceeded, registerPushWorker } from '@freight/auth';
import type { ApiEnvelope, AppConfig } from '@freight/contracts';
import { appConfigFailed, appConfigLoaded } from '@freight/store';

/** The product's configuration (company settings, demo mode, push key); fetched once, silently. */
export function* loadAppConfig() {
  try {
    const response: ApiEnvelope<AppConfig> = yield call(platform.appConfig, { silent: true, quietErrors: true });
    if (!response.data) throw new Error('app-config answered no data');
    yield put(appConfigLoaded(response.data));
  } catch (error) {
    console.warn('The app configuration could not be fetched', error);
    yield put(appConfigFailed());
  }
}

/** The push worker is registered at start and again after each login (a first visit may have had none). */
function* pushWorker() {
  yield call(registerPushWorker);
  for (;;) {
    yield take(loginSucceeded.type);
    yield call(registerPushWorker);
  }
}

/**
 * No position is asked for at start: nothing on a page needs it, and a refusal would greet every page load. The one
 * feature that does, the driver's location sharing (apps/loads/src/driver), asks when it starts and says so when refused.
 */
export function* platformSaga() {
  yield all([call(loadAppConfig), call(pushWorker)]);
}
