import type { FastifyInstance } from 'fastify';

/**
 * The /v1/api scope the tracking routes live in, by server: it holds the providers, mailer and push the job and the
 * re-plan use (the root instance a test or the CLI holds has none of them).
 */
const scopes = new WeakMap<object, FastifyInstance>();

export const rememberTrackingScope = (app: FastifyInstance) => {
  scopes.set(app.server, app);
};

export const trackingScopeOf = (app: FastifyInstance): FastifyInstance => scopes.get(app.server) ?? app;
