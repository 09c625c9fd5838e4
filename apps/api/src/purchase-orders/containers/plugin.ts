import type { FastifyInstance } from 'fastify';
import { startContainerTrackingJob, trackingDepsOf, type ContainerTrackingJob } from './job';
import { rememberTrackingScope } from './scope';

/** CONTAINER_TRACKING_INTERVAL_MS is read with the rest of the configuration (config.ts). */
export { containerTrackingIntervalMs } from '../../config';

/**
 * Starts the job once the server is ready and stops it with the server (like the risk job, insight/risk-plugin.ts),
 * every `intervalMs` (default: the configuration's CONTAINER_TRACKING_INTERVAL_MS).
 * Every instance runs the timer; the advisory lock lets one at a time apply the updates (./job.ts).
 */
export function registerContainerTrackingJob(app: FastifyInstance, intervalMs: number | false = app.config.containerTrackingIntervalMs): void {
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
