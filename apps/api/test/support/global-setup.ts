import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../src/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded';
import { prepareDatabase } from '../../src/db/migrate';
import { seedStep } from '../../src/seed';
import { TEMPLATE_DATABASE, TEST_ENV } from './env';

declare global {
  // Read back by global-teardown (same process).
  var __freightTestPostgres: { server: EmbeddedPostgres; dir: string } | undefined;
}

/**
 * Starts ONE embedded PostgreSQL in a fresh temporary directory, migrates and seeds a template database
 * once, and hands the connection details to the workers through the environment.
 */
export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-api-test-'));
  // As root, PostgreSQL runs as the "postgres" user, which must be able to enter this directory.
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), database: TEMPLATE_DATABASE, throwaway: true });
  globalThis.__freightTestPostgres = { server, dir };
  const database = createDatabase(server.url, { max: 2 });
  try {
    await prepareDatabase(database.pool, { seed: seedStep({ demo: true }) });
  } finally {
    await database.close();
  }
  process.env[TEST_ENV.adminUrl] = server.urlFor('postgres');
  process.env[TEST_ENV.template] = TEMPLATE_DATABASE;
  process.env[TEST_ENV.dir] = dir;
}
