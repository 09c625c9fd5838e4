import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import {
  CreateShipmentRequest,
  LabelIdRequest,
  LabelListRequest,
  PARCEL_LIMITS,
  PurchaseLabelRequest,
  ShipmentLabelList,
  ShipmentLabelView,
  canMoveLabel,
  envelopeOf,
  lengthPlusGirth,
  type ShipmentLabelStatus,
} from '@freight/contracts';
import { shipmentLabels } from '../db/schema';
import { IdParams, redirect } from '../http';
import { access, callerOf } from '../plugins/auth';
import { HttpError, badRequest, notFound, ok, type FieldFailure } from '../plugins/envelope';
import { ProviderError } from '../providers/http';
import { LABEL_SERVICE_TEXTS, createLocalLabelProvider, type LabelProvider } from '../providers/labels';
import type { TextRef } from '../texts';
import type { RoutesPlugin } from '../types';
import {
  addressOf,
  findLabel,
  findPartyOrder,
  labelView,
  listOrderLabels,
  orderEnds,
  parcelOf,
  ratesOf,
  selectedRate,
  type LabelRow,
} from './labels-repository';
import { DOCUMENTS_TEXTS } from './texts';

const conflict = (message: TextRef) => new HttpError(409, message);

/** The 409 of a move SHIPMENT_LABEL_TRANSITIONS forbids, by the label's status. */
const refuseMove = (from: ShipmentLabelStatus, to: ShipmentLabelStatus) => {
  if (canMoveLabel(from, to)) return;
  throw conflict(from === 'cancelled' ? DOCUMENTS_TEXTS.labels.alreadyCancelled() : DOCUMENTS_TEXTS.labels.alreadyPurchased());
};

const LabelPdf = {
  description: 'The label, a 4×6 inch PDF (a local label; a Shippo label redirects to its URL).',
  content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } },
};

/**
 * shippo-shipment/ (spec section 7, "Shipments"; docs/modules/orders.md, "Shipping labels"): parcel labels for an
 * order's parties (or a company's own labels without an order). The provider (`app.labels`) is local by default and
 * Shippo with SHIPPO_API_KEY; a row keeps the provider it was made with, so the demo data's local labels still work
 * under Shippo. Purchase and cancel hold the row's lock while the provider runs: a label is never bought twice.
 */
