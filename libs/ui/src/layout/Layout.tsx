import type { ReactNode } from 'react';
import { NavLink, Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { LanguageSwitch } from './LanguageSwitch';

export interface NavItem {
  to: string;
  labelKey: string;
}

/** The signed-in frame: header with navigation, language switch and the user menu. */
export function Layout({
  nav,
  userName,
  onLogout,
  children,
}: {
  nav: NavItem[];
  userName?: string;
  onLogout?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <header className="topbar">
        <Link to="/" className="brand">
          {t('app.name')}
        </Link>
        <nav aria-label={t('nav.main')} className="mainnav">
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to}>
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="topbar-end">
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
    </div>
  );
}

/** The frame of public and guest pages: brand and language switch only. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="layout layout-public">
      <header className="topbar">
        <Link to="/" className="brand">
          {t('app.name')}
        </Link>
        <div className="topbar-end">
          <LanguageSwitch />
        </div>
      </header>
      <main className="content" id="main">
        {children}
      </main>
    </div>
  );
}
