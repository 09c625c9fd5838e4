import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { StringEnum } from './loads';
import { ORDER_DETAIL_STATUSES, type OrderDetailStatus } from './statuses';

/**
 * The driver's pages (/orderPickup?token=…, /orderDelivery?token=…) and their calls (ours, in the style of spec
 * section 7). docs/modules/fleet.md, "Driver pages".
 *   carrier (module carrier): user-manager/send-driver-link/:truckerId, user-manager/revoke-driver-link/:_id
 *   driver (public; the link's token in X-Driver-Token): driver-manager/assignment, update-status, deliver,
 *     update-location
 *   both companies of a load (signed in): load-manager/proof-of-delivery/:loadId, proof-of-delivery-file/:_id
 * Real time: `load.milestone` (LoadMilestoneEvent) to company:{shipper}, company:{carrier}, load:{loadId}.
 */

export const DRIVER_MESSAGES = {
  linkSent: 'Driver link sent',
  linkRevoked: 'Driver link revoked',
  linkNotFound: 'Driver link not found',
  truckNotFound: 'Truck not found',
  noLoad: 'This truck has no load to drive',
  /** 401 of every driver-manager call without a valid token. */
  linkInvalid: 'This driver link has expired or is no longer valid',
  assignmentFetched: 'Assignment fetched',
  assignmentEnded: 'This assignment was cancelled or given to another truck',
  statusUpdated: 'Status updated',
  /** The driver skipped a step (e.g. "Loaded" before "Arrived at pickup"). */
  stepFirst: 'Confirm the previous step first',
  /** The driver went back (e.g. "Arrived at pickup" once in transit). */
  stepDone: 'This step is already done',
  alreadyDelivered: 'This load is already delivered',
  arriveFirst: 'Confirm your arrival at delivery first',
  delivered: 'Delivery confirmed',
  signatureInvalid: 'The signature must be a PNG image of at most 200 KB',
  photoInvalid: 'A photo must be a JPEG, PNG or WebP image of at most 2 MB',
  locationShared: 'Location shared',
  locationNotNow: 'Location is shared only between pickup and delivery',
  proofFetched: 'Proof of delivery fetched',
  proofNotFound: 'Proof of delivery not found',
} as const;

/** The steps a driver confirms, in order; `deliver` makes the last one (`delivered`). */
export const DRIVER_STEPS = ['at_pickup', 'in_transit', 'at_delivery'] as const;
export type DriverStep = (typeof DRIVER_STEPS)[number];
/** The steps a dispatcher may move an assignment to for its driver: the driver's, and `delivered`. */
export const DISPATCHER_STEPS = [...DRIVER_STEPS, 'delivered'] as const;

/** The assignment's states the driver moves through (ORDER_DETAIL_STATUSES without rejected/cancelled). */
export const DRIVER_FLOW: readonly OrderDetailStatus[] = ['assigned', 'at_pickup', 'in_transit', 'at_delivery', 'delivered'];

/** The order-detail state machine of the driver's steps: each state goes to the next one only. */
export const ORDER_DETAIL_TRANSITIONS: Readonly<Record<OrderDetailStatus, readonly OrderDetailStatus[]>> = {
  assigned: ['at_pickup', 'rejected', 'cancelled'],
  at_pickup: ['in_transit', 'cancelled'],
  in_transit: ['at_delivery'],
  at_delivery: ['delivered'],
  delivered: [],
  rejected: [],
  cancelled: [],
};

/** The signature (a `data:image/png;base64,` URL) may hold at most this many bytes once decoded. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_MAX_COUNT = 3;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The deliver body can be large (3 photos of 2 MB in base64 and the signature). */
export const DELIVER_BODY_LIMIT = 10 * 1024 * 1024;

