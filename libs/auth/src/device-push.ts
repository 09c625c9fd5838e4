import type { PushSubscriptionJson } from '@freight/contracts';

/**
 * This device's web push (spec section 1): the worker at /webpushworker.js, its subscription (sent with login and
 * through POST subscribe) and the periodic sync 'get-latest-news'. Every step is optional: a browser without
 * service workers or push, a denied permission or a push service that cannot be reached leave the app working,
 * only without pushes.
 */

export const PUSH_WORKER_URL = '/webpushworker.js';
export const PERIODIC_SYNC_TAG = 'get-latest-news';
export const PERIODIC_SYNC_MIN_INTERVAL_MS = 5000;
/** Subscribing talks to the browser's push service; login does not wait longer than this for it. */
const SUBSCRIPTION_WAIT_MS = 1500;

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window;

interface PeriodicSyncRegistration extends ServiceWorkerRegistration {
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
}

/** Registers the push worker and, where the browser allows it, the periodic sync. Never throws. */
export async function registerPushWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  try {
    const registration = (await navigator.serviceWorker.register(PUSH_WORKER_URL)) as PeriodicSyncRegistration | undefined;
    // A browser that keeps workers out (a privacy setting, an automated browser) answers without a registration:
    // the app works on without pushes, nothing to report.
    if (!registration) return undefined;
    if (registration.periodicSync) {
      const permission = await navigator.permissions?.query({ name: 'periodic-background-sync' as PermissionName }).catch(() => undefined);
      if (permission?.state === 'granted') {
        await registration.periodicSync.register(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_MIN_INTERVAL_MS });
      }
    }
    return registration;
  } catch (error) {
    console.warn('The push worker could not be registered', error);
    return undefined;
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);

function toJson(subscription: PushSubscription | null | undefined): PushSubscriptionJson | undefined {
  const json = subscription?.toJSON();
  if (!json?.endpoint || !json.keys?.p256dh || !json.keys.auth) return undefined;
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** The device's current subscription, if notifications are allowed and one exists (sent with login). */
export async function currentPushSubscription(): Promise<PushSubscriptionJson | undefined> {
  if (!supported() || Notification.permission !== 'granted') return undefined;
  const registration = await withTimeout(navigator.serviceWorker.getRegistration(PUSH_WORKER_URL), SUBSCRIPTION_WAIT_MS).catch(() => undefined);
  const subscription = await withTimeout(registration?.pushManager.getSubscription() ?? Promise.resolve(null), SUBSCRIPTION_WAIT_MS).catch(() => undefined);
  return toJson(subscription);
}

const keyBytes = (base64Url: string) =>
  Uint8Array.from(
    atob(
      base64Url
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(base64Url.length / 4) * 4, '='),
    ),
    (c) => c.charCodeAt(0),
  );

export type PushEnableResult = { subscription: PushSubscriptionJson } | { refused: 'unsupported' | 'denied' | 'failed' };

/** Asks for the permission (call it from a click) and subscribes with the server's VAPID key. */
export async function enablePush(vapidPublicKey: string): Promise<PushEnableResult> {
  if (!supported() || !vapidPublicKey) return { refused: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { refused: 'denied' };
  try {
    const registration = (await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL)) ?? (await registerPushWorker());
    if (!registration) return { refused: 'unsupported' };
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }));
    const json = toJson(subscription);
    return json ? { subscription: json } : { refused: 'failed' };
  } catch (error) {
    console.warn('Push subscription failed', error);
    return { refused: 'failed' };
  }
}
