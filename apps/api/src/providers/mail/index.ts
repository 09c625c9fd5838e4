import fp from 'fastify-plugin';

/** STUB (wiring only): the mail provider. Replaced by the accounts work: outbox (default) or SMTP. */
export interface MailPluginOptions {
  /** Tests pass a provider here; otherwise MAIL_PROVIDER / SMTP_URL choose it. */
  provider?: unknown;
}

export const mailPlugin = fp<MailPluginOptions>(async () => undefined, { name: 'mail' });
