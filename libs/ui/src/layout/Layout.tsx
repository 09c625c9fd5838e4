import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { NavLink, Link, useLocation } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { useDismiss } from './useDismiss';

export interface NavItem {
  to: string;
  labelKey: string;
}

/** The operator's name and logo (company settings); the product's name until they are known. */
export interface Brand {
  name?: string;
  logoUrl?: string;
}

/** The id of every page's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main';

function BrandLink({ brand }: { brand?: Brand }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="brand">
      {brand?.logoUrl && <img src={brand.logoUrl} alt="" className="brand-logo" width={28} height={28} />}
      <span className="brand-name">{brand?.name || t('app.name')}</span>
    </Link>
  );
}

/**
 * The first thing a keyboard reaches: jumps past the header to the page's content. Focus moves to <main> itself
 * (a plain `#main` link would also change the router's location).
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('nav.skipToContent')}
    </a>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main className="content" id={MAIN_CONTENT_ID} tabIndex={-1}>
      {children}
    </main>
  );
}

/**
 * The header's menu on small screens: a button that shows and hides the navigation and the user's actions. On wide
 * screens the button is hidden and the menu always shows (styles.css); the state only matters below the breakpoint.
 * It closes on navigation (a link followed, even to the page already open) and on Escape (focus back on the button).
 */
function useMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, toggle: () => setOpen((value) => !value), close: () => setOpen(false), button };
}

/** How many of the items fit in `available` pixels side by side, leaving room for the "More" button when some do not. */
export function itemsThatFit(widths: number[], available: number, gap: number, moreWidth: number): number {
  const total = (count: number) => widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (total(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && total(count) + gap + moreWidth > available) count -= 1;
  return count;
}

/**
 * The main navigation on one row: the items that do not fit the header's width (a long French label, a narrow window)
 * go into a "More" list at its end, so the header never wraps onto several rows. The widths come from an invisible copy
 * of the items; the narrow screens' column (the header's menu, styles.css) shows them all.
 */
function MainNav({ nav, onFollow }: { nav: NavItem[]; onFollow: () => void }) {
  const { t, i18n } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(nav.length);
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const { pathname } = useLocation();
  useEffect(() => setMoreOpen(false), [pathname]);

  useLayoutEffect(() => {
    const element = navRef.current;
    const measure = measureRef.current;
    if (!element || !measure || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      const style = getComputedStyle(element);
      if (style.flexDirection === 'column' || element.clientWidth === 0) return setShown(nav.length);
      const items = [...measure.children].map((child) => (child as HTMLElement).offsetWidth);
      const more = items.pop() ?? 0;
      setShown(itemsThatFit(items, element.clientWidth, parseFloat(style.columnGap) || 0, more));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [nav, i18n.language]);

  const moreRef = useRef<HTMLDivElement>(null);
  const closeMore = useCallback(() => setMoreOpen(false), []);
  useDismiss(moreOpen, moreRef, closeMore);

  const rest = nav.slice(shown);
  return (
    <nav ref={navRef} aria-label={t('nav.main')} className="mainnav" onClick={(event) => (event.target as Element).closest('a') && onFollow()}>
      {nav.slice(0, shown).map((item) => (
        <NavLink key={item.to} to={item.to}>
          {t(item.labelKey)}
        </NavLink>
      ))}
      {rest.length > 0 && (
        <div className="mainnav-more" ref={moreRef}>
          <button type="button" className="mainnav-more-button" aria-expanded={moreOpen} aria-controls={moreId} onClick={() => setMoreOpen((open) => !open)}>
            {t('nav.more')}
          </button>
          <ul id={moreId} className="mainnav-more-list" hidden={!moreOpen}>
            {rest.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{t(item.labelKey)}</NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div ref={measureRef} className="mainnav-measure" aria-hidden="true">
        {nav.map((item) => (
          <span key={item.to}>{t(item.labelKey)}</span>
        ))}
        <span className="mainnav-more-button">{t('nav.more')}</span>
      </div>
    </nav>
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
  const menu = useMenu();
  const menuId = useId();
  return (
    <div className="layout">
      <SkipLink />
      <header className="topbar">
        <BrandLink brand={brand} />
        <button ref={menu.button} type="button" className="menu-button" aria-expanded={menu.open} aria-controls={menuId} onClick={menu.toggle}>
          <span className="menu-icon" aria-hidden="true" />
          {t('nav.menu')}
        </button>
        <div id={menuId} className="topbar-menu" data-open={menu.open}>
          <MainNav nav={nav} onFollow={menu.close} />
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
        </div>
      </header>
      <Main>{children}</Main>
      {footer}
    </div>
  );
}

/** The frame of public and guest pages: brand and language switch only. */
export function PublicLayout({ children, brand, footer }: { children: ReactNode; brand?: Brand; footer?: ReactNode }) {
  return (
    <div className="layout layout-public">
      <SkipLink />
      <header className="topbar">
        <BrandLink brand={brand} />
        <div className="topbar-end">
          <LanguageSwitch />
        </div>
      </header>
      <Main>{children}</Main>
      {footer}
    </div>
  );
}
