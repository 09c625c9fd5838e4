import type { ReactNode } from 'react';
import { selectAccess } from '@freight/auth';
import { useTranslation } from '@freight/i18n';
import { Link } from '@freight/router';
import { useAppSelector } from '@freight/store';
import { LinkTabs, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import './settings.css';

/** The checkout page of the shell (a portal-less account chooses its plan there). */
export const CHECKOUT_PATH = '/checkout';

/** Whether the signed-in account may use the whole app (spec section 6); true until the access record says no. */
export function usePortalOpen(): boolean {
  const access = useAppSelector(selectAccess);
  return access.data?.canAccessPortal !== false;
}

/**
 * Every settings screen: its heading, the settings sections as links (a portal-less account sees only those it may
 * open: profile, business details, defaults) and, for a portal-less account, the way on to choosing a plan.
 */
export function SettingsFrame({ title, headingId, children, actions }: { title: string; headingId: string; children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('settings-profile');
  useDocumentTitle(title);
  const open = usePortalOpen();
  const sections = [
    { to: paths.profile.getHref(), label: t('titles.profile') },
    { to: paths.businessDetails.getHref(), label: t('titles.businessDetails') },
    { to: paths.defaults.getHref(), label: t('titles.defaults') },
    ...(open ? [{ to: paths.favourites.getHref(), label: t('titles.favourites') }] : []),
  ];
  return (
    <section className="settings-page" aria-labelledby={headingId}>
      <LinkTabs label={t('sections')} tabs={sections} />
      {!open && (
        <div className="notice settings-plan-notice" role="note">
          <p>{t('portalClosed.body')}</p>
          <Link className="button" to={CHECKOUT_PATH}>
            {t('portalClosed.choosePlan')}
          </Link>
        </div>
      )}
      <div className="settings-heading">
        <h1 id={headingId}>{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
