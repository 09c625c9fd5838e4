import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';
import { DEFAULT_EMBEDDED_DATABASE, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { isProcessAlive } from './db/lock';

/**
 * What the command-line tools that read or drive a running API's database share (`npm run mail`: mail-cli.ts,
 * `npm run containers`: containers-cli.ts): the database to use and the way a failure ends the process.
 */

/** The connection string of the embedded PostgreSQL an API is running on `dataDir`, if one is. */
export function runningEmbeddedUrl(dataDir: string, database = DEFAULT_EMBEDDED_DATABASE): string | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (!Number.isInteger(port) || port <= 0 || !isProcessAlive(pid)) return undefined;
    const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'credentials.json'), 'utf8')) as { user?: string; password: string };
    return `postgres://${encodeURIComponent(credentials.user ?? 'postgres')}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
  } catch {
    return undefined;
  }
}

export interface CliDatabase {
  config: AppConfig;
  url: string;
  /** Stops the embedded PostgreSQL this tool started (nothing when it used DATABASE_URL or a running API's). */
  stop(): Promise<void>;
}

/**
 * The config's DATABASE_URL when set; otherwise the embedded PostgreSQL of its DATA_DIR: the one a running API started
 * (found through PostgreSQL's postmaster.pid and the credentials file), else started here for the time of the tool's work.
 */
export async function openCliDatabase(config: AppConfig): Promise<CliDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl ?? runningEmbeddedUrl(config.dataDir);
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    url = embedded.url;
  }
  return { config, url, stop: async () => embedded?.stop() };
}

/** Runs a tool's main: a failure prints its message (no stack) and exits with 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
