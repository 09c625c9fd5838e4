import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  DRIVER_FLOW,
  LOAD_TRANSITIONS,
  ORDER_DETAIL_TRANSITIONS,
  ORDER_TRANSITIONS,
  PHOTO_MAX_BYTES,
  SIGNATURE_MAX_BYTES,
  proofFilePath,
  realtimeTopic,
  type DeliverRequest,
  type DriverAssignment,
  type DriverStep,
  type LoadMilestoneEvent,
  type LoadStatus,
  type OrderDetailStatus,
  type OrderStatus,
  links,
} from '@freight/contracts';
import type { Db, Tx } from '../db/client';
import {
  deliveryProofPhotos,
  deliveryProofs,
  driverLinks,
  loadStops,
  loads,
  notifications,
  orderDetails,
  orderStatusHistory,
  orders,
  truckers,
  users,
} from '../db/schema';
import { iso, isoOrNull } from '../http';
import { badRequest, HttpError, notFound, type FieldFailure } from '../plugins/envelope';
import type { TextRef } from '../texts';
import { publishEvent, publishNotifications } from '../realtime/publish';
import type { DriverLinkContext } from '../sessions/driver-links';
import { recordMove } from './moves';
import { SHIPMENT_TEXTS } from './texts';

/**
 * The driver's side of an assignment (driver-manager/*): what the driver sees, the steps the driver confirms
 * (ORDER_DETAIL_TRANSITIONS: assigned → at_pickup → in_transit → at_delivery → delivered) and the proof of delivery.
 * Each step moves the order detail's times, the order and the load when they change (picked up → in_transit,
 * delivered → delivered), writes order_status_history, publishes `load.milestone` and tells the shipper in the app.
 * docs/modules/fleet.md, "Driver pages".
 */

const conflict = (message: TextRef) => new HttpError(409, message);

/** The assignment as the driver sees it; `link` is still valid (the caller resolved it). */
export async function driverAssignment(db: Db, link: DriverLinkContext): Promise<DriverAssignment> {
  const [row] = await db
    .select({
      loadUuid: loads.id,
      loadId: loads.loadId,
      commodity: loads.commodity,
      weight: loads.weight,
      weightUnit: loads.weightUnit,
      truckNumber: truckers.truckNumber,
      driverName: truckers.name,
      status: orderDetails.status,
      assignedAt: orderDetails.assignedAt,
      arrivedPickupAt: orderDetails.arrivedPickupAt,
      pickedUpAt: orderDetails.pickedUpAt,
      arrivedDeliveryAt: orderDetails.arrivedDeliveryAt,
      deliveredAt: orderDetails.deliveredAt,
      expiresAt: driverLinks.expiresAt,
    })
    .from(driverLinks)
    .innerJoin(orderDetails, eq(orderDetails.id, driverLinks.orderDetailId))
    .innerJoin(truckers, eq(truckers.id, driverLinks.truckerId))
    .innerJoin(orders, eq(orders.id, orderDetails.orderId))
    .innerJoin(loads, eq(loads.id, orders.loadId))
    .where(eq(driverLinks.id, link.linkId));
  if (!row) throw notFound(SHIPMENT_TEXTS.driver.truckNotFound());
  const stops = await db
    .select({
      type: loadStops.type,
      name: loadStops.name,
      street1: loadStops.street1,
      city: loadStops.city,
      state: loadStops.state,
      postalCode: loadStops.postalCode,
      country: loadStops.country,
      lat: loadStops.lat,
      lng: loadStops.lng,
      windowStart: loadStops.windowStart,
      windowEnd: loadStops.windowEnd,
      appointmentRef: loadStops.appointmentRef,
      contactName: loadStops.contactName,
      contactPhone: loadStops.contactPhone,
    })
    .from(loadStops)
    .where(eq(loadStops.loadId, row.loadUuid))
    .orderBy(asc(loadStops.seq));
  const [proof] = await db
    .select({ id: deliveryProofs.id, receiverName: deliveryProofs.receiverName, signedAt: deliveryProofs.signedAt, note: deliveryProofs.note })
    .from(deliveryProofs)
    .where(eq(deliveryProofs.orderDetailId, link.orderDetailId));
  const photoCount = proof
    ? (await db.select({ id: deliveryProofPhotos.id }).from(deliveryProofPhotos).where(eq(deliveryProofPhotos.proofId, proof.id))).length
    : 0;
  return {
    loadId: row.loadId,
    truckNumber: row.truckNumber,
    driverName: row.driverName,
    commodity: row.commodity,
    weight: row.weight,
    weightUnit: row.weightUnit,
    stops: stops.map((stop) => ({
      ...stop,
      type: stop.type as 'pickup' | 'delivery',
      windowStart: iso(stop.windowStart),
      windowEnd: iso(stop.windowEnd),
    })),
    status: row.status as DriverAssignment['status'],
    assignedAt: iso(row.assignedAt),
    arrivedPickupAt: isoOrNull(row.arrivedPickupAt),
    pickedUpAt: isoOrNull(row.pickedUpAt),
    arrivedDeliveryAt: isoOrNull(row.arrivedDeliveryAt),
    deliveredAt: isoOrNull(row.deliveredAt),
    proof: proof ? { receiverName: proof.receiverName, signedAt: iso(proof.signedAt), note: proof.note, photoCount } : null,
    expiresAt: iso(row.expiresAt),
  };
}

