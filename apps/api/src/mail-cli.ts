import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { openCliDatabase, runCli } from './cli-bootstrap';
import { loadConfig } from './config';
import { createDatabase, type Db } from './db/client';
import { emailAttachments, emailOutbox } from './db/schema';
import type { OutboxEntry } from '@freight/contracts';

/**
 * `npm run mail`: the e-mail outbox, newest first (with no SMTP server, this is where mail is read).
 *
 *   npm run mail                          the last 10 mails: to, subject, status, time and text
 *   npm run mail -- --to ana@acme.test    only that recipient's
 *   npm run mail -- --limit 50 --json     as JSON: [{ to, subject, template, status, createdAt, text, html }]
 *
 * It reads DATABASE_URL when set; otherwise the embedded PostgreSQL of DATA_DIR: the one a running API started
 * (found through PostgreSQL's postmaster.pid and the credentials file), else it starts it for the time of the read
 * (cli-bootstrap.ts, shared with `npm run containers`).
 */

export interface MailOptions {
  to?: string;
  limit: number;
  json: boolean;
}

export function parseMailArgs(argv: readonly string[]): MailOptions {
  const options: MailOptions = { limit: 10, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') options.json = true;
    else if (arg === '--to') options.to = argv[++i]?.trim().toLowerCase();
    else if (arg === '--limit') {
      const limit = Number(argv[++i]);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new Error('--limit needs a number from 1 to 1000');
      options.limit = limit;
    } else throw new Error(`Unknown option ${arg} (use --to <email>, --limit <n>, --json)`);
  }
  if (options.to === '') throw new Error('--to needs an e-mail address');
  return options;
}

/** One mail as `npm run mail -- --json` prints it (the shape is in @freight/contracts: the e2e tests read it). */
export type { OutboxEntry } from '@freight/contracts';

export async function readOutbox(db: Db, options: Pick<MailOptions, 'to' | 'limit'>): Promise<OutboxEntry[]> {
  const filters: SQL[] = options.to ? [eq(emailOutbox.toAddress, options.to)] : [];
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(options.limit);
  const files =
    rows.length === 0
      ? []
      : await db
          .select({
            outboxId: emailAttachments.outboxId,
            filename: emailAttachments.filename,
            contentType: emailAttachments.contentType,
            sizeBytes: sql<number>`octet_length(${emailAttachments.bytes})::int`,
          })
          .from(emailAttachments)
          .where(
            inArray(
              emailAttachments.outboxId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(emailAttachments.createdAt));
  return rows.map((row) => ({
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    text: row.bodyText,
    html: row.bodyHtml,
    attachments: files.filter((file) => file.outboxId === row.id).map(({ filename, contentType, sizeBytes }) => ({ filename, contentType, sizeBytes })),
  }));
}

export function formatOutbox(entries: OutboxEntry[]): string {
  if (entries.length === 0) return 'The outbox is empty.';
  return entries
    .map((entry) =>
      [
        `To: ${entry.to}`,
        `Subject: ${entry.subject}`,
        `Status: ${entry.status} · ${entry.createdAt} · ${entry.template}`,
        ...entry.attachments.map((file) => `Attachment: ${file.filename} (${file.contentType}, ${file.sizeBytes} bytes)`),
        '',
        entry.text,
      ].join('\n'),
    )
    .join(`\n\n${'─'.repeat(72)}\n\n`);
}

/** Where a running API's embedded PostgreSQL is found (kept here too: the tests and tools import it from this file). */
export { runningEmbeddedUrl } from './cli-bootstrap';

async function main(): Promise<void> {
  const options = parseMailArgs(process.argv.slice(2));
  const opened = await openCliDatabase(loadConfig());
  const database = createDatabase(opened.url, { max: 1 });
  try {
    const entries = await readOutbox(database.db, options);
    console.log(options.json ? JSON.stringify(entries, null, 2) : formatOutbox(entries));
  } finally {
    await database.close();
    await opened.stop();
  }
}

if (require.main === module) runCli(main);
