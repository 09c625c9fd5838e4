import '../../i18n';
import { useEffect } from 'react';
import { Link, useSearchParams } from '@freight/router';
import { selectSignedIn } from '@freight/auth';
import { selectCompanyName } from '@freight/frame';
import { formatCents, useTranslation } from '@freight/i18n';
import { selectAppConfig, useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, LoadingState } from '@freight/ui';
import type { PlanKey } from '@freight/contracts';
import { checkoutRequested, planRequested, selectAccount } from '../feature';
import { PlanCard } from './PlanCard';

/**
 * /payment?plan=<key>: the order summary of one plan (company-manager/plans/{planKey}) and the card payment, which
 * opens the provider's checkout page (company-manager/company/checkout answers its url).
 */
function PaymentPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const planKey = params.get('plan') ?? '';
  const signedIn = useAppSelector(selectSignedIn);
  const companyName = useAppSelector(selectCompanyName);
  const config = useAppSelector(selectAppConfig);
  const { plan, checkout } = useAppSelector(selectAccount);
  useEffect(() => {
    if (planKey) dispatch(planRequested(planKey));
  }, [dispatch, planKey]);

  const shown = plan.data?.planKey === planKey ? plan.data : undefined;
  return (
    <section aria-labelledby="payment-title" className="payment">
      <h1 id="payment-title">{t('account.payment.title')}</h1>
      {!planKey ? (
        <ErrorPanel title={t('account.payment.noPlan')}>
          <Link to="/checkout">{t('account.payment.seePlans')}</Link>
        </ErrorPanel>
      ) : plan.status === 'failed' ? (
        <ErrorPanel
          title={t('account.payment.noPlan')}
          message={plan.errorText ?? t(plan.errorKey ?? 'account.errors.planDetails')}
          onRetry={() => dispatch(planRequested(planKey))}
        >
          <p>
            <Link to="/checkout">{t('account.payment.seePlans')}</Link>
          </p>
        </ErrorPanel>
      ) : !shown ? (
        <LoadingState />
      ) : (
        <div className="payment-summary">
          <PlanCard plan={shown} />
          <div className="card">
            <h2>{t('account.payment.summary')}</h2>
            {companyName && <p>{t('account.payment.company', { company: companyName })}</p>}
            <p className="plan-price">{t('account.payment.total', { price: formatCents(shown.priceCents, shown.currency, i18n.language) })}</p>
            <p className="muted">{t(config?.paymentProvider === 'stripe' ? 'account.payment.byStripe' : 'account.payment.bySandbox')}</p>
            {signedIn ? (
              <button
                type="button"
                className="button"
                disabled={checkout.status === 'pending'}
                onClick={() => dispatch(checkoutRequested(shown.planKey as PlanKey))}
              >
                {checkout.status === 'pending'
                  ? t('account.payment.opening')
                  : t('account.payment.pay', { price: formatCents(shown.priceCents, shown.currency, i18n.language) })}
              </button>
            ) : (
              <Link className="button" to="/login">
                {t('account.payment.logInToPay')}
              </Link>
            )}
            {checkout.status === 'failed' && (
              <p className="field-error" role="alert">
                {checkout.errorText ?? t(checkout.errorKey ?? 'account.errors.checkout')}
              </p>
            )}
            <p>
              <Link to="/checkout">{t('account.payment.otherPlan')}</Link>
            </p>
          </div>
        </div>
      )}
    </section>
  );
}

export default PaymentPage;
