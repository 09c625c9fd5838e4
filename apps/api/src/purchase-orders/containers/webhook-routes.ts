import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { ErrorEnvelope, envelopeOf, normaliseContainerNumber } from '@freight/contracts';
import { access } from '../../plugins/auth';
import { HttpError, notFound, ok } from '../../plugins/envelope';
import { parseVizionUpdate, vizionContainerUpdate } from '../../providers/containers/vizion';
import type { RoutesPlugin } from '../../types';
import { runContainerTracking, trackingDepsOf } from './job';
import { PURCHASE_ORDER_TEXTS } from '../texts';

const text = (max: number) => Type.String({ minLength: 1, maxLength: max });
const orNull = <T extends ReturnType<typeof text>>(schema: T) => Type.Union([Type.Null(), schema]);

/**
 * What Vizion posts (docs.vizionapi.com, "Update payload"): the envelope is checked, the payload's milestones are read
 * by parseVizionUpdate (fields Vizion adds later pass through).
 */
const VizionUpdateBody = Type.Object(
  {
    id: Type.Optional(text(100)),
    status: Type.Optional(text(50)),
    reference_id: text(100),
    organization_id: Type.Optional(orNull(text(100))),
    parent_reference_id: Type.Optional(orNull(text(100))),
    created_at: Type.Optional(text(40)),
    updated_at: Type.Optional(text(40)),
    payload: Type.Object(
      {
        container_id: Type.Optional(Type.String({ minLength: 4, maxLength: 20 })),
        container_iso: Type.Optional(orNull(text(10))),
        carrier_scac: Type.Optional(orNull(text(10))),
        bill_of_lading: Type.Optional(orNull(text(100))),
        milestones: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 1000 })),
      },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: true },
);

/** The header carrying the shared secret (VIZION_WEBHOOK_SECRET). */
export const VIZION_SECRET_HEADER = 'x-vizion-secret';

const sameSecret = (expected: string, given: string) => {
  const a = crypto.createHash('sha256').update(expected).digest();
  const b = crypto.createHash('sha256').update(given).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * POST purchase-manager/vizion-webhook (public; docs/modules/purchase-orders.md, "Container tracking"): Vizion posts a
 * reference's update here (its `callback_url`, VIZION_CALLBACK_URL). Accepted only when VIZION_API_KEY and
 * VIZION_WEBHOOK_SECRET are set (else 404) and the `x-vizion-secret` header holds the secret (else 403). The update
 * is written as the job writes a polled one (under its lock): the container is found by the reference id, else by
 * its number among the followed containers; an update for no container of ours is acknowledged and dropped (Vizion
 * would retry a refusal).
 */
export const vizionWebhookRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/vizion-webhook',
    {
      config: access.public,
      schema: {
        body: VizionUpdateBody,
        response: { 200: envelopeOf(Type.Object({ containers: Type.Integer({ minimum: 0 }) })), 404: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      const { webhookSecret: secret, tracking } = app.config.containers;
      if (!secret || tracking.provider !== 'vizion') throw notFound(PURCHASE_ORDER_TEXTS.tracking.webhookNotConfigured());
      const given = request.headers[VIZION_SECRET_HEADER];
      if (typeof given !== 'string' || !sameSecret(secret, given)) throw new HttpError(403, PURCHASE_ORDER_TEXTS.tracking.badWebhookSecret());
      const update = parseVizionUpdate(request.body);
      const number = update.containerNumber ? normaliseContainerNumber(update.containerNumber) : null;
      if (!update.referenceId && !number) return ok(PURCHASE_ORDER_TEXTS.tracking.webhookReceived(), { containers: 0 });
      const found = await app.db.execute<{ id: string }>(sql`
        select c.id::text as id from containers c join purchase_orders p on p.id = c.purchase_order_id
        where c.released_at is null and p.status not in ('open', 'closed', 'cancelled')
          and ((c.tracking_provider = 'vizion' and c.tracking_reference = ${update.referenceId ?? ''}) or c.container_number = ${number ?? ''})
        order by (c.tracking_reference = ${update.referenceId ?? ''}) desc
        limit 1
      `);
      const id = found.rows[0]?.id;
      if (!id) return ok(PURCHASE_ORDER_TEXTS.tracking.webhookReceived(), { containers: 0 });
      const deps = { ...trackingDepsOf(app), provider: { name: 'vizion' as const, updates: async () => [] } };
      const result = await runContainerTracking(deps, {
        wait: true,
        containerIds: [id],
        updates: (containers) =>
          containers.map((container) => ({
            ...vizionContainerUpdate(container, update),
            ...(update.referenceId && !container.trackingReference ? { trackingReference: update.referenceId } : {}),
          })),
      });
      return ok(PURCHASE_ORDER_TEXTS.tracking.webhookReceived(), { containers: result.updated });
    },
  );
};
