/** Tracking share links, driver links, proofs of delivery, and the real-time event log. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { primaryId, createdAt, tstz, lat, lng, position, bytea } from './columns';
import { companyRef, companyScoped, users } from './companies';
import { truckers } from './fleet';
import { loads } from './loads';
import { orderDetails, orders } from './orders';

export { bytea };

/**
 * A public link to a load's tracking page (/tracking/share/{code}), made on request by the shipper or the carrier and
 * revocable. `code` is an unguessable random string (the capability itself); viewers of a link see positions at
 * reduced precision.
 */
export const trackingShares = pgTable(
  'tracking_shares',
  {
    ...primaryId(),
    /** The company that made the link (the load's shipper or its carrier). */
    ...companyScoped(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [uniqueIndex('tracking_shares_code_idx').on(t.code), index('tracking_shares_load_idx').on(t.loadId, t.createdAt)],
);

/**
 * A link sent to a driver for one assignment (/orderPickup, /orderDelivery): the signed token names this row, so a
 * link can expire and be revoked. Scoped to the carrier company that owns the truck.
 */
export const driverLinks = pgTable(
  'driver_links',
  {
    ...primaryId(),
    ...companyScoped(),
    orderDetailId: uuid('order_detail_id')
      .notNull()
      .references(() => orderDetails.id, { onDelete: 'cascade' }),
    truckerId: uuid('trucker_id')
      .notNull()
      .references(() => truckers.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [index('driver_links_detail_idx').on(t.orderDetailId), index('driver_links_trucker_idx').on(t.truckerId)],
);

/** Proof of delivery of one assignment: the receiver's name and signature, read by the shipper and the carrier. */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    ...primaryId(),
    /** The load's shipper. */
    ...companyScoped(),
    carrierCompanyId: companyRef('carrier_company_id'),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    orderDetailId: uuid('order_detail_id')
      .notNull()
      .references(() => orderDetails.id, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    /** PNG of the signature drawn on the driver's screen. */
    signaturePng: bytea('signature_png').notNull(),
    note: text('note'),
    lat: lat(),
    lng: lng(),
    signedAt: tstz('signed_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('delivery_proofs_position_check', position(t.lat, t.lng)),
    uniqueIndex('delivery_proofs_detail_idx').on(t.orderDetailId),
    index('delivery_proofs_load_idx').on(t.loadId),
  ],
);

/** Photos taken with a proof of delivery (optional, a few per proof). */
export const deliveryProofPhotos = pgTable(
  'delivery_proof_photos',
  {
    ...primaryId(),
    proofId: uuid('proof_id')
      .notNull()
      .references(() => deliveryProofs.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('delivery_proof_photos_type_check', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    index('delivery_proof_photos_proof_idx').on(t.proofId),
  ],
);

/**
 * The real-time event log: every event sent over the WebSocket is a row here first, then announced with
 * `pg_notify('freight_events', id)`, so every API instance on the database delivers it and a client that reconnects
 * asks for the rows after the last id it saw. `topics` say who may receive it (`company:{id}`, `user:{id}`,
 * `trucker:{id}`, `load:{id}`). Old rows are pruned.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    topics: text('topics').array().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('realtime_events_topics_idx').using('gin', t.topics), index('realtime_events_created_idx').on(t.createdAt)],
);

/** Web push subscriptions of a driver's page (PWA), reached through the trucker rather than a user. */
export const truckerPushSubscriptions = pgTable(
  'trucker_push_subscriptions',
  {
    ...primaryId(),
    ...companyScoped(),
    truckerId: uuid('trucker_id')
      .notNull()
      .references(() => truckers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    keys: jsonb('keys').$type<{ p256dh: string; auth: string }>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trucker_push_subscriptions_endpoint_idx').on(t.endpoint), index('trucker_push_subscriptions_trucker_idx').on(t.truckerId)],
);
