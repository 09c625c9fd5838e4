import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { envelopeOf } from '@freight/contracts';
import { access } from '../plugins/auth';
import { failed, ok } from '../plugins/envelope';
import { HEALTH_TEXTS } from './texts';
import type { RoutesPlugin } from '../types';

const HealthData = Type.Object({ db: Type.Union([Type.Literal('up'), Type.Literal('down')]) });

/** GET /v1/api/health: liveness plus a `select 1` against the database. */
export const healthRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/health',
    {
      config: access.public,
      schema: { response: { 200: envelopeOf(HealthData), 503: envelopeOf(HealthData) } },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return ok(HEALTH_TEXTS.ok(), { db: 'up' as const });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send(failed(HEALTH_TEXTS.databaseDown(), { db: 'down' as const }));
      }
    },
  );
};
