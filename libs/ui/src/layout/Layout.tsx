import type { ReactNode } from 'react';
import { NavLink, Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { LanguageSwitch } from './LanguageSwitch';

export interface NavItem {
  to: string;
  labelKey: string;
}

/** The operator's name and logo (company settings); the product's name until they are known. */
export interface Brand {
  name?: string;
  logoUrl?: string;
}

function BrandLink({ brand }: { brand?: Brand }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="brand">
      {brand?.logoUrl && <img src={brand.logoUrl} alt="" className="brand-logo" width={28} height={28} />}
      {brand?.name || t('app.name')}
    </Link>
  );
}

/** The signed-in frame: header with navigation, language switch and the user menu. */
export function Layout({
  nav,
  userName,
  onLogout,
  brand,
  tools,
  footer,
  children,
}: {
  nav: NavItem[];
  userName?: string;
  onLogout?: () => void;
  brand?: Brand;
  /** Extra controls of the header's end (notifications). */
  tools?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <header className="topbar">
        <BrandLink brand={brand} />
        <nav aria-label={t('nav.main')} className="mainnav">
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to}>
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="topbar-end">
          {tools}
          <LanguageSwitch />
          {userName && <span className="user-name">{userName}</span>}
          {onLogout && (
            <button type="button" className="button button-secondary" onClick={onLogout}>
              {t('nav.logout')}
            </button>
          )}
        </div>
      </header>
      <main className="content" id="main">
        {children}
      </main>
      {footer}
    </div>
  );
}

/** The frame of public and guest pages: brand and language switch only. */
export function PublicLayout({ children, brand, footer }: { children: ReactNode; brand?: Brand; footer?: ReactNode }) {
  return (
    <div className="layout layout-public">
      <header className="topbar">
        <BrandLink brand={brand} />
        <div className="topbar-end">
          <LanguageSwitch />
        </div>
      </header>
      <main className="content" id="main">
        {children}
      </main>
      {footer}
    </div>
  );
}
