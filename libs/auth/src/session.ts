import type { SessionUser } from '@freight/contracts';

/**
 * The session on this device. The token itself lives only in the `token` cookie the API sets (`HttpOnly`, so no page
 * script can read or steal it; the browser sends it with every call to the same origin). What page scripts keep is
 * what the app needs to draw itself before its first call: the signed-in user and when the session ends.
 */
const SESSION_STORAGE_KEY = 'freight.session';

export interface StoredSession {
  user: SessionUser;
  /** When the token expires, in milliseconds since the epoch (the token's `exp`). */
  expiresAt: number;
}

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

/**
 * The session a login answer opens: the token is read once for its expiry and then dropped (the cookie carries it).
 * A token without a readable `exp` opens no session.
 */
export function sessionFromLogin(token: string, user: SessionUser): StoredSession | undefined {
  const exp = tokenExpiry(token);
  return exp === undefined ? undefined : { user, expiresAt: exp * 1000 };
}

export const isExpired = (session: StoredSession, now = Date.now()): boolean => session.expiresAt <= now;

export function saveSession(session: StoredSession): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

/**
 * Ends the session on this device. The `token` cookie is the server's to clear (logout, or its answer to a dead
 * token); remember-me stays (it prefills the next login) unless the caller forgets it.
 */
export function clearSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
}

const isStoredSession = (value: unknown): value is StoredSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredSession).expiresAt === 'number' &&
  typeof (value as StoredSession).user === 'object' &&
  (value as StoredSession).user !== null;

/**
 * The session found at start-up (spec section 4): none stored → signed out; expired (the browser has dropped the
 * cookie at the same moment, it expires with the token) or unreadable → removed, signed out.
 */
export function readSession(now = Date.now()): StoredSession | undefined {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const session: unknown = JSON.parse(raw);
    if (isStoredSession(session) && !isExpired(session, now)) return session;
  } catch {
    // Unreadable: removed below like an expired one.
  }
  clearSession();
  return undefined;
}
