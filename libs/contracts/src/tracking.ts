import { Type, type Static } from '@sinclair/typebox';
import { LOAD_STATUSES } from './statuses';
import { StringEnum } from './loads';
import { LOAD_NUMBER_PATTERN } from './patterns';

/**
 * Tracking a load (spec section 7: load-manager/track-detail, tracking-location; the public pages
 * /orders/tracking/{loadId} and /tracking/share/{code}). docs/modules/fleet.md, "Tracking".
 *
 * Who sees what:
 *   - a signed-in user of the load's shipper or carrier company: the full view (`view: 'full'`): exact positions,
 *     the truck (unit, driver, plate), stop names and streets, the proof of delivery;
 *   - anyone else with a load id (signed out, or another company): 404 'Tracking not available', the same answer as
 *     for a load that does not exist: a load id alone reveals nothing;
 *   - a viewer of a share link (`shared-track-detail/{code}`): `view: 'shared'`: positions, route and stops rounded
 *     to 2 decimals (about 1 km), no truck, no driver, no company, stop names or streets, no proof of delivery, no
 *     load uuid.
 */

export const TRACKING_MESSAGES = {
  detail: 'Tracking fetched',
  location: 'Tracking location fetched',
  /** A load id the caller is not a party to, or that does not exist (the same answer). */
  notAvailable: 'Tracking not available',
  /** A share code unknown, revoked or expired (the same answer). */
  linkInvalid: 'This tracking link is no longer valid',
  /** Too many unknown share codes from one address. */
  tooManyCodes: 'Too many tracking links tried. Try again later',
  shareCreated: 'Tracking link created',
  shares: 'Tracking links fetched',
  shareRevoked: 'Tracking link revoked',
  shareNotFound: 'Tracking link not found',
} as const;

/** Decimals of a position shown through a share link (2 decimals: about 1.1 km of latitude). */
export const SHARED_POSITION_DECIMALS = 2;
/** The longest a share link may live (hours); without `expiresInHours` it lives until revoked. */
export const TRACKING_SHARE_MAX_HOURS = 24 * 90;
/** A share code: 16 random bytes, base64url (22 characters). */
export const TRACKING_SHARE_CODE_PATTERN = '^[A-Za-z0-9_-]{22}$';

const DateTime = Type.String({ format: 'date-time' });
const nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([Type.Null(), schema]);

