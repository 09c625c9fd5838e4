import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  FastifyBaseLogger,
} from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import type { CompanyType, ModuleKey } from '@freight/contracts';
import type { Db } from './db/client';
import type { AppConfig } from './config';
import type { ProductSettings } from './config';
import type { RegistrationTokens } from './accounts';
import type { DriverTokens } from './sessions/driver-links';

/**
 * Type provider for @sinclair/typebox 0.34 schemas (the ones in @freight/contracts). The published
 * @fastify/type-provider-typebox (not a dependency: version 6 is built for the newer `typebox` 1.x package, whose `Static` does not
 * read 0.34 schemas); validation itself is Fastify's Ajv, so only the types are needed here.
 */
interface TypeBoxTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

export type ApiInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** A route plugin: `export const routes: RoutesPlugin = async (app) => { app.get(...) }`. */
export type RoutesPlugin<Options extends Record<string, unknown> = Record<never, never>> = FastifyPluginAsync<Options, RawServerDefault, TypeBoxTypeProvider>;

/**
 * Who may call a route; declared in every route's `config` (see plugins/auth.ts). `account`: signed in, portal access
 * not required; `user` and `module` also need portal access.
 */
export type AccessLevel = 'public' | 'account' | 'user' | 'module';
export type AccessPolicy = { access: 'public' } | { access: 'account' } | { access: 'user' } | { access: 'module'; module: ModuleKey };

/** The signed-in caller, set by the access hook on every non-public route. */
export interface Caller {
  userId: string;
  companyId: string;
  email: string;
  /** Read with the caller by the access hook (one query per request), so routes need not ask again. */
  companyType: CompanyType;
}

/** The JSON schemas a route validates its input with (TypeBox objects are JSON schemas). */
export interface RouteInputSchemas {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

export interface RouteTableEntry {
  method: string;
  url: string;
  /** The effective level; a route that declared none is listed as 'user' with `declared: false`. */
  access: AccessLevel;
  module?: ModuleKey;
  declared: boolean;
  /** Input schemas, when the route declares any (used by the bad-input harness). */
  input?: RouteInputSchemas;
  /** Response schemas by status code, when declared (test/openapi.spec.ts requires one on every route). */
  response?: Record<string, unknown>;
  /** Left out of the OpenAPI document (`schema.hide`): only the document's and Swagger UI's own routes. */
  hidden?: boolean;
  /** Takes an `Idempotency-Key` (a create: plugins/idempotency.ts). */
  idempotent?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
    module?: ModuleKey;
    /** A create whose name the shared rule does not recognise: it takes an `Idempotency-Key` too (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
    /** The `user_sessions` row the caller's token belongs to (its `sid`), set with `caller` (logout revokes it). */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Every route registered (method, url, access policy); used by tests to exercise each route. */
    routeTable: RouteTableEntry[];
    db: Db;
    /** Public address of the web app, without a trailing slash (server.ts). */
    publicUrl: string;
    /** Signs and checks the token linking register to register-company (accounts/registration-token.ts). */
    registrationTokens: RegistrationTokens;
    /** Signs and checks the driver's links to one assignment (sessions/driver-links.ts). */
    driverTokens: DriverTokens;
    /** Company settings and demo mode (settings/product-settings.ts). */
    productSettings: ProductSettings;
    /**
     * Every setting (config.ts, loadConfig), with buildServer's overrides of the same settings applied (databaseUrl,
     * dataDir, webRoot, publicUrl, productSettings, ...). Plugins read their settings here, never the environment.
     */
    config: AppConfig;
    /**
     * Decorated on a plugin context whose routes are not ours to write (Swagger UI): the access policy of those of
     * its routes that declare none (plugins/auth.ts).
     */
    routeAccessDefault?: AccessPolicy;
  }
}
