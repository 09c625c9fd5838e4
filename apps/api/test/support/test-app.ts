import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig, type ConfigEnv } from '../../src/config';
import { buildServer, type BuildServerOptions } from '../../src/server';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { requireTestEnv, TEST_ENV } from './env';

export interface TestApp {
  app: FastifyInstance;
  /** Connection string of this app's own database. */
  databaseUrl: string;
  /** Logs in through the API and returns the token (password defaults to the demo password). */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: requireTestEnv(TEST_ENV.adminUrl) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the seeded template (fast: a file copy inside PostgreSQL). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const template = requireTestEnv(TEST_ENV.template);
  const name = `test_${process.pid}_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`));
  const url = new URL(requireTestEnv(TEST_ENV.adminUrl));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`)).then(() => undefined),
  };
}

/**
 * The configuration of a test server: the variables given and NODE_ENV=test (the jobs and the demo trucks off by
 * default), nothing from the environment the tests run in.
 */
export function testConfig(env: ConfigEnv = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', ...env });
}

export interface TestAppOptions extends Omit<BuildServerOptions, 'databaseUrl' | 'config'> {
  /** Default: testConfig(env). */
  config?: AppConfig;
  /** Variables of the server's configuration (testConfig); a bad one makes createTestApp reject with its ConfigError. */
  env?: ConfigEnv;
}

/** Builds the real server on its own database. Logs are off and the login rate limit is off by default. */
export async function createTestApp({ env, config, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const serverConfig = config ?? testConfig(env);
  const database = await createTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildServer({ logger: false, loginRateLimit: false, lazySchemas: true, ...options, config: serverConfig, databaseUrl: database.url });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    app,
    databaseUrl: database.url,
    async login(email, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/api/user-manager/login',
        payload: { email, password, rememberme: false },
      });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      return (response.json() as { data: { token: string } }).data.token;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
