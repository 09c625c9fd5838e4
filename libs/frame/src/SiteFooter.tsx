import { selectAccess } from '@freight/auth';
import { Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { selectAppConfig, useAppSelector } from '@freight/store';

/** The operator's contact (company settings, spec section 1) and the legal links, under every page. */
export function SiteFooter() {
  const { t } = useTranslation();
  const config = useAppSelector(selectAppConfig);
  // The contact form needs the portal (as its call does): an account without it would only bounce to its onboarding step.
  const portalClosed = useAppSelector(selectAccess).data?.canAccessPortal === false;
  const company = config?.company;
  return (
    <footer className="site-footer">
      <span>© {company?.name || t('app.name')}</span>
      {company?.phone && <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a>}
      {company?.email && <a href={`mailto:${company.email}`}>{company.email}</a>}
      {!portalClosed && <Link to="/contactus">{t('footer.contact')}</Link>}
      <Link to="/terms-and-conditions">{t('footer.terms')}</Link>
    </footer>
  );
}

/** The brand of the header: the operator's name and logo once the configuration is known. */
export function useBrand() {
  const config = useAppSelector(selectAppConfig);
  return config ? { name: config.company.name, logoUrl: config.company.logoUrl } : undefined;
}
