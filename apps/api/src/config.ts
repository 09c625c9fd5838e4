import path from 'node:path';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { LOCATIONS, RISK_MODEL } from '@freight/contracts';

/**
 * The API's configuration: `loadConfig` reads the environment once, at start-up, and returns every setting in one
 * typed object (AppConfig); the server and the command-line tools get that object and read nothing else. This is the
 * one file that reads `process.env` (tools/checks/process-env.ts refuses it anywhere else in apps/api/src).
 * docs/api.md, "Environment", has one row per variable of ConfigEnvSchema (config.spec.ts keeps them in step).
 */

/** Root of the monorepo (apps/api/src -> ../../..). */
export const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..', '..');

export class ConfigError extends Error {
  override name = 'ConfigError';
  /** One message per bad variable (the message lists them all). */
  readonly problems: readonly string[];

  constructor(message: string, problems: readonly string[] = [message]) {
    super(message);
    this.problems = problems;
  }
}

// -------------------------------------------------------------------------------------------------- The environment

const VARIABLE = Type.Optional(Type.String());

/** Every environment variable the API reads; each is text when set. */
const ConfigEnvSchema = Type.Object(
  {
    // Server
    NODE_ENV: VARIABLE,
    PORT: VARIABLE,
    HOST: VARIABLE,
    DATABASE_URL: VARIABLE,
    DATA_DIR: VARIABLE,
    WEB_ROOT: VARIABLE,
    LOG_LEVEL: VARIABLE,
    JWT_SECRET: VARIABLE,
    JWT_TTL_SECONDS: VARIABLE,
    SEED_DEMO: VARIABLE,
    LOGIN_RATE_LIMIT: VARIABLE,
    PUBLIC_URL: VARIABLE,
    TRUST_PROXY: VARIABLE,
    SERVE_SOURCE_MAPS: VARIABLE,
    // Jobs and real time
    SIMULATE_TRUCKS: VARIABLE,
    RISK_JOB_INTERVAL_MS: VARIABLE,
    CONTAINER_TRACKING_INTERVAL_MS: VARIABLE,
    REALTIME_HEARTBEAT_MS: VARIABLE,
    // Product settings
    COMPANY_NAME: VARIABLE,
    COMPANY_PHONE: VARIABLE,
    COMPANY_EMAIL: VARIABLE,
    COMPANY_LOGO_URL: VARIABLE,
    SUPPORT_EMAIL: VARIABLE,
    DEMO_MODE: VARIABLE,
    DEMO_ALLOWED_ACCOUNTS: VARIABLE,
    // Maps and ERP
    MAPS_PROVIDER: VARIABLE,
    OSRM_URL: VARIABLE,
    NOMINATIM_URL: VARIABLE,
    GOOGLE_MAPS_KEY: VARIABLE,
    MAP_TILE_URL: VARIABLE,
    MAP_TILE_ATTRIBUTION: VARIABLE,
    ERP_PROVIDER: VARIABLE,
    SAP_URL: VARIABLE,
    SAP_USER: VARIABLE,
    SAP_PASSWORD: VARIABLE,
    PROVIDER_TIMEOUT_MS: VARIABLE,
    // Mail, payments, labels
    MAIL_PROVIDER: VARIABLE,
    SMTP_URL: VARIABLE,
    MAIL_FROM: VARIABLE,
    STRIPE_SECRET_KEY: VARIABLE,
    STRIPE_WEBHOOK_SECRET: VARIABLE,
    SHIPPO_API_KEY: VARIABLE,
    // File storage
    STORAGE_PROVIDER: VARIABLE,
    S3_ENDPOINT: VARIABLE,
    S3_BUCKET: VARIABLE,
    S3_REGION: VARIABLE,
    S3_ACCESS_KEY_ID: VARIABLE,
    S3_SECRET_ACCESS_KEY: VARIABLE,
    S3_PREFIX: VARIABLE,
    S3_FORCE_PATH_STYLE: VARIABLE,
    // Container tracking
    VIZION_API_KEY: VARIABLE,
    VIZION_URL: VARIABLE,
    VIZION_CALLBACK_URL: VARIABLE,
    VIZION_WEBHOOK_SECRET: VARIABLE,
    // Web push
    VAPID_PUBLIC_KEY: VARIABLE,
    VAPID_PRIVATE_KEY: VARIABLE,
    VAPID_SUBJECT: VARIABLE,
  },
  { additionalProperties: true },
);

/** The environment as the loaders read it (process.env, or an object in tests and tools). */
export type ConfigEnv = Static<typeof ConfigEnvSchema>;
export type ConfigVariable = keyof ConfigEnv & string;
export const CONFIG_VARIABLES = Object.keys(ConfigEnvSchema.properties) as ConfigVariable[];

