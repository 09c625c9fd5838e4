import { useEffect, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Link, useNavigate, useParams } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { CheckboxField, LoadingState, TextField } from '@freight/ui';
import { selectDemoMode, useAppDispatch, useAppSelector } from '@freight/store';
import { loginRequested, selectLoginStatus } from './auth-slice';
import { loginSchema, type LoginForm } from './login-schema';
import { recallCredentials } from './remember-me';

const EMPTY_FORM: LoginForm = { email: '', password: '', rememberme: false };

/** Prefills the form with the remembered credentials (remember-me), unless the user has started typing. */
function RememberedCredentials() {
  const { setValues, values } = useFormikContext<LoginForm>();
  const typed = useRef(false);
  typed.current = values.email !== '' || values.password !== '';
  useEffect(() => {
    let live = true;
    void recallCredentials().then((remembered) => {
      if (live && remembered && !typed.current) void setValues({ ...remembered, rememberme: true }, false);
    });
    return () => {
      live = false;
    };
  }, [setValues]);
  return null;
}

/** Demo mode (spec section 1): only the allowed accounts can sign in, and the page says so. */
function DemoModeNotice() {
  const { t } = useTranslation();
  const demo = useAppSelector(selectDemoMode);
  if (!demo.enabled) return null;
  return (
    <p className="notice" role="note">
      {t('login.demoMode', { accounts: demo.allowedAccounts.join(', ') })}
    </p>
  );
}

/** Once signed in, the GuestOnly guard around this page moves the user on (remembered location, dashboard or onboarding). */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectLoginStatus);

  return (
    <section className="card auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <DemoModeNotice />
      <Formik<LoginForm>
        initialValues={EMPTY_FORM}
        validationSchema={loginSchema}
        onSubmit={(values) => {
          dispatch(loginRequested({ email: values.email.trim(), password: values.password, rememberme: values.rememberme }));
        }}
      >
        <Form noValidate>
          <RememberedCredentials />
          <TextField name="email" type="email" label={t('login.email')} autoComplete="username" />
          <TextField name="password" type="password" label={t('login.password')} autoComplete="current-password" />
          <CheckboxField name="rememberme" label={t('login.rememberMe')} />
          <button type="submit" className="button" disabled={status === 'pending'}>
            {status === 'pending' ? t('login.submitting') : t('login.submit')}
          </button>
        </Form>
      </Formik>
      <p className="auth-links">
        <Link to="/forgot-password">{t('login.forgot')}</Link> · <Link to="/register">{t('login.register')}</Link>
      </p>
    </section>
  );
}

/**
 * /login/{email}/{password}: signs in at once with remember-me off, and replaces the URL
 * straight away so the password does not stay in the address bar or history.
 */
export function AutoLoginPage() {
  const { email = '', password = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    navigate('/login', { replace: true, state: null });
    dispatch(loginRequested({ email, password, rememberme: false }));
  }, [dispatch, email, password, navigate]);
  return <LoadingState label={t('login.autoLogin')} />;
}
