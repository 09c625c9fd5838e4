import type { CompanySettings } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { Link } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { CHECKOUT_PATH } from '../common/SettingsFrame';
import { profileActions, selectProfileCall } from './state';

/** The company's plan and its renewal, and "Manage billing": the billing portal (company-manager/portal/{companyId}). */
export function PlanSection({ company }: { company: CompanySettings }) {
  const { t } = useTranslation('settings-billing');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const portal = useAppSelector(selectProfileCall('portal'));
  const { plan } = company;
  const opening = portal.status === 'pending' || portal.status === 'succeeded';
  return (
    <section className="settings-section" aria-labelledby="plan-title">
      <h2 id="plan-title">{t('legend')}</h2>
      <dl className="plan-facts">
        <div>
          <dt>{t('plan')}</dt>
          <dd>{plan.name || plan.planKey ? format.plan({ key: plan.planKey, name: plan.name }) : t('noPlan')}</dd>
        </div>
        <div>
          <dt>{t('state')}</dt>
          <dd>{t(`states.${plan.billingState}`)}</dd>
        </div>
        <div>
          <dt>{t('renewsAt')}</dt>
          <dd>{plan.renewsAt ? format.day(plan.renewsAt, { dateStyle: 'long' }) : t('renewsUnknown')}</dd>
        </div>
      </dl>
      {plan.hasBillingAccount ? (
        <>
          <p className="muted settings-note">{t('help')}</p>
          <button
            type="button"
            className="button"
            disabled={opening}
            aria-busy={opening || undefined}
            onClick={() => dispatch(profileActions.portalRequested(company._id))}
          >
            {opening ? t('opening') : t('manage')}
          </button>
        </>
      ) : (
        <>
          <p className="muted settings-note">{t('noAccount')}</p>
          <Link className="button" to={CHECKOUT_PATH}>
            {t('choosePlan')}
          </Link>
        </>
      )}
      {portal.status === 'failed' && (
        <p className="field-error" role="alert">
          {t('portalFailed')}
        </p>
      )}
    </section>
  );
}
