import { and, desc, eq, or } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { ProofOfDelivery, envelopeOf, proofFilePath } from '@freight/contracts';
import { deliveryProofPhotos, deliveryProofs } from '../db/schema';
import { IdParams, iso } from '../http';
import { access, callerOf } from '../plugins/auth';
import { notFound, ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { SHIPMENT_TEXTS } from './texts';

const LoadIdParams = Type.Object({ loadId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const ProofFile = Type.String({ description: 'The signature (PNG) or photo (JPEG, PNG or WebP) bytes, with their content type.' });

/**
 * load-manager/proof-of-delivery/{loadId} and proof-of-delivery-file/{_id}: the proof for the load's two companies
 * (its shipper and its carrier; anyone else gets 404, as for a load that has none). Registered under /load-manager.
 * docs/modules/fleet.md, "Driver pages".
 */
export const proofOfDeliveryRoutes: RoutesPlugin = async (app) => {
  const party = (companyId: string) => or(eq(deliveryProofs.companyId, companyId), eq(deliveryProofs.carrierCompanyId, companyId));

  app.get(
    '/proof-of-delivery/:loadId',
    { config: access.user, schema: { params: LoadIdParams, response: { 200: envelopeOf(ProofOfDelivery) } } },
    async (request) => {
      const caller = callerOf(request);
      const [proof] = await app.db
        .select({
          id: deliveryProofs.id,
          receiverName: deliveryProofs.receiverName,
          signedAt: deliveryProofs.signedAt,
          note: deliveryProofs.note,
          lat: deliveryProofs.lat,
          lng: deliveryProofs.lng,
        })
        .from(deliveryProofs)
        .where(and(eq(deliveryProofs.loadId, request.params.loadId), party(caller.companyId)))
        .orderBy(desc(deliveryProofs.signedAt))
        .limit(1);
      if (!proof) throw notFound(SHIPMENT_TEXTS.driver.proofNotFound());
      const photos = await app.db
        .select({ id: deliveryProofPhotos.id, contentType: deliveryProofPhotos.contentType })
        .from(deliveryProofPhotos)
        .where(eq(deliveryProofPhotos.proofId, proof.id))
        .orderBy(deliveryProofPhotos.createdAt);
      return ok(SHIPMENT_TEXTS.driver.proofFetched(), {
        _id: proof.id,
        loadId: request.params.loadId,
        receiverName: proof.receiverName,
        signedAt: iso(proof.signedAt),
        note: proof.note,
        lat: proof.lat,
        lng: proof.lng,
        signatureUrl: `/v1/api/${proofFilePath(proof.id)}`,
        photos: photos.map((photo) => ({ _id: photo.id, url: `/v1/api/${proofFilePath(photo.id)}`, contentType: photo.contentType })),
      });
    },
  );

  app.get('/proof-of-delivery-file/:_id', { config: access.user, schema: { params: IdParams, response: { 200: ProofFile } } }, async (request, reply) => {
    const caller = callerOf(request);
    const id = request.params._id;
    const [signature] = await app.db
      .select({ bytes: deliveryProofs.signaturePng })
      .from(deliveryProofs)
      .where(and(eq(deliveryProofs.id, id), party(caller.companyId)));
    const [photo] = signature
      ? []
      : await app.db
          .select({ bytes: deliveryProofPhotos.bytes, contentType: deliveryProofPhotos.contentType })
          .from(deliveryProofPhotos)
          .innerJoin(deliveryProofs, eq(deliveryProofs.id, deliveryProofPhotos.proofId))
          .where(and(eq(deliveryProofPhotos.id, id), party(caller.companyId)));
    const file = signature ? { bytes: signature.bytes, contentType: 'image/png' } : photo;
    if (!file) throw notFound(SHIPMENT_TEXTS.driver.proofNotFound());
    return (
      reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        // A Buffer goes out as is (Fastify serializes no Buffer); the schema only describes it.
        .send(file.bytes as unknown as string)
    );
  });
};
