import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type {
  ApiEnvelope,
  CompanySettings,
  CompanyUpdateRequest,
  LogoUploadRequest,
  LogoUploadResult,
  PasswordChangeRequest,
  ProfileUpdateRequest,
  SettingsProfile,
} from '@freight/contracts';
import { callFailure, settings } from '@freight/api-client';
import { identityChanged } from '@freight/auth';
import { changeLanguage, i18next, isLanguage } from '@freight/i18n';
import { showToast, type CallState } from '@freight/store';
import { openExternal } from '../common/external';
import { profileActions, selectProfileCall } from './state';

const silent = { silent: true } as const;

function* loadProfile(): SagaIterator {
  yield put(profileActions.started('profile'));
  try {
    const answer: ApiEnvelope<SettingsProfile> = yield call(settings.profile, silent);
    yield put(profileActions.succeeded('profile', answer.data!));
  } catch (error) {
    yield put(profileActions.failed('profile', callFailure(error)));
  }
}

/**
 * Saves the profile. A new e-mail is not applied at once: the answer carries it as `pendingEmail` and the user is
 * told a verification link was sent to it. A new language switches the app (and its header) once saved, before the
 * success toast, which comes in it (choosing in the form previews nothing: Cancel has nothing to undo); the header is
 * told its identity changed, so it reads the new name.
 */
function* saveProfile({ payload }: PayloadAction<ProfileUpdateRequest>): SagaIterator {
  const before: CallState<SettingsProfile> = yield select(selectProfileCall('profile'));
  yield put(profileActions.started('saveProfile'));
  try {
    const answer: ApiEnvelope<SettingsProfile> = yield call(settings.updateProfile, payload);
    const profile = answer.data!;
    yield put(profileActions.succeeded('saveProfile', profile));
    yield put(profileActions.succeeded('profile', profile));
    // The new language first: the toast (read once by screen readers) and the next answers come in it.
    if (isLanguage(profile.language) && profile.language !== i18next.language) yield call(changeLanguage, profile.language);
    const newPending = profile.pendingEmail && profile.pendingEmail !== before.data?.pendingEmail ? profile.pendingEmail : undefined;
    if (newPending) yield put(showToast({ kind: 'success', messageKey: 'profile:emailSent', values: { email: newPending } }));
    else yield put(showToast({ kind: 'success', messageKey: 'profile:updated' }));
    yield put(identityChanged());
  } catch (error) {
    yield put(profileActions.failed('saveProfile', callFailure(error)));
  }
}

/** Changes the password; every other session of the user is signed out (the toast says so), this one goes on. */
function* changePassword({ payload }: PayloadAction<PasswordChangeRequest>): SagaIterator {
  yield put(profileActions.started('password'));
  try {
    yield call(settings.changePassword, payload);
    yield put(profileActions.succeeded('password'));
    yield put(showToast({ kind: 'success', messageKey: 'settings-profile:password.changed' }));
  } catch (error) {
    yield put(profileActions.failed('password', callFailure(error)));
  }
}

function* loadCompany(): SagaIterator {
  yield put(profileActions.started('company'));
  try {
    const answer: ApiEnvelope<CompanySettings> = yield call(settings.company, silent);
    yield put(profileActions.succeeded('company', answer.data!));
  } catch (error) {
    yield put(profileActions.failed('company', callFailure(error)));
  }
}

function* saveCompany({ payload }: PayloadAction<CompanyUpdateRequest>): SagaIterator {
  yield put(profileActions.started('saveCompany'));
  try {
    const answer: ApiEnvelope<CompanySettings> = yield call(settings.updateCompany, payload);
    yield put(profileActions.succeeded('saveCompany', answer.data!));
    yield put(profileActions.succeeded('company', answer.data!));
    yield put(showToast({ kind: 'success', messageKey: 'settings-profile:company.saved' }));
    // The header shows the company's name and logo: it reads them again.
    yield put(identityChanged());
  } catch (error) {
    yield put(profileActions.failed('saveCompany', callFailure(error)));
  }
}

/** Uploads the logo (checked by the server on its content); the company shows it and the header reads it again. */
function* uploadLogo({ payload }: PayloadAction<LogoUploadRequest>): SagaIterator {
  yield put(profileActions.started('uploadLogo'));
  try {
    const answer: ApiEnvelope<LogoUploadResult> = yield call(settings.uploadLogo, payload);
    yield put(profileActions.succeeded('uploadLogo', answer.data!));
    const company: CallState<CompanySettings> = yield select(selectProfileCall('company'));
    if (company.data) yield put(profileActions.succeeded('company', { ...company.data, logoUrl: answer.data!.logoUrl, logo: answer.data!.logo }));
    yield put(showToast({ kind: 'success', messageKey: 'settings-profile:logo.uploaded' }));
    yield put(identityChanged());
  } catch (error) {
    yield put(profileActions.failed('uploadLogo', callFailure(error)));
  }
}

function* removeLogo(): SagaIterator {
  yield put(profileActions.started('removeLogo'));
  try {
    yield call(settings.removeLogo);
    yield put(profileActions.succeeded('removeLogo'));
    const company: CallState<CompanySettings> = yield select(selectProfileCall('company'));
    if (company.data) yield put(profileActions.succeeded('company', { ...company.data, logoUrl: null, logo: null }));
    yield put(profileActions.reset(['uploadLogo']));
    yield put(showToast({ kind: 'success', messageKey: 'settings-profile:logo.removed' }));
    yield put(identityChanged());
  } catch (error) {
    yield put(profileActions.failed('removeLogo', callFailure(error)));
  }
}

/** Opens the billing portal (company-manager/portal/{companyId}): the sandbox's page, or Stripe's. */
function* openPortal({ payload: companyId }: PayloadAction<string>): SagaIterator {
  yield put(profileActions.started('portal'));
  try {
    const answer: ApiEnvelope<{ url: string }> = yield call(settings.billingPortal, companyId);
    yield put(profileActions.succeeded('portal', answer.data!));
    yield call(openExternal, answer.data!.url);
  } catch (error) {
    yield put(profileActions.failed('portal', { ...callFailure(error), errorKey: 'settings-billing:portalFailed' }));
  }
}

/** The profile screen's saga. */
export function* profileSaga(): SagaIterator {
  yield all([
    takeLatest(profileActions.profileRequested.type, loadProfile),
    takeLatest(profileActions.profileSaveRequested.type, saveProfile),
    takeLatest(profileActions.passwordChangeRequested.type, changePassword),
    takeLatest(profileActions.companyRequested.type, loadCompany),
    takeLatest(profileActions.companySaveRequested.type, saveCompany),
    takeLatest(profileActions.logoUploadRequested.type, uploadLogo),
    takeLatest(profileActions.logoRemoveRequested.type, removeLogo),
    takeLatest(profileActions.portalRequested.type, openPortal),
  ]);
}