/**
 * One assignment and the rows around it: what a step needs. A driver's link gives it (DriverLinkContext is one);
 * the dispatcher's calls (order-manager/update-orderdetail-status, orderdetail-update-status) read it from the order.
 */
export type AssignmentContext = Omit<DriverLinkContext, 'linkId'>;

/** Who moves a step: the driver's page (no user, noted `driver`) or a dispatcher of the carrier (its user, its note). */
export interface StepActor {
  userId: string | null;
  note: string | null;
}
const DRIVER_ACTOR: StepActor = { userId: null, note: 'driver' };

/**
 * The assignment's row, locked; a cancelled or rejected one is a 409 (the link outlived it). The load is locked first,
 * as every load, order and assignment write takes it (assign-load-to-truck, the order-manager's actions), so a
 * driver's step and a dispatcher's change of the same load queue instead of deadlocking.
 */
async function lockedDetail(tx: Tx, link: AssignmentContext) {
  await tx.select({ id: loads.id }).from(loads).where(eq(loads.id, link.loadId)).for('update');
  const [detail] = await tx.select().from(orderDetails).where(eq(orderDetails.id, link.orderDetailId)).for('update');
  if (!detail) throw notFound(SHIPMENT_TEXTS.driver.truckNotFound());
  if (detail.status === 'cancelled' || detail.status === 'rejected') throw conflict(SHIPMENT_TEXTS.driver.assignmentEnded());
  return detail;
}

/** Why `from` cannot go to `to` along the driver's flow (undefined: it can). */
function refusal(from: OrderDetailStatus, to: OrderDetailStatus): TextRef | undefined {
  if (ORDER_DETAIL_TRANSITIONS[from].includes(to)) return undefined;
  if (from === 'delivered') return SHIPMENT_TEXTS.driver.alreadyDelivered();
  if (to === 'delivered') return SHIPMENT_TEXTS.driver.arriveFirst();
  return DRIVER_FLOW.indexOf(to) < DRIVER_FLOW.indexOf(from) ? SHIPMENT_TEXTS.driver.stepDone() : SHIPMENT_TEXTS.driver.stepFirst();
}

const NOTICES: Partial<Record<OrderDetailStatus, string>> = {
  at_pickup: 'Driver arrived at pickup',
  in_transit: 'Load picked up',
  at_delivery: 'Driver arrived at delivery',
  delivered: 'Load delivered',
};

/**
 * What follows a step: the order and the load (picked up → in_transit, delivered → delivered, checked against
 * their own state machines), the history, the milestone event and the shipper's notification.
 */
