import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { envelopeOf } from '@freight/contracts';
import { access } from '../plugins/auth';
import { ok } from '../plugins/envelope';
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
        return ok('OK', { db: 'up' as const });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: false, message: 'Database unavailable', data: { db: 'down' as const } });
      }
    },
  );
};