// ---------------------------------------------------------------------------------------------------------- Helpers

const nonEmpty = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const value = (env: ConfigEnv, name: ConfigVariable) => nonEmpty(env[name]);

const positiveInt = (name: string, raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const text = nonEmpty(raw);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new ConfigError(`${name} must be a positive integer, got "${text}"`);
  const parsed = Number(text);
  if (parsed < 1 || parsed > max) throw new ConfigError(`${name} must be between 1 and ${max}, got ${parsed}`);
  return parsed;
};

const bool = (name: string, raw: string | undefined, fallback: boolean): boolean => {
  const text = nonEmpty(raw)?.toLowerCase();
  if (text === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  throw new ConfigError(`${name} must be true or false, got "${text}"`);
};

const isHttpUrl = (raw: string): boolean => {
  try {
    const parsed = new URL(raw);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
};

const httpUrl = (name: string, raw: string): string => {
  if (!isHttpUrl(raw)) throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return raw;
};

// ----------------------------------------------------------------------------------------------- Settings' schemas

/**
 * Schemas of the settings, each naming its variable (`env`) and what it takes (`expect`): checkConfig reports a
 * setting outside its schema as `<variable> must be <expect> (got <value>)`.
 */
const about = (env: string, expect: string) => ({ env, expect });
const Text = (env: string) => Type.String({ minLength: 1, ...about(env, 'a non-empty text') });
const Url = (env: string) => Type.String({ pattern: '^[Hh][Tt][Tt][Pp][Ss]?:', ...about(env, 'an http(s) URL') });
const Int = (env: string, minimum: number, maximum?: number) =>
  Type.Integer({
    minimum,
    ...(maximum === undefined ? {} : { maximum }),
    ...about(env, maximum === undefined ? `an integer from ${minimum}` : `an integer from ${minimum} to ${maximum}`),
  });
const Flag = (env: string) => Type.Boolean(about(env, 'true or false'));
const Interval = (env: string, minimum: number, maximum: number) =>
  Type.Union([Type.Literal(false), Type.Integer({ minimum, maximum })], about(env, `off or an integer from ${minimum} to ${maximum}`));
const Maybe = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Undefined()], { env: schema.env, expect: `${schema.expect} or unset` });
const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const Email = (env: string) => Type.String({ pattern: EMAIL_PATTERN, ...about(env, 'an e-mail address') });

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const MapsConfigSchema = Type.Union(
  [
    Type.Object({ provider: Type.Literal('local') }),
    Type.Object({ provider: Type.Literal('osrm'), osrmUrl: Url('OSRM_URL'), nominatimUrl: Url('NOMINATIM_URL') }),
    Type.Object({ provider: Type.Literal('google'), apiKey: Text('GOOGLE_MAPS_KEY') }),
  ],
  about('MAPS_PROVIDER', 'local, osrm (with OSRM_URL and NOMINATIM_URL) or google (with GOOGLE_MAPS_KEY)'),
);
const ErpConfigSchema = Type.Union(
  [
    Type.Object({ provider: Type.Literal('local') }),
    Type.Object({ provider: Type.Literal('sap'), url: Url('SAP_URL'), user: Text('SAP_USER'), password: Text('SAP_PASSWORD') }),
  ],
  about('ERP_PROVIDER', 'local or sap (with SAP_URL, SAP_USER and SAP_PASSWORD)'),
);
const ProviderConfigSchema = Type.Object({
  maps: MapsConfigSchema,
  tiles: Type.Object({ url: Text('MAP_TILE_URL'), attribution: Text('MAP_TILE_ATTRIBUTION') }),
  erp: ErpConfigSchema,
  timeoutMs: Int('PROVIDER_TIMEOUT_MS', 100, 60_000),
});
const MailConfigSchema = Type.Union(
  [
    Type.Object({ provider: Type.Literal('outbox') }),
    Type.Object({
      provider: Type.Literal('smtp'),
      url: Type.String({ pattern: '^smtps?://', ...about('SMTP_URL', 'an smtp:// or smtps:// URL') }),
      from: Text('MAIL_FROM'),
    }),
  ],
  about('MAIL_PROVIDER', 'outbox or smtp (with SMTP_URL)'),
);
const PaymentsConfigSchema = Type.Union(
  [
    Type.Object({ provider: Type.Literal('sandbox') }),
    Type.Object({
      provider: Type.Literal('stripe'),
      secretKey: Type.String({ pattern: '^(sk|rk)_(test|live)_', ...about('STRIPE_SECRET_KEY', 'a Stripe secret key') }),
      webhookSecret: Type.Optional(Type.String({ pattern: '^whsec_', ...about('STRIPE_WEBHOOK_SECRET', 'a Stripe webhook secret (whsec_…)') })),
    }),
  ],
  about('STRIPE_SECRET_KEY', 'unset (the sandbox) or a Stripe secret key'),
);
const LabelsConfigSchema = Type.Union(
  [
    Type.Object({ provider: Type.Literal('local') }),
    Type.Object({
      provider: Type.Literal('shippo'),
      apiKey: Type.String({ pattern: '^shippo_(test|live)_\\w+$', ...about('SHIPPO_API_KEY', 'a Shippo API token') }),
    }),
  ],
  about('SHIPPO_API_KEY', 'unset (local labels) or a Shippo API token'),
);
const StorageConfigSchema = Type.Union(
  [
    Type.Object({ provider: Type.Literal('local') }),
    Type.Object({
      provider: Type.Literal('s3'),
      endpoint: Url('S3_ENDPOINT'),
      bucket: Text('S3_BUCKET'),
      region: Text('S3_REGION'),
      accessKeyId: Text('S3_ACCESS_KEY_ID'),
      secretAccessKey: Text('S3_SECRET_ACCESS_KEY'),
      prefix: Type.String(about('S3_PREFIX', 'a text')),
      forcePathStyle: Flag('S3_FORCE_PATH_STYLE'),
      timeoutMs: Int('PROVIDER_TIMEOUT_MS', 100, 60_000),
    }),
  ],
  about('STORAGE_PROVIDER', 'local or s3 (with S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'),
);
const ContainerTrackingConfigSchema = Type.Union(
  [
    Type.Object({ provider: Type.Literal('simulated') }),
    Type.Object({
      provider: Type.Literal('vizion'),
      apiKey: Text('VIZION_API_KEY'),
      baseUrl: Url('VIZION_URL'),
      callbackUrl: Type.Optional(Url('VIZION_CALLBACK_URL')),
      timeoutMs: Int('PROVIDER_TIMEOUT_MS', 100, 60_000),
    }),
  ],
  about('VIZION_API_KEY', 'unset (simulated) or an API key with an http(s) VIZION_URL'),
);
const VapidKeysSchema = Type.Object(
  { publicKey: Text('VAPID_PUBLIC_KEY'), privateKey: Text('VAPID_PRIVATE_KEY') },
  about('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY', 'both set or both unset'),
);
const ProductSettingsSchema = Type.Object({
  company: Type.Object({ name: Text('COMPANY_NAME'), phone: Text('COMPANY_PHONE'), email: Email('COMPANY_EMAIL'), logoUrl: Text('COMPANY_LOGO_URL') }),
  locations: Type.Array(Type.Union(LOCATIONS.map((code) => Type.Literal(code))), about('locations', LOCATIONS.join(' and '))),
  mapsKey: Type.String(about('GOOGLE_MAPS_KEY', 'a text')),
  demo: Type.Object({
    enabled: Flag('DEMO_MODE'),
    allowedAccounts: Type.Array(Email('DEMO_ALLOWED_ACCOUNTS'), about('DEMO_ALLOWED_ACCOUNTS', 'a list of e-mail addresses')),
  }),
  supportEmail: Email('SUPPORT_EMAIL'),
});

