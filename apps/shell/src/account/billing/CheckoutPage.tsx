import '../../i18n';
import { useEffect } from 'react';
import { Link } from '@freight/router';
import { selectAccess, selectSignedIn, selectUser } from '@freight/auth';
import { planLabel, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EmptyState, ErrorPanel, LoadingState } from '@freight/ui';
import { selectCompanyName } from '@freight/frame';
import { accountActions, plansRequested, selectAccount } from '../feature';
import { CompanyStep } from '../onboarding/CompanyStep';
import { PlanCard } from './PlanCard';

/**
 * /checkout: the plans (company-manager/plans). A signed-in company without portal access picks one and pays on
 * /payment; a visitor sees them and is invited to register first. An account that left registration before its
 * company gives the company's details here first (registration's second step), then picks a plan.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  const user = useAppSelector(selectUser);
  // Before the company's step of registration the company bears its placeholder name (the person's): not named then.
  const companyMissing = useAppSelector(selectAccess).data?.onboarding.nextAction === 'company';
  // The header's identity is read again once the company is registered; until then the session's name.
  const companyName = useAppSelector(selectCompanyName) ?? '';
  const { plans } = useAppSelector(selectAccount);
  useEffect(() => {
    dispatch(accountActions.reset(['registerCompany']));
    dispatch(plansRequested());
  }, [dispatch]);

  if (signedIn && companyMissing) {
    return (
      <section aria-labelledby="checkout-title" className="checkout">
        <h1 id="checkout-title">{t('account.plans.title')}</h1>
        <p>{t('account.plans.companyMissing')}</p>
        <div className="card">
          <CompanyStep email={user?.email ?? ''} />
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="checkout-title" className="checkout">
      <h1 id="checkout-title">{t('account.plans.title')}</h1>
      <p>{signedIn ? t('account.plans.introSignedIn', { company: companyName }) : t('account.plans.introGuest')}</p>
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
                <Link className="button" to={signedIn ? `/payment?plan=${encodeURIComponent(plan.planKey)}` : '/register'}>
                  {/* The plan's name is in the visible text: a spoken command is what the button says (WCAG 2.5.3). */}
                  {t('account.plans.chooseNamed', { plan: planLabel(t, { key: plan.planKey, name: plan.name }) })}
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
