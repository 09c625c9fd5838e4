import '../../i18n';
import { useEffect } from 'react';
import { links } from '@freight/contracts';
import { Link, useSearchParams } from '@freight/router';
import { selectAccess, selectSignedIn } from '@freight/auth';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, LoadingState } from '@freight/ui';
import { portalRequested, selectAccount, verifyPaymentRequested } from '../feature';

const DECLINE_REASONS = ['card_declined', 'insufficient_funds', 'expired_card', 'cancelled'] as const;

/** The payment's outcome: /payment/success (the portal is open) or /payment/failure (try again). */
export function PaymentResultPage({ outcome }: { outcome: 'success' | 'failure' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = params.get('reason') ?? '';

  if (outcome === 'failure') {
    const known = (DECLINE_REASONS as readonly string[]).includes(reason) ? reason : 'cancelled';
    return (
      <section className="card auth-card" aria-labelledby="result-title">
        <h1 id="result-title">{t('account.result.failureTitle')}</h1>
        <p role="alert">{t(`account.result.reasons.${known}`)}</p>
        <p>{t('account.result.notCharged')}</p>
        <Link className="button" to="/checkout">
          {t('account.result.tryAgain')}
        </Link>
      </section>
    );
  }
  return <PaymentSuccess sessionId={params.get('session_id') ?? ''} />;
}

/**
 * /payment/success claims success only for a payment verified in this store (by /stripe-callback, or here): opened
 * with the session it was sent back with, it asks the API (verify-stripe-payment is idempotent, and the saga moves
 * a declined one to /payment/failure); opened without one, there is nothing to confirm and it says so.
 */
function PaymentSuccess({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  const access = useAppSelector(selectAccess);
  const { portal, verifyPayment } = useAppSelector(selectAccount);
  const verified = verifyPayment.status === 'succeeded' && verifyPayment.data?.status === 'paid';
  const mustAsk = sessionId !== '' && verifyPayment.status === 'idle';

  useEffect(() => {
    if (mustAsk) dispatch(verifyPaymentRequested(sessionId));
  }, [dispatch, mustAsk, sessionId]);

  if (!verified) {
    return (
      <section className="card auth-card" aria-labelledby="result-title">
        <h1 id="result-title">{t('account.callback.title')}</h1>
        {!sessionId ? (
          <ErrorPanel title={t('account.result.unverifiedTitle')} message={t('account.result.unverifiedBody')}>
            <Link to="/checkout">{t('account.payment.seePlans')}</Link>
          </ErrorPanel>
        ) : verifyPayment.status === 'failed' ? (
          <ErrorPanel
            title={t('account.callback.failed')}
            message={verifyPayment.errorText ?? t(verifyPayment.errorKey ?? 'errors.fallback')}
            onRetry={() => dispatch(verifyPaymentRequested(sessionId))}
          >
            <Link to="/checkout">{t('account.payment.seePlans')}</Link>
          </ErrorPanel>
        ) : (
          <LoadingState label={t('account.callback.checking')} />
        )}
      </section>
    );
  }
  return (
    <section className="card auth-card" aria-labelledby="result-title">
      <h1 id="result-title">{t('account.result.successTitle')}</h1>
      <p role="status">{t('account.result.successBody')}</p>
      {signedIn ? (
        <>
          <Link className="button" to={links.dashboard()}>
            {t('account.result.toDashboard')}
          </Link>{' '}
          <button
            type="button"
            className="button button-secondary"
            disabled={portal.status === 'pending'}
            onClick={() => dispatch(portalRequested(access.data?.companyId))}
          >
            {t('account.result.manageBilling')}
          </button>
          {portal.status === 'failed' && (
            <p className="field-error" role="alert">
              {portal.errorText ?? t(portal.errorKey ?? 'account.errors.paymentMethod')}
            </p>
          )}
        </>
      ) : (
        <Link className="button" to="/login">
          {t('home.login')}
        </Link>
      )}
    </section>
  );
}

export const PaymentSuccessPage = () => <PaymentResultPage outcome="success" />;
export const PaymentFailurePage = () => <PaymentResultPage outcome="failure" />;
