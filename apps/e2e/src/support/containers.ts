/**
 * Moves container tracking forward in time on the server under test, as a newcomer would with `npm run containers`
 * (docs/modules/purchase-orders.md, "Container tracking"): the CLI connects to the running API's embedded PostgreSQL
 * (the data directory support/server.ts gives it) and runs the tracking job for one purchase order.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ContainerEvent } from '@freight/contracts';
import { E2E_DATA_DIR } from './env';

const root = path.resolve(__dirname, '../../../..');
const run = promisify(execFile);

/** A container as `containers … --json` prints it. */
export interface CliContainer {
  containerNumber: string;
  status: string;
  eta: string | null;
  purchaseOrder: { poNumber: string; status: string };
  milestones: Array<{ event: ContainerEvent; plannedAt: string | null; actualAt: string | null; locationName: string }>;
}

async function containersCli(args: string[]): Promise<string> {
  const { stdout } = await run(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/containers-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    timeout: 120_000,
  });
  return stdout;
}

/** Lets time pass for one purchase order until its first container reached `milestone` (then one tracking run). */
export async function advanceUntil(poNumber: string, milestone: ContainerEvent): Promise<void> {
  await containersCli(['advance', '--po', poNumber, '--until', milestone]);
}

/** The order's containers with their milestones, planned and reached, as the database has them now. */
export async function showContainers(poNumber: string): Promise<CliContainer[]> {
  const stdout = await containersCli(['show', '--po', poNumber, '--json']);
  return JSON.parse(stdout.slice(stdout.indexOf('['))) as CliContainer[];
}
