import { useEffect } from 'react';
import type { ProfileUpdateRequest, SettingsProfile } from '@freight/contracts';
import { LANGUAGES, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EntityFormPage, SelectField, TextField } from '@freight/ui';
import { NotificationGrid } from './NotificationGrid';
import { gridToPrefs, prefsToGrid, profileSchema, type ProfileFormValues } from './schema';
import { profileActions, selectProfileCall } from './state';

export const profileToForm = (profile: SettingsProfile): ProfileFormValues => ({
  firstname: profile.firstname,
  lastname: profile.lastname,
  // The e-mail in use; a change waiting for its link is said beside it.
  email: profile.email,
  phone: profile.phone ?? '',
  language: profile.language,
  prefs: prefsToGrid(profile.notificationPrefs),
});

/** The update-user body: trimmed texts, an empty phone cleared (null), every event's channels. */
export const formToProfile = (values: ProfileFormValues): ProfileUpdateRequest => ({
  firstname: values.firstname.trim(),
  lastname: values.lastname.trim(),
  email: values.email.trim(),
  phone: values.phone.trim() ? values.phone.trim() : null,
  language: values.language,
  notificationPrefs: gridToPrefs(values.prefs),
});

/** ?tab=profile (the default): the user's own profile. */
export function ProfileTab() {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const load = useAppSelector(selectProfileCall('profile'));
  const save = useAppSelector(selectProfileCall('saveProfile'));
  useEffect(() => {
    dispatch(profileActions.reset(['saveProfile']));
    dispatch(profileActions.profileRequested());
  }, [dispatch]);
  const profile = load.data;
  return (
    <EntityFormPage<ProfileFormValues, SettingsProfile>
      formId="profile-form"
      record={{ ...load, retry: () => dispatch(profileActions.profileRequested()) }}
      loadFailed={t('loadFailed')}
      fromRecord={profileToForm}
      validationSchema={profileSchema}
      onSubmit={(values) => dispatch(profileActions.profileSaveRequested(formToProfile(values)))}
      save={save}
    >
      <fieldset className="settings-section">
        <legend>{t('legend')}</legend>
        <div className="form-grid">
          <TextField name="firstname" label={t('fields.firstname')} autoComplete="given-name" />
          <TextField name="lastname" label={t('fields.lastname')} autoComplete="family-name" />
          <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" />
          <TextField name="phone" type="tel" label={t('fields.phone')} autoComplete="tel" placeholder="+1 (555) 123-4567" />
          <SelectField name="language" label={t('fields.language')} options={LANGUAGES.map((lang) => ({ value: lang.code, label: lang.label }))} />
        </div>
        <p className="muted settings-note">{t('emailHint')}</p>
        {profile?.pendingEmail && (
          <p className="notice" role="status" data-testid="pending-email">
            {t('pendingEmail', { email: profile.pendingEmail })}
          </p>
        )}
      </fieldset>
      <NotificationGrid />
    </EntityFormPage>
  );
}
