import { configureApiClient } from '@freight/api-client';
import { authSaga, authSlice, currentToken, initialAuthState, loggedOut, readSession } from '@freight/auth';
import { cookieLanguage, initI18n } from '@freight/i18n';
import { callFinished, callStarted, createAppStore, showToast, type AppStore } from '@freight/store';

/**
 * Starts what every page needs, once: i18next, the one store (with the session read from
 * its cookie) and the API client's hooks into that store. The shell and every remote
 * running alone boot through here, so they behave the same.
 */
export async function bootPlatform(): Promise<AppStore> {
  await initI18n();
  const session = readSession();
  const store = createAppStore({
    slices: [authSlice],
    sagas: [authSaga],
    preloadedState: { auth: initialAuthState(session) },
  });
  configureApiClient({
    getToken: currentToken,
    getLanguage: cookieLanguage,
    notify: (notice) =>
      store.dispatch(
        showToast('text' in notice ? { kind: notice.kind, text: notice.text } : { kind: notice.kind, messageKey: notice.messageKey }),
      ),
    onSessionEnded: (reason) => {
      if (store.getState().auth.token) store.dispatch(loggedOut({ reason }));
    },
    onActivity: ({ key, silent, phase }) =>
      store.dispatch(phase === 'start' ? callStarted({ key, silent }) : callFinished({ key, silent })),
  });
  return store;
}
