import { loadConfig } from './config';
import { buildServer } from './server';

/**
 * `npm run seed`: migrates and seeds the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR), then exits. The API does the same on start; this is for preparing a database ahead of time.
 */
async function seed(): Promise<void> {
  const config = loadConfig();
  const app = await buildServer({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger: config.logLevel,
    seedDemo: true,
  });
  await app.close();
  console.log('Database migrated and demo data present (password demo1234).');
}

seed().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