const Lat = Type.Number({ minimum: -90, maximum: 90 });
const Lng = Type.Number({ minimum: -180, maximum: 180 });
const At = Type.String({ format: 'date-time', description: 'When it happened on the phone (a queued action sent later keeps its time; default now).' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// --- send-driver-link / revoke-driver-link ---

/** Their body: nothing (the path names the truck or the link). */
export const DriverLinkRequest = Type.Object({}, { additionalProperties: false, examples: [{}] });

export const DriverLink = Type.Object({
  _id: Type.String(),
  /** {publicUrl}/orderPickup?token=… */
  url: Type.String(),
  expiresAt: Type.String(),
  /** Whether an e-mail went to the driver (the truck has an address). */
  emailed: Type.Boolean(),
});
export type DriverLink = Static<typeof DriverLink>;
export const SendDriverLinkResult = Type.Object({ link: DriverLink });
export type SendDriverLinkResult = Static<typeof SendDriverLinkResult>;
export const RevokeDriverLinkResult = Type.Object({ _id: Type.String(), revokedAt: Type.String() });
export type RevokeDriverLinkResult = Static<typeof RevokeDriverLinkResult>;

// --- driver-manager/assignment ---

export const DriverStop = Type.Object({
  type: StringEnum(['pickup', 'delivery'] as const),
  name: Type.String(),
  street1: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  country: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  windowStart: Type.String(),
  windowEnd: Type.String(),
  appointmentRef: Nullable(Type.String()),
  contactName: Nullable(Type.String()),
  contactPhone: Nullable(Type.String()),
});
export type DriverStop = Static<typeof DriverStop>;

export const DriverProof = Type.Object({
  receiverName: Type.String(),
  signedAt: Type.String(),
  note: Nullable(Type.String()),
  photoCount: Type.Integer(),
});
export type DriverProof = Static<typeof DriverProof>;

/** What the driver sees: the load and the assignment, nothing else of either company. */
export const DriverAssignment = Type.Object({
  /** The load's human id (L-100123). */
  loadId: Type.String(),
  truckNumber: Type.String(),
  driverName: Type.String(),
  commodity: Type.String(),
  weight: Type.Number(),
  weightUnit: Type.String(),
  stops: Type.Array(DriverStop),
  status: StringEnum(ORDER_DETAIL_STATUSES),
  assignedAt: Type.String(),
  arrivedPickupAt: Nullable(Type.String()),
  pickedUpAt: Nullable(Type.String()),
  arrivedDeliveryAt: Nullable(Type.String()),
  deliveredAt: Nullable(Type.String()),
  proof: Type.Union([DriverProof, Type.Null()]),
  expiresAt: Type.String(),
});
export type DriverAssignment = Static<typeof DriverAssignment>;

// --- driver-manager/update-status ---

export const DriverStatusRequest = Type.Object(
  { status: StringEnum(DRIVER_STEPS), at: Type.Optional(At), lat: Type.Optional(Lat), lng: Type.Optional(Lng) },
  { additionalProperties: false },
);
export type DriverStatusRequest = Static<typeof DriverStatusRequest>;

// --- driver-manager/deliver ---

export const DeliverPhoto = Type.Object(
  {
    contentType: StringEnum(PHOTO_CONTENT_TYPES),
    /** The image's bytes in base64 (no data: prefix). */
    dataBase64: Type.String({ minLength: 4, maxLength: Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 4 }),
  },
  { additionalProperties: false },
);
export type DeliverPhoto = Static<typeof DeliverPhoto>;

export const DeliverRequest = Type.Object(
  {
    receiverName: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    /** data:image/png;base64,… */
    signaturePng: Type.String({
      minLength: 30,
      maxLength: Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4 + 32,
      pattern: '^data:image/png;base64,',
      examples: ['data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='],
    }),
    photos: Type.Optional(Type.Array(DeliverPhoto, { maxItems: PHOTO_MAX_COUNT })),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
    lat: Type.Optional(Lat),
    lng: Type.Optional(Lng),
    at: Type.Optional(At),
  },
  { additionalProperties: false },
);
export type DeliverRequest = Static<typeof DeliverRequest>;

// --- driver-manager/update-location ---

export const DriverLocationRequest = Type.Object(
  {
    lat: Lat,
    lng: Lng,
    speedMph: Type.Optional(Type.Integer({ minimum: 0, maximum: 200 })),
    heading: Type.Optional(Type.Integer({ minimum: 0, maximum: 359 })),
  },
  { additionalProperties: false },
);
export type DriverLocationRequest = Static<typeof DriverLocationRequest>;
export const DriverLocationResult = Type.Object({ lat: Type.Number(), lng: Type.Number(), at: Type.String() });
export type DriverLocationResult = Static<typeof DriverLocationResult>;

// --- load-manager/proof-of-delivery/:loadId ---

export const ProofOfDelivery = Type.Object({
  _id: Type.String(),
  loadId: Type.String(),
  receiverName: Type.String(),
  signedAt: Type.String(),
  note: Nullable(Type.String()),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  /** Below /v1/api: load-manager/proof-of-delivery-file/{id}. */
  signatureUrl: Type.String(),
  photos: Type.Array(Type.Object({ _id: Type.String(), url: Type.String(), contentType: Type.String() })),
});
export type ProofOfDelivery = Static<typeof ProofOfDelivery>;

/** The path (below /v1/api) of a proof's file: the signature (the proof's id) or a photo (the photo's id). */
export const proofFilePath = (id: string) => `load-manager/proof-of-delivery-file/${id}`;
