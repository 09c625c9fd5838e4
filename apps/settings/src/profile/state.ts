import { createAction } from '@reduxjs/toolkit';
import type {
  CompanySettings,
  CompanyUpdateRequest,
  LogoUploadRequest,
  LogoUploadResult,
  PasswordChangeRequest,
  ProfileUpdateRequest,
  SettingsProfile,
} from '@freight/contracts';
import { createCallsSlice, type CallState, type RootState } from '@freight/store';

/**
 * /setting/profile and its tabs: the user's profile (names, e-mail, phone, language, notification preferences), the
 * company (name, logo, contacts, address, tax number, plan, billing portal) and the password.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectProfileState`.
 */
export type ProfileCalls = {
  /** GET settings-manager/profile. */
  profile: SettingsProfile;
  /** POST user-manager/update-user. */
  saveProfile: SettingsProfile;
  /** POST user-manager/change-password. */
  password: void;
  /** GET settings-manager/company. */
  company: CompanySettings;
  /** POST settings-manager/update-company. */
  saveCompany: CompanySettings;
  /** POST settings-manager/company-logo. */
  uploadLogo: LogoUploadResult;
  /** DELETE settings-manager/company-logo. */
  removeLogo: void;
  /** GET company-manager/portal/{companyId}: the page is opened at once. */
  portal: { url: string };
};

const PROFILE_CALLS = ['profile', 'saveProfile', 'password', 'company', 'saveCompany', 'uploadLogo', 'removeLogo', 'portal'] as const;
const calls = createCallsSlice<ProfileCalls>('settings/profile/calls', PROFILE_CALLS);

export type ProfileState = { [K in keyof ProfileCalls]: CallState<ProfileCalls[K]> };

/** Where the module (../state.ts) puts this reducer. */
export const PROFILE_KEY = 'profile';

export const profileReducer = calls.reducer;

/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectProfileState(root: RootState): ProfileState {
  const settings = (root as { settings?: Record<string, unknown> }).settings;
  return (settings?.[PROFILE_KEY] as ProfileState | undefined) ?? calls.initialState;
}

export const selectProfileCall =
  <K extends keyof ProfileCalls>(name: K) =>
  (root: RootState): CallState<ProfileCalls[K]> =>
    selectProfileState(root)[name];

export const profileActions = {
  profileRequested: createAction('settings/profile/profileRequested'),
  profileSaveRequested: createAction<ProfileUpdateRequest>('settings/profile/profileSaveRequested'),
  passwordChangeRequested: createAction<PasswordChangeRequest>('settings/profile/passwordChangeRequested'),
  companyRequested: createAction('settings/profile/companyRequested'),
  companySaveRequested: createAction<CompanyUpdateRequest>('settings/profile/companySaveRequested'),
  logoUploadRequested: createAction<LogoUploadRequest>('settings/profile/logoUploadRequested'),
  logoRemoveRequested: createAction('settings/profile/logoRemoveRequested'),
  /** Opens the billing portal of the company (the sandbox's or Stripe's page) in this tab. */
  portalRequested: createAction<string>('settings/profile/portalRequested'),
  ...calls.actions,
};
