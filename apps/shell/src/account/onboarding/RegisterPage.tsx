import '../../i18n';
import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import { Link } from '@freight/router';
import { isLanguage, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector, selectDemoMode } from '@freight/store';
import { CheckboxField, ServerFieldErrors, TextField, SubmitButton } from '@freight/ui';
import { accountActions, registerRequested, selectAccount } from '../feature';
import { CompanyStep } from './CompanyStep';
import { userStepSchema, type UserStepForm } from '../schemas';

const USER_FORM: UserStepForm = { firstname: '', lastname: '', email: '', password: '', confirmPassword: '', phone: '', acceptTerms: false };

function Steps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <ol className="steps" aria-label={t('account.register.progress')}>
      {(['person', 'company', 'verify'] as const).map((step, index) => (
        <li key={step} aria-current={index + 1 === current ? 'step' : undefined} className={index + 1 <= current ? 'done' : undefined}>
          {t(`account.register.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}

function UserStep() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { register } = useAppSelector(selectAccount);
  return (
    <Formik<UserStepForm>
      initialValues={USER_FORM}
      validationSchema={userStepSchema}
      onSubmit={({ confirmPassword: _confirm, phone, acceptTerms: _accepted, ...values }) => {
        dispatch(
          registerRequested({
            ...values,
            firstname: values.firstname.trim(),
            lastname: values.lastname.trim(),
            email: values.email.trim(),
            ...(phone?.trim() ? { phone: phone.trim() } : {}),
            ...(isLanguage(i18n.language) ? { language: i18n.language } : {}),
            acceptTerms: true,
          }),
        );
      }}
    >
      <Form noValidate aria-labelledby="register-person">
        <h2 id="register-person">{t('account.register.personTitle')}</h2>
        <ServerFieldErrors errors={register.status === 'failed' ? register.fieldErrors : undefined} />
        <div className="form-row">
          <TextField name="firstname" label={t('account.fields.firstname')} autoComplete="given-name" />
          <TextField name="lastname" label={t('account.fields.lastname')} autoComplete="family-name" />
        </div>
        <TextField name="email" type="email" label={t('login.email')} autoComplete="email" />
        <TextField name="phone" type="tel" label={t('account.fields.phoneOptional')} autoComplete="tel" />
        <TextField name="password" type="password" label={t('login.password')} autoComplete="new-password" />
        <TextField name="confirmPassword" type="password" label={t('account.fields.confirmPassword')} autoComplete="new-password" />
        <CheckboxField name="acceptTerms" label={t('account.register.acceptTerms')} />
        <p className="muted">
          <Link to="/terms-and-conditions" target="_blank" rel="noopener">
            {t('account.register.readTerms')}
          </Link>
        </p>
        <SubmitButton disabled={register.status === 'pending'}>
          {register.status === 'pending' ? t('account.working') : t('account.register.next')}
        </SubmitButton>
      </Form>
    </Formik>
  );
}

/** /register: the person, then the company (spec section 7: user-manager/register, then company-manager/register-company). */
export function RegisterPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { register, registerCompany } = useAppSelector(selectAccount);
  const demo = useAppSelector(selectDemoMode);
  // A fresh visit starts a fresh registration.
  useEffect(() => {
    dispatch(accountActions.reset(['register', 'registerCompany']));
  }, [dispatch]);

  const email = register.data?.email ?? '';
  const step = register.status !== 'succeeded' ? 1 : registerCompany.status !== 'succeeded' ? 2 : 3;
  return (
    <section className="card auth-card auth-card-wide" aria-labelledby="register-title">
      <h1 id="register-title">{t('account.register.title')}</h1>
      {demo.enabled && (
        <p className="notice" role="note">
          {t('login.demoMode', { accounts: demo.allowedAccounts.join(', ') })}
        </p>
      )}
      <Steps current={step} />
      {step === 1 && <UserStep />}
      {step === 2 && <CompanyStep email={email} />}
      {step === 3 && (
        <div role="status" className="done-panel">
          <h2>{t('account.register.checkInbox')}</h2>
          <p>{t('account.register.sentTo', { email })}</p>
          <p>{t('account.register.afterVerify')}</p>
          <Link className="button" to="/login">
            {t('home.login')}
          </Link>
        </div>
      )}
      {step === 1 && (
        <p className="auth-links">
          {t('account.register.haveAccount')} <Link to="/login">{t('home.login')}</Link>
        </p>
      )}
    </section>
  );
}

export default RegisterPage;