async function afterStep(
  tx: Tx,
  link: AssignmentContext,
  from: OrderDetailStatus,
  to: OrderDetailStatus,
  at: Date,
  position: { lat?: number; lng?: number },
  actor: StepActor,
) {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, link.orderId)).for('update');
  const [load] = await tx
    .select({ status: loads.status, loadId: loads.loadId, createdBy: loads.createdBy })
    .from(loads)
    .where(eq(loads.id, link.loadId))
    .for('update');
  const base = {
    companyId: link.shipperCompanyId,
    carrierCompanyId: link.carrierCompanyId,
    orderId: link.orderId,
    lat: position.lat ?? null,
    lng: position.lng ?? null,
    createdAt: at,
  };
  await tx
    .insert(orderStatusHistory)
    .values({ ...base, orderDetailId: link.orderDetailId, fromStatus: from, toStatus: to, changedBy: actor.userId, note: actor.note });

  const orderTo: OrderStatus | undefined = to === 'in_transit' ? 'in_transit' : to === 'delivered' ? 'delivered' : undefined;
  if (order && orderTo && order.status !== orderTo && ORDER_TRANSITIONS[order.status as OrderStatus]?.includes(orderTo)) {
    await tx
      .update(orders)
      .set({ status: orderTo, ...(orderTo === 'in_transit' ? { pickedUpAt: at } : { deliveredAt: at }), updatedAt: new Date() })
      .where(eq(orders.id, link.orderId));
    await recordMove(
      tx,
      { id: link.orderId, companyId: link.shipperCompanyId, carrierCompanyId: link.carrierCompanyId },
      { from: order.status, to: orderTo, byUserId: actor.userId, at, position: { lat: base.lat, lng: base.lng } },
    );
  }
  const loadTo = orderTo as LoadStatus | undefined;
  if (load && loadTo && load.status !== loadTo && LOAD_TRANSITIONS[load.status as LoadStatus]?.includes(loadTo)) {
    await tx.update(loads).set({ status: loadTo, updatedAt: new Date() }).where(eq(loads.id, link.loadId));
  }

  // The truck's own status follows its loads: on a load once loaded, available again once it has delivered its last.
  if (to === 'in_transit') {
    await tx
      .update(truckers)
      .set({ status: 'on_load', updatedAt: new Date() })
      .where(and(eq(truckers.id, link.truckerId), eq(truckers.status, 'available')));
  } else if (to === 'delivered') {
    await tx
      .update(truckers)
      .set({ status: 'available', updatedAt: new Date() })
      .where(
        and(
          eq(truckers.id, link.truckerId),
          eq(truckers.status, 'on_load'),
          sql`not exists (select 1 from order_details live where live.trucker_id = ${link.truckerId} and live.id <> ${link.orderDetailId}
                and live.status in ('assigned', 'at_pickup', 'in_transit', 'at_delivery'))`,
        ),
      );
  }

  // The stops' own times: arrival and departure at the first pickup and the last delivery.
  const stops = await tx
    .select({ id: loadStops.id, type: loadStops.type })
    .from(loadStops)
    .where(eq(loadStops.loadId, link.loadId))
    .orderBy(asc(loadStops.seq));
  const pickup = stops.find((stop) => stop.type === 'pickup');
  const delivery = [...stops].reverse().find((stop) => stop.type === 'delivery');
  const stopTime =
    to === 'at_pickup'
      ? pickup && { id: pickup.id, set: { arrivedAt: at } }
      : to === 'in_transit'
        ? pickup && { id: pickup.id, set: { departedAt: at } }
        : to === 'at_delivery'
          ? delivery && { id: delivery.id, set: { arrivedAt: at } }
          : delivery && { id: delivery.id, set: { departedAt: at } };
  if (stopTime) await tx.update(loadStops).set(stopTime.set).where(eq(loadStops.id, stopTime.id));

  const event: LoadMilestoneEvent = { loadId: link.loadId, status: to, at: iso(at) };
  await publishEvent(tx, {
    type: 'load.milestone',
    topics: [realtimeTopic.company(link.shipperCompanyId), realtimeTopic.company(link.carrierCompanyId), realtimeTopic.load(link.loadId)],
    payload: event as unknown as Record<string, unknown>,
  });

  const title = NOTICES[to];
  if (title && load) {
    const [truck] = await tx.select({ truckNumber: truckers.truckNumber }).from(truckers).where(eq(truckers.id, link.truckerId));
    const recipients = await shipperRecipients(tx, link.shipperCompanyId, load.createdBy);
    if (recipients.length > 0) {
      const notices = recipients.map((userId) => ({
        companyId: link.shipperCompanyId,
        userId,
        type: `load_${to}`,
        title,
        body: `${load.loadId}, truck ${truck?.truckNumber ?? ''}`,
        link: links.tracking(link.loadId),
      }));
      await tx.insert(notifications).values(notices);
      await publishNotifications(tx, notices);
    }
  }
}

/** Who at the shipper hears of a milestone: the load's author, else the company's users with portal access. */
async function shipperRecipients(tx: Tx, companyId: string, createdBy: string | null): Promise<string[]> {
  if (createdBy) {
    const [author] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, createdBy), eq(users.companyId, companyId)));
    if (author) return [author.id];
  }
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.canAccessPortal, true)))
    .orderBy(desc(users.createdAt))
    .limit(5);
  return rows.map((row) => row.id);
}

const STEP_TIMES: Record<AssignmentStep, 'arrivedPickupAt' | 'pickedUpAt' | 'arrivedDeliveryAt' | 'deliveredAt'> = {
  at_pickup: 'arrivedPickupAt',
  in_transit: 'pickedUpAt',
  at_delivery: 'arrivedDeliveryAt',
  delivered: 'deliveredAt',
};

/** A step forward along the driver's flow: the driver's own (DriverStep), or `delivered` moved by a dispatcher. */
export type AssignmentStep = DriverStep | 'delivered';

/**
 * The one step core of the driver's page and the dispatcher's calls, inside the caller's transaction: the
 * assignment locked, the current state again is no change (`changed` false), anything off the flow a 409, else the
 * step with its time and everything that follows it (afterStep). The driver's `delivered` goes through `deliver`
 * (with its proof); a dispatcher may record it without one.
 */
