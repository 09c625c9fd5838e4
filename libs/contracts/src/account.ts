import { Type, type Static } from '@sinclair/typebox';
import { PHONE_PATTERN } from './patterns';
import { StringEnum } from './loads';
import { COMPANY_TYPES, LOCATIONS } from './statuses';

/**
 * The newcomer's journey and the account calls of the shell (spec section 7, "Auth and user" and "Company"):
 * registration (user, then company), e-mail verification, password reset, profile, contact, notifications,
 * plans and checkout, web push, and the product's public configuration. Field rules not in the spec are ours;
 * docs/modules/accounts.md lists them.
 */

const text = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max });
const Email = Type.String({ format: 'email', maxLength: 254 });
/** Spec section 5: at least 6 characters ('Too Short!'). */
const Password = Type.String({ minLength: 6, maxLength: 200 });
const Phone = Type.String({ pattern: PHONE_PATTERN, maxLength: 25, examples: ['+1 310 555 0100'] });
/** Opaque tokens sent by e-mail or returned by a previous step (base64url). */
const OpaqueToken = Type.String({ minLength: 16, maxLength: 512, pattern: '^[A-Za-z0-9_.-]+$' });
export const LANGUAGE_CODES = ['sp', 'en', 'fr'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

// ---------------------------------------------------------------------------------------------------------------
// user-manager

/** POST user-manager/register: the first step of /register (the person). */
export const RegisterRequest = Type.Object(
  {
    firstname: text(80),
    lastname: text(80),
    email: Email,
    password: Password,
    phone: Type.Optional(Type.Union([Phone, Type.Literal('')])),
    language: Type.Optional(StringEnum(LANGUAGE_CODES)),
    /** The terms and conditions must be accepted. */
    acceptTerms: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

export const RegisterResponseData = Type.Object({
  userId: Type.String(),
  /** Proves the next step (register-company) comes from the same registration; valid for 24 hours, single use. */
  registrationToken: Type.String(),
});
export type RegisterResponseData = Static<typeof RegisterResponseData>;

/** GET user-manager/verify-email?token&email */
export const VerifyEmailQuery = Type.Object({ token: OpaqueToken, email: Email }, { additionalProperties: false });
export type VerifyEmailQuery = Static<typeof VerifyEmailQuery>;

export const VerifyEmailResponseData = Type.Object({ email: Type.String(), verified: Type.Boolean() });
export type VerifyEmailResponseData = Static<typeof VerifyEmailResponseData>;

/** POST user-manager/forgot-password: always answers the same, whether the e-mail has an account or not. */
export const ForgotPasswordRequest = Type.Object({ email: Email }, { additionalProperties: false });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

/** POST user-manager/reset-password: the token of the e-mailed link (single use, expires after an hour). */
export const ResetPasswordRequest = Type.Object({ email: Email, token: OpaqueToken, password: Password }, { additionalProperties: false });
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

/** POST user-manager/update-user: the caller's own profile (every field optional, at least one). */
export const UpdateUserRequest = Type.Object(
  {
    firstname: Type.Optional(text(80)),
    lastname: Type.Optional(text(80)),
    phone: Type.Optional(Type.Union([Phone, Type.Literal(''), Type.Null()])),
    language: Type.Optional(StringEnum(LANGUAGE_CODES)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateUserRequest = Static<typeof UpdateUserRequest>;

export const UserProfile = Type.Object({
  _id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  language: StringEnum(LANGUAGE_CODES),
});
export type UserProfile = Static<typeof UserProfile>;

/** POST user-manager/change-password */
export const ChangePasswordRequest = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 200 }), newPassword: Password },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** POST user-manager/contact-us (signed in: the sender is the caller). */
export const ContactUsRequest = Type.Object(
  {
    subject: text(150),
    message: text(5000, 10),
    phone: Type.Optional(Type.Union([Phone, Type.Literal('')])),
  },
  { additionalProperties: false },
);
export type ContactUsRequest = Static<typeof ContactUsRequest>;

/**
 * GET user-manager/read-notification: the caller's latest notifications, newest first.
 * `id` marks that one read; `all=true` marks every one read. Without either nothing changes.
 */
export const ReadNotificationQuery = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid' })),
    all: Type.Optional(StringEnum(['true', 'false'] as const)),
    limit: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' })),
  },
  { additionalProperties: false },
);
export type ReadNotificationQuery = Static<typeof ReadNotificationQuery>;

export const Notification = Type.Object({
  _id: Type.String(),
  type: Type.String(),
  title: Type.String(),
  body: Type.String(),
  link: Type.Union([Type.String(), Type.Null()]),
  read: Type.Boolean(),
  createdAt: Type.String(),
});
export type Notification = Static<typeof Notification>;

export const NotificationList = Type.Object({ items: Type.Array(Notification), unread: Type.Integer() });
export type NotificationList = Static<typeof NotificationList>;

// ---------------------------------------------------------------------------------------------------------------
// company-manager

/** The company's details: the second step of /register. */
const companyDetailsFields = {
  name: text(120, 2),
  companyType: StringEnum(COMPANY_TYPES),
  country: StringEnum(LOCATIONS),
  contactEmail: Email,
  contactPhone: Phone,
  website: Type.Optional(Type.Union([Type.String({ maxLength: 200, pattern: '^https?://[^\\s]+$' }), Type.Literal('')])),
  /** Carriers: US DOT number (Canada: NSC number), MC number. */
  dotNumber: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Za-z0-9-]{1,20}$' }), Type.Literal('')])),
  mcNumber: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Za-z0-9-]{1,20}$' }), Type.Literal('')])),
};

