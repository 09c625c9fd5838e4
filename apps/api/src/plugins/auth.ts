import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { isModuleKey, REQUESTED_WITH_VALUE, SESSION_COOKIE, type ModuleKey, type TokenPayload } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { getOrCreateSetting } from '../db/settings';
import { createSessionStore, openSession, type SessionStore } from '../sessions/store';
import type { AccessLevel, AccessPolicy, Caller, RouteInputSchemas, RouteTableEntry } from '../types';
import { isUuid } from '../http/params';
import { forbidden, unauthorized } from './envelope';
import type { TextRef } from '../texts';
import { PROTOCOL } from '../texts/protocol';

/**
 * Authentication (JWT HS256 bound to a revocable server-side session) and the access policy every route declares in
 * its `config`:
 *
 *   config: access.public              anyone
 *   config: access.account             a signed-in user, with or without portal access (onboarding, checkout, profile)
 *   config: access.user                a signed-in user with portal access
 *   config: access.module('address')   a signed-in user with portal access holding that module permission
 *
 * One global `onRequest` hook enforces it for every route. A route under /v1/api that declares no
 * policy is treated as `user` (fail closed) and makes `buildServer` throw at start-up.
 *
 * The token comes from `Authorization` (API clients) or, when that is absent, from the HttpOnly `token` cookie the
 * login sets (the browser). Every request checks it against the database in the one caller look-up: its session
 * (`sid`) must be live and its version (`ver`) the user's current one (docs/security.md, section 1).
 */

export const API_PREFIX = '/v1/api';

export const access = {
  public: { access: 'public' } as const satisfies AccessPolicy,
  account: { access: 'account' } as const satisfies AccessPolicy,
  user: { access: 'user' } as const satisfies AccessPolicy,
  module: <K extends ModuleKey>(module: K) => ({ access: 'module', module }) as const satisfies AccessPolicy,
};

// ---------------------------------------------------------------------------------------------------
// Tokens

interface SessionClaims extends Pick<Caller, 'userId' | 'companyId' | 'email'> {
  sessionId: string;
  sessionVersion: number;
  /** The token's `exp` (whole seconds are kept). */
  expiresAt: Date;
}

export interface TokenService {
  sign(claims: SessionClaims): string;
  /** Throws TokenError (code FAST_JWT_EXPIRED for an expired token). */
  verify(token: string): TokenPayload;
  readonly ttlSeconds: number;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  // `sid` and `ver` are checked by the access hook (a token without them is invalid, yet an expired one says so).
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['sub', 'cid', 'exp'] });
  return {
    ttlSeconds,
    sign: (claims) =>
      signer({
        sub: claims.userId,
        cid: claims.companyId,
        email: claims.email,
        sid: claims.sessionId,
        ver: claims.sessionVersion,
        exp: Math.floor(claims.expiresAt.getTime() / 1000),
      }),
    verify: (token) => verifier(token) as TokenPayload,
  };
}

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/**
 * Signs `user` in: a new `user_sessions` row ending with the token, and the token naming it. Login, and the password
 * change (which ends every other session first), call it; so does the test harness for its actors.
 */
export async function issueSession(db: DbOrTx, tokens: TokenService, user: Pick<Caller, 'userId' | 'companyId' | 'email'>): Promise<IssuedSession> {
  const expiresAt = new Date(Math.floor(Date.now() / 1000 + tokens.ttlSeconds) * 1000);
  const { sessionId, sessionVersion } = await openSession(db, user.userId, expiresAt);
  return { token: tokens.sign({ ...user, sessionId, sessionVersion, expiresAt }), sessionId, expiresAt };
}

// ---------------------------------------------------------------------------------------------------
// The token cookie: HttpOnly (no page script reads it), SameSite=Strict (no other site's page sends it), Path=/ and
// Secure when the request came over https (@fastify/cookie's 'auto' reads `request.protocol`, which honours
// trustProxy's X-Forwarded-Proto).

const SESSION_COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'strict', secure: 'auto' } as const;

/** Sets the token cookie of `session` on the answer. */
export function setSessionCookie(reply: FastifyReply, session: Pick<IssuedSession, 'token' | 'expiresAt'>): void {
  reply.setCookie(SESSION_COOKIE, session.token, { ...SESSION_COOKIE_OPTIONS, expires: session.expiresAt });
}

/** Removes the token cookie (logout; an answer of 'jwt expired' or 'Invalid auth token' to a cookie). */
export function clearSessionCookie(reply: FastifyReply): void {
  // Max-Age=0 alone (reply.clearCookie would add an Expires in 1970 too).
  reply.setCookie(SESSION_COOKIE, '', { ...SESSION_COOKIE_OPTIONS, maxAge: 0 });
}

/**
 * The token cookie of a request, or null. Parsed here rather than by @fastify/cookie's own hook, which would run
 * after the access hook (a plugin's hooks are added when it loads).
 */
function sessionCookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  return (header && request.server.parseCookie(header)[SESSION_COOKIE]) || null;
}

/** Methods a cross-site page can trigger without script (links, images) and that change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const JWT_SECRET_KEY = 'jwt_secret';

/** JWT_SECRET if given, else a secret generated once and kept in `app_settings` (survives restarts). */
export async function loadJwtSecret(db: DbOrTx, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return getOrCreateSetting(db, JWT_SECRET_KEY, () => crypto.randomBytes(48).toString('base64url'));
}

/** Accepts `Bearer <token>` and the raw token. */
function readToken(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  const match = /^bearer\s+(.+)$/i.exec(value);
  const token = (match ? match[1] : value)?.trim();
  return token ? token : null;
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(PROTOCOL.tokenInvalid());
  return request.caller;
}