export async function moveAssignment(
  tx: Tx,
  context: AssignmentContext,
  input: { status: AssignmentStep; at?: string; lat?: number; lng?: number },
  actor: StepActor,
): Promise<{ changed: boolean; from: OrderDetailStatus }> {
  const detail = await lockedDetail(tx, context);
  const from = detail.status as OrderDetailStatus;
  if (from === input.status) return { changed: false, from };
  const why = refusal(from, input.status);
  if (why) throw conflict(why);
  const at = stepTime(input.at);
  await tx
    .update(orderDetails)
    .set({ status: input.status, [STEP_TIMES[input.status]]: at })
    .where(eq(orderDetails.id, detail.id));
  await afterStep(tx, context, from, input.status, at, input, actor);
  return { changed: true, from };
}

/**
 * update-status: one step forward. The current state again is no change (200, `changed` false): a retry from the
 * page's offline queue, or a second tap. Anything else off the flow is a 409.
 */
export async function updateDriverStatus(db: Db, link: DriverLinkContext, input: { status: DriverStep; at?: string; lat?: number; lng?: number }) {
  return db.transaction(async (tx) => ({ changed: (await moveAssignment(tx, link, input, DRIVER_ACTOR)).changed }));
}

/** A queued action keeps the phone's time, but never one in the future nor before the assignment existed. */
function stepTime(value: string | undefined): Date {
  const now = new Date();
  if (!value) return now;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) || at > now ? now : at;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => bytes.subarray(0, 8).equals(PNG_MAGIC),
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/webp': (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The bytes of a base64 image of `type`, or undefined when they are not that image or are too large. */
function imageBytes(base64: string, type: string, max: number): Buffer | undefined {
  if (!BASE64.test(base64)) return undefined;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > max) return undefined;
  return MAGIC[type]?.(bytes) ? bytes : undefined;
}

/** The signature and photos of a deliver body, checked (a 400 with errors on the fields otherwise). */
function proofFiles(input: DeliverRequest) {
  const errors: FieldFailure[] = [];
  const signature = imageBytes(input.signaturePng.replace(/^data:image\/png;base64,/, ''), 'image/png', SIGNATURE_MAX_BYTES);
  if (!signature) errors.push({ field: 'body.signaturePng', message: SHIPMENT_TEXTS.driver.signatureInvalid() });
  const photos = (input.photos ?? []).map((photo, index) => {
    const bytes = imageBytes(photo.dataBase64, photo.contentType, PHOTO_MAX_BYTES);
    if (!bytes) errors.push({ field: `body.photos.${index}`, message: SHIPMENT_TEXTS.driver.photoInvalid() });
    return { contentType: photo.contentType, bytes: bytes ?? Buffer.alloc(0) };
  });
  if (errors.length > 0) throw badRequest(errors);
  return { signature: signature!, photos };
}

/** deliver: the proof of delivery, then the last step (at_delivery → delivered). */
export async function deliver(db: Db, link: DriverLinkContext, input: DeliverRequest) {
  const files = proofFiles(input);
  return db.transaction(async (tx) => {
    const detail = await lockedDetail(tx, link);
    const from = detail.status as OrderDetailStatus;
    const why = refusal(from, 'delivered');
    if (why) throw conflict(why);
    const at = stepTime(input.at);
    const [proof] = await tx
      .insert(deliveryProofs)
      .values({
        companyId: link.shipperCompanyId,
        carrierCompanyId: link.carrierCompanyId,
        loadId: link.loadId,
        orderId: link.orderId,
        orderDetailId: link.orderDetailId,
        receiverName: input.receiverName.trim(),
        signaturePng: files.signature,
        note: input.note?.trim() || null,
        lat: input.lat ?? null,
        lng: input.lng ?? null,
        signedAt: at,
      })
      .returning({ id: deliveryProofs.id });
    if (files.photos.length > 0) {
      await tx
        .insert(deliveryProofPhotos)
        .values(files.photos.map((photo) => ({ proofId: proof!.id, contentType: photo.contentType, bytes: photo.bytes, sizeBytes: photo.bytes.length })));
    }
    await tx
      .update(orderDetails)
      .set({ status: 'delivered', deliveredAt: at, podSignedBy: input.receiverName.trim(), podUrl: `/v1/api/${proofFilePath(proof!.id)}` })
      .where(eq(orderDetails.id, detail.id));
    await afterStep(tx, link, from, 'delivered', at, input, DRIVER_ACTOR);
    return { proofId: proof!.id };
  });
}

/** The assignment's status now (update-location's check). */
export async function detailStatus(db: Db, link: DriverLinkContext): Promise<OrderDetailStatus | undefined> {
  const [row] = await db.select({ status: orderDetails.status }).from(orderDetails).where(eq(orderDetails.id, link.orderDetailId));
  return row?.status as OrderDetailStatus | undefined;
}
