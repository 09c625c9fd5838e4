import '../../i18n';
import { useEffect } from 'react';
import { Link } from '@freight/router';
import { selectSignedIn, selectUser } from '@freight/auth';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EmptyState, ErrorPanel, LoadingState } from '@freight/ui';
import { plansRequested, selectAccount } from '../feature';
import { PlanCard } from './PlanCard';

/**
 * /checkout: the plans (company-manager/plans). A signed-in company without portal access picks one and pays on
 * /payment; a visitor sees them and is invited to register first.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  const user = useAppSelector(selectUser);
  const { plans } = useAppSelector(selectAccount);
  useEffect(() => {
    dispatch(plansRequested());
  }, [dispatch]);

  return (
    <section aria-labelledby="checkout-title" className="checkout">
      <h1 id="checkout-title">{t('account.plans.title')}</h1>
      <p>{signedIn ? t('account.plans.introSignedIn', { company: user?.companyId.name ?? '' }) : t('account.plans.introGuest')}</p>
      {plans.status === 'failed' ? (
        <ErrorPanel title={t('account.plans.unavailable')} message={t(plans.errorKey ?? 'account.errors.plans')} onRetry={() => dispatch(plansRequested())} />
      ) : !plans.data ? (
        <LoadingState />
      ) : plans.data.length === 0 ? (
        <EmptyState>{t('account.plans.none')}</EmptyState>
      ) : (
        <div className="plan-grid">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.planKey}
              plan={plan}
              action={
                <Link
                  className="button"
                  to={signedIn ? `/payment?plan=${encodeURIComponent(plan.planKey)}` : '/register'}
                  aria-label={t('account.plans.chooseNamed', { plan: plan.name })}
                >
                  {signedIn ? t('account.plans.choose') : t('home.register')}
                </Link>
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}

export default CheckoutPage;
