import { all, call, delay, put, take } from 'redux-saga/effects';
import { platform } from '@freight/api-client';
import { loginSucceeded, registerPushWorker } from '@freight/auth';
import type { ApiEnvelope, AppConfig } from '@freight/contracts';
import { appConfigFailed, appConfigLoaded, positionFound, showToast } from '@freight/store';

/** Spec section 9: the geolocation permission is checked five seconds after start. */
export const GEOLOCATION_CHECK_DELAY_MS = 5000;

/** The browser side of the geolocation check; replaced in unit tests. */
export const geolocation = {
  permission: async (): Promise<PermissionState | 'unsupported'> => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return 'unsupported';
    try {
      return (await navigator.permissions.query({ name: 'geolocation' })).state;
    } catch {
      return 'unsupported';
    }
  },
  position: () =>
    new Promise<{ lat: number; lng: number } | undefined>((resolve) =>
      navigator.geolocation.getCurrentPosition(
        (found) => resolve({ lat: found.coords.latitude, lng: found.coords.longitude }),
        () => resolve(undefined),
        { maximumAge: 600_000, timeout: 30_000 },
      ),
    ),
};

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

/** Five seconds after start: denied → an info message; still to be asked → the position is requested. */
export function* checkGeolocation() {
  yield delay(GEOLOCATION_CHECK_DELAY_MS);
  const state: PermissionState | 'unsupported' = yield call(geolocation.permission);
  if (state === 'denied') {
    yield put(showToast({ kind: 'info', messageKey: 'errors.geolocationDenied' }));
  } else if (state === 'prompt') {
    const position: { lat: number; lng: number } | undefined = yield call(geolocation.position);
    if (position) yield put(positionFound(position));
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

export function* platformSaga() {
  yield all([call(loadAppConfig), call(checkGeolocation), call(pushWorker)]);
}
