import '../../i18n';
import { useEffect } from 'react';
import { Link } from '@freight/router';
import { selectAccess, selectSignedIn, selectUser } from '@freight/auth';
import { planLabel, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EmptyState, ErrorPanel, LoadingState } from '@freight/ui';
import { plansRequested, selectAccount } from '../feature';
import { PlanCard } from './PlanCard';

/** Where the company's details are kept (the fields of registration's second step). */
const COMPANY_DETAILS = '/setting/profile?tab=companyInfo';

/**
 * /checkout: the plans (company-manager/plans). A signed-in company without portal access picks one and pays on
 * /payment; a visitor sees them and is invited to register first.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  const user = useAppSelector(selectUser);
  // Before the company's step of registration the company bears its placeholder name (the person's): not named then.
  const companyMissing = useAppSelector(selectAccess).data?.onboarding.nextAction === 'company';
  const { plans } = useAppSelector(selectAccount);
  useEffect(() => {
    dispatch(plansRequested());
  }, [dispatch]);

  return (
    <section aria-labelledby="checkout-title" className="checkout">
      <h1 id="checkout-title">{t('account.plans.title')}</h1>
      {signedIn && companyMissing ? (
        <p>
          {t('account.plans.companyMissing')} <Link to={COMPANY_DETAILS}>{t('account.plans.addCompany')}</Link>
        </p>
      ) : (
        <p>{signedIn ? t('account.plans.introSignedIn', { company: user?.companyId.name ?? '' }) : t('account.plans.introGuest')}</p>
      )}
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
