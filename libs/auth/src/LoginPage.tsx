import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { LoadingState } from '@freight/ui';
import { selectDemoMode, useAppDispatch, useAppSelector } from '@freight/store';
import { loginRequested, selectEndedBecause, selectLoginError, selectLoginStatus } from './auth-slice';
import { validateLogin, type LoginForm, type LoginFormErrors } from './credential-rules';
import { recallCredentials } from './remember-me';
import './login.css';

const EMPTY_FORM: LoginForm = { email: '', password: '', rememberme: false };
const FAILURE_ID = 'login-failure';

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

/** Marks up a field as the form-field kit of libs/ui does (same classes, same error ids and ARIA wiring). */
function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="field-error" id={id} role="alert">
      {children}
    </p>
  );
}

/**
 * The login form. It is the first screen most people see, so it is plain React state with the spec's rules
 * (credential-rules.ts) rather than the form library: nothing on this page waits for Formik or yup.
 *
 * A refused login (wrong password, unverified account, demo mode) shows the server's reason inside the form, as an
 * alert that both fields point to (`aria-describedby`), not only as a toast.
 * Once signed in, the GuestOnly guard around this page moves the user on (remembered location, dashboard or
 * onboarding).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectLoginStatus);
  const serverError = useAppSelector(selectLoginError);
  // Signed out because the password was changed in another browser: said until the next login.
  const endedBecause = useAppSelector(selectEndedBecause);
  const [values, setValues] = useState<LoginForm>(EMPTY_FORM);
  const [touched, setTouched] = useState<Partial<Record<keyof LoginForm, boolean>>>({});
  // Derived from the values on every render: each keystroke is applied to the latest state (a functional update),
  // so two quick edits in a row never undo each other.
  const errors: LoginFormErrors = validateLogin(values);
  const typed = useRef(false);
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  // Remember-me: prefill the remembered credentials, unless the user has started typing.
  useEffect(() => {
    let live = true;
    void recallCredentials().then((remembered) => {
      if (live && remembered && !typed.current) setValues({ ...remembered, rememberme: true });
    });
    return () => {
      live = false;
    };
  }, []);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    typed.current = true;
    const { name, type, checked, value } = event.target;
    setValues((previous) => ({ ...previous, [name]: type === 'checkbox' ? checked : value }));
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    setTouched((previous) => ({ ...previous, [event.target.name]: true }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = errors;
    setTouched({ email: true, password: true, rememberme: true });
    const firstInvalid = found.email ? fields.email : found.password ? fields.password : undefined;
    if (firstInvalid) {
      firstInvalid.current?.focus();
      return;
    }
    dispatch(loginRequested({ email: values.email.trim(), password: values.password, rememberme: values.rememberme }));
  };

  const failed = status === 'failed';
  const textField = (name: 'email' | 'password', type: string, autoComplete: string) => {
    const id = `field-${name}`;
    const error = touched[name] && errors[name] ? t(errors[name]) : undefined;
    const describedBy = [error ? `${id}-error` : '', failed ? FAILURE_ID : ''].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={id}>{t(`login.${name}`)}</label>
        <input
          ref={fields[name]}
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={change}
          onBlur={blur}
          aria-invalid={error || failed ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </div>
    );
  };

  return (
    <section className="card auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      {endedBecause === 'passwordChanged' && (
        <p className="notice" role="status">
          {t('login.passwordChanged')}
        </p>
      )}
      <DemoModeNotice />
      <form noValidate onSubmit={submit}>
        {failed && (
          <p className="form-error" id={FAILURE_ID} role="alert">
            {serverError ?? t('errors.fallback')}
          </p>
        )}
        {textField('email', 'email', 'username')}
        {textField('password', 'password', 'current-password')}
        <div className="field field-checkbox">
          <div className="field-checkbox-row">
            <input id="field-rememberme" name="rememberme" type="checkbox" checked={values.rememberme} onChange={change} />
            <label htmlFor="field-rememberme">{t('login.rememberMe')}</label>
          </div>
        </div>
        <button type="submit" className="button" disabled={status === 'pending'}>
          {status === 'pending' ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
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
