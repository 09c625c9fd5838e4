import '../../i18n';
import { useEffect } from 'react';
import { Link, useSearchParams } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, LoadingState } from '@freight/ui';
import { selectAccount, verifyPaymentRequested } from '../feature';

/**
 * /stripe-callback?session_id=…: where the payment provider returns after a card payment. The payment is verified
 * (company-manager/verify-stripe-payment, idempotent) and the user moves on to /payment/success or /payment/failure.
 */
function StripeCallbackPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const { verifyPayment } = useAppSelector(selectAccount);
  useEffect(() => {
    if (sessionId) dispatch(verifyPaymentRequested(sessionId));
  }, [dispatch, sessionId]);

  return (
    <section className="card auth-card" aria-labelledby="callback-title">
      <h1 id="callback-title">{t('account.callback.title')}</h1>
      {!sessionId ? (
        <ErrorPanel title={t('account.callback.failed')} message={t('account.callback.noSession')}>
          <Link to="/checkout">{t('account.payment.seePlans')}</Link>
        </ErrorPanel>
      ) : verifyPayment.status === 'failed' ? (
        <ErrorPanel
          title={t('account.callback.failed')}
          message={verifyPayment.errorText ?? t(verifyPayment.errorKey ?? 'errors.fallback')}
          onRetry={() => dispatch(verifyPaymentRequested(sessionId))}
        />
      ) : (
        <LoadingState label={t('account.callback.checking')} />
      )}
    </section>
  );
}

export default StripeCallbackPage;
