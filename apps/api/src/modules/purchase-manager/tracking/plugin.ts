import { ConfigError } from '../../../config';
import type { FastifyInstance } from 'fastify';
import { startContainerTrackingJob, trackingDepsOf, type ContainerTrackingJob } from './job';
import { rememberTrackingScope } from './scope';

/** Default interval of the container tracking job. */
export const DEFAULT_TRACKING_INTERVAL_MS = 60_000;

/**
 * CONTAINER_TRACKING_INTERVAL_MS: how often the container tracking job runs (ms; default a minute; `0`/`off`: never;
 * off by default under NODE_ENV=test, where tests run it themselves).
 */
export function containerTrackingIntervalMs(env: NodeJS.ProcessEnv = process.env): number | false {
  const raw = env.CONTAINER_TRACKING_INTERVAL_MS?.trim().toLowerCase();
  if (!raw) return env.NODE_ENV === 'test' ? false : DEFAULT_TRACKING_INTERVAL_MS;
  if (raw === '0' || raw === 'off' || raw === 'false') return false;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 24 * 3_600_000) {
    throw new ConfigError(`CONTAINER_TRACKING_INTERVAL_MS must be a positive integer of milliseconds (100 to 86400000), got "${raw}"`);
  }
  return value;
}

/**
 * Starts the job once the server is ready and stops it with the server (like the risk job, modules/risk/routes.ts).
 * Every instance runs the timer; the advisory lock lets one at a time apply the updates (./job.ts).
 */
export function registerContainerTrackingJob(app: FastifyInstance, intervalMs: number | false = containerTrackingIntervalMs()): void {
  rememberTrackingScope(app);
  if (intervalMs === false) return;
  let job: ContainerTrackingJob | null = null;
  app.addHook('onReady', async () => {
    job = startContainerTrackingJob(trackingDepsOf(app), intervalMs);
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}
