import path from 'node:path';
import { ConfigError, loadConfig, WORKSPACE_ROOT } from './config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 3333,
      publicUrl: 'http://localhost:3333',
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(WORKSPACE_ROOT, '.data', 'postgres'),
      webRoot: undefined,
      logLevel: 'info',
      jwtSecret: undefined,
      jwtTtlSeconds: 86_400,
      seedDemo: true,
      trustProxy: false,
      loginRateLimitPerMinute: 10,
      simulateTrucks: true,
      riskJobIntervalMs: 60_000,
    });
  });

  it('runs the risk job every RISK_JOB_INTERVAL_MS (default a minute), never with 0 or off, and not by default under test', () => {
    expect(loadConfig({ RISK_JOB_INTERVAL_MS: '2000' }).riskJobIntervalMs).toBe(2000);
    expect(loadConfig({ RISK_JOB_INTERVAL_MS: '0' }).riskJobIntervalMs).toBe(false);
    expect(loadConfig({ RISK_JOB_INTERVAL_MS: 'off' }).riskJobIntervalMs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).riskJobIntervalMs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', RISK_JOB_INTERVAL_MS: '500' }).riskJobIntervalMs).toBe(500);
    expect(loadConfig({ NODE_ENV: 'production' }).riskJobIntervalMs).toBe(60_000);
  });

  it('moves the demo trucks unless SIMULATE_TRUCKS says no, and not by default under test or in production', () => {
    expect(loadConfig({ SIMULATE_TRUCKS: 'false' }).simulateTrucks).toBe(false);
    expect(loadConfig({ SIMULATE_TRUCKS: 'off' }).simulateTrucks).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).simulateTrucks).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).simulateTrucks).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SIMULATE_TRUCKS: 'true' }).simulateTrucks).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).simulateTrucks).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/freight',
      DATA_DIR: '/var/lib/freight',
      WEB_ROOT: 'dist/apps',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'x'.repeat(40),
      JWT_TTL_SECONDS: '600',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: 'off',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/freight',
      dataDir: '/var/lib/freight',
      webRoot: path.resolve('dist/apps'),
      logLevel: 'warn',
      jwtTtlSeconds: 600,
      seedDemo: false,
      trustProxy: true,
      loginRateLimitPerMinute: false,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a positive integer/],
    [{ PORT: '70000' }, /PORT must be between 1 and 65535/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ JWT_TTL_SECONDS: '-5' }, /JWT_TTL_SECONDS must be a positive integer/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO must be true or false/],
    [{ SIMULATE_TRUCKS: 'sometimes' }, /SIMULATE_TRUCKS must be true or false/],
    [{ RISK_JOB_INTERVAL_MS: 'often' }, /RISK_JOB_INTERVAL_MS must be a positive integer/],
  ])('rejects %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
