import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take } from 'redux-saga/effects';
import { API_BASE_URL, settings } from '@freight/api-client';
import { accessLoaded, identityChanged, loggedOut, loginSucceeded, selectUser } from '@freight/auth';
import type { ApiEnvelope, CompanySettings, SessionUser, SettingsProfile } from '@freight/contracts';
import type { RootState } from '@freight/store';

/**
 * Who the header names: the signed-in user's name and the company's logo as they are now. Read once per
 * signed-in user (after the first access record of a sign-in or of a page load), and again only when they may have
 * changed: `identityChanged`, which the settings screens dispatch after saving the profile, the company or the logo.
 * Later access records (an account without portal access asks for one on every navigation) read nothing. Until read,
 * or if it cannot be, the header shows the session's name and no company logo.
 */
export interface IdentityState {
  name?: string;
  companyName?: string;
  logoUrl?: string | null;
}

export const identitySlice = createSlice({
  name: 'identity',
  initialState: {} as IdentityState,
  reducers: {
    identityLoaded: (state, action: PayloadAction<IdentityState>) => ({ ...state, ...action.payload }),
  },
  // A new sign-in or a logout forgets the previous user's identity.
  extraReducers: (builder) => builder.addCase(loggedOut, () => ({})).addCase(loginSucceeded, () => ({})),
});

/** The header's identity; empty in a store without it (a test store). */
const NO_IDENTITY: IdentityState = {};
export const selectIdentity = (root: RootState): IdentityState => (root as { identity?: IdentityState }).identity ?? NO_IDENTITY;

/** The company's name as it is now (read again after a save), else the session's (the name at sign-in). */
export const selectCompanyName = (root: RootState): string | undefined => selectIdentity(root).companyName ?? selectUser(root)?.companyId.name;

/** The logo's address for an <img>: the API answers a path under its base, a full address or a data URL. */
export const logoSource = (url: string) => (/^(https?:|data:|blob:|\/)/.test(url) ? url : `${API_BASE_URL}/${url.replace(/^\/+/, '')}`);

const quiet = { silent: true, quietErrors: true } as const;

function* readProfile() {
  try {
    const answer: ApiEnvelope<SettingsProfile> = yield call(settings.profile, quiet);
    if (answer.data) yield put(identitySlice.actions.identityLoaded({ name: `${answer.data.firstname} ${answer.data.lastname}`.trim() }));
  } catch {
    // The session's name stays.
  }
}

function* readCompany() {
  try {
    const answer: ApiEnvelope<CompanySettings> = yield call(settings.company, quiet);
    if (answer.data) yield put(identitySlice.actions.identityLoaded({ companyName: answer.data.name, logoUrl: answer.data.logoUrl }));
  } catch {
    // No company logo.
  }
}

function* readIdentity() {
  yield all([call(readProfile), call(readCompany)]);
}

export function* identitySaga() {
  /** The user whose identity this session has read (or is reading); none after a logout or before a new sign-in. */
  let readFor: string | undefined;
  let reading: Task | undefined;
  for (;;) {
    const action: { type: string } = yield take([accessLoaded.type, identityChanged.type, loginSucceeded.type, loggedOut.type]);
    if (action.type === loginSucceeded.type || action.type === loggedOut.type) {
      readFor = undefined;
      if (reading) yield cancel(reading);
      reading = undefined;
      continue;
    }
    const user: SessionUser | undefined = yield select(selectUser);
    if (!user) continue;
    if (action.type === accessLoaded.type && readFor === user.userId) continue;
    // A newer read replaces one still under way (two saves in a row: the last one's answers win).
    if (reading) yield cancel(reading);
    readFor = user.userId;
    reading = yield fork(readIdentity);
  }
}
