import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { API_BASE_URL, settings } from '@freight/api-client';
import { accessLoaded, loggedOut } from '@freight/auth';
import type { ApiEnvelope, CompanySettings, SettingsProfile } from '@freight/contracts';
import type { RootState } from '@freight/store';

/**
 * Who the header names (issue 16): the signed-in user's name and the company's logo as they are now, read after each
 * access record (`accessLoaded`: after login, and whenever a screen asks for it again with `accessRequested`, as the
 * settings screens do after a profile, company or logo change). Until read, or if it cannot be, the header shows the
 * session's name and no company logo.
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
  extraReducers: (builder) => builder.addCase(loggedOut, () => ({})),
});

/** The header's identity; empty in a store without it (a test store). */
export const selectIdentity = (root: RootState): IdentityState => (root as { identity?: IdentityState }).identity ?? {};

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
  yield takeLatest(accessLoaded.type, readIdentity);
}
