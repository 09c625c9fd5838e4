import { configureApiClient } from '@freight/api-client';
import { authSaga, authSlice, initialAuthState, loggedOut, loginRequested, readSession, takeAutoLoginFromLocation } from '@freight/auth';
import { cookieLanguage, initI18n, keepDetectedLanguage } from '@freight/i18n';
import { callFinished, callStarted, createAppStore, showToast, type AppStore } from '@freight/store';
import { platformSaga } from './platform-saga';
import { notificationsSaga, notificationsSlice } from './notifications/state';
import { identitySaga, identitySlice } from './identity';

/**
 * Starts what every page needs, once: i18next, the one store (with the session read from
 * local storage: the token itself is an HttpOnly cookie) and the API client's hooks into that store. The shell and every remote
 * running alone boot through here, so they behave the same.
 */
export async function bootPlatform(): Promise<AppStore> {
  // First of all: an auto-login link's password leaves the address bar and the history before anything renders.
  const autoLogin = takeAutoLoginFromLocation();
  keepDetectedLanguage((await initI18n()).language);
  const session = readSession();
  // The client's hooks first: the store's sagas make their first calls as soon as it exists.
  const created: { store?: AppStore } = {};
  configureApiClient({
    getLanguage: cookieLanguage,
    notify: (notice) =>
      created.store?.dispatch(showToast('text' in notice ? { kind: notice.kind, text: notice.text } : { kind: notice.kind, messageKey: notice.messageKey })),
    onSessionEnded: (reason) => {
      if (created.store?.getState().auth.user) created.store.dispatch(loggedOut({ reason }));
    },
    onActivity: ({ key, silent, phase }) => created.store?.dispatch(phase === 'start' ? callStarted({ key, silent }) : callFinished({ key, silent })),
  });
  const store = createAppStore({
    slices: [authSlice, notificationsSlice, identitySlice],
    sagas: [authSaga, platformSaga, notificationsSaga, identitySaga],
    preloadedState: { auth: initialAuthState(session) },
  });
  created.store = store;
  // Spec section 2: the auto-login link signs in with remember-me off (the guest-only /login then moves on).
  if (autoLogin && !session) store.dispatch(loginRequested({ ...autoLogin, rememberme: false }));
  return store;
}
