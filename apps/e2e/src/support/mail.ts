/**
 * Reads the e-mail outbox of the server under test, as a newcomer would with `npm run mail`: the mail CLI connects
 * to the running API's embedded PostgreSQL (the data directory support/server.ts gives it).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OutboxEntry } from '@freight/contracts';
import { E2E_DATA_DIR } from './env';

const root = path.resolve(__dirname, '../../../..');
const run = promisify(execFile);

export type OutboxMail = OutboxEntry;

export async function readMail(to: string): Promise<OutboxMail[]> {
  const { stdout } = await run(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/mail-cli.ts', '--to', to, '--json', '--limit', '20'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' },
    timeout: 60_000,
  });
  return JSON.parse(stdout) as OutboxMail[];
}

/** The first link to `pathname` in the newest mail to `to` of `template` (path and query, ready for page.goto). */
export async function linkInMail(to: string, template: string, pathname: string): Promise<string> {
  const mail = (await readMail(to)).find((candidate) => candidate.template === template);
  if (!mail) throw new Error(`No ${template} mail to ${to} in the outbox`);
  const match = new RegExp(`https?://[^\\s"<>]+${pathname.replace(/[/-]/g, '\\$&')}\\?[^\\s"<>]+`).exec(mail.text);
  if (!match) throw new Error(`No ${pathname} link in the ${template} mail:\n${mail.text}`);
  const url = new URL(match[0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}
