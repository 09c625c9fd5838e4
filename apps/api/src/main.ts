import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config';
import { buildServer } from './server';

/** How long a graceful shutdown may take before the process exits anyway (its exit handlers still stop PostgreSQL). */
const SHUTDOWN_DEADLINE_MS = 45_000;
const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Stops on the first SIGINT, SIGTERM or SIGHUP: stop accepting, finish the requests in flight, close the pool, stop
 * the embedded PostgreSQL, release the data-directory lock, exit 0.
 *
 * The handlers stay installed until the process exits. A stop signal often arrives more than once: sent to the
 * process group (Ctrl-C in a terminal, `kill -TERM -<pgid>`, a container stop), it reaches this process directly
 * and again relayed by each launcher above it (npm, the tsx CLI). With a one-time handler the second copy found
 * none, and Node's default action (or tsx's, which exits at once when no handler is left) ended the process in the
 * middle of its shutdown, leaving `api.lock` behind.
 */
function handleStopSignals(): { attach(app: FastifyInstance): boolean } {
  let app: FastifyInstance | undefined;
  let requested: NodeJS.Signals | undefined;
  const shutdown = (server: FastifyInstance, signal: NodeJS.Signals) => {
    server.log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      server.log.error(`shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s, exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (requested) {
      app?.log.info(`${signal} received, already shutting down`);
      return;
    }
    requested = signal;
    // During start-up: stop as soon as the server is built (buildServer cleans up itself if it fails).
    if (app) shutdown(app, signal);
    else console.log(`${signal} received while starting: stopping once started`);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  return {
    attach(server) {
      app = server;
      if (requested) shutdown(server, requested);
      return requested !== undefined;
    },
  };
}

/** Entry point: `tsx apps/api/src/main.ts` (or `nx serve api`). Reads the configuration (loadConfig) once, builds the server with it and listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const stopSignals = handleStopSignals();
  const app = await buildServer({ config });

  // A stop signal that came during start-up: the server is closing, not listening.
  if (stopSignals.attach(app)) return;

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
