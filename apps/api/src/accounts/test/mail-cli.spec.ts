import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { WORKSPACE_ROOT } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import { DEFAULT_EMBEDDED_DATABASE } from '../../db/embedded';
import { companies, emailAttachments, emailOutbox } from '../../db/schema';
import { runningEmbeddedUrl, type OutboxEntry } from '../../mail-cli';
import { requireTestEnv, TEMPLATE_DATABASE, TEST_ENV } from '../../../test/support/env';

/**
 * `npm run mail` as the end-to-end tests use it: a separate process, given only DATA_DIR, finds the PostgreSQL a
 * running API started there (postmaster.pid, credentials.json) and prints the outbox. The test server of this jest
 * run stands for that API: it gets the API's database (`freight`) for the time of the test.
 */

const TSX_CLI = path.join(WORKSPACE_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const MAIL_CLI = path.join(WORKSPACE_ROOT, 'apps', 'api', 'src', 'mail-cli.ts');
const run = promisify(execFile);

const dataDir = () => path.join(requireTestEnv(TEST_ENV.dir), 'postgres');
const mailCli = (...args: string[]) =>
  run(process.execPath, [TSX_CLI, MAIL_CLI, ...args], {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '' },
    timeout: 60_000,
  });

async function admin(statement: (client: pg.Client) => string): Promise<void> {
  const client = new pg.Client({ connectionString: requireTestEnv(TEST_ENV.adminUrl) });
  await client.connect();
  try {
    await client.query(statement(client));
  } finally {
    await client.end();
  }
}

describe('npm run mail against a running server', () => {
  let database: Database;
  beforeAll(async () => {
    await admin((client) => `create database ${client.escapeIdentifier(DEFAULT_EMBEDDED_DATABASE)} template ${client.escapeIdentifier(TEMPLATE_DATABASE)}`);
    const url = runningEmbeddedUrl(dataDir());
    expect(url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/freight$/);
    database = createDatabase(url!, { max: 1 });
    const [company] = await database.db.select({ id: companies.id }).from(companies).limit(1);
    const rows = await database.db
      .insert(emailOutbox)
      .values([
        {
          companyId: company!.id,
          toAddress: 'cli@example.test',
          subject: 'Older',
          template: 'verify-email',
          bodyText: 'first',
          createdAt: new Date('2026-01-01T10:00:00Z'),
        },
        {
          companyId: company!.id,
          toAddress: 'cli@example.test',
          subject: 'Newer',
          template: 'reset-password',
          bodyText: 'Choose a new password: https://app.example/reset-password?token=abc&email=cli%40example.test',
          bodyHtml: '<p>html</p>',
          status: 'sent',
          createdAt: new Date('2026-01-02T10:00:00Z'),
        },
        { companyId: company!.id, toAddress: 'someone-else@example.test', subject: 'Not mine', template: 'contact-us', bodyText: 'x' },
      ])
      .returning({ id: emailOutbox.id, subject: emailOutbox.subject });
    // The newer mail carries a file (as send-invoice's mail carries its PDF).
    const newer = rows.find((row) => row.subject === 'Newer')!;
    await database.db
      .insert(emailAttachments)
      .values({ outboxId: newer.id, filename: 'invoice-INV-1.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.7 test') });
  });
  afterAll(async () => {
    await database?.close();
    await admin((client) => `drop database if exists ${client.escapeIdentifier(DEFAULT_EMBEDDED_DATABASE)} with (force)`);
  });

  it("--to --json: that recipient's mails, newest first", async () => {
    const { stdout } = await mailCli('--to', 'CLI@example.test', '--json');
    const mails = JSON.parse(stdout) as OutboxEntry[];
    expect(mails).toEqual([
      {
        to: 'cli@example.test',
        subject: 'Newer',
        template: 'reset-password',
        status: 'sent',
        createdAt: '2026-01-02T10:00:00.000Z',
        text: 'Choose a new password: https://app.example/reset-password?token=abc&email=cli%40example.test',
        html: '<p>html</p>',
        attachments: [{ filename: 'invoice-INV-1.pdf', contentType: 'application/pdf', sizeBytes: 13 }],
      },
      expect.objectContaining({ subject: 'Older', status: 'queued', html: null, attachments: [] }),
    ]);
  }, 60_000);

  it('plain text with --limit, and a clear error for a bad option', async () => {
    const { stdout } = await mailCli('--to', 'cli@example.test', '--limit', '1');
    expect(stdout).toContain(
      'To: cli@example.test\nSubject: Newer\nStatus: sent · 2026-01-02T10:00:00.000Z · reset-password\nAttachment: invoice-INV-1.pdf (application/pdf, 13 bytes)',
    );
    expect(stdout).toContain('Choose a new password: https://app.example/reset-password?token=abc');
    expect(stdout).not.toContain('Older');
    await expect(mailCli('--limit', 'many')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--limit needs a number') });
  }, 60_000);
});
