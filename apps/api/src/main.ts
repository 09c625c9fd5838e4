import { ConfigError, loadConfig } from './config';
import { buildServer } from './server';

/** Entry point: `tsx apps/api/src/main.ts` (or `nx serve api`). Reads the environment and listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildServer({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    webRoot: config.webRoot,
    logger: config.logLevel,
    jwtSecret: config.jwtSecret,
    jwtTtlSeconds: config.jwtTtlSeconds,
    seedDemo: config.seedDemo,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    loginRateLimit:
      config.loginRateLimitPerMinute === false ? false : { max: config.loginRateLimitPerMinute, timeWindowMs: 60_000 },
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shown}:${config.port}`;
  app.log.info(`API ready at ${url}/v1/api${config.webRoot ? ` (web app at ${url}/)` : ''}`);
  // Also on stdout in plain text, whatever the log level.
  console.log(`Freight API listening on ${url} (health: ${url}/v1/api/health)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
