import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { checkConfig, type AppConfig, type LogLevel } from './config';
import { createDatabase, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { prepareDatabase } from './db/migrate';
import { seedStep } from './seed';
import { API_PREFIX, createTokenService, loadJwtSecret, registerAccessControl } from './plugins/auth';
import { frameworkErrors, registerEnvelope } from './plugins/envelope';
import { registerInputGuards } from './plugins/input-guards';
import { registerIdempotency } from './plugins/idempotency';
import { registerWebRoot } from './plugins/web-root';
import { browserPolicyOf, createSecurityHeaders, registerSecurityHeaders, withoutCredentialPath, type BrowserPolicy } from './plugins/security-headers';
import { DEFAULT_CONTACT_LIMIT, DEFAULT_PASSWORD_RESET_LIMIT, DEFAULT_REGISTER_LIMIT, type LoginRateLimit } from './accounts';
import { registerApiPlugins } from './domains';
import { registerOpenApiDocument } from './plugins/openapi';
import type { AttemptLimit } from './plugins/attempt-limit';
import { lazySchemaController } from './plugins/schema-compilers';
import { createDriverTokens } from './sessions/driver-links';
import { createRegistrationTokens } from './accounts';
import type { MailPluginOptions } from './providers/mail';
import type { PaymentsPluginOptions } from './providers/payments';
import type { PushPluginOptions } from './providers/push';
import type { ProductSettings } from './config';

/**
 * What buildServer needs: the configuration (config.ts, loadConfig: every setting, read from the environment once),
 * and overrides of some of its settings and providers (tests, command-line tools). Every default is the config's.
 */
export interface BuildServerOptions {
  config: AppConfig;
  /** Use this PostgreSQL server. Without it an embedded PostgreSQL is started in `dataDir`. */
  databaseUrl?: string;
  /** Data directory of the embedded PostgreSQL. */
  dataDir?: string;
  /** Built front end to serve (see plugins/web-root.ts). */
  webRoot?: string;
  /** `false` for no logs; a level for pino at that level (default the config's logLevel). */
  logger?: false | LogLevel;
  /** Where the log lines go (default stdout); tests read them. */
  logStream?: DestinationStream;
  /** Content-Security-Policy sources and source maps (plugins/security-headers.ts); default: from the config. */
  browserPolicy?: BrowserPolicy;
  /** Default: the config's JWT_SECRET; without one a secret is generated once and stored in `app_settings`. */
  jwtSecret?: string;
  jwtTtlSeconds?: number;
  /** Seed the demo company on first start. */
  seedDemo?: boolean;
  /**
   * Failed logins per (account, address) (default the config's, 10 per minute; three times as many per address; the
   * account alone is slowed down, never refused); `false` turns it off, and with it every attempt limit left to its default.
   */
  loginRateLimit?: LoginRateLimit | false;
  /** Forgot/reset password attempts per account and per address; default 5 and 20 per 15 minutes, off when the login limit is off. */
  passwordResetLimit?: AttemptLimit | false;
  /** Registrations per target e-mail and per address; default 3 and 5 per hour, off when the login limit is off. */
  registerLimit?: AttemptLimit | false;
  /** Contact-us messages per account and per address; default 5 and 10 per hour, off when the login limit is off. */
  contactLimit?: AttemptLimit | false;
  /** Trust X-Forwarded-* headers (only behind a proxy you control). */
  trustProxy?: boolean | string | string[];
  /**
   * Public address of the web app (links in e-mails, payment return pages). Never taken from a request's Host or
   * Origin header (a forged one would send reset links elsewhere). Default: the config's (PUBLIC_URL).
   */
  publicUrl?: string;
  /** Company settings and demo mode; default: the config's (settings/product-settings.ts). */
  productSettings?: ProductSettings;
  /** Mail, payment and web push providers (tests pass their own); default: the ones the config names. */
  mail?: MailPluginOptions;
  payments?: PaymentsPluginOptions;
  push?: PushPluginOptions;
  /** Extra route plugins registered under /v1/api (tests use this to add routes). */
  plugins?: FastifyPluginAsync[];
  /**
   * Compile each route's schemas on its first use rather than at start (plugins/schema-compilers.ts): the test servers,
   * which use a few routes each. Default: all at start, so a schema that does not compile stops the service there.
   */
  lazySchemas?: boolean;
}

/**
 * Ajv options of every route's validation: one entry per failing field, extra fields rejected (not silently
 * dropped), no type coercion (a string "true" is not a boolean; query values are declared as strings). Exported so
 * tests validate exactly as the server does.
 */
export const AJV_CUSTOM_OPTIONS = {
  allErrors: true,
  removeAdditional: false,
  coerceTypes: false,
  useDefaults: true,
} as const;

/** `/a?token=x&email=y` → `/a?token=…&email=…` */
export function withoutQueryValues(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  return `${path}?${query
    .split('&')
    .map((pair) => `${pair.split('=')[0]}=…`)
    .join('&')}`;
}

/** Request fields never logged, wherever they appear (a body, a logged object, one level down). */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'token', 'registrationToken'];

/**
 * The URL as logged: no credential in the path (the auto-login link `/login/{email}/{password}` in any spelling →
 * `/login/[redacted]`) and no query value.
 */
function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  return withoutQueryValues(withoutCredentialPath(path) + (queryStart < 0 ? '' : url.slice(queryStart)));
}

