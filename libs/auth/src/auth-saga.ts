import { all, call, delay, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError, companyPermissions, failedCallText, userManager } from '@freight/api-client';
import { companyCountryKnown } from '@freight/store';
import type { ApiEnvelope, LoginRequest, LoginResponseData, PermissionRecord, PushSubscriptionJson, UserAccess } from '@freight/contracts';
import { currentPushSubscription } from './device-push';
import { forgetCredentials, rememberCredentials } from './remember-me';
import {
  accessFailed,
  accessLoaded,
  accessRequested,
  endedPathOf,
  loggedOut,
  loginFailed,
  loginRequested,
  loginSucceeded,
  permissionsLoaded,
  permissionsRequested,
  type AuthState,
  type LogoutReason,
} from './auth-slice';
import { navigateTo } from './navigation';
import { clearSession, saveSession, sessionFromLogin } from './session';

const selectAuth = (state: { auth: AuthState }) => state.auth;

/** Only granted records count, by module key (spec section 6). */
export const grantedKeys = (records: PermissionRecord[]): string[] => [...new Set(records.filter((r) => r.isGranted).map((r) => r.moduleId.moduleKey))];

function* login(action: PayloadAction<LoginRequest>) {
  const { email, password, rememberme } = action.payload;
  try {
    // Spec section 3: the login payload carries the browser's push subscription when there is one.
    const subscription: PushSubscriptionJson | undefined = action.payload.subscription ?? (yield call(currentPushSubscription));
    // Quiet: the form shows why inline, beside the fields (an offline API still gets its warning toast).
    const response: ApiEnvelope<LoginResponseData> = yield call(
      userManager.login,
      { email, password, rememberme, ...(subscription ? { subscription } : {}) },
      { quietErrors: true },
    );
    const data = response.data;
    // The token is read once, for its expiry, and dropped: the HttpOnly cookie the answer set carries it.
    const session = data?.token ? sessionFromLogin(data.token, data.user) : undefined;
    if (!session) throw new Error('Login answered without a token');
    saveSession(session);
    if (rememberme) yield call(rememberCredentials, { email, password });
    else yield call(forgetCredentials);
    yield put(loginSucceeded(session));
    yield put(accessRequested());
  } catch (error) {
    yield put(loginFailed({ message: failedCallText(error) }));
  }
}

/** Access details are fetched once and cached; while the portal is closed they are fetched again. */
function* fetchAccess() {
  const auth: AuthState = yield select(selectAuth);
  if (!auth.user) return;
  try {
    const response: ApiEnvelope<UserAccess> = yield call(userManager.getUserDetail, { silent: true, quietErrors: true });
    if (!response.data) throw new Error('No access details');
    yield put(accessLoaded(response.data));
    // The company's country sets the default distance unit (miles in the USA, kilometres in Canada).
    yield put(companyCountryKnown(response.data.country));
  } catch (error) {
    console.warn('Access details could not be fetched', (error as ApiError).message);
    yield put(accessFailed());
  }
  const after: AuthState = yield select(selectAuth);
  if (after.user && after.permissions.status === 'idle') yield put(permissionsRequested());
}

function* fetchPermissions() {
  const auth: AuthState = yield select(selectAuth);
  if (!auth.user) return;
  try {
    const response: ApiEnvelope<PermissionRecord[]> = yield call(companyPermissions.allowed, auth.user.userId, {
      silent: true,
      quietErrors: true,
    });
    yield put(permissionsLoaded(grantedKeys(response.data ?? [])));
  } catch (error) {
    // Spec section 8: only logged; the permission list becomes empty.
    console.warn('Permissions could not be fetched', (error as ApiError).message);
    yield put(permissionsLoaded([]));
  }
}

/** Ends the server's side of a user's logout: the session is revoked and its cookie cleared. Failures are only logged. */
function* endServerSession() {
  try {
    yield call(userManager.logout, { silent: true, quietErrors: true });
  } catch (error) {
    console.warn('The server could not end the session', (error as ApiError).message);
  }
}

function* logout(action: PayloadAction<{ reason: LogoutReason }>) {
  clearSession();
  // Spec section 4: a session the server ended ('jwt expired', 'Invalid auth token') also drops remember-me (the
  // server has already cleared the token cookie with that answer); a user who logs out keeps it, so the form is
  // prefilled next time.
  if (action.payload.reason !== 'user') forgetCredentials();
  // 'jwt expired' and 'Invalid auth token' both send the user to the root; so does a plain logout. A password changed
  // elsewhere leads to the login page, which says so.
  yield call(navigateTo, endedPathOf(action.payload.reason), { replace: action.payload.reason !== 'user' });
  // Only the server can clear the HttpOnly cookie, and revoking the session there makes a copied token useless.
  if (action.payload.reason === 'user') yield call(endServerSession);
}

/** setTimeout's longest wait (about 24.8 days); a longer session is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** While signed in, logs out when the session expires (spec section 4), without waiting for a call to fail. */
function* expireSessions() {
  for (;;) {
    const { expiresAt }: AuthState = yield select(selectAuth);
    if (expiresAt === undefined) {
      yield take(loginSucceeded.type);
      continue;
    }
    const remaining = expiresAt - Date.now();
    if (remaining <= 0) {
      yield put(loggedOut({ reason: 'expired' }));
      continue;
    }
    // A new login (a new expiry) or a logout starts over; otherwise the wait ends at the expiry (or a step of it).
    yield race({ renewed: take(loginSucceeded.type), ended: take(loggedOut.type), waited: delay(Math.min(remaining, MAX_TIMER_MS)) });
  }
}

export function* authSaga() {
  yield all([
    takeLatest(loginRequested.type, login),
    takeLatest(accessRequested.type, fetchAccess),
    takeLatest(permissionsRequested.type, fetchPermissions),
    takeEvery(loggedOut.type, logout),
    call(expireSessions),
  ]);
}
