import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { WORKSPACE_ROOT, type LogLevel } from './config';
import { createDatabase, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { prepareDatabase } from './db/migrate';
import { API_PREFIX, createTokenService, loadJwtSecret, registerAccessControl } from './plugins/auth';
import { frameworkErrors, registerEnvelope } from './plugins/envelope';
import { registerInputGuards } from './plugins/input-guards';
import { registerIdempotency } from './plugins/idempotency';
import { registerWebRoot } from './plugins/web-root';
import { createSecurityHeaders, loadBrowserPolicy, registerSecurityHeaders, withoutCredentialPath, type BrowserPolicy } from './plugins/security-headers';
import { DEFAULT_CONTACT_LIMIT, DEFAULT_PASSWORD_RESET_LIMIT, DEFAULT_REGISTER_LIMIT, type LoginRateLimit } from './modules/user-manager/routes';
import { registerApiPlugins } from './modules';
import { registerOpenApiDocument } from './plugins/openapi';
import type { AttemptLimit } from './plugins/attempt-limit';
import { createDriverTokens } from './modules/driver/tokens';
import { createRegistrationTokens } from './modules/user-manager/registration-token';
import type { MailPluginOptions } from './providers/mail';
import type { PaymentsPluginOptions } from './providers/payments';
import type { PushPluginOptions } from './providers/push';
import { loadProductSettings, type ProductSettings } from './modules/app-config/settings';

export interface BuildServerOptions {
  /** Use this PostgreSQL server. Without it an embedded PostgreSQL is started in `dataDir`. */
  databaseUrl?: string;
  /** Data directory of the embedded PostgreSQL (default `<repo>/.data/postgres`). */
  dataDir?: string;
  /** Built front end to serve (see plugins/web-root.ts). */
  webRoot?: string;
  /** `false` for no logs; a level for pino at that level (default 'info'). */
  logger?: false | LogLevel;
  /** Where the log lines go (default stdout); tests read them. */
  logStream?: DestinationStream;
  /** Content-Security-Policy sources and source maps (plugins/security-headers.ts); default: from the environment. */
  browserPolicy?: BrowserPolicy;
  /** Default: JWT_SECRET-like value from config; else generated once and stored in `app_settings`. */
  jwtSecret?: string;
  jwtTtlSeconds?: number;
  /** Seed the demo company on first start (default true). */
  seedDemo?: boolean;
  /**
   * Failed logins per (account, address) (default 10 per minute; three times as many per address; the account alone
   * is slowed down, never refused); `false` turns it off, and with it every attempt limit left to its default.
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
   * Origin header (a forged one would send reset links elsewhere). Default: PUBLIC_URL, else http://localhost:<port>.
   */
  publicUrl?: string;
  /** Company settings and demo mode; default: from the environment (modules/app-config/settings.ts). */
  productSettings?: ProductSettings;
  /** Mail, payment and web push providers (tests pass their own); default: chosen by the environment. */
  mail?: MailPluginOptions;
  payments?: PaymentsPluginOptions;
  push?: PushPluginOptions;
  /** Extra route plugins registered under /v1/api (tests use this to add routes). */
  plugins?: FastifyPluginAsync[];
}

const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, timeWindowMs: 60_000 };

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
  return `${path}?${query.split('&').map((pair) => `${pair.split('=')[0]}=…`).join('&')}`;
}

/** Request fields never logged, wherever they appear (a body, a logged object, one level down). */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'token', 'registrationToken'];

/**
 * The URL as logged: no credential in the path (the auto-login link `/login/{email}/{password}` in any spelling →
 * `/login/[redacted]`) and no query value.
 */
export function loggedUrl(url: string): string {
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

/**
 * Builds the API: database (embedded or DATABASE_URL), migrations and seed, plugins and routes.
 * Returns a ready Fastify instance; `app.close()` closes the pool and stops an embedded PostgreSQL.
 */
export async function buildServer(options: BuildServerOptions = {}): Promise<FastifyInstance> {
  const productSettings = options.productSettings ?? loadProductSettings();
  const browserPolicy = options.browserPolicy ?? loadBrowserPolicy(process.env, productSettings.company.logoUrl);
  const securityHeaders = createSecurityHeaders(browserPolicy);
  const app = Fastify({
    logger: loggerOptions(options.logger ?? 'info', options.logStream),
    // Behind a reverse proxy set `trustProxy` so request.ip (used by the login rate limit) is the client's.
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { ...AJV_CUSTOM_OPTIONS } },
    // Answered before routing, so without hooks: the security headers are set here too.
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
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({
        dataDir: options.dataDir ?? path.join(WORKSPACE_ROOT, '.data', 'postgres'),
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
    await prepareDatabase(database.pool, {
      seedDemo: options.seedDemo ?? true,
      log: (message) => app.log.info(message),
    });
    const secret = await loadJwtSecret(database.db, options.jwtSecret);
    const tokens = createTokenService(secret, options.jwtTtlSeconds ?? 86_400);
    app.decorate('registrationTokens', createRegistrationTokens(secret));
    app.decorate('driverTokens', createDriverTokens(secret));

    app.decorate('db', database.db);
    app.decorate('publicUrl', (options.publicUrl ?? 'http://localhost:3333').replace(/\/+$/, ''));
    app.decorate('productSettings', productSettings);
    app.addHook('onClose', cleanup);

    registerEnvelope(app);
    registerSecurityHeaders(app, securityHeaders);
    registerInputGuards(app);
    const accessControl = registerAccessControl(app, tokens);
    // After the access control (it marks the route table), before any route: every create takes an Idempotency-Key.
    registerIdempotency(app);

    const loginRateLimit = options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT;
    await registerOpenApiDocument(app);
    // The attempt counters live in PostgreSQL (plugins/attempt-limit.ts): every instance on the database shares them.
    const limitOr = (limit: AttemptLimit | false | undefined, fallback: AttemptLimit) => limit ?? (loginRateLimit === false ? false : fallback);
    const passwordResetLimit = limitOr(options.passwordResetLimit, DEFAULT_PASSWORD_RESET_LIMIT);
    await app.register(
      async (api) => {
        // Providers, the API's description and every route module: the table of modules/index.ts.
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
    if (options.webRoot) await registerWebRoot(app, options.webRoot, browserPolicy);

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
