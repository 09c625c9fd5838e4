import { and, asc, eq, lt, notInArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { emailAttachments, emailOutbox, users } from '../../db/schema';

/**
 * E-mail. Every mail is first a row of `email_outbox` (status queued), written in the same transaction as the
 * business write that causes it, so a rolled-back registration sends nothing and a committed one never loses its
 * mail. A dispatcher then hands queued rows to the provider:
 *
 *   outbox (default)  delivery is the row itself: it is marked sent and read with `npm run mail`
 *   smtp              MAIL_PROVIDER=smtp or SMTP_URL set: sent through nodemailer (SMTP_URL, MAIL_FROM)
 *
 * A failed delivery is retried by a sweep every 30 s, up to MAX_ATTEMPTS, then marked failed with its error.
 *
 * A mail written on a user's behalf to someone else (a row whose user is not its recipient: contact-us to support)
 * carries that user's address as Reply-To, so answering it reaches the person, not MAIL_FROM.
 */

interface MailAttachment {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  /** Files sent with the mail (send-invoice's PDF), kept in `email_attachments` beside the outbox row. */
  attachments?: MailAttachment[];
}

export interface MailProvider {
  readonly name: 'outbox' | 'smtp';
  deliver(message: MailMessage): Promise<void>;
}

interface OutgoingMail extends MailMessage {
  companyId: string;
  userId?: string | null;
  /** Template key: verify-email, reset-password, contact-us, contact-us-copy, ... */
  template: string;
}

export const MAX_ATTEMPTS = 5;
const SWEEP_INTERVAL_MS = 30_000;
export { loadMailConfig, type MailConfig } from '../../config';

/** Delivery is the outbox row itself (read with `npm run mail`). */
const createOutboxProvider = (): MailProvider => ({ name: 'outbox', deliver: async () => undefined });

/**
 * nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket; a mail being delivered holds its
 * outbox row (and a database connection), so a dead server is given up on sooner. Options in SMTP_URL's query win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** SMTP through nodemailer; `transport` is for tests (e.g. nodemailer's jsonTransport). */
export function createSmtpProvider(config: { url: string; from: string }, transport?: Transporter): MailProvider {
  const transporter = transport ?? nodemailer.createTransport({ url: config.url, ...SMTP_TIMEOUTS });
  return {
    name: 'smtp',
    async deliver(message) {
      await transporter.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.attachments?.length
          ? { attachments: message.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.bytes })) }
          : {}),
      });
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
  /** Delivers the queued mails not tried yet (requests kick it after their commit, without awaiting it); resolves with the number sent. */
  flush(): Promise<number>;
  /** Delivers every queued mail, failed ones once more (the periodic retry sweep); resolves with the number sent. */
  sweep(): Promise<number>;
  /** Resolves when the delivery in progress, if any, is over. */
  drain(): Promise<void>;
}

export interface MailerLog {
  warn(details: object, message: string): void;
}

