import '../../i18n';
import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import { Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ServerFieldErrors, TextField } from '@freight/ui';
import { accountActions, forgotPasswordRequested, selectAccount } from '../feature';
import { forgotPasswordSchema } from '../schemas';

/** /forgot-password: asks for a reset link (user-manager/forgot-password). The answer never tells whether the account exists. */
function ForgotPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { forgotPassword } = useAppSelector(selectAccount);
  useEffect(() => {
    dispatch(accountActions.reset(['forgotPassword']));
  }, [dispatch]);

  return (
    <section className="card auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('account.forgot.title')}</h1>
      {forgotPassword.status === 'succeeded' ? (
        <div role="status">
          <p>{t('account.forgot.sent', { email: forgotPassword.data?.email ?? '' })}</p>
          <Link to="/login">{t('account.backToLogin')}</Link>
        </div>
      ) : (
        <Formik
          initialValues={{ email: '' }}
          validationSchema={forgotPasswordSchema}
          onSubmit={({ email }) => {
            dispatch(forgotPasswordRequested({ email: email.trim() }));
          }}
        >
          <Form noValidate>
            <p>{t('account.forgot.intro')}</p>
            <ServerFieldErrors errors={forgotPassword.status === 'failed' ? forgotPassword.fieldErrors : undefined} />
            <TextField name="email" type="email" label={t('login.email')} autoComplete="email" />
            <button type="submit" className="button" disabled={forgotPassword.status === 'pending'}>
              {forgotPassword.status === 'pending' ? t('account.working') : t('account.forgot.submit')}
            </button>
            <p className="auth-links">
              <Link to="/login">{t('account.backToLogin')}</Link>
            </p>
          </Form>
        </Formik>
      )}
    </section>
  );
}

export default ForgotPasswordPage;
