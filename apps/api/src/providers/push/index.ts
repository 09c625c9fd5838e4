import { isIP } from 'node:net';
import { eq, and, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import webpush from 'web-push';
import type { VapidKeys } from '../../config';
import type { ProviderLog } from '../http';
import { deliverPush, type LookupFunction } from './target';
import type { Db } from '../../db/client';
import { getOrCreateSetting } from '../../db/settings';
import { pushSubscriptions, truckerPushSubscriptions, users } from '../../db/schema';

/**
 * Web push (spec section 1): VAPID keys made on first start and kept in app_settings (or VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY), messages sent with `web-push` to every subscription of a user. A subscription the push
 * service answers 404 or 410 for is gone and is deleted; other failures are logged, never thrown at the caller.
 */

export interface PushMessage {
  title: string;
  body?: string;
  /** The page to open, e.g. /dashboard. */
  link?: string;
}

export type { VapidKeys } from '../../config';
export interface PushSender {
  readonly publicKey: string;
  /** Whether a subscription's endpoint is a push service this API posts to (see isPushServiceEndpoint). */
  acceptsEndpoint(endpoint: string): boolean;
  /** Sends to every subscription of the user (in that company); resolves with how many accepted it. */
  sendToUser(companyId: string, userId: string, message: PushMessage): Promise<{ delivered: number }>;
  /** Sends to every subscription of a driver (trucker_push_subscriptions, that company's truck): the chat's push. */
  sendToTrucker(companyId: string, truckerId: string, message: PushMessage): Promise<{ delivered: number }>;
}

/**
 * Push services are public HTTPS hosts named by DNS (FCM, Mozilla, Apple, Windows). Any other endpoint is refused
 * when a subscription is stored, so an obviously internal target (an IP address, localhost, a .internal name) is
 * turned away early with a 400. This is a name check only: the check that counts is made on the resolved address
 * when a push is sent (./target.ts). `allowPrivateTargets` lets http and IP addresses through: tests run a push
 * service on 127.0.0.1.
 */
export function isPushServiceEndpoint(endpoint: string, allowPrivateTargets = false): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowPrivateTargets) return url.protocol === 'https:' || url.protocol === 'http:';
  // 'localhost.' is 'localhost' to DNS: the trailing dots go before the name is judged.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  return url.protocol === 'https:' && isIP(host) === 0 && host.includes('.') && !/(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i.test(host);
}

const VAPID_SETTING = 'vapid_keys';
const PUSH_TTL_SECONDS = 60;

/** The keys: the configured pair (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), else the pair stored on first start (one row, so both halves always match). */
async function loadVapidKeys(db: Db, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  // Another instance may store its pair first: whichever is stored is used.
  return JSON.parse(await getOrCreateSetting(db, VAPID_SETTING, () => JSON.stringify(webpush.generateVAPIDKeys()))) as VapidKeys;
}

interface PushTargetOptions {
  /**
   * Post to loopback and private addresses and over plain http: only for a push service run by a test on 127.0.0.1.
   * Off by default and settable only in code (no environment variable turns it on).
   */
  allowPrivateTargets?: boolean;
  /** The resolver behind the connect-time address check (default dns.lookup; tests inject one). */
  resolve?: LookupFunction;
}

function createPushSender(db: Db, keys: VapidKeys, subject: string, log: ProviderLog, targets: PushTargetOptions = {}): PushSender {
  const allowPrivateTargets = targets.allowPrivateTargets ?? false;
  const acceptsEndpoint = (endpoint: string) => isPushServiceEndpoint(endpoint, allowPrivateTargets);
  return {
    publicKey: keys.publicKey,
    acceptsEndpoint,
    async sendToUser(companyId, userId, message) {
      const stored = await db
        .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, keys: pushSubscriptions.keys })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(and(eq(pushSubscriptions.userId, userId), eq(users.companyId, companyId)));
      const { delivered, gone } = await deliverAll(stored, message);
      if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      return { delivered };
    },
    async sendToTrucker(companyId, truckerId, message) {
      const stored = await db
        .select({ id: truckerPushSubscriptions.id, endpoint: truckerPushSubscriptions.endpoint, keys: truckerPushSubscriptions.keys })
        .from(truckerPushSubscriptions)
        .where(and(eq(truckerPushSubscriptions.truckerId, truckerId), eq(truckerPushSubscriptions.companyId, companyId)));
      const { delivered, gone } = await deliverAll(stored, message);
      if (gone.length > 0) await db.delete(truckerPushSubscriptions).where(inArray(truckerPushSubscriptions.id, gone));
      return { delivered };
    },
  };

  /** Posts `message` to each stored subscription; answers how many accepted it and which are gone (404, 410). */
  async function deliverAll(stored: Array<{ id: string; endpoint: string; keys: { p256dh: string; auth: string } }>, message: PushMessage) {
    // Subscriptions stored elsewhere (the login payload) may name any address: only push services are posted to.
    const subscriptions = stored.filter((subscription) => acceptsEndpoint(subscription.endpoint));
    const gone: string[] = [];
    let delivered = 0;
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          // web-push builds the encrypted, VAPID-signed request; deliverPush sends it to a public address only
          // (checked on the resolved address at connect time), never following a redirect.
          const details = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: subscription.keys }, JSON.stringify(message), {
            TTL: PUSH_TTL_SECONDS,
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          });
          const status = await deliverPush(
            { endpoint: details.endpoint, method: details.method, headers: details.headers as Record<string, string | number>, body: details.body },
            { allowPrivateTargets, resolve: targets.resolve, timeoutMs: 10_000 },
          );
          if (status >= 200 && status < 300) delivered++;
          else if (status === 404 || status === 410) gone.push(subscription.id);
          else log.warn({ status, host: new URL(subscription.endpoint).host }, 'web push refused');
        } catch (error) {
          log.warn({ host: new URL(subscription.endpoint).host, error: error instanceof Error ? error.message : String(error) }, 'web push failed');
        }
      }),
    );
    return { delivered, gone };
  }
}

export interface PushPluginOptions extends PushTargetOptions {
  /** Tests pass their own sender; otherwise VAPID keys are loaded or made. */
  provider?: PushSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push (providers/push). */
    push: PushSender;
  }
}

export const pushPlugin = fp<PushPluginOptions>(
  async (app, options) => {
    if (app.hasDecorator('push')) return;
    if (options.provider) {
      app.decorate('push', options.provider);
      return;
    }
    const keys = await loadVapidKeys(app.db, app.config.push.keys);
    const subject = app.config.push.subject ?? `mailto:${app.productSettings.company.email}`;
    app.decorate('push', createPushSender(app.db, keys, subject, app.log, { allowPrivateTargets: options.allowPrivateTargets, resolve: options.resolve }));
  },
  { name: 'push' },
);