/** POST company-manager/register-company: the second step of /register, by the registration token of the first. */
export const RegisterCompanyRequest = Type.Object({ registrationToken: OpaqueToken, ...companyDetailsFields }, { additionalProperties: false });
export type RegisterCompanyRequest = Static<typeof RegisterCompanyRequest>;

/**
 * POST company-manager/company/register: the same step, signed in, for an account that left registration before it
 * (its registration token is gone by then). The caller's own company; refused once its details are registered.
 */
export const CompanyDetailsRequest = Type.Object(companyDetailsFields, { additionalProperties: false });
export type CompanyDetailsRequest = Static<typeof CompanyDetailsRequest>;

export const RegisterCompanyResponseData = Type.Object({ companyId: Type.String() });

export const Plan = Type.Object({
  planKey: Type.String(),
  name: Type.String(),
  description: Type.String(),
  priceCents: Type.Integer(),
  currency: Type.String(),
  interval: Type.String(),
  features: Type.Array(Type.String()),
  maxUsers: Type.Union([Type.Integer(), Type.Null()]),
  maxTrucks: Type.Union([Type.Integer(), Type.Null()]),
});
export type Plan = Static<typeof Plan>;

/** The plans on offer (seeded from apps/api/src/seed/reference.ts; a new plan is a release, so the list is closed). */
export const PLAN_KEYS = ['starter', 'pro', 'enterprise'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
const PlanKey = StringEnum(PLAN_KEYS);
export const PlanKeyParams = Type.Object({ planKey: PlanKey }, { additionalProperties: false });

/** POST company-manager/company/checkout (signed in: the caller's company pays). Answers `url` to open. */
export const CheckoutRequest = Type.Object({ planKey: PlanKey }, { additionalProperties: false });
export type CheckoutRequest = Static<typeof CheckoutRequest>;
export const CheckoutResponseData = Type.Object({ url: Type.String(), sessionId: Type.String() });
export type CheckoutResponseData = Static<typeof CheckoutResponseData>;

/**
 * POST company-manager/verify-stripe-payment: the session id the provider returned with (`session_id`). Idempotent:
 * verifying a paid session again changes nothing and answers the same.
 */
export const VerifyPaymentRequest = Type.Object(
  { sessionId: Type.String({ minLength: 8, maxLength: 255, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
export type VerifyPaymentRequest = Static<typeof VerifyPaymentRequest>;

export const PAYMENT_OUTCOMES = ['paid', 'open', 'failed', 'expired'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
export const VerifyPaymentResponseData = Type.Object({
  status: StringEnum(PAYMENT_OUTCOMES),
  planKey: Type.String(),
  companyId: Type.String(),
});
export type VerifyPaymentResponseData = Static<typeof VerifyPaymentResponseData>;

/** GET company-manager/portal/{companyId}: the billing portal's `url` (the caller's own company only). */
export const PortalParams = Type.Object({ companyId: Type.String({ format: 'uuid' }) });
export const PortalResponseData = Type.Object({ url: Type.String() });

// ---------------------------------------------------------------------------------------------------------------
// Web push

export const PushSubscriptionJson = Type.Object(
  {
    endpoint: Type.String({ maxLength: 2000, pattern: '^https?://' }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      { p256dh: Type.String({ minLength: 1, maxLength: 500 }), auth: Type.String({ minLength: 1, maxLength: 500 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionJson = Static<typeof PushSubscriptionJson>;

/** POST subscribe: stores the browser's subscription and sends it `payload` (a welcome message by default). */
export const SubscribeRequest = Type.Object(
  {
    subscription: PushSubscriptionJson,
    payload: Type.Optional(
      Type.Object(
        { title: text(120), body: Type.Optional(Type.String({ maxLength: 500 })), link: Type.Optional(Type.String({ maxLength: 300, pattern: '^/' })) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type SubscribeRequest = Static<typeof SubscribeRequest>;
export const SubscribeResponseData = Type.Object({ delivered: Type.Boolean() });

// ---------------------------------------------------------------------------------------------------------------
// The product's public configuration (spec section 1: company settings, demo configuration)

export const AppConfig = Type.Object({
  company: Type.Object({
    name: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    logoUrl: Type.String(),
  }),
  locations: Type.Array(StringEnum(LOCATIONS)),
  /** The maps service's browser key (Google); empty with the offline maps provider. */
  mapsKey: Type.String(),
  demo: Type.Object({ enabled: Type.Boolean(), allowedAccounts: Type.Array(Type.String()) }),
  /** VAPID public key for web push (base64url). */
  vapidPublicKey: Type.String(),
  /** `sandbox` or `stripe`. */
  paymentProvider: Type.String(),
});
export type AppConfig = Static<typeof AppConfig>;
