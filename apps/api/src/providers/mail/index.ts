import { and, asc, eq, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { ConfigError } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/**
 * E-mail. Every mail is first a row of `email_outbox` (status queued), written in the same transaction as the
 * business write that causes it, so a rolled-back registration sends nothing and a committed one never loses its
 * mail. A dispatcher then hands queued rows to the provider:
 *
 *   outbox (default)  delivery is the row itself: it is marked sent and read with `npm run mail`
 *   smtp              MAIL_PROVIDER=smtp or SMTP_URL set: sent through nodemailer (SMTP_URL, MAIL_FROM)
 *
 * A failed delivery is retried by a sweep every 30 s, up to MAX_ATTEMPTS, then marked failed with its error.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailProvider {
  readonly name: 'outbox' | 'smtp';
  deliver(message: MailMessage): Promise<void>;
}

export interface OutgoingMail extends MailMessage {
  companyId: string;
  userId?: string | null;
  /** Template key: verify-email, reset-password, contact-us, contact-us-copy, ... */
  template: string;
}

export const MAX_ATTEMPTS = 5;
export const SWEEP_INTERVAL_MS = 30_000;
export const DEFAULT_MAIL_FROM = 'FreightHub <no-reply@freighthub.test>';

export type MailConfig = { provider: 'outbox' } | { provider: 'smtp'; url: string; from: string };

export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const name = (env.MAIL_PROVIDER?.trim() || (env.SMTP_URL?.trim() ? 'smtp' : 'outbox')).toLowerCase();
  if (name === 'outbox') return { provider: 'outbox' };
  if (name !== 'smtp') throw new ConfigError(`MAIL_PROVIDER must be outbox or smtp, got "${name}"`);
  const url = env.SMTP_URL?.trim();
  if (!url) throw new ConfigError('SMTP_URL is required when MAIL_PROVIDER=smtp (smtp://user:pass@host:587)');
  if (!/^smtps?:\/\//.test(url)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  return { provider: 'smtp', url, from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM };
}

/** Delivery is the outbox row itself (read with `npm run mail`). */
export const createOutboxProvider = (): MailProvider => ({ name: 'outbox', deliver: async () => undefined });

/** SMTP through nodemailer; `transport` is for tests (e.g. nodemailer's jsonTransport). */
export function createSmtpProvider(config: { url: string; from: string }, transport?: Transporter): MailProvider {
  const transporter = transport ?? nodemailer.createTransport(config.url);
  return {
    name: 'smtp',
    async deliver(message) {
      await transporter.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}) });
    },
  };
}

export function createMailProvider(config: MailConfig): MailProvider {
  return config.provider === 'smtp' ? createSmtpProvider(config) : createOutboxProvider();
}

export interface Mailer {
  readonly provider: MailProvider;
  /** Queues a mail inside the caller's transaction. Call `flush()` after the transaction commits. */
  enqueue(tx: DbOrTx, mail: OutgoingMail): Promise<void>;
  /** Delivers what is queued (not awaited by requests); resolves with the number sent. */
  flush(): Promise<number>;
}

export interface MailerLog {
  warn(details: object, message: string): void;
}

export function createMailer(db: Db, provider: MailProvider, log: MailerLog): Mailer {
  let running: Promise<number> | undefined;
  let again = false;

  async function deliverBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      // Several API instances may sweep at once: each row is taken by one of them.
      const rows = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'queued'), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(20)
        .for('update', { skipLocked: true });
      let sent = 0;
      for (const row of rows) {
        try {
          await provider.deliver({ to: row.toAddress, subject: row.subject, text: row.bodyText, html: row.bodyHtml });
          await tx
            .update(emailOutbox)
            .set({ status: 'sent', attempts: row.attempts + 1, sentAt: sql`now()`, lastError: null })
            .where(eq(emailOutbox.id, row.id));
          sent++;
        } catch (error) {
          const attempts = row.attempts + 1;
          const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
          log.warn({ mailId: row.id, template: row.template, attempts }, `mail delivery failed: ${lastError}`);
          await tx
            .update(emailOutbox)
            .set({ attempts, lastError, status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued' })
            .where(eq(emailOutbox.id, row.id));
        }
      }
      return sent;
    });
  }

  const mailer: Mailer = {
    provider,
    async enqueue(tx, mail) {
      await tx.insert(emailOutbox).values({
        companyId: mail.companyId,
        userId: mail.userId ?? null,
        toAddress: mail.to.toLowerCase(),
        subject: mail.subject,
        template: mail.template,
        bodyText: mail.text,
        bodyHtml: mail.html ?? null,
      });
    },
    flush() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await deliverBatch();
        } while (again);
        return total;
      })().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
  return mailer;
}

export interface MailPluginOptions {
  /** Tests pass a provider here; otherwise MAIL_PROVIDER / SMTP_URL choose it. */
  provider?: MailProvider;
  /** Retry sweep period (default 30 s); 0 turns the sweep off (tests flush by hand). */
  sweepIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail outbox and its dispatcher (providers/mail). */
    mailer: Mailer;
  }
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    if (app.hasDecorator('mailer')) return;
    const provider = options.provider ?? createMailProvider(loadMailConfig());
    const mailer = createMailer(app.db, provider, app.log);
    app.decorate('mailer', mailer);
    const flushQuietly = () => void mailer.flush().catch((error: unknown) => app.log.warn({ err: error }, 'mail sweep failed'));
    const interval = options.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
    if (interval > 0) {
      const timer = setInterval(flushQuietly, interval);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
      });
    }
    app.addHook('onReady', async () => flushQuietly());
    // Close waits for a delivery in progress, so the pool is not closed under it.
    app.addHook('onClose', async () => {
      await mailer.flush().catch(() => undefined);
    });
  },
  { name: 'mail' },
);
