import path from 'node:path';
import { RISK_MODEL } from '@freight/contracts';

/** Root of the monorepo (apps/api/src -> ../../..). */
export const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..', '..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface AppConfig {
  port: number;
  host: string;
  /** Use this PostgreSQL server; when absent an embedded PostgreSQL is started in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder holding the built front end (`shell/` plus one folder per remote); optional. */
  webRoot: string | undefined;
  logLevel: LogLevel;
  /** When absent a secret is generated once and kept in the `app_settings` table. */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  /** Seed the demo company on first start (env SEED_DEMO=false turns it off). */
  seedDemo: boolean;
  /**
   * LOGIN_RATE_LIMIT: failed logins per minute per (e-mail, address) (default 10; 3× per address; the account alone is
   * slowed down); 0 or "off" disables every attempt limit (login, password reset, register, contact-us).
   */
  loginRateLimitPerMinute: number | false;
  /** PUBLIC_URL: the web app's public address (links in e-mails, payment return pages). */
  publicUrl: string;
  /** TRUST_PROXY: true/false or a comma-separated list of proxy addresses (default false). */
  trustProxy: boolean | string;
  /**
   * SIMULATE_TRUCKS: move a few demo trucks along their loads' routes (apps/api/src/modules/tracking/simulator.ts).
   * Default on, except when NODE_ENV is `test` (jest sets it) or `production`.
   */
  simulateTrucks: boolean;
  /**
   * RISK_JOB_INTERVAL_MS: how often the risk job recomputes the loads' delay and risk flags (modules/risk; default
   * RISK_MODEL.intervalSeconds, 60 s); 0 or "off" disables it. Off by default when NODE_ENV is `test` (jest).
   */
  riskJobIntervalMs: number | false;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const nonEmpty = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const positiveInt = (name: string, value: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  const parsed = Number(raw);
  if (parsed < 1 || parsed > max) throw new ConfigError(`${name} must be between 1 and ${max}, got ${parsed}`);
  return parsed;
};

const bool = (name: string, value: string | undefined, fallback: boolean): boolean => {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
};

const trustProxy = (value: string | undefined): boolean | string => {
  const raw = nonEmpty(value);
  if (raw === undefined) return false;
  const lowered = raw.toLowerCase();
  if (['true', 'yes', 'on'].includes(lowered)) return true;
  if (['false', 'no', 'off'].includes(lowered)) return false;
  return raw;
};

const rateLimit = (value: string | undefined): number | false => {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return 10;
  if (raw === '0' || raw === 'off' || raw === 'false') return false;
  return positiveInt('LOGIN_RATE_LIMIT', raw, 10);
};

/** Reads and checks the environment once at start-up; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const logLevel = (nonEmpty(env.LOG_LEVEL) ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const jwtSecret = nonEmpty(env.JWT_SECRET);
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  const dataDir = nonEmpty(env.DATA_DIR);
  const port = positiveInt('PORT', env.PORT, 3333, 65535);
  const publicUrl = nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`;
  try {
    const parsed = new URL(publicUrl);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  }
  const webRoot = nonEmpty(env.WEB_ROOT);
  return {
    port,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: dataDir ? path.resolve(dataDir) : path.join(WORKSPACE_ROOT, '.data', 'postgres'),
    webRoot: webRoot ? path.resolve(webRoot) : undefined,
    logLevel,
    jwtSecret,
    jwtTtlSeconds: positiveInt('JWT_TTL_SECONDS', env.JWT_TTL_SECONDS, 86_400),
    seedDemo: bool('SEED_DEMO', env.SEED_DEMO, true),
    trustProxy: trustProxy(env.TRUST_PROXY),
    loginRateLimitPerMinute: rateLimit(env.LOGIN_RATE_LIMIT),
    simulateTrucks: simulateTrucksEnabled(env),
    riskJobIntervalMs: riskJobIntervalMs(env),
  };
}

/** SIMULATE_TRUCKS (see AppConfig.simulateTrucks); read by the tracking module when it starts. */
export function simulateTrucksEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const fallback = env.NODE_ENV !== 'test' && env.NODE_ENV !== 'production';
  return bool('SIMULATE_TRUCKS', env.SIMULATE_TRUCKS, fallback);
}

/** RISK_JOB_INTERVAL_MS (see AppConfig.riskJobIntervalMs); read by the risk module when it starts. */
export function riskJobIntervalMs(env: NodeJS.ProcessEnv = process.env): number | false {
  const raw = nonEmpty(env.RISK_JOB_INTERVAL_MS)?.toLowerCase();
  if (raw === undefined) return env.NODE_ENV === 'test' ? false : RISK_MODEL.intervalSeconds * 1000;
  if (raw === '0' || raw === 'off' || raw === 'false') return false;
  return positiveInt('RISK_JOB_INTERVAL_MS', raw, RISK_MODEL.intervalSeconds * 1000, 24 * 3_600_000);
}
