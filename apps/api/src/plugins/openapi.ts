import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { Type, type Static } from '@sinclair/typebox';
import { ErrorEnvelope, SESSION_COOKIE } from '@freight/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { API_PREFIX, access } from './auth';
import type { RoutesPlugin } from '../types';

/**
 * The API describes itself (OpenAPI 3.1), from the very TypeBox schemas its routes validate and serialize with:
 *
 *   registerOpenApiDocument(app)   @fastify/swagger collects every route registered after it (call it before the
 *                                  /v1/api plugin); routes outside /v1/api (the web root) are left out
 *   openApiRoutes                  GET /v1/api/openapi.json, the document; /v1/api/docs, Swagger UI (its assets
 *                                  come from the npm package, so it works offline)
 *
 * Each route's access policy becomes its security requirement (public: none; otherwise the bearer token or the token
 * cookie) and its manager prefix its tag, so a new module's routes appear grouped and described with nothing more to
 * write.
 */

const ERROR_RESPONSE = { ...ErrorEnvelope, description: 'The error envelope: the message, and one entry per bad field of a 400' };

const OPENAPI_PATH = '/openapi.json';
const DOCS_PREFIX = '/docs';

const ACCESS_TEXT = {
  public: 'Public: no token needed.',
  account: 'Any signed-in user, with or without portal access (Bearer token or the token cookie).',
  user: 'A signed-in user with portal access (Bearer token or the token cookie).',
  module: (module: string) => `A signed-in user with portal access holding the '${module}' module permission (Bearer token or the token cookie).`,
};

/** A signed-in route takes either credential: the bearer token (API clients) or the token cookie (the browser). */
const SIGNED_IN_SECURITY: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/** The manager a route belongs to, from the prefix it was registered under (`/v1/api/lane-manager` → lane-manager). */
function tagOf(route: RouteOptions): string {
  const prefix = (route as RouteOptions & { prefix?: string }).prefix ?? '';
  const manager = prefix.startsWith(API_PREFIX) ? prefix.slice(API_PREFIX.length).replace(/^\//, '') : '';
  return manager || 'general';
}

const IDEMPOTENT_TEXT =
  'A create: send an `Idempotency-Key` (one per user action) and a retry with it gets the first answer again, marked ' +
  '`Idempotent-Replayed: true` (409 while the first request still runs; 400 when the key was used for another request).';

/** The API's version: the `v1` of its paths. */
const API_VERSION = '1.0.0';

export async function registerOpenApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FreightHub API',
        version: API_VERSION,
        description:
          'Every response is the envelope `{ status, message, data?, errors? }`. Bad input is a 400 with one `errors` entry per failing field; ' +
          'a missing, bad or revoked token a 401; a missing module permission or portal access a 403. A browser is signed in by the ' +
          'HttpOnly `token` cookie the login sets; a write authenticated by that cookie must carry `X-Requested-With: XMLHttpRequest`. ' +
          'A create (`add-*`, `create-*`, register, checkout, ...) takes an optional `Idempotency-Key` header: a retry with the same key ' +
          'within 24 hours gets the first answer again (`Idempotent-Replayed: true`) instead of a second record.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The browser's credential: set by the login answer, HttpOnly (docs/security.md, section 1).
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const config = (route.config ?? {}) as { access?: 'public' | 'account' | 'user' | 'module'; module?: string; idempotent?: boolean };
      const hidden = !url.startsWith(API_PREFIX) || (schema as { hide?: boolean } | undefined)?.hide === true;
      if (hidden) return { schema: { ...schema, hide: true }, url };
      const accessText =
        config.access === 'module' && config.module
          ? ACCESS_TEXT.module(config.module)
          : ACCESS_TEXT[config.access === 'public' || config.access === 'account' ? config.access : 'user'];
      // The Idempotency-Key header itself is in the route's `headers` schema (plugins/idempotency.ts).
      const description = config.idempotent ? `${accessText} ${IDEMPOTENT_TEXT}` : accessText;
      const response = (schema as { response?: Record<string, unknown> }).response ?? {};
      return {
        url,
        schema: {
          ...schema,
          // Failures are the error envelope (plugins/envelope.ts), whatever the route.
          response: { ...response, ...(Object.keys(response).some((status) => /^4/.test(status)) ? {} : { '4xx': ERROR_RESPONSE }), '5xx': ERROR_RESPONSE },
          tags: [tagOf(route)],
          description,
          security: config.access === 'public' ? [] : SIGNED_IN_SECURITY,
        },
      };
    },
  });
}

/** Loose on purpose: the document's shape is OpenAPI's, checked by its own tests. */
const OpenApiDocument = Type.Object(
  {
    openapi: Type.String(),
    info: Type.Object({ title: Type.String(), version: Type.String() }, { additionalProperties: true }),
    paths: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: true },
);

/** GET /openapi.json and the Swagger UI at /docs (registered under /v1/api). */
export const openApiRoutes: RoutesPlugin = async (app) => {
  app.get(
    OPENAPI_PATH,
    { config: access.public, schema: { hide: true, response: { 200: OpenApiDocument } } },
    async () => app.swagger() as Static<typeof OpenApiDocument>,
  );

  await app.register(async (docs) => {
    // Swagger UI registers its own routes (page, assets): this context's routes are public.
    docs.decorate('routeAccessDefault', access.public);
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      indexPrefix: API_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true },
      theme: { title: 'FreightHub API' },
    });
  });
};