export function loggerOptions(level: false | LogLevel, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (level === false) return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    // Never log credentials.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `req.body.${field}`]),
      ],
      censor: '[redacted]',
    },
    serializers: {
      // The e-mailed links carry their tokens in the query string, the auto-login link its password in the path:
      // logged URLs keep neither (loggedUrl).
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip }),
    },
  };
}

/** The config with the options' overrides of the same settings. */
function effectiveConfig(options: BuildServerOptions): AppConfig {
  const config = checkConfig(options.config);
  return {
    ...config,
    databaseUrl: options.databaseUrl ?? config.databaseUrl,
    dataDir: options.dataDir ?? config.dataDir,
    webRoot: options.webRoot ?? config.webRoot,
    jwtSecret: options.jwtSecret ?? config.jwtSecret,
    jwtTtlSeconds: options.jwtTtlSeconds ?? config.jwtTtlSeconds,
    seedDemo: options.seedDemo ?? config.seedDemo,
    publicUrl: (options.publicUrl ?? config.publicUrl).replace(/\/+$/, ''),
    product: options.productSettings ?? config.product,
  };
}

/**
 * Builds the API: database (embedded or DATABASE_URL), migrations and seed, plugins and routes, as the config says.
 * Returns a ready Fastify instance; `app.close()` closes the pool and stops an embedded PostgreSQL.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const config = effectiveConfig(options);
  const productSettings = config.product;
  const browserPolicy =
    options.browserPolicy ??
    browserPolicyOf({ tileUrl: config.providers.tiles.url, logoUrl: productSettings.company.logoUrl, serveSourceMaps: config.serveSourceMaps });
  const securityHeaders = createSecurityHeaders(browserPolicy);
  const app = Fastify({
    logger: loggerOptions(options.logger ?? config.logLevel, options.logStream),
    // Behind a reverse proxy set `trustProxy` so request.ip (used by the login rate limit) is the client's.
    trustProxy: options.trustProxy ?? config.trustProxy,
    ajv: { customOptions: { ...AJV_CUSTOM_OPTIONS } },
    ...(options.lazySchemas ? { schemaController: lazySchemaController() } : {}),
    // Answered before routing, so without hooks: the security headers are set here too (same helmet options).
    frameworkErrors: (error, request, reply) => {
      securityHeaders(request, reply);
      frameworkErrors(error, request, reply);
    },
  });

  let embedded: EmbeddedPostgres | undefined;
  let database: Database | undefined;
  const cleanup = async () => {
    await database?.close().catch((error: unknown) => app.log.error({ err: error }, 'closing the pool failed'));
    await embedded?.stop().catch((error: unknown) => app.log.error({ err: error }, 'stopping PostgreSQL failed'));
  };

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        logger: {
          debug: (message) => app.log.debug(message),
          info: (message) => app.log.info(message),
          warn: (message) => app.log.warn(message),
          error: (message) => app.log.error(message),
        },
      });
      databaseUrl = embedded.url;
    }
    database = createDatabase(databaseUrl, {
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
    });
    await prepareDatabase(database.pool, { seed: seedStep({ demo: config.seedDemo, log: (message) => app.log.info(message) }) });
    const secret = await loadJwtSecret(database.db, config.jwtSecret);
    const tokens = createTokenService(secret, config.jwtTtlSeconds);
    app.decorate('registrationTokens', createRegistrationTokens(secret));
    app.decorate('driverTokens', createDriverTokens(secret));

    app.decorate('db', database.db);
    app.decorate('config', config);
    app.decorate('publicUrl', config.publicUrl);
    app.decorate('productSettings', productSettings);
    app.addHook('onClose', cleanup);

    registerEnvelope(app);
    await registerSecurityHeaders(app, browserPolicy);
    registerInputGuards(app);
    const accessControl = registerAccessControl(app, tokens);
    // After the access control (it marks the route table), before any route: every create takes an Idempotency-Key.
    registerIdempotency(app);

    const loginRateLimit =
      options.loginRateLimit ?? (config.loginRateLimitPerMinute === false ? false : { max: config.loginRateLimitPerMinute, timeWindowMs: 60_000 });
    await registerOpenApiDocument(app);
    // The attempt counters live in PostgreSQL (plugins/attempt-limit.ts): every instance on the database shares them.
    const limitOr = (limit: AttemptLimit | false | undefined, fallback: AttemptLimit) => limit ?? (loginRateLimit === false ? false : fallback);
    const passwordResetLimit = limitOr(options.passwordResetLimit, DEFAULT_PASSWORD_RESET_LIMIT);
    await app.register(
      async (api) => {
        // Providers, the API's description and every route module: the table of domains.ts.
        await registerApiPlugins(api, {
          tokens,
          secret,
          loginRateLimit,
          passwordResetLimit,
          registerLimit: limitOr(options.registerLimit, DEFAULT_REGISTER_LIMIT),
          contactLimit: limitOr(options.contactLimit, DEFAULT_CONTACT_LIMIT),
          mail: options.mail ?? {},
          payments: options.payments ?? {},
          push: options.push ?? {},
        });
        for (const plugin of options.plugins ?? []) await api.register(plugin);
      },
      { prefix: API_PREFIX },
    );
    if (config.webRoot) await registerWebRoot(app, config.webRoot, browserPolicy);

    await app.ready();
    accessControl.assertEveryRouteHasPolicy();
    return app;
  } catch (error) {
    // Whatever started must stop: a failed build leaves no PostgreSQL or pool behind.
    await app.close().catch(() => undefined);
    await cleanup();
    throw error;
  }
}