const AppConfigSchema = Type.Object({
  // Server
  port: Int('PORT', 1, 65_535),
  host: Text('HOST'),
  /** Use this PostgreSQL server; when absent an embedded PostgreSQL is started in `dataDir`. */
  databaseUrl: Maybe(Text('DATABASE_URL')),
  dataDir: Text('DATA_DIR'),
  /** Folder holding the built front end (`shell/` plus one folder per remote); optional. */
  webRoot: Maybe(Text('WEB_ROOT')),
  logLevel: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    about('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`),
  ),
  /** When absent a secret is generated once and kept in the `app_settings` table. */
  jwtSecret: Maybe(Type.String({ minLength: 32, ...about('JWT_SECRET', 'at least 32 characters long') })),
  jwtTtlSeconds: Int('JWT_TTL_SECONDS', 1),
  /** Seed the demo company on first start (env SEED_DEMO=false turns it off). */
  seedDemo: Flag('SEED_DEMO'),
  /**
   * LOGIN_RATE_LIMIT: failed logins per minute per (e-mail, address) (default 10; 3× per address; the account alone is
   * slowed down); 0 or "off" disables every attempt limit (login, password reset, register, contact-us).
   */
  loginRateLimitPerMinute: Type.Union([Type.Literal(false), Type.Integer({ minimum: 1 })], about('LOGIN_RATE_LIMIT', 'off or an integer from 1')),
  /** PUBLIC_URL: the web app's public address (links in e-mails, payment return pages). */
  publicUrl: Url('PUBLIC_URL'),
  /** TRUST_PROXY: true/false or a comma-separated list of proxy addresses (default false). */
  trustProxy: Type.Union([Type.Boolean(), Type.String()], about('TRUST_PROXY', 'true, false or proxy addresses')),
  /** SERVE_SOURCE_MAPS: the web root serves `*.map` files (plugins/security-headers.ts). */
  serveSourceMaps: Flag('SERVE_SOURCE_MAPS'),
  // Jobs and real time
  /**
   * SIMULATE_TRUCKS: move a few demo trucks along their loads' routes (apps/api/src/tracking/simulator.ts).
   * Default on, except when NODE_ENV is `test` (jest sets it) or `production`.
   */
  simulateTrucks: Flag('SIMULATE_TRUCKS'),
  /**
   * RISK_JOB_INTERVAL_MS: how often the risk job recomputes the loads' delay and risk flags (insight/risk-job.ts; default
   * RISK_MODEL.intervalSeconds, 60 s); 0 or "off" disables it. Off by default when NODE_ENV is `test` (jest).
   */
  riskJobIntervalMs: Interval('RISK_JOB_INTERVAL_MS', 1, 24 * 3_600_000),
  /** CONTAINER_TRACKING_INTERVAL_MS: the container tracking job's period (purchase-orders/containers). */
  containerTrackingIntervalMs: Interval('CONTAINER_TRACKING_INTERVAL_MS', 100, 24 * 3_600_000),
  /** REALTIME_HEARTBEAT_MS: the WebSocket heartbeat when faster than the default (tests); realtime/routes.ts. */
  realtimeHeartbeatMs: Maybe(Type.Number(about('REALTIME_HEARTBEAT_MS', 'a number of milliseconds'))),
  // Product and providers
  product: ProductSettingsSchema,
  providers: ProviderConfigSchema,
  mail: MailConfigSchema,
  payments: PaymentsConfigSchema,
  labels: LabelsConfigSchema,
  storage: StorageConfigSchema,
  containers: Type.Object({ tracking: ContainerTrackingConfigSchema, webhookSecret: Maybe(Text('VIZION_WEBHOOK_SECRET')) }),
  push: Type.Object({
    keys: Type.Union([VapidKeysSchema, Type.Undefined()], about('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY', 'both set or both unset')),
    subject: Maybe(Type.String({ pattern: '^(mailto:|https:)', ...about('VAPID_SUBJECT', 'a mailto: or https: URL') })),
  }),
});

