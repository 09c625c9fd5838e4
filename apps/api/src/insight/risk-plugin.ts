import type { RoutesPlugin } from '../types';
import { startRiskJob, type RiskJob } from './risk-job';

export interface RiskJobPluginOptions {
  /** How often the job runs (ms; false: never). Default: the configuration's RISK_JOB_INTERVAL_MS (app.config). */
  intervalMs?: number | false;
}

/**
 * The risk job's place in the API (no routes): started once the server is ready, every RISK_JOB_INTERVAL_MS, and
 * stopped with it. Every instance runs the timer; the advisory lock lets one at a time judge the loads (./job.ts).
 */
export const riskJobPlugin: RoutesPlugin<Record<string, unknown> & RiskJobPluginOptions> = async (app, options) => {
  const intervalMs = options.intervalMs ?? app.config.riskJobIntervalMs;
  if (intervalMs === false) return;
  let job: RiskJob | null = null;
  app.addHook('onReady', async () => {
    job = startRiskJob(app.db, { mailer: app.mailer, push: app.push, publicUrl: app.publicUrl, log: app.log }, intervalMs);
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
};
