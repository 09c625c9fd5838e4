import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { platform, userManager } from '@freight/api-client';
import {
  accessFailed,
  accessLoaded,
  enablePush,
  loggedOut,
  loginSucceeded,
  selectAccess,
  selectSignedIn,
  type AuthState,
  type PushEnableResult,
} from '@freight/auth';
import type { ApiEnvelope, AppConfig, NotificationList } from '@freight/contracts';
import { selectAppConfig } from '@freight/store';
import { realtimeChannel, reconnectRealtime, type RealtimeEnvelope } from '@freight/realtime';
import type { EventChannel } from 'redux-saga';

/**
 * The signed-in user's notifications (user-manager/read-notification) and this browser's push switch (POST
 * subscribe). Fetched after login, then every minute while signed in, silently, and at once when the real-time
 * channel announces a new one (a `notification` event).
 */
const NOTIFICATIONS_REFRESH_MS = 60_000;
/** How long the first fetch waits for the access details before asking anyway. */
const ACCESS_WAIT_MS = 10_000;

export type PushState = 'idle' | 'pending' | 'enabled' | 'denied' | 'unsupported' | 'failed';

export interface NotificationsState {
  list?: NotificationList;
  push: PushState;
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { push: 'idle' } as NotificationsState,
  reducers: {
    loaded(state, action: PayloadAction<NotificationList>) {
      state.list = action.payload;
    },
    pushChanged(state, action: PayloadAction<PushState>) {
      state.push = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => ({ push: 'idle' })),
  selectors: { selectNotifications: (state) => state },
});

export const { selectNotifications } = notificationsSlice.selectors;
export const notificationsRequested = (mark?: { id?: string; all?: boolean }) => ({ type: 'notifications/requested', payload: mark ?? {} }) as const;
export const pushEnableRequested = () => ({ type: 'notifications/pushEnableRequested' }) as const;

function* fetchNotifications({ payload }: ReturnType<typeof notificationsRequested>) {
  const signedIn: boolean = yield select(selectSignedIn);
  if (!signedIn) return;
  // An account without portal access has no notifications to read (the API answers 403): none is asked for.
  const access: AuthState['access'] = yield select(selectAccess);
  if (access.status === 'loaded' && !access.data?.canAccessPortal) return;
  try {
    const response: ApiEnvelope<NotificationList> = yield call(
      userManager.readNotification,
      { limit: '20', ...(payload.id ? { id: payload.id } : {}), ...(payload.all ? { all: 'true' as const } : {}) },
      { silent: true, quietErrors: true },
    );
    if (response.data) yield put(notificationsSlice.actions.loaded(response.data));
  } catch (error) {
    console.warn('Notifications could not be fetched', error);
  }
}

/** While signed in: fetch now, then every minute, until logout. */
function* refreshWhileSignedIn() {
  for (;;) {
    const signedIn: boolean = yield select(selectSignedIn);
    if (!signedIn) yield take(loginSucceeded.type);
    // The first fetch waits for the access details (fetched right after login), so it knows whether the portal is open.
    const access: AuthState['access'] = yield select(selectAccess);
    if (access.status === 'idle' || access.status === 'loading') {
      yield race({ settled: take([accessLoaded.type, accessFailed.type]), out: take(loggedOut.type), later: delay(ACCESS_WAIT_MS) });
    }
    yield put(notificationsRequested());
    const { out }: { out?: unknown } = yield race({ out: take(loggedOut.type), later: delay(NOTIFICATIONS_REFRESH_MS) });
    if (out) continue;
  }
}

/**
 * While signed in: a `notification` event on the real-time channel fetches the list again. Signing in reopens the
 * page's sockets first, since one closed by the previous session's logout (4401) waits for new credentials.
 */
function* refreshOnRealtimeEvents() {
  for (;;) {
    const signedIn: boolean = yield select(selectSignedIn);
    if (!signedIn) yield take(loginSucceeded.type);
    yield call(reconnectRealtime);
    const channel: EventChannel<RealtimeEnvelope> = yield call(realtimeChannel, 'notification');
    try {
      for (;;) {
        const { out }: { out?: unknown } = yield race({ event: take(channel), out: take(loggedOut.type) });
        if (out) break;
        yield put(notificationsRequested());
      }
    } finally {
      channel.close();
    }
  }
}

function* enablePushForUser() {
  yield put(notificationsSlice.actions.pushChanged('pending'));
  const config: AppConfig | undefined = yield select(selectAppConfig);
  const result: PushEnableResult = yield call(enablePush, config?.vapidPublicKey ?? '');
  if ('refused' in result) {
    yield put(notificationsSlice.actions.pushChanged(result.refused));
    return;
  }
  try {
    yield call(platform.subscribe, { subscription: result.subscription }, { silent: true });
    yield put(notificationsSlice.actions.pushChanged('enabled'));
  } catch {
    yield put(notificationsSlice.actions.pushChanged('failed'));
  }
}

export function* notificationsSaga() {
  yield all([
    takeLatest('notifications/requested', fetchNotifications),
    takeLatest('notifications/pushEnableRequested', enablePushForUser),
    call(refreshWhileSignedIn),
    call(refreshOnRealtimeEvents),
  ]);
}

declare module '@freight/store' {
  /** Created with the store by bootPlatform: `RootState['notifications']`. */
  interface PlatformSlices {
    notifications: NotificationsState;
  }
}
