import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import {
  isModuleKey,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_INVALID_MESSAGE,
  type ModuleKey,
  type TokenPayload,
} from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { getOrCreateSetting } from '../db/settings';
import { createUserRepository } from '../modules/user-manager/repository';
import type { AccessLevel, AccessPolicy, Caller, RouteInputSchemas, RouteTableEntry } from '../types';
import { isUuid } from '../http/params';
import { forbidden, unauthorized } from './envelope';

/**
 * Authentication (JWT HS256) and the access policy every route declares in its `config`:
 *
 *   config: access.public              anyone
 *   config: access.user                any signed-in user
 *   config: access.module('address')   a signed-in user holding that module permission
 *
 * One global `onRequest` hook enforces it for every route. A route under /v1/api that declares no
 * policy is treated as `user` (fail closed) and makes `buildServer` throw at start-up.
 */

export const API_PREFIX = '/v1/api';

export const access = {
  public: { access: 'public' } as const satisfies AccessPolicy,
  user: { access: 'user' } as const satisfies AccessPolicy,
  module: <K extends ModuleKey>(module: K) => ({ access: 'module', module }) as const satisfies AccessPolicy,
};

// ---------------------------------------------------------------------------------------------------
// Tokens

export interface TokenService {
  sign(caller: Pick<Caller, 'userId' | 'companyId' | 'email'>): string;
  /** Throws TokenError (code FAST_JWT_EXPIRED for an expired token). */
  verify(token: string): TokenPayload;
  readonly ttlSeconds: number;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['sub', 'cid', 'exp'] });
  return {
    ttlSeconds,
    sign: (caller) => signer({ sub: caller.userId, cid: caller.companyId, email: caller.email }),
    verify: (token) => verifier(token) as TokenPayload,
  };
}

const JWT_SECRET_KEY = 'jwt_secret';

/** JWT_SECRET if given, else a secret generated once and kept in `app_settings` (survives restarts). */
export async function loadJwtSecret(db: DbOrTx, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return getOrCreateSetting(db, JWT_SECRET_KEY, () => crypto.randomBytes(48).toString('base64url'));
}

/** Accepts `Bearer <token>` and the raw token. */
export function readToken(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  const match = /^bearer\s+(.+)$/i.exec(value);
  const token = (match ? match[1] : value)?.trim();
  return token ? token : null;
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(TOKEN_INVALID_MESSAGE);
  return request.caller;
}

// ---------------------------------------------------------------------------------------------------
// Access control

export interface AccessControl {
  /** Throws if a route under /v1/api declared no (or an invalid) access policy. Call after ready(). */
  assertEveryRouteHasPolicy(): void;
}

const LEVELS: readonly AccessLevel[] = ['public', 'user', 'module'];

export function registerAccessControl(app: FastifyInstance, tokens: TokenService): AccessControl {
  const table: RouteTableEntry[] = [];
  const problems: string[] = [];
  app.decorate('routeTable', table);
  app.decorateRequest('caller', null);

  app.addHook('onRoute', function (route) {
    // A plugin whose routes we do not write (Swagger UI) gets its policy from its context (`routeAccessDefault`).
    if (route.config?.access === undefined && this.hasDecorator('routeAccessDefault')) {
      route.config = { ...route.config, ...this.routeAccessDefault };
    }
    const declaredMethods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify adds a HEAD twin for every GET route (and static files declare both), with the same config: list and
    // check the GET only.
    const methods = declaredMethods.length > 1 ? declaredMethods.filter((method) => method !== 'HEAD') : declaredMethods;
    const isHeadTwin =
      methods.length === 1 && methods[0] === 'HEAD' && table.some((entry) => entry.method === 'GET' && entry.url === route.url);
    if (isHeadTwin) return;
    const config = route.config ?? {};
    const declared = config.access !== undefined;
    const level: AccessLevel = declared && LEVELS.includes(config.access as AccessLevel) ? config.access! : 'user';
    const label = `${methods.join(',')} ${route.url}`;
    if (route.url.startsWith(API_PREFIX)) {
      if (!declared) problems.push(`${label} declares no access policy (config.access)`);
      else if (!LEVELS.includes(config.access as AccessLevel)) problems.push(`${label} has an unknown access level`);
      else if (level === 'module' && !(config.module && isModuleKey(config.module))) {
        problems.push(`${label} needs a valid module key (config.module)`);
      }
    }
    const schema = (route.schema ?? {}) as RouteInputSchemas & { response?: Record<string, unknown>; hide?: boolean };
    const input: RouteInputSchemas = {
      ...(schema.body ? { body: schema.body } : {}),
      ...(schema.querystring ? { querystring: schema.querystring } : {}),
      ...(schema.params ? { params: schema.params } : {}),
    };
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        access: level,
        ...(level === 'module' && config.module ? { module: config.module } : {}),
        declared,
        ...(Object.keys(input).length > 0 ? { input } : {}),
        ...(schema.response ? { response: schema.response } : {}),
        ...(schema.hide ? { hidden: true } : {}),
      });
    }
  });

  const users = createUserRepository(app.db);

  // onRequest (before the body is read and validated): a caller without a valid token learns nothing
  // about a route's input, and no work is spent parsing bodies for them.
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    const level: AccessLevel = LEVELS.includes(config.access as AccessLevel) ? config.access! : 'user';
    if (level === 'public') return;

    const token = readToken(request.headers.authorization);
    if (!token) throw unauthorized(TOKEN_INVALID_MESSAGE);
    let payload: TokenPayload;
    try {
      payload = tokens.verify(token);
    } catch (error) {
      if (error instanceof TokenError && error.code === TokenError.codes.expired) {
        throw unauthorized(TOKEN_EXPIRED_MESSAGE);
      }
      throw unauthorized(TOKEN_INVALID_MESSAGE);
    }
    if (!isUuid(payload.sub) || !isUuid(payload.cid)) {
      throw unauthorized(TOKEN_INVALID_MESSAGE);
    }

    const moduleKey = level === 'module' ? config.module : undefined;
    if (level === 'module' && !(moduleKey && isModuleKey(moduleKey))) throw forbidden(); // misdeclared: fail closed
    const found = await users.findCaller(payload.cid, payload.sub, moduleKey);
    if (!found) throw unauthorized(TOKEN_INVALID_MESSAGE);
    if (level === 'module' && !found.hasModule) throw forbidden();
    request.caller = { userId: found.userId, companyId: found.companyId, email: found.email, companyType: found.companyType };
  });

  return {
    assertEveryRouteHasPolicy() {
      if (problems.length > 0) {
        throw new Error(`Every route under ${API_PREFIX} must declare an access policy:\n  ${problems.join('\n  ')}`);
      }
    },
  };
}