export const TrackingCodeParams = Type.Object(
  { code: Type.String({ pattern: TRACKING_SHARE_CODE_PATTERN, examples: ['c2hhcmUtY29kZS1leGFtcA'] }) },
  { additionalProperties: false },
);
export type TrackingCodeParams = Static<typeof TrackingCodeParams>;
export const TrackingLoadParams = Type.Object({ loadId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
/**
 * `:_id` of track-detail and tracking-location (the page /orders/tracking/{loadId}): the load's uuid, or its number
 * (L-100123), which the API looks up among the caller's loads (the shipper's own first, then those it carries).
 */
export const TrackingLoadRefParams = Type.Object(
  { _id: Type.Union([Type.String({ format: 'uuid' }), Type.String({ pattern: LOAD_NUMBER_PATTERN, examples: ['L-100123'] })]) },
  { additionalProperties: false },
);
export type TrackingLoadRefParams = Static<typeof TrackingLoadRefParams>;

/** tracking-location's `?after=`: only the points recorded after this instant (the last `at` the page has). */
export const TrackingLocationQuery = Type.Object({ after: Type.Optional(DateTime) }, { additionalProperties: false });
export type TrackingLocationQuery = Static<typeof TrackingLocationQuery>;

export const TrackPoint = Type.Object({
  lat: Type.Number(),
  lng: Type.Number(),
  at: DateTime,
  speedMph: nullable(Type.Integer()),
  heading: nullable(Type.Integer()),
});
export type TrackPoint = Static<typeof TrackPoint>;

/** The truck's last position; `locationName`: the nearest "City, ST" (coarser than the shared view's rounding). */
export const TrackPosition = Type.Object({
  lat: Type.Number(),
  lng: Type.Number(),
  at: DateTime,
  speedMph: nullable(Type.Integer()),
  heading: nullable(Type.Integer()),
  locationName: nullable(Type.String()),
});
export type TrackPosition = Static<typeof TrackPosition>;

export const TrackStop = Type.Object({
  seq: Type.Integer(),
  type: StringEnum(['pickup', 'delivery'] as const),
  /** Null in the shared view (the place's name and street are the companies' business). */
  name: nullable(Type.String()),
  street1: nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  lat: nullable(Type.Number()),
  lng: nullable(Type.Number()),
  windowStart: DateTime,
  windowEnd: DateTime,
  arrivedAt: nullable(DateTime),
  departedAt: nullable(DateTime),
});
export type TrackStop = Static<typeof TrackStop>;

export const TRACK_MILESTONES = ['assigned', 'picked_up', 'in_transit', 'delivered'] as const;
export type TrackMilestoneKey = (typeof TRACK_MILESTONES)[number];
export const TrackMilestone = Type.Object({
  key: StringEnum(TRACK_MILESTONES),
  /** When it was reached; null while not reached. */
  at: nullable(DateTime),
  done: Type.Boolean(),
});
export type TrackMilestone = Static<typeof TrackMilestone>;

/**
 * The estimated arrival at the next stop: the remaining distance (haversine from the truck to the stop, times the
 * road factor; or the rest of the route) over the recent speed (mean of the points of the last 30 minutes), else the
 * planned speed.
 */
export const TrackEta = Type.Object({
  stopSeq: Type.Integer(),
  stopType: StringEnum(['pickup', 'delivery'] as const),
  distanceMiles: Type.Number(),
  speedMph: Type.Number(),
  speedSource: StringEnum(['recent', 'planned'] as const),
  arrivesAt: DateTime,
  windowStart: DateTime,
  windowEnd: DateTime,
  /** The estimate falls after the stop's window. */
  late: Type.Boolean(),
});
export type TrackEta = Static<typeof TrackEta>;

export const TrackTruck = Type.Object({
  _id: Type.String(),
  truckNumber: Type.String(),
  driverName: Type.String(),
  driverPhone: nullable(Type.String()),
  plateNumber: nullable(Type.String()),
});
export type TrackTruck = Static<typeof TrackTruck>;

export const TrackProof = Type.Object({
  receiverName: Type.String(),
  signedAt: DateTime,
  photoCount: Type.Integer(),
});

export const TrackDetail = Type.Object({
  view: StringEnum(['full', 'shared'] as const),
  /** The load's uuid (null in the shared view). */
  _id: nullable(Type.String()),
  /** Human id (L-100123): the reference the shipper gives its customer. */
  loadId: Type.String(),
  status: StringEnum(LOAD_STATUSES),
  /** The companies' names (null in the shared view: its viewers learn the freight's progress, not who moves it). */
  shipperName: nullable(Type.String()),
  carrierName: nullable(Type.String()),
  /** The caller's side (full view only). */
  party: Type.Union([Type.Null(), Type.Literal('shipper'), Type.Literal('carrier')]),
  stops: Type.Array(TrackStop),
  /** [lat, lng] pairs through the stops in order (rounded in the shared view). */
  route: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  distanceMiles: nullable(Type.Number()),
  milestones: Type.Array(TrackMilestone),
  position: Type.Union([Type.Null(), TrackPosition]),
  /** The recent track, oldest first (the last 24 hours, at most TRACK_POINTS_MAX points). */
  track: Type.Array(TrackPoint),
  eta: Type.Union([Type.Null(), TrackEta]),
  /** Full view only. */
  truck: Type.Union([Type.Null(), TrackTruck]),
  /** Full view only: the proof of delivery, once signed. */
  proofOfDelivery: Type.Union([Type.Null(), TrackProof]),
});
export type TrackDetail = Static<typeof TrackDetail>;

export const TRACK_POINTS_MAX = 500;

/** tracking-location: what a page polls (or catches up with) between live updates. */
export const TrackingLocation = Type.Object({
  status: StringEnum(LOAD_STATUSES),
  position: Type.Union([Type.Null(), TrackPosition]),
  /** Points after `?after=` (or the recent track), oldest first. */
  points: Type.Array(TrackPoint),
  eta: Type.Union([Type.Null(), TrackEta]),
  milestones: Type.Array(TrackMilestone),
});
export type TrackingLocation = Static<typeof TrackingLocation>;

// --- share links ---

export const CreateTrackingShareRequest = Type.Object(
  {
    /** How long the link lives, in hours; omitted: until revoked. */
    expiresInHours: Type.Optional(Type.Integer({ minimum: 1, maximum: TRACKING_SHARE_MAX_HOURS })),
  },
  { additionalProperties: false },
);
export type CreateTrackingShareRequest = Static<typeof CreateTrackingShareRequest>;

export const TrackingShare = Type.Object({
  _id: Type.String(),
  loadId: Type.String(),
  code: Type.String(),
  /** `{publicUrl}/tracking/share/{code}`. */
  url: Type.String(),
  createdAt: DateTime,
  createdByName: nullable(Type.String()),
  expiresAt: nullable(DateTime),
  revokedAt: nullable(DateTime),
  /** Neither revoked nor expired. */
  active: Type.Boolean(),
});
export type TrackingShare = Static<typeof TrackingShare>;

export const TrackingShareData = Type.Object({ share: TrackingShare });
export type TrackingShareData = Static<typeof TrackingShareData>;
export const TrackingShareListData = Type.Object({ items: Type.Array(TrackingShare) });
export type TrackingShareListData = Static<typeof TrackingShareListData>;

/** Rounds a coordinate the way a share link shows it. */
export const roundShared = (value: number) => Math.round(value * 10 ** SHARED_POSITION_DECIMALS) / 10 ** SHARED_POSITION_DECIMALS;
