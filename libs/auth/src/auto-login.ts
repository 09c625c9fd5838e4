import type { Credentials } from './remember-me';

/**
 * The auto-login link /login/{email}/{password} (spec section 2). Read once at start-up, before anything renders:
 * the address is replaced with /login at once, so the password stays neither in the address bar nor in the
 * session history (Back does not return to it). The credentials are then only in memory until the login runs.
 */
const AUTO_LOGIN_PATH = /^(.*\/login)\/([^/]+)\/([^/]+)\/?$/;

export function takeAutoLoginFromLocation(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): Credentials | undefined {
  const match = AUTO_LOGIN_PATH.exec(location.pathname);
  if (!match) return undefined;
  history.replaceState(history.state, '', `${match[1]}${location.search}${location.hash}`);
  try {
    return { email: decodeURIComponent(match[2]!), password: decodeURIComponent(match[3]!) };
  } catch {
    return undefined; // malformed percent-encoding: no login, but the URL is cleaned all the same
  }
}
