import '../../i18n';
import { useEffect } from 'react';
import { Link, useSearchParams } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, LoadingState } from '@freight/ui';
import { selectAccount, verifyEmailRequested } from '../feature';
import { isWellFormedLink } from '../links';

/** /verify-email?token&email: the link of the verification e-mail (user-manager/verify-email). */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const { verifyEmail } = useAppSelector(selectAccount);
  const complete = isWellFormedLink(token, email);

  useEffect(() => {
    if (complete) dispatch(verifyEmailRequested({ token, email }));
  }, [complete, dispatch, email, token]);

  return (
    <section className="card auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('account.verify.title')}</h1>
      {!complete ? (
        <ErrorPanel title={t('account.verify.failed')} message={t('account.verify.incomplete')} />
      ) : verifyEmail.status === 'succeeded' ? (
        <div role="status">
          <p>{t('account.verify.done', { email: verifyEmail.data?.email ?? email })}</p>
          <Link className="button" to="/login">
            {t('home.login')}
          </Link>
        </div>
      ) : verifyEmail.status === 'failed' ? (
        // The server's reason for a refused link is a validator's ("Too Short!") or its own English sentence: the page
        // says it in the user's language. Any other failure (no connection) can be retried.
        verifyEmail.errorText ? (
          <ErrorPanel title={t('account.verify.failed')} message={t('account.invalidLink')}>
            <p>
              <Link to="/forgot-password">{t('account.verify.getNewLink')}</Link>
            </p>
          </ErrorPanel>
        ) : (
          <ErrorPanel
            title={t('account.verify.failed')}
            message={t(verifyEmail.errorKey ?? 'errors.fallback')}
            onRetry={() => dispatch(verifyEmailRequested({ token, email }))}
          />
        )
      ) : (
        <LoadingState label={t('account.verify.checking')} />
      )}
    </section>
  );
}

export default VerifyEmailPage;
