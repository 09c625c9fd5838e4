import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './loads';
import { COMPANY_TYPES, LOCATIONS } from './statuses';

/** A browser push subscription (PushSubscriptionJSON), stored for web push. */
export const LoginPushSubscription = Type.Object(
  {
    endpoint: Type.String({ maxLength: 2000 }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object({
      p256dh: Type.String({ maxLength: 500 }),
      auth: Type.String({ maxLength: 500 }),
    }),
  },
  { additionalProperties: false },
);

export const LoginRequest = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: 6, maxLength: 200 }),
    rememberme: Type.Boolean(),
    subscription: Type.Optional(Type.Union([Type.Null(), LoginPushSubscription])),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const CompanyRef = Type.Object({
  _id: Type.String(),
  name: Type.String(),
});
export type CompanyRef = Static<typeof CompanyRef>;

export const SessionUser = Type.Object({
  _id: Type.String(),
  userId: Type.String(),
  companyId: CompanyRef,
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
});
export type SessionUser = Static<typeof SessionUser>;

export const LoginResponseData = Type.Object({
  token: Type.String(),
  user: SessionUser,
  /** The subscription the login carried, as stored. */
  subscription: Type.Optional(Type.Union([Type.Null(), LoginPushSubscription])),
});
export type LoginResponseData = Static<typeof LoginResponseData>;

/**
 * JWT payload: `sub` is the user id, `cid` the company id, `sid` the server-side session (`user_sessions` row) and
 * `ver` the user's session version when it was signed: a revoked session or a raised version ends the token.
 */
export interface TokenPayload {
  sub: string;
  cid: string;
  email: string;
  sid: string;
  ver: number;
  exp: number;
  iat: number;
}

export const Onboarding = Type.Object({
  stage: Type.String(),
  nextAction: Type.Union([Type.String(), Type.Null()]),
});

/** GET user-manager/get-user-detail: the access record (spec section 3). */
export const UserAccess = Type.Object({
  canAccessPortal: Type.Boolean(),
  onboarding: Onboarding,
  companyId: Type.String(),
  /** The company's country: the default distance unit (miles in the USA, kilometres in Canada). */
  country: StringEnum(LOCATIONS),
  /** shipper, carrier or both: which side the dashboard shows first. */
  companyType: StringEnum(COMPANY_TYPES),
});
export type UserAccess = Static<typeof UserAccess>;

/** One record of GET company-permissions/resource/allowed/{userId}. Only isGranted records count. */
export const PermissionRecord = Type.Object({
  _id: Type.String(),
  isGranted: Type.Boolean(),
  moduleId: Type.Object({ moduleKey: Type.String() }),
});
export type PermissionRecord = Static<typeof PermissionRecord>;
