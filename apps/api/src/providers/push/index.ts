import { eq, and, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import webpush from 'web-push';
import { ConfigError } from '../../config';
import type { Db } from '../../db/client';
import { getSetting } from '../../db/settings';
import { appSettings, pushSubscriptions, users } from '../../db/schema';

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

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSender {
  readonly publicKey: string;
  /** Sends to every subscription of the user (in that company); resolves with how many accepted it. */
  sendToUser(companyId: string, userId: string, message: PushMessage): Promise<{ delivered: number }>;
}

const VAPID_SETTING = 'vapid_keys';
export const PUSH_TTL_SECONDS = 60;

/** The keys: from the environment, else the pair stored on first start (one row, so both halves always match). */
export async function loadVapidKeys(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
    return { publicKey, privateKey };
  }
  const stored = await getSetting(db, VAPID_SETTING);
  if (stored) return JSON.parse(stored) as VapidKeys;
  const made = webpush.generateVAPIDKeys();
  await db.insert(appSettings).values({ key: VAPID_SETTING, value: JSON.stringify(made) }).onConflictDoNothing({ target: appSettings.key });
  // Another instance may have stored its pair first: use whatever is stored.
  return JSON.parse((await getSetting(db, VAPID_SETTING))!) as VapidKeys;
}

export interface PushLog {
  warn(details: object, message: string): void;
}

export function createPushSender(db: Db, keys: VapidKeys, subject: string, log: PushLog): PushSender {
  return {
    publicKey: keys.publicKey,
    async sendToUser(companyId, userId, message) {
      const subscriptions = await db
        .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, keys: pushSubscriptions.keys })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(and(eq(pushSubscriptions.userId, userId), eq(users.companyId, companyId)));
      const gone: string[] = [];
      let delivered = 0;
      await Promise.all(
        subscriptions.map(async (subscription) => {
          try {
            // web-push builds the encrypted, VAPID-signed request; it is sent with fetch (http and https endpoints).
            const details = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: subscription.keys }, JSON.stringify(message), {
              TTL: PUSH_TTL_SECONDS,
              vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            });
            const response = await fetch(details.endpoint, {
              method: details.method,
              headers: details.headers as Record<string, string>,
              body: details.body ? new Uint8Array(details.body) : undefined,
              signal: AbortSignal.timeout(10_000),
            });
            await response.body?.cancel();
            if (response.ok) delivered++;
            else if (response.status === 404 || response.status === 410) gone.push(subscription.id);
            else log.warn({ status: response.status, host: new URL(subscription.endpoint).host }, 'web push refused');
          } catch (error) {
            log.warn({ host: new URL(subscription.endpoint).host, error: error instanceof Error ? error.message : String(error) }, 'web push failed');
          }
        }),
      );
      if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      return { delivered };
    },
  };
}

export interface PushPluginOptions {
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
    const keys = await loadVapidKeys(app.db);
    const subject = process.env.VAPID_SUBJECT?.trim() || `mailto:${app.productSettings.company.email}`;
    if (!/^(mailto:|https:)/.test(subject)) throw new ConfigError('VAPID_SUBJECT must be a mailto: or https: URL');
    app.decorate('push', createPushSender(app.db, keys, subject, app.log));
  },
  { name: 'push' },
);
