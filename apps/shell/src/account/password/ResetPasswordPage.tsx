import '../../i18n';
import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import { Link, useSearchParams } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, ServerFieldErrors, TextField } from '@freight/ui';
import { accountActions, resetPasswordRequested, selectAccount } from '../feature';
import { isWellFormedLink, refusedLink } from '../links';
import { resetPasswordSchema } from '../schemas';

/** /reset-password?token&email: the link of the reset e-mail; a new password (user-manager/reset-password). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const { resetPassword } = useAppSelector(selectAccount);
  // Each link starts clean: a refusal of an earlier link is not this one's.
  useEffect(() => {
    dispatch(accountActions.reset(['resetPassword']));
  }, [dispatch, token]);

  const linkRefused = resetPassword.status === 'failed' && refusedLink(resetPassword.fieldErrors);
  // A bad link replaces the form: there is nothing the user can type to fix it.
  if (!isWellFormedLink(token, email) || linkRefused) {
    return (
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('account.reset.title')}</h1>
        <ErrorPanel title={t('account.reset.invalidLink')} message={t(linkRefused ? 'account.invalidLink' : 'account.reset.incomplete')}>
          <Link to="/forgot-password">{t('account.verify.getNewLink')}</Link>
        </ErrorPanel>
      </section>
    );
  }
  return (
    <section className="card auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('account.reset.title')}</h1>
      <p>{t('account.reset.for', { email })}</p>
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