// ---------------------------------------------------------------------------------------------------
// Access control

export interface AccessControl {
  /** Throws if a route under /v1/api declared no (or an invalid) access policy. Call after ready(). */
  assertEveryRouteHasPolicy(): void;
}

const LEVELS: readonly AccessLevel[] = ['public', 'account', 'user', 'module'];

export function registerAccessControl(app: FastifyInstance, tokens: TokenService): AccessControl {
  const table: RouteTableEntry[] = [];
  const problems: string[] = [];
  app.decorate('routeTable', table);
  app.decorateRequest('caller', null);
  app.decorateRequest('sessionId', null);
  // Reading and writing the token cookie; no parsing hook (sessionCookieOf parses when a route needs a caller).
  void app.register(fastifyCookie, { hook: false });

  app.addHook('onRoute', function (route) {
    // A plugin whose routes we do not write (Swagger UI) gets its policy from its context (`routeAccessDefault`).
    if (route.config?.access === undefined && this.hasDecorator('routeAccessDefault')) {
      route.config = { ...route.config, ...this.routeAccessDefault };
    }
    const declaredMethods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify adds a HEAD twin for every GET route (and static files declare both), with the same config: list and
    // check the GET only.
    const methods = declaredMethods.length > 1 ? declaredMethods.filter((method) => method !== 'HEAD') : declaredMethods;
    const isHeadTwin = methods.length === 1 && methods[0] === 'HEAD' && table.some((entry) => entry.method === 'GET' && entry.url === route.url);
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

  const users = createSessionStore(app.db);

  // onRequest (before the body is read and validated): a caller without a valid token learns nothing
  // about a route's input, and no work is spent parsing bodies for them.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    const level: AccessLevel = LEVELS.includes(config.access as AccessLevel) ? config.access! : 'user';
    if (level === 'public') return;
    const { caller, sessionId } = await authenticateRequest(request, tokens, users, level, config.module, reply);
    request.caller = caller;
    request.sessionId = sessionId;
  });

  return {
    assertEveryRouteHasPolicy() {
      if (problems.length > 0) {
        throw new Error(`Every route under ${API_PREFIX} must declare an access policy:\n  ${problems.join('\n  ')}`);
      }
    },
  };
}

/**
 * The caller behind a request's token (the `Authorization` header first, else the cookie), checked exactly as the
 * access hook checks a route of `level` ('account' | 'user' | 'module'): throws the same 401/403 errors. The hook
 * calls it for every non-public route; the real-time WebSocket (a public route that answers a refusal with a close
 * code rather than an HTTP status, apps/api/src/realtime/) calls it too. With `reply`, a refused cookie is cleared.
 */
export async function authenticateRequest(
  request: FastifyRequest,
  tokens: TokenService,
  users: Pick<SessionStore, 'findCaller' | 'sessionVersionOf'>,
  level: Exclude<AccessLevel, 'public'>,
  moduleKey: ModuleKey | undefined,
  reply?: FastifyReply,
): Promise<{ caller: Caller; sessionId: string }> {
  // The header first (API clients); the cookie only when there is no header (the browser).
  const headerToken = readToken(request.headers.authorization);
  const cookieToken = headerToken ? null : sessionCookieOf(request);
  const token = headerToken ?? cookieToken;
  // A token the server refuses is removed from the browser with the refusal (the spec's "cookies removed").
  const refuse = (message: TextRef) => {
    if (cookieToken && reply) clearSessionCookie(reply);
    return unauthorized(message);
  };
  if (!token) throw unauthorized(PROTOCOL.tokenInvalid());
  let payload: TokenPayload;
  try {
    payload = tokens.verify(token);
  } catch (error) {
    if (error instanceof TokenError && error.code === TokenError.codes.expired) throw refuse(PROTOCOL.tokenExpired());
    throw refuse(PROTOCOL.tokenInvalid());
  }
  if (!isUuid(payload.sub) || !isUuid(payload.cid) || !isUuid(payload.sid) || !Number.isSafeInteger(payload.ver)) {
    throw refuse(PROTOCOL.tokenInvalid());
  }
  // The browser sends the cookie with any request to this origin, a form posted by another site included
  // (SameSite=Strict already stops that in current browsers): a write must also carry the header our client sets
  // and a cross-site form cannot.
  if (cookieToken && !SAFE_METHODS.has(request.method) && request.headers['x-requested-with'] !== REQUESTED_WITH_VALUE) {
    throw forbidden(PROTOCOL.crossSite());
  }

  const wanted = level === 'module' ? moduleKey : undefined;
  if (level === 'module' && !(wanted && isModuleKey(wanted))) throw forbidden(); // misdeclared: fail closed
  const found = await users.findCaller({ companyId: payload.cid, userId: payload.sub, sessionId: payload.sid, sessionVersion: payload.ver }, wanted);
  if (!found) {
    // Only a password change or reset raises the session version: a token of an older version says so (the other
    // browsers of the user then tell why they were signed out). Read on a refusal only.
    const version = await users.sessionVersionOf(payload.cid, payload.sub);
    throw refuse(version !== undefined && version > payload.ver ? PROTOCOL.passwordChanged() : PROTOCOL.tokenInvalid());
  }
  if (level !== 'account' && !found.canAccessPortal) throw forbidden(PROTOCOL.noPortal());
  if (level === 'module' && !found.hasModule) throw forbidden();
  return {
    caller: { userId: found.userId, companyId: found.companyId, email: found.email, companyType: found.companyType },
    sessionId: payload.sid,
  };
}
