import Cookies from 'js-cookie';
import type { SessionUser } from '@freight/contracts';

export const TOKEN_COOKIE = 'token';
const USER_STORAGE_KEY = 'freight.user';

/** Reads `exp` (seconds) from a JWT without verifying it: the server verifies, the client only plans. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : undefined;
  } catch {
    return undefined;
  }
}

export const isExpired = (token: string, now = Date.now()): boolean => {
  const exp = tokenExpiry(token);
  return exp === undefined || exp * 1000 <= now;
};

export interface StoredSession {
  token: string;
  user: SessionUser;
}

export function saveSession({ token, user }: StoredSession): void {
  const exp = tokenExpiry(token);
  Cookies.set(TOKEN_COOKIE, token, {
    sameSite: 'strict',
    path: '/',
    secure: location.protocol === 'https:',
    ...(exp ? { expires: new Date(exp * 1000) } : {}),
  });
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

/** Ends the session on this device. Remember-me stays (it prefills the next login) unless the caller forgets it. */
export function clearSession(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  localStorage.removeItem(USER_STORAGE_KEY);
}

/** The session found at start-up; an expired token is removed at once (spec section 4). */
export function readSession(): StoredSession | undefined {
  const token = Cookies.get(TOKEN_COOKIE);
  const rawUser = localStorage.getItem(USER_STORAGE_KEY);
  if (!token || !rawUser || isExpired(token)) {
    if (token || rawUser) clearSession();
    return undefined;
  }
  try {
    return { token, user: JSON.parse(rawUser) as SessionUser };
  } catch {
    clearSession();
    return undefined;
  }
}

export const currentToken = (): string | undefined => Cookies.get(TOKEN_COOKIE);
