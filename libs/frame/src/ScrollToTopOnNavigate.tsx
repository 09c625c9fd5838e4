import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@freight/router';

/**
 * A new page opens at its top: a link followed or a navigation made by code (a saved form going back to its list) to
 * another path scrolls the window up, as a full page load would. The browser keeps the scroll of a page as it is
 * otherwise: Back and Forward (its own restoring), and a change of the query alone (a filter, a page of a list, the
 * order panel over a list).
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