export const shippoShipmentRoutes: RoutesPlugin = async (app) => {
  const local = createLocalLabelProvider();
  const providerOf = (row: LabelRow): LabelProvider => {
    if (row.provider === app.labels.name) return app.labels;
    if (row.provider === 'local') return local;
    throw new ProviderError(row.provider, 502, LABEL_SERVICE_TEXTS.labelService.unavailable(), `no ${row.provider} provider configured`);
  };
  const found = async (companyId: string, labelId: string, lock = false, db = app.db) => {
    const row = await findLabel(db, companyId, labelId, lock);
    if (!row) throw notFound(DOCUMENTS_TEXTS.labels.notFound());
    return row;
  };

  // POST shippo-shipment/create-shipment: the rates for a parcel → a label, status created.
  app.post(
    '/create-shipment',
    { config: access.user, schema: { body: CreateShipmentRequest, response: { 200: envelopeOf(ShipmentLabelView) } } },
    async (request) => {
      const caller = callerOf(request);
      const { orderId, parcel } = request.body;
      let { from, to } = request.body;
      let loadId: string | null = null;
      const errors: FieldFailure[] = [];
      if (orderId) {
        const order = await findPartyOrder(app.db, caller.companyId, orderId);
        if (!order) throw notFound(DOCUMENTS_TEXTS.labels.orderNotFound());
        loadId = order.loadId;
        if (!from || !to) {
          const ends = await orderEnds(app.db, order.loadId);
          from ??= ends.from;
          to ??= ends.to;
          if (!from) errors.push({ field: 'body.from', message: DOCUMENTS_TEXTS.labels.orderStopMissing() });
          if (!to) errors.push({ field: 'body.to', message: DOCUMENTS_TEXTS.labels.orderStopMissing() });
        }
      } else {
        if (!from) errors.push({ field: 'body.from', message: DOCUMENTS_TEXTS.labels.addressRequired() });
        if (!to) errors.push({ field: 'body.to', message: DOCUMENTS_TEXTS.labels.addressRequired() });
      }
      if (lengthPlusGirth(parcel) > PARCEL_LIMITS.maxLengthPlusGirth) errors.push({ field: 'body.parcel', message: DOCUMENTS_TEXTS.labels.tooLarge() });
      if (errors.length > 0 || !from || !to) throw badRequest(errors);

      const labelId = crypto.randomUUID();
      const quote = await app.labels.createShipment({ labelId, from, to, parcel });
      const [row] = await app.db
        .insert(shipmentLabels)
        .values({
          id: labelId,
          companyId: caller.companyId,
          orderId: orderId ?? null,
          loadId,
          provider: app.labels.name,
          providerShipmentId: quote.providerShipmentId,
          carrier: '',
          serviceLevel: '',
          fromAddress: from,
          toAddress: to,
          parcel,
          status: 'created',
          currency: quote.rates[0]?.currency ?? 'USD',
          rates: quote.rates,
          createdBy: caller.userId,
        })
        .returning();
      return ok(DOCUMENTS_TEXTS.labels.created(), labelView(row!));
    },
  );

  // POST shippo-shipment/purchase-label: buys one of the label's rates (idempotent: NAMED_CREATES).
  app.post(
    '/purchase-label',
    { config: access.user, schema: { body: PurchaseLabelRequest, response: { 200: envelopeOf(ShipmentLabelView) } } },
    async (request) => {
      const caller = callerOf(request);
      const { _id, rateId } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const label = await found(caller.companyId, _id, true, tx);
        refuseMove(label.status as ShipmentLabelStatus, 'purchased');
        const chosen = ratesOf(label.rates).find((rate) => rate.rateId === rateId);
        if (!chosen) throw badRequest([{ field: 'body.rateId', message: DOCUMENTS_TEXTS.labels.unknownRate() }]);
        const purchasedAt = new Date();
        const bought = await providerOf(label).purchase({
          labelId: label.id,
          providerShipmentId: label.providerShipmentId,
          rate: chosen,
          from: addressOf(label.fromAddress),
          to: addressOf(label.toAddress),
          parcel: parcelOf(label.parcel),
          purchasedAt,
        });
        const [updated] = await tx
          .update(shipmentLabels)
          .set({
            status: 'purchased',
            selectedRateId: chosen.rateId,
            carrier: chosen.carrier,
            serviceLevel: chosen.service,
            rateAmount: chosen.amountCents / 100,
            currency: chosen.currency,
            providerTransactionId: bought.providerTransactionId,
            trackingNumber: bought.trackingNumber,
            trackingStatus: 'pre_transit',
            trackingEvents: [],
            labelPdf: bought.labelPdf,
            labelUrl: bought.labelUrl,
            purchasedAt,
          })
          .where(eq(shipmentLabels.id, label.id))
          .returning();
        return updated!;
      });
      return ok(DOCUMENTS_TEXTS.labels.purchased(), labelView(row));
    },
  );

  // POST shippo-shipment/cancel-label: created or purchased → cancelled (Shippo refunds a bought label).
  app.post('/cancel-label', { config: access.user, schema: { body: LabelIdRequest, response: { 200: envelopeOf(ShipmentLabelView) } } }, async (request) => {
    const caller = callerOf(request);
    const row = await app.db.transaction(async (tx) => {
      const label = await found(caller.companyId, request.body._id, true, tx);
      refuseMove(label.status as ShipmentLabelStatus, 'cancelled');
      if (label.status === 'purchased') await providerOf(label).cancel({ providerTransactionId: label.providerTransactionId });
      const [updated] = await tx
        .update(shipmentLabels)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(eq(shipmentLabels.id, label.id))
        .returning();
      return updated!;
    });
    return ok(DOCUMENTS_TEXTS.labels.deleted(), labelView(row));
  });

  // POST shippo-shipment/track-shipment: the tracking status and history of a bought label (kept on the row).
  app.post('/track-shipment', { config: access.user, schema: { body: LabelIdRequest, response: { 200: envelopeOf(ShipmentLabelView) } } }, async (request) => {
    const caller = callerOf(request);
    const label = await found(caller.companyId, request.body._id);
    if (label.status === 'created') throw conflict(DOCUMENTS_TEXTS.labels.notPurchased());
    if (label.status === 'cancelled' || !label.trackingNumber) throw conflict(DOCUMENTS_TEXTS.labels.notTracked());
    const tracking = await providerOf(label).track({
      labelId: label.id,
      carrier: label.carrier,
      trackingNumber: label.trackingNumber,
      purchasedAt: label.purchasedAt ?? label.createdAt,
      estimatedDays: selectedRate(label)?.estimatedDays ?? null,
      from: addressOf(label.fromAddress),
      to: addressOf(label.toAddress),
      now: new Date(),
    });
    const [updated] = await app.db
      .update(shipmentLabels)
      .set({ trackingStatus: tracking.status, trackingEvents: tracking.events })
      .where(eq(shipmentLabels.id, label.id))
      .returning();
    return ok(DOCUMENTS_TEXTS.labels.tracked(), labelView(updated!));
  });

  // POST shippo-shipment/label-list (ours): an order's labels, newest first.
  app.post('/label-list', { config: access.user, schema: { body: LabelListRequest, response: { 200: envelopeOf(ShipmentLabelList) } } }, async (request) => {
    const caller = callerOf(request);
    const order = await findPartyOrder(app.db, caller.companyId, request.body.orderId);
    if (!order) throw notFound(DOCUMENTS_TEXTS.labels.orderNotFound());
    const rows = await listOrderLabels(app.db, order.id);
    return ok(DOCUMENTS_TEXTS.labels.listed(), rows.map(labelView));
  });

  // GET shippo-shipment/label-file/{_id} (ours): the label's PDF; a Shippo label redirects to Shippo's file.
  app.get(
    '/label-file/:_id',
    { config: access.user, schema: { params: IdParams, response: { 200: LabelPdf, 302: redirect('A Shippo label: its file at Shippo.') } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const label = await found(caller.companyId, request.params._id);
      if (label.status !== 'purchased' || !label.trackingNumber) throw conflict(DOCUMENTS_TEXTS.labels.noLabelFile());
      let bytes = label.labelPdf;
      if (!bytes && label.provider === 'local') {
        // A local label stored without its file (the demo data's): drawn again from the row, and kept.
        bytes = await local.renderLabel!({
          from: addressOf(label.fromAddress),
          to: addressOf(label.toAddress),
          parcel: parcelOf(label.parcel),
          carrier: label.carrier,
          service: label.serviceLevel,
          trackingNumber: label.trackingNumber,
          purchasedAt: label.purchasedAt ?? label.createdAt,
        });
        await app.db.update(shipmentLabels).set({ labelPdf: bytes }).where(eq(shipmentLabels.id, label.id));
      }
      if (!bytes) {
        if (!label.labelUrl) throw conflict(DOCUMENTS_TEXTS.labels.noLabelFile());
        return reply.redirect(label.labelUrl, 302);
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="label-${label.trackingNumber.replace(/[^\w-]/g, '')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
