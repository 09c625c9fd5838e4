import '../../i18n';
import { Form, Formik } from 'formik';
import { Link, useSearchParams } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, ServerFieldErrors, TextField } from '@freight/ui';
import { resetPasswordRequested, selectAccount } from '../feature';
import { resetPasswordSchema } from '../schemas';

/** /reset-password?token&email: the link of the reset e-mail; a new password (user-manager/reset-password). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const { resetPassword } = useAppSelector(selectAccount);

  if (!token || !email) {
    return (
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('account.reset.title')}</h1>
        <ErrorPanel title={t('account.reset.invalidLink')} message={t('account.reset.incomplete')}>
          <Link to="/forgot-password">{t('account.verify.getNewLink')}</Link>
        </ErrorPanel>
      </section>
    );
  }
  const tokenError = resetPassword.status === 'failed' ? resetPassword.fieldErrors?.token : undefined;
  return (
    <section className="card auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('account.reset.title')}</h1>
      <p>{t('account.reset.for', { email })}</p>
      {tokenError && (
        <ErrorPanel title={t('account.reset.invalidLink')} message={tokenError}>
          <Link to="/forgot-password">{t('account.verify.getNewLink')}</Link>
        </ErrorPanel>
      )}
      <Formik
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={resetPasswordSchema}
        onSubmit={({ password }) => {
          dispatch(resetPasswordRequested({ email, token, password }));
        }}
      >
        <Form noValidate>
          <ServerFieldErrors errors={resetPassword.status === 'failed' ? resetPassword.fieldErrors : undefined} />
          <TextField name="password" type="password" label={t('account.fields.newPassword')} autoComplete="new-password" />
          <TextField name="confirmPassword" type="password" label={t('account.fields.confirmPassword')} autoComplete="new-password" />
          <button type="submit" className="button" disabled={resetPassword.status === 'pending'}>
            {resetPassword.status === 'pending' ? t('account.working') : t('account.reset.submit')}
          </button>
        </Form>
      </Formik>
    </section>
  );
}

export default ResetPasswordPage;
