import { useEffect } from 'react';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EntityFormPage, TextField } from '@freight/ui';
import { EMPTY_PASSWORD, passwordSchema, type PasswordFormValues } from './schema';
import { profileActions, selectProfileCall } from './state';

/** ?tab=password: current password, the new one (6 characters at least) twice. Other sessions are signed out. */
export function PasswordTab() {
  const { t } = useTranslation('settings-profile');
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectProfileCall('password'));
  useEffect(() => {
    dispatch(profileActions.reset(['password']));
  }, [dispatch]);
  return (
    <EntityFormPage<PasswordFormValues, never>
      formId="password-form"
      empty={EMPTY_PASSWORD}
      validationSchema={passwordSchema}
      onSubmit={(values) => dispatch(profileActions.passwordChangeRequested(values))}
      save={save}
      submitLabel={t('password.submit')}
    >
      <fieldset className="settings-section">
        <legend>{t('password.legend')}</legend>
        <p className="notice settings-note">{t('password.othersSignedOut')}</p>
        <div className="form-grid">
          <TextField name="currentPassword" type="password" label={t('password.current')} autoComplete="current-password" />
          <TextField name="newPassword" type="password" label={t('password.new')} autoComplete="new-password" />
          <TextField name="confirmPassword" type="password" label={t('password.confirm')} autoComplete="new-password" />
        </div>
        <p className="muted settings-note">{t('password.hint')}</p>
        {save.status === 'succeeded' && (
          <p className="notice notice-success" role="status">
            {t('password.changed')}
          </p>
        )}
      </fieldset>
    </EntityFormPage>
  );
}
