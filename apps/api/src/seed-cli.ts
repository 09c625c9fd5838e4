import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { prepareDatabase } from './db/migrate';
import { seedStep } from './seed';
import { growLoads } from './seed/bulk';

/**
 * `npm run seed`: migrates and seeds the configured database (DATABASE_URL, or the embedded one in DATA_DIR), then
 * exits. The API does the same on start; this is for preparing a database ahead of time.
 *
 *   npm run seed                      migrations, demo accounts and the demo world
 *   npm run seed -- --loads 100000    ... then grows Demo Freight Co. to 100,000 loads (benchmarks)
 *
 * With the embedded PostgreSQL, no API process may be using DATA_DIR at the same time (the directory is locked).
 */

function parseLoads(argv: readonly string[]): number | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = arg === '--loads' ? argv[i + 1] : arg.startsWith('--loads=') ? arg.slice('--loads='.length) : undefined;
    if (value === undefined) continue;
    const normalized = value.replace(/[_,]/g, '');
    if (!/^\d+$/.test(normalized)) throw new Error(`--loads needs a positive number, got "${value}"`);
    return Number(normalized);
  }
  return undefined;
}

async function seed(): Promise<void> {
  const config = loadConfig();
  const loads = parseLoads(process.argv.slice(2));
  const log = (message: string) => console.log(message);
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    url = embedded.url;
  }
  const database = createDatabase(url, { max: 2 });
  try {
    const started = Date.now();
    await prepareDatabase(database.pool, { seed: seedStep({ demo: true, log }) });
    console.log(`Database migrated and demo data present in ${Date.now() - started} ms.`);
    if (loads !== undefined) {
      console.log(`Growing Demo Freight Co. to ${loads} loads...`);
      const result = await growLoads(database, loads, { log });
      console.log(`${result.created} loads added (${result.before} before, ${result.total} now) in ${(result.ms / 1000).toFixed(1)} s.`);
    }
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

seed().catch((error: unknown) => {
  // A failed query's error carries the whole statement and its parameters (megabytes here): show the cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  console.error(cause instanceof Error ? cause.message : cause);
  process.exit(1);
});