/** Every setting of the API (loadConfig). */
export type AppConfig = Static<typeof AppConfigSchema>;
export type ProviderConfig = Static<typeof ProviderConfigSchema>;
type MapsConfig = Static<typeof MapsConfigSchema>;
type ErpConfig = Static<typeof ErpConfigSchema>;
export type MailConfig = Static<typeof MailConfigSchema>;
export type PaymentsConfig = Static<typeof PaymentsConfigSchema>;
export type LabelsConfig = Static<typeof LabelsConfigSchema>;
export type StorageConfig = Static<typeof StorageConfigSchema>;
export type ContainerTrackingConfig = Static<typeof ContainerTrackingConfigSchema>;
export type VapidKeys = Static<typeof VapidKeysSchema>;
type PushConfig = AppConfig['push'];
export type ProductSettings = Static<typeof ProductSettingsSchema>;

// ----------------------------------------------------------------------------------------------------------- Server

const trustProxy = (raw: string | undefined): boolean | string => {
  const text = nonEmpty(raw);
  if (text === undefined) return false;
  const lowered = text.toLowerCase();
  if (['true', 'yes', 'on'].includes(lowered)) return true;
  if (['false', 'no', 'off'].includes(lowered)) return false;
  return text;
};

const rateLimit = (raw: string | undefined): number | false => {
  const text = nonEmpty(raw)?.toLowerCase();
  if (text === undefined) return 10;
  if (text === '0' || text === 'off' || text === 'false') return false;
  return positiveInt('LOGIN_RATE_LIMIT', text, 10);
};

