import fs from 'node:fs';
import path from 'node:path';
import { checkConfig, CONFIG_VARIABLES, ConfigError, loadConfig, WORKSPACE_ROOT, type AppConfig, type ConfigEnv } from './config';

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
      containerTrackingIntervalMs: 60_000,
      realtimeHeartbeatMs: undefined,
      serveSourceMaps: false,
      product: {
        company: { name: 'FreightHub', phone: '+1 555 010 0000', email: 'hello@freighthub.test', logoUrl: '/logo.svg' },
        locations: ['USA', 'CANADA'],
        mapsKey: '',
        demo: { enabled: false, allowedAccounts: ['admin@demo.test', 'shipper@demo.test', 'carrier@demo.test', 'pending@demo.test'] },
        supportEmail: 'hello@freighthub.test',
      },
      providers: {
        maps: { provider: 'local' },
        erp: { provider: 'local' },
        tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '&copy; OpenStreetMap contributors' },
        timeoutMs: 10_000,
      },
      mail: { provider: 'outbox' },
      payments: { provider: 'sandbox' },
      labels: { provider: 'local' },
      storage: { provider: 'local' },
      containers: { tracking: { provider: 'simulated' }, webhookSecret: undefined },
      push: { keys: undefined, subject: undefined },
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

  it('reads every setting of the providers, the jobs and the product from the same environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      CONTAINER_TRACKING_INTERVAL_MS: '5000',
      REALTIME_HEARTBEAT_MS: '300',
      SERVE_SOURCE_MAPS: 'yes',
      COMPANY_NAME: 'Acme TMS',
      MAPS_PROVIDER: 'google',
      GOOGLE_MAPS_KEY: 'k',
      PROVIDER_TIMEOUT_MS: '2500',
      SMTP_URL: 'smtp://u:p@mail.example:587',
      STRIPE_SECRET_KEY: 'sk_test_1',
      SHIPPO_API_KEY: 'shippo_test_abc',
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      VIZION_API_KEY: 'vz',
      VIZION_WEBHOOK_SECRET: ' hook ',
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'https://freight.example',
    });
    expect(config).toMatchObject({
      simulateTrucks: false,
      riskJobIntervalMs: 60_000,
      containerTrackingIntervalMs: 5000,
      realtimeHeartbeatMs: 300,
      serveSourceMaps: true,
      product: { company: { name: 'Acme TMS' }, mapsKey: 'k' },
      providers: { maps: { provider: 'google', apiKey: 'k' }, timeoutMs: 2500 },
      mail: { provider: 'smtp', url: 'smtp://u:p@mail.example:587', from: 'FreightHub <no-reply@freighthub.test>' },
      payments: { provider: 'stripe', secretKey: 'sk_test_1' },
      labels: { provider: 'shippo', apiKey: 'shippo_test_abc' },
      storage: { provider: 's3', endpoint: 'http://minio:9000', region: 'us-east-1', prefix: '', forcePathStyle: true, timeoutMs: 2500 },
      containers: { tracking: { provider: 'vizion', apiKey: 'vz', baseUrl: 'https://prod.vizionapi.com', timeoutMs: 2500 }, webhookSecret: 'hook' },
      push: { keys: { publicKey: 'pub', privateKey: 'priv' }, subject: 'https://freight.example' },
    });
  });

  it('names the bad variable, and every bad one at once', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(new ConfigError('PORT must be a positive integer, got "abc"'));
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(/^STRIPE_SECRET_KEY must be a Stripe secret key/);
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', STORAGE_PROVIDER: 'ftp', MAIL_PROVIDER: 'pigeon', VAPID_PUBLIC_KEY: 'only-half' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect([...problems].sort()).toEqual(
      [
        'PORT must be a positive integer, got "abc"',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
        'STORAGE_PROVIDER must be local or s3, got "ftp"',
        'MAIL_PROVIDER must be outbox or smtp, got "pigeon"',
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      ].sort(),
    );
    expect((error as Error).message).toBe(`5 settings are wrong:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    // Only text is a variable's value (an object built in code may hold anything).
    expect(() => loadConfig({ PORT: 8080 } as unknown as ConfigEnv)).toThrow('PORT must be a text (got number)');
  });

  it('checks a config built or changed in code against its schema, naming the variable', () => {
    const config = loadConfig({});
    expect(checkConfig(config)).toBe(config);
    expect(() => checkConfig({ ...config, port: 'abc' } as unknown as AppConfig)).toThrow(
      new ConfigError('PORT must be an integer from 1 to 65535 (got "abc")'),
    );
    expect(() => checkConfig({ ...config, riskJobIntervalMs: 0 })).toThrow('RISK_JOB_INTERVAL_MS must be off or an integer from 1 to 86400000 (got 0)');
    expect(() => checkConfig({ ...config, mail: { provider: 'smtp' } } as unknown as AppConfig)).toThrow(
      /^MAIL_PROVIDER must be outbox or smtp \(with SMTP_URL\)/,
    );
  });

  it('docs/api.md lists every variable it reads, and no other', () => {
    const docs = fs.readFileSync(path.join(WORKSPACE_ROOT, 'docs', 'api.md'), 'utf8');
    const section = docs.slice(docs.indexOf('## Environment'), docs.indexOf('\n## ', docs.indexOf('## Environment') + 1));
    const documented = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!));
    expect([...new Set(documented)].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
