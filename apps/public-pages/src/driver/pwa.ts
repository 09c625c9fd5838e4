/**
 * The driver's pages as an installable app: the manifest (/driver.webmanifest, linked on these pages only) and the
 * driver worker (/driverworker.js, registered once per page with the page's own path as its scope, so no other page
 * of the app is under it; it keeps their shell for offline use and
 * handles web push like /webpushworker.js, whose handlers it imports). The manifest's start_url is /orderPickup
 * without a token: the page opened from the home screen takes the last link's token kept on the phone.
 */
const DRIVER_MANIFEST_URL = '/driver.webmanifest';
const DRIVER_WORKER_URL = '/driverworker.js';
/** Each driver page is its own scope: /orderPickup and /orderDelivery (not the /orders/… pages). */
const DRIVER_WORKER_SCOPES = ['/orderPickup', '/orderDelivery'] as const;
const LAST_TOKEN_KEY = 'freight.driver.lastToken';

/** Links the manifest while the page is open; returns the undo. */
export function linkManifest(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = DRIVER_MANIFEST_URL;
  const theme = document.createElement('meta');
  theme.name = 'theme-color';
  theme.content = '#0b5cad';
  document.head.append(link, theme);
  return () => {
    link.remove();
    theme.remove();
  };
}

/**
 * Registers the driver worker and gives it what the page loaded (the shell and the remote's files), so the page opens
 * again without a network. Failures are only logged: the page works without it.
 */
export async function registerDriverWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registrations = await Promise.all(DRIVER_WORKER_SCOPES.map((scope) => navigator.serviceWorker.register(DRIVER_WORKER_URL, { scope })));
    const registration = registrations.find((candidate) => location.pathname.startsWith(new URL(candidate.scope).pathname)) ?? registrations[0]!;
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    const urls = [
      `${location.pathname}`,
      ...performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(location.origin) && !url.includes('/v1/api/')),
    ];
    const post = () => (registration.active ?? worker)?.postMessage({ type: 'driver-cache', urls });
    if (registration.active) post();
    else worker?.addEventListener('statechange', () => registration.active && post());
  } catch (error) {
    console.warn('The driver worker could not be registered', error);
  }
}

/** Keeps the link's token on the phone for the installed app's start (and reads it back). */
export function rememberToken(token: string): void {
  try {
    localStorage.setItem(LAST_TOKEN_KEY, token);
  } catch {
    // Storage off: the installed app then opens without a link.
  }
}

export function rememberedToken(): string | null {
  try {
    return localStorage.getItem(LAST_TOKEN_KEY);
  } catch {
    return null;
  }
}