export function createMailer(db: Db, provider: MailProvider, log: MailerLog): Mailer {
  /**
   * Delivers the oldest queued mail not in `triedIds`, in its own transaction: the row stays locked while it is
   * handed to the provider, so two API instances never send it twice, and a slow mail holds one row only. With
   * `retries` false, only mails never tried: a request's flush must not spend the attempts of a failing mail, which
   * are the sweep's (every 30 s, so five attempts span two minutes of a mail server's outage).
   */
  async function deliverNext(retries: boolean, triedIds: string[]): Promise<{ id: string; sent: boolean } | undefined> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ outbox: emailOutbox, userEmail: users.email })
        .from(emailOutbox)
        .leftJoin(users, eq(users.id, emailOutbox.userId))
        .where(
          and(
            eq(emailOutbox.status, 'queued'),
            retries ? lt(emailOutbox.attempts, MAX_ATTEMPTS) : eq(emailOutbox.attempts, 0),
            triedIds.length > 0 ? notInArray(emailOutbox.id, triedIds) : undefined,
          ),
        )
        .orderBy(asc(emailOutbox.createdAt))
        .limit(1)
        .for('update', { of: emailOutbox, skipLocked: true });
      if (!row) return undefined;
      const mail = row.outbox;
      const attempts = mail.attempts + 1;
      const replyTo = row.userEmail && row.userEmail !== mail.toAddress ? row.userEmail : null;
      try {
        const files = await tx
          .select({ filename: emailAttachments.filename, contentType: emailAttachments.contentType, bytes: emailAttachments.bytes })
          .from(emailAttachments)
          .where(eq(emailAttachments.outboxId, mail.id))
          .orderBy(asc(emailAttachments.createdAt));
        await provider.deliver({ to: mail.toAddress, subject: mail.subject, text: mail.bodyText, html: mail.bodyHtml, replyTo, attachments: files });
      } catch (error) {
        const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
        log.warn({ mailId: mail.id, template: mail.template, attempts }, `mail delivery failed: ${lastError}`);
        await tx
          .update(emailOutbox)
          .set({ attempts, lastError, status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued' })
          .where(eq(emailOutbox.id, mail.id));
        return { id: mail.id, sent: false };
      }
      await tx
        .update(emailOutbox)
        .set({ status: 'sent', attempts, sentAt: sql`now()`, lastError: null })
        .where(eq(emailOutbox.id, mail.id));
      return { id: mail.id, sent: true };
    });
  }

  /** One round: each matching mail tried once. */
  async function deliverRound(retries: boolean): Promise<number> {
    const tried: string[] = [];
    let sent = 0;
    for (let result = await deliverNext(retries, tried); result; result = await deliverNext(retries, tried)) {
      tried.push(result.id);
      if (result.sent) sent++;
    }
    return sent;
  }

  // One round at a time; a round asked for meanwhile runs when the current one ends (a sweep wins over a flush).
  let running: Promise<number> | undefined;
  let pending: { retries: boolean } | undefined;
  function run(retries: boolean): Promise<number> {
    if (running) {
      pending = { retries: retries || (pending?.retries ?? false) };
      return running;
    }
    running = (async () => {
      let total = 0;
      for (let round: { retries: boolean } | undefined = { retries }; round; round = pending) {
        pending = undefined;
        total += await deliverRound(round.retries);
      }
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    provider,
    async enqueue(tx, mail) {
      const [row] = await tx
        .insert(emailOutbox)
        .values({
          companyId: mail.companyId,
          userId: mail.userId ?? null,
          toAddress: mail.to.toLowerCase(),
          subject: mail.subject,
          template: mail.template,
          bodyText: mail.text,
          bodyHtml: mail.html ?? null,
        })
        .returning({ id: emailOutbox.id });
      if (mail.attachments?.length) {
        await tx
          .insert(emailAttachments)
          .values(mail.attachments.map((file) => ({ outboxId: row!.id, filename: file.filename, contentType: file.contentType, bytes: file.bytes })));
      }
    },
    flush: () => run(false),
    sweep: () => run(true),
    async drain() {
      await running?.catch(() => undefined);
    },
  };
}

export interface MailPluginOptions {
  /** Tests pass a provider here; otherwise the configuration's (MAIL_PROVIDER / SMTP_URL) is used. */
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
    const provider = options.provider ?? createMailProvider(app.config.mail);
    const mailer = createMailer(app.db, provider, app.log);
    app.decorate('mailer', mailer);
    const sweepQuietly = () => void mailer.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'mail sweep failed'));
    const interval = options.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
    let timer: NodeJS.Timeout | undefined;
    if (interval > 0) {
      timer = setInterval(sweepQuietly, interval);
      timer.unref();
    }
    // Mail queued before a restart goes out at start.
    app.addHook('onReady', async () => sweepQuietly());
    // Close waits for a delivery in progress, so the pool is not closed under it.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await mailer.drain();
    });
  },
  { name: 'mail' },
);
