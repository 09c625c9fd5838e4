import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginRequest, SessionUser, UserAccess } from '@freight/contracts';
import type { StoredSession } from './session';

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AuthState {
  /** The signed-in user; none when signed out. The token itself is in an HttpOnly cookie no script reads. */
  user?: SessionUser;
  /** When the session expires (ms since the epoch): the auth saga logs out then. */
  expiresAt?: number;
  loginStatus: 'idle' | 'pending' | 'failed';
  /** Why the last login failed, in the server's words (e.g. 'Invalid email or password'), shown in the form. */
  loginError?: string;
  access: { status: LoadStatus; data?: UserAccess };
  permissions: { status: LoadStatus; keys: string[] };
  /** Set when the session has just ended: guards then send the user there (the root), not to /login. */
  endedTo?: string;
  /** Why the session just ended, when the login page says it: the password was changed in another browser. */
  endedBecause?: 'passwordChanged';
}

/** Why a session ends: the user's logout, or the server's refusal of its token (expired, invalid, password changed). */
export type LogoutReason = 'user' | 'expired' | 'invalid' | 'passwordChanged';

/**
 * Where a session that ended goes: the root (spec section 4), except after a password change elsewhere, which goes to
 * the login page saying so (the user signs in again with the new password).
 */
export const endedPathOf = (reason: LogoutReason) => (reason === 'passwordChanged' ? '/login' : '/');

export const initialAuthState = (session?: StoredSession): AuthState => ({
  user: session?.user,
  expiresAt: session?.expiresAt,
  loginStatus: 'idle',
  access: { status: 'idle' },
  permissions: { status: 'idle', keys: [] },
});

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState(),
  reducers: {
    loginRequested: (state, _action: PayloadAction<LoginRequest>) => {
      state.loginStatus = 'pending';
      state.loginError = undefined;
      state.endedTo = undefined;
      state.endedBecause = undefined;
    },
    loginSucceeded: (state, action: PayloadAction<StoredSession>) => {
      state.loginStatus = 'idle';
      state.loginError = undefined;
      state.user = action.payload.user;
      state.expiresAt = action.payload.expiresAt;
      state.access = { status: 'idle' };
      state.permissions = { status: 'idle', keys: [] };
    },
    /** `message`: the server's text, when it said why; the form otherwise shows the generic one. */
    loginFailed: (state, action: PayloadAction<{ message?: string } | undefined>) => {
      state.loginStatus = 'failed';
      state.loginError = action.payload?.message;
    },
    accessRequested: (state) => {
      if (state.access.status !== 'loaded') state.access.status = 'loading';
    },
    accessLoaded: (state, action: PayloadAction<UserAccess>) => {
      state.access = { status: 'loaded', data: action.payload };
    },
    accessFailed: (state) => {
      state.access.status = 'failed';
    },
    permissionsRequested: (state) => {
      state.permissions.status = 'loading';
    },
    permissionsLoaded: (state, action: PayloadAction<string[]>) => {
      state.permissions = { status: 'loaded', keys: action.payload };
    },
    /** Ends the session; `reason` tells why (user, expired, invalid, password changed) and where to go next. */
    loggedOut: (_state, action: PayloadAction<{ reason: LogoutReason }>) => ({
      ...initialAuthState(),
      endedTo: endedPathOf(action.payload.reason),
      ...(action.payload.reason === 'passwordChanged' ? { endedBecause: 'passwordChanged' as const } : {}),
    }),
  },
  selectors: {
    selectSignedIn: (state) => state.user !== undefined,
    selectUser: (state) => state.user,
    selectLoginStatus: (state) => state.loginStatus,
    selectLoginError: (state) => state.loginError,
    selectAccess: (state) => state.access,
    selectPermissions: (state) => state.permissions,
    selectEndedTo: (state) => state.endedTo,
    selectEndedBecause: (state) => state.endedBecause,
  },
});

export const { loginRequested, loginSucceeded, loginFailed, accessRequested, accessLoaded, accessFailed, permissionsRequested, permissionsLoaded, loggedOut } =
  authSlice.actions;

/**
 * The signed-in user's name or the company's name or logo has just changed (a settings save): whoever shows them (the
 * header's identity, libs/frame) reads them again. They are otherwise read once per signed-in user, not with every
 * access record.
 */
export const identityChanged = createAction('auth/identityChanged');

export const { selectSignedIn, selectUser, selectLoginStatus, selectLoginError, selectAccess, selectPermissions, selectEndedTo, selectEndedBecause } =
  authSlice.selectors;

declare module '@freight/store' {
  /** The store is always created with the session (bootPlatform): `RootState['auth']`. */
  interface PlatformSlices {
    auth: AuthState;
  }
}