const logLevel = (env: ConfigEnv): LogLevel => {
  const level = (value(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  return level;
};

const jwtSecret = (env: ConfigEnv): string | undefined => {
  const secret = value(env, 'JWT_SECRET');
  if (secret !== undefined && secret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  return secret;
};

const publicUrl = (env: ConfigEnv, port: number): string => {
  const url = value(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  if (!isHttpUrl(url)) throw new ConfigError(`PUBLIC_URL must be an http(s) URL, got "${url}"`);
  return url.replace(/\/+$/, '');
};

/** SERVE_SOURCE_MAPS (default false). */
export function serveSourceMapsEnabled(env: ConfigEnv): boolean {
  return bool('SERVE_SOURCE_MAPS', env.SERVE_SOURCE_MAPS, false);
}

// ------------------------------------------------------------------------------------------------------------- Jobs

/** SIMULATE_TRUCKS (see AppConfig.simulateTrucks). */
function simulateTrucksEnabled(env: ConfigEnv): boolean {
  const fallback = env.NODE_ENV !== 'test' && env.NODE_ENV !== 'production';
  return bool('SIMULATE_TRUCKS', env.SIMULATE_TRUCKS, fallback);
}

/** RISK_JOB_INTERVAL_MS (see AppConfig.riskJobIntervalMs). */
function riskJobIntervalMs(env: ConfigEnv): number | false {
  const raw = value(env, 'RISK_JOB_INTERVAL_MS')?.toLowerCase();
  if (raw === undefined) return env.NODE_ENV === 'test' ? false : RISK_MODEL.intervalSeconds * 1000;
  if (raw === '0' || raw === 'off' || raw === 'false') return false;
  return positiveInt('RISK_JOB_INTERVAL_MS', raw, RISK_MODEL.intervalSeconds * 1000, 24 * 3_600_000);
}

/** Default interval of the container tracking job. */
const DEFAULT_TRACKING_INTERVAL_MS = 60_000;

/**
 * CONTAINER_TRACKING_INTERVAL_MS: how often the container tracking job runs (ms; default a minute; `0`/`off`: never;
 * off by default under NODE_ENV=test, where tests run it themselves).
 */
export function containerTrackingIntervalMs(env: ConfigEnv): number | false {
  const raw = env.CONTAINER_TRACKING_INTERVAL_MS?.trim().toLowerCase();
  if (!raw) return env.NODE_ENV === 'test' ? false : DEFAULT_TRACKING_INTERVAL_MS;
  if (raw === '0' || raw === 'off' || raw === 'false') return false;
  const interval = Number(raw);
  if (!Number.isInteger(interval) || interval < 100 || interval > 24 * 3_600_000) {
    throw new ConfigError(`CONTAINER_TRACKING_INTERVAL_MS must be a positive integer of milliseconds (100 to 86400000), got "${raw}"`);
  }
  return interval;
}

/** REALTIME_HEARTBEAT_MS as a number; unset, 0 or not a number: undefined (the default heartbeat). */
function realtimeHeartbeatMs(env: ConfigEnv): number | undefined {
  const ms = Number(env.REALTIME_HEARTBEAT_MS);
  if (!ms) return undefined;
  // ±Infinity act as the largest (or smallest) interval: realtime/routes.ts caps it the same way.
  return Number.isFinite(ms) ? ms : Math.sign(ms) * Number.MAX_SAFE_INTEGER;
}

// ------------------------------------------------------------------------------------------------- Product settings

/** The spec's four allowed demo accounts. */
const DEMO_ALLOWED_ACCOUNTS = ['admin@demo.test', 'shipper@demo.test', 'carrier@demo.test', 'pending@demo.test'];

const EMAIL = new RegExp(EMAIL_PATTERN);

function email(env: ConfigEnv, name: ConfigVariable, fallback: string): string {
  const found = value(env, name) ?? fallback;
  if (!EMAIL.test(found)) throw new ConfigError(`${name} must be an e-mail address, got "${found}"`);
  return found.toLowerCase();
}

/** Company settings, maps key and demo mode (settings/product-settings.ts). */
export function loadProductSettings(env: ConfigEnv): ProductSettings {
  const demoRaw = (value(env, 'DEMO_MODE') ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'].includes(demoRaw)) {
    throw new ConfigError(`DEMO_MODE must be true or false, got "${demoRaw}"`);
  }
  const allowed =
    value(env, 'DEMO_ALLOWED_ACCOUNTS')
      ?.split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean) ?? DEMO_ALLOWED_ACCOUNTS;
  const wrong = allowed.find((entry) => !EMAIL.test(entry));
  if (wrong) throw new ConfigError(`DEMO_ALLOWED_ACCOUNTS must list e-mail addresses, got "${wrong}"`);
  const companyEmail = email(env, 'COMPANY_EMAIL', 'hello@freighthub.test');
  return {
    company: {
      name: value(env, 'COMPANY_NAME') ?? 'FreightHub',
      phone: value(env, 'COMPANY_PHONE') ?? '+1 555 010 0000',
      email: companyEmail,
      logoUrl: value(env, 'COMPANY_LOGO_URL') ?? '/logo.svg',
    },
    locations: ['USA', 'CANADA'],
    mapsKey: value(env, 'GOOGLE_MAPS_KEY') ?? '',
    demo: { enabled: ['true', '1', 'on', 'yes'].includes(demoRaw), allowedAccounts: allowed },
    supportEmail: email(env, 'SUPPORT_EMAIL', companyEmail),
  };
}

// ----------------------------------------------------------------------------------------------------- Maps and ERP

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';

const required = (env: ConfigEnv, name: ConfigVariable, because: string) => {
  const found = value(env, name);
  if (!found) throw new ConfigError(`${name} is required when ${because}`);
  return found;
};

const requiredUrl = (env: ConfigEnv, name: ConfigVariable, because: string) => httpUrl(name, required(env, name, because));

/** MAPS_PROVIDER: local (default) | osrm (OSRM_URL, NOMINATIM_URL) | google (GOOGLE_MAPS_KEY). */
function loadMapsConfig(env: ConfigEnv): MapsConfig {
  const name = (value(env, 'MAPS_PROVIDER') ?? 'local').toLowerCase();
  if (name === 'local') return { provider: 'local' };
  if (name === 'osrm') {
    return {
      provider: 'osrm',
      osrmUrl: requiredUrl(env, 'OSRM_URL', 'MAPS_PROVIDER=osrm'),
      nominatimUrl: requiredUrl(env, 'NOMINATIM_URL', 'MAPS_PROVIDER=osrm'),
    };
  }
  if (name === 'google') return { provider: 'google', apiKey: required(env, 'GOOGLE_MAPS_KEY', 'MAPS_PROVIDER=google') };
  throw new ConfigError(`MAPS_PROVIDER must be local, osrm or google, got "${name}"`);
}

/** ERP_PROVIDER: local (default) | sap (SAP_URL, SAP_USER, SAP_PASSWORD). */
function loadErpConfig(env: ConfigEnv): ErpConfig {
  const name = (value(env, 'ERP_PROVIDER') ?? 'local').toLowerCase();
  if (name === 'local') return { provider: 'local' };
  if (name === 'sap') {
    return {
      provider: 'sap',
      url: requiredUrl(env, 'SAP_URL', 'ERP_PROVIDER=sap'),
      user: required(env, 'SAP_USER', 'ERP_PROVIDER=sap'),
      password: required(env, 'SAP_PASSWORD', 'ERP_PROVIDER=sap'),
    };
  }
  throw new ConfigError(`ERP_PROVIDER must be local or sap, got "${name}"`);
}

/** PROVIDER_TIMEOUT_MS: time limit of one call to a remote provider (default 10000). */
function loadProviderTimeout(env: ConfigEnv): number {
  const raw = value(env, 'PROVIDER_TIMEOUT_MS');
  const timeoutMs = raw === undefined ? 10_000 : Number(raw);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) {
    throw new ConfigError(`PROVIDER_TIMEOUT_MS must be an integer between 100 and 60000, got "${raw}"`);
  }
  return timeoutMs;
}

/** Maps, tiles, ERP and the providers' time limit (providers/index.ts); a bad value is a ConfigError naming the variable. */
export function loadProviderConfig(env: ConfigEnv): ProviderConfig {
  const maps = loadMapsConfig(env);
  const erp = loadErpConfig(env);
  const timeoutMs = loadProviderTimeout(env);
  return {
    maps,
    erp,
    tiles: { url: value(env, 'MAP_TILE_URL') ?? DEFAULT_TILE_URL, attribution: value(env, 'MAP_TILE_ATTRIBUTION') ?? DEFAULT_TILE_ATTRIBUTION },
    timeoutMs,
  };
}

// ------------------------------------------------------------------------------------------ Mail, payments, labels

const DEFAULT_MAIL_FROM = 'FreightHub <no-reply@freighthub.test>';

/** MAIL_PROVIDER (outbox, or smtp when SMTP_URL is set), SMTP_URL, MAIL_FROM (providers/mail). */
export function loadMailConfig(env: ConfigEnv): MailConfig {
  const name = (env.MAIL_PROVIDER?.trim() || (env.SMTP_URL?.trim() ? 'smtp' : 'outbox')).toLowerCase();
  if (name === 'outbox') return { provider: 'outbox' };
  if (name !== 'smtp') throw new ConfigError(`MAIL_PROVIDER must be outbox or smtp, got "${name}"`);
  const url = env.SMTP_URL?.trim();
  if (!url) throw new ConfigError('SMTP_URL is required when MAIL_PROVIDER=smtp (smtp://user:pass@host:587)');
  if (!/^smtps?:\/\//.test(url)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  return { provider: 'smtp', url, from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM };
}

/** STRIPE_SECRET_KEY (unset: the sandbox), STRIPE_WEBHOOK_SECRET (providers/payments). */
export function loadPaymentsConfig(env: ConfigEnv): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return { provider: 'sandbox' };
  if (!/^(sk|rk)_(test|live)_/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)');
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  if (webhookSecret && !webhookSecret.startsWith('whsec_')) throw new ConfigError('STRIPE_WEBHOOK_SECRET must start with whsec_');
  return { provider: 'stripe', secretKey, ...(webhookSecret ? { webhookSecret } : {}) };
}

/** SHIPPO_API_KEY (unset: local labels; providers/labels). */
export function loadLabelsConfig(env: ConfigEnv): LabelsConfig {
  const apiKey = env.SHIPPO_API_KEY?.trim();
  if (!apiKey) return { provider: 'local' };
  if (!/^shippo_(test|live)_\w+$/.test(apiKey)) throw new ConfigError('SHIPPO_API_KEY must be a Shippo API token (shippo_test_… or shippo_live_…)');
  return { provider: 'shippo', apiKey };
}

// ----------------------------------------------------------------------------------------------------- File storage

/** STORAGE_PROVIDER: local (default) | s3 (S3_* variables; providers/storage). */
export function loadStorageConfig(env: ConfigEnv, timeoutMs = 10_000): StorageConfig {
  const name = (value(env, 'STORAGE_PROVIDER') ?? 'local').toLowerCase();
  if (name === 'local') return { provider: 'local' };
  if (name !== 's3') throw new ConfigError(`STORAGE_PROVIDER must be local or s3, got "${name}"`);
  const need = (variable: ConfigVariable) => required(env, variable, 'STORAGE_PROVIDER=s3');
  const endpoint = httpUrl('S3_ENDPOINT', need('S3_ENDPOINT'));
  const pathStyle = (value(env, 'S3_FORCE_PATH_STYLE') ?? 'true').toLowerCase();
  if (pathStyle !== 'true' && pathStyle !== 'false') throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  return {
    provider: 's3',
    endpoint,
    bucket: need('S3_BUCKET'),
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: need('S3_ACCESS_KEY_ID'),
    secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
    prefix: value(env, 'S3_PREFIX') ?? '',
    forcePathStyle: pathStyle === 'true',
    timeoutMs,
  };
}

// ----------------------------------------------------------------------------------------------- Container tracking

export const VIZION_BASE_URL = 'https://prod.vizionapi.com';

/** VIZION_API_KEY (unset: simulated), VIZION_URL, VIZION_CALLBACK_URL (providers/containers). */
export function loadContainerTrackingConfig(env: ConfigEnv, timeoutMs = 10_000): ContainerTrackingConfig {
  const apiKey = value(env, 'VIZION_API_KEY');
  if (!apiKey) return { provider: 'simulated' };
  const callback = value(env, 'VIZION_CALLBACK_URL');
  return {
    provider: 'vizion',
    apiKey,
    baseUrl: httpUrl('VIZION_URL', value(env, 'VIZION_URL') ?? VIZION_BASE_URL),
    ...(callback ? { callbackUrl: httpUrl('VIZION_CALLBACK_URL', callback) } : {}),
    timeoutMs,
  };
}

// --------------------------------------------------------------------------------------------------------- Web push

/** VAPID_PUBLIC_KEY with VAPID_PRIVATE_KEY (unset: a pair made on first start), VAPID_SUBJECT (providers/push). */
function loadPushConfig(env: ConfigEnv): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if ((publicKey || privateKey) && (!publicKey || !privateKey)) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  // Unset, the subject is `mailto:` and the company's e-mail (providers/push).
  const subject = env.VAPID_SUBJECT?.trim() || undefined;
  if (subject !== undefined && !/^(mailto:|https:)/.test(subject)) throw new ConfigError('VAPID_SUBJECT must be a mailto: or https: URL');
  return { keys: publicKey && privateKey ? { publicKey, privateKey } : undefined, subject };
}

// ------------------------------------------------------------------------------------------------------ loadConfig

let envCheck: TypeCheck<typeof ConfigEnvSchema> | undefined;
let configCheck: TypeCheck<typeof AppConfigSchema> | undefined;

const problemsText = (problems: readonly string[]) =>
  problems.length === 1 ? problems[0]! : `${problems.length} settings are wrong:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`;

/**
 * Checks a config against AppConfigSchema (a config from loadConfig always passes; one built or changed in code is
 * checked too: buildServer calls this). Throws a ConfigError with one line per wrong setting, naming its variable.
 */
export function checkConfig(config: AppConfig): AppConfig {
  configCheck ??= TypeCompiler.Compile(AppConfigSchema);
  if (configCheck.Check(config)) return config;
  const problems = new Map<string, string>();
  for (const error of configCheck.Errors(config)) {
    const schema = error.schema as TSchema & { env?: string; expect?: string };
    const name = schema.env ?? error.path;
    if (!problems.has(name))
      problems.set(name, `${name} must be ${schema.expect ?? error.message.toLowerCase()} (got ${JSON.stringify(error.value) ?? 'nothing'})`);
  }
  const list = [...problems.values()];
  throw new ConfigError(problemsText(list), list);
}

/**
 * Reads and checks the environment once at start-up and returns every setting. Each bad variable is named (all of
 * them, one line each); a bad value stops the process with that message (main.ts).
 */
export function loadConfig(env: ConfigEnv = process.env): AppConfig {
  const problems: string[] = [];
  /** The section's value, or `fallback` when it is wrong (its message is kept and the next section is read). */
  const read = <T>(section: () => T, fallback: T): T => {
    try {
      return section();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return fallback;
    }
  };

  envCheck ??= TypeCompiler.Compile(ConfigEnvSchema);
  for (const error of envCheck.Errors(env)) problems.push(`${error.path.slice(1)} must be a text (got ${typeof error.value})`);
  if (problems.length > 0) throw new ConfigError(problemsText(problems), problems);

  const port = read(() => positiveInt('PORT', env.PORT, 3333, 65535), 3333);
  const dataDir = value(env, 'DATA_DIR');
  const webRoot = value(env, 'WEB_ROOT');
  const timeoutMs = read(() => loadProviderTimeout(env), 10_000);
  const product = read(() => loadProductSettings(env), loadProductSettings({}));
  const config: AppConfig = {
    port,
    publicUrl: read(() => publicUrl(env, port), `http://localhost:${port}`),
    host: value(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: value(env, 'DATABASE_URL'),
    dataDir: dataDir ? path.resolve(dataDir) : path.join(WORKSPACE_ROOT, '.data', 'postgres'),
    webRoot: webRoot ? path.resolve(webRoot) : undefined,
    logLevel: read(() => logLevel(env), 'info'),
    jwtSecret: read(() => jwtSecret(env), undefined),
    jwtTtlSeconds: read(() => positiveInt('JWT_TTL_SECONDS', env.JWT_TTL_SECONDS, 86_400), 86_400),
    seedDemo: read(() => bool('SEED_DEMO', env.SEED_DEMO, true), true),
    trustProxy: trustProxy(env.TRUST_PROXY),
    loginRateLimitPerMinute: read(() => rateLimit(env.LOGIN_RATE_LIMIT), 10),
    serveSourceMaps: read(() => serveSourceMapsEnabled(env), false),
    simulateTrucks: read(() => simulateTrucksEnabled(env), false),
    riskJobIntervalMs: read(() => riskJobIntervalMs(env), false),
    containerTrackingIntervalMs: read(() => containerTrackingIntervalMs(env), false),
    realtimeHeartbeatMs: realtimeHeartbeatMs(env),
    product,
    providers: {
      maps: read(() => loadMapsConfig(env), { provider: 'local' }),
      erp: read(() => loadErpConfig(env), { provider: 'local' }),
      tiles: { url: value(env, 'MAP_TILE_URL') ?? DEFAULT_TILE_URL, attribution: value(env, 'MAP_TILE_ATTRIBUTION') ?? DEFAULT_TILE_ATTRIBUTION },
      timeoutMs,
    },
    mail: read(() => loadMailConfig(env), { provider: 'outbox' }),
    payments: read(() => loadPaymentsConfig(env), { provider: 'sandbox' }),
    labels: read(() => loadLabelsConfig(env), { provider: 'local' }),
    storage: read(() => loadStorageConfig(env, timeoutMs), { provider: 'local' }),
    containers: {
      tracking: read(() => loadContainerTrackingConfig(env, timeoutMs), { provider: 'simulated' }),
      webhookSecret: value(env, 'VIZION_WEBHOOK_SECRET'),
    },
    push: read(() => loadPushConfig(env), { keys: undefined, subject: undefined }),
  };
  if (problems.length > 0) throw new ConfigError(problemsText(problems), problems);
  return checkConfig(config);
}
