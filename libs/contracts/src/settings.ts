import { Type, type Static } from '@sinclair/typebox';
import { Address } from './address';
import { LANGUAGE_CODES } from './account';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationChannel, type NotificationEvent } from './dashboard';
import { StringEnum } from './loads';
import { MC_NUMBER_PATTERN, PHONE_PATTERN, POSTAL_CODE_PATTERN, USDOT_PATTERN } from './patterns';
import { BILLING_STATES, COMPANY_TYPES, CURRENCIES, LOCATIONS } from './statuses';

/**
 * The settings remote's calls (spec sections 2, 3, 6, 7; docs/modules/settings.md): the profile
 * (user-manager/update-user, change-password), the company (name, contacts, address, tax number, logo, plan), the
 * company as a business (shipper/carrier, the carrier's details), the company's defaults, the user's favourites.
 *
 * Access: every call a portal-less account needs (/setting/profile and its tabs, /setting/businessDetails,
 * /setting/default) is `account`; the favourites list is `user` (libs/contracts/src/routes.ts).
 * Field rules not in the spec are ours.
 */

const text = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const Uuid = Type.String({ format: 'uuid' });
const Email = Type.String({ format: 'email', maxLength: 254 });
const Phone = Type.String({ pattern: PHONE_PATTERN, maxLength: 25, examples: ['+1 310 555 0100'] });
/** An optional text field of a form: a value, '' or null (both clear it). */
const clearable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Optional(Type.Union([schema, Type.Literal(''), Type.Null()]));

export const SETTINGS_MESSAGES = {
  profileFetched: 'Profile fetched',
  /** Spec section 9. */
  profileUpdated: 'Profile Updated Successfully',
  /** update-user with a new e-mail: the address changes once the link mailed to it is opened. */
  emailChangePending: 'Profile Updated Successfully. Please verify your new email address to finish the change',
  /** verify-email of a pending change: the new address is now the account's. */
  emailChanged: 'Email Successfully Changed',
  /** change-password: the confirmation differs from the new password. */
  passwordMismatch: 'Passwords do not match',
  companyFetched: 'Company fetched',
  companyUpdated: 'Company Successfully Updated',
  logoUploaded: 'Logo Successfully Uploaded',
  logoRemoved: 'Logo Successfully Removed',
  logoNotFound: 'No logo yet',
  /** The file is not a PNG, JPEG or WebP image by its content (the declared type is never trusted). */
  imageType: 'Only PNG, JPEG or WebP images are accepted',
  imageTooLarge: 'The image must be at most 2 MB',
  imageDimensions: 'The image must be between 16×16 and 2048×2048 pixels',
  /** `data` is neither base64 nor a base64 data URL. */
  imageEncoding: 'The file must be sent as base64',
  businessFetched: 'Business details fetched',
  businessUpdated: 'Business Details Successfully Updated',
  unknownEquipment: 'Unknown equipment type',
  defaultsFetched: 'Defaults fetched',
  defaultsUpdated: 'Defaults Successfully Updated',
  addressNotFound: 'Address not found',
  optionsFetched: 'Settings options fetched',
  favouritesFetched: 'Favourites fetched',
  companyNotFound: 'Company not found',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Profile: GET settings-manager/profile, POST user-manager/update-user, POST user-manager/change-password

const channelList = () => Type.Array(StringEnum(NOTIFICATION_CHANNELS), { maxItems: NOTIFICATION_CHANNELS.length, uniqueItems: true });

/** users.notification_prefs as the profile edits it: per event, the channels chosen (none: []). */
export type NotificationPrefsInput = Partial<Record<NotificationEvent, NotificationChannel[]>>;
export const NotificationPrefsInput = Type.Unsafe<NotificationPrefsInput>(
  Type.Object(Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, Type.Optional(channelList())])), { additionalProperties: false }),
);

/** Every event with its channels in effect (an event never chosen shows DEFAULT_NOTIFICATION_CHANNELS). */
export type NotificationPrefsState = Record<NotificationEvent, NotificationChannel[]>;
export const NotificationPrefsState = Type.Unsafe<NotificationPrefsState>(
  Type.Object(Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, channelList()]))),
);

/** The caller's profile (GET settings-manager/profile and the answer of update-user). */
export const SettingsProfile = Type.Object({
  _id: Type.String(),
  companyId: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  /** The e-mail in use (sign-in, mail). */
  email: Type.String(),
  /** A new e-mail waiting for its verification link to be opened (then it replaces `email`); null otherwise. */
  pendingEmail: NullableString,
  phone: NullableString,
  language: StringEnum(LANGUAGE_CODES),
  notificationPrefs: NotificationPrefsState,
});
export type SettingsProfile = Static<typeof SettingsProfile>;

/**
 * POST user-manager/update-user (every field optional, at least one). A different `email` is not applied at once:
 * a verification link is mailed to it and the answer carries it as `pendingEmail` (message emailChangePending);
 * the same e-mail as now, or the pending one again, changes nothing. `notificationPrefs` replaces the events given.
 */
export const ProfileUpdateRequest = Type.Object(
  {
    firstname: Type.Optional(text(80)),
    lastname: Type.Optional(text(80)),
    email: Type.Optional(Email),
    phone: Type.Optional(Type.Union([Phone, Type.Literal(''), Type.Null()])),
    language: Type.Optional(StringEnum(LANGUAGE_CODES)),
    notificationPrefs: Type.Optional(NotificationPrefsInput),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProfileUpdateRequest = Static<typeof ProfileUpdateRequest>;

/**
 * POST user-manager/change-password: the current password is checked ('Current password is incorrect' on
 * body.currentPassword), the new one has at least 6 characters ('Too Short!'), `confirmPassword` must equal it
 * ('Passwords do not match' on body.confirmPassword; optional for API clients, the screen always sends it).
 * Every other session of the user is signed out; the caller's browser goes on with a fresh session cookie.
 */
export const PasswordChangeRequest = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPassword: Type.String({ minLength: 6, maxLength: 200 }),
    confirmPassword: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type PasswordChangeRequest = Static<typeof PasswordChangeRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Company: GET settings-manager/company, POST settings-manager/update-company, the logo

export const CompanyPostalAddress = Type.Object(
  {
    street1: text(200),
    street2: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    city: text(100),
    state: text(60),
    postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN, maxLength: 10, examples: ['90210'] }),
    country: StringEnum(LOCATIONS),
  },
  { additionalProperties: false },
);
export type CompanyPostalAddress = Static<typeof CompanyPostalAddress>;

export const TAX_NUMBER_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 .-]{1,29}$';

export const CompanyLogo = Type.Object({
  /** The checked image type (image/png, image/jpeg, image/webp). */
  contentType: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  sizeBytes: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type CompanyLogo = Static<typeof CompanyLogo>;

export const CompanyPlan = Type.Object({
  /** plans.key; null before the first payment. */
  planKey: NullableString,
  /** The plan's name in the caller's language. */
  name: NullableString,
  billingState: StringEnum(BILLING_STATES),
  /** When the plan renews (the provider's current period end); null when unknown. */
  renewsAt: NullableDate,
  /** The company has a billing account: company-manager/portal/{companyId} can open its portal. */
  hasBillingAccount: Type.Boolean(),
});
export type CompanyPlan = Static<typeof CompanyPlan>;

/** GET settings-manager/company: the caller's company (/setting/profile?tab=companyInfo). */
export const CompanySettings = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  companyType: StringEnum(COMPANY_TYPES),
  country: StringEnum(LOCATIONS),
  contactEmail: NullableString,
  contactPhone: NullableString,
  website: NullableString,
  taxNumber: NullableString,
  address: Type.Union([CompanyPostalAddress, Type.Null()]),
  /**
   * Where the header shows the logo from (GET settings-manager/company-logo?v=<version>; the version changes with
   * every upload, so the URL can be cached); null without a logo.
   */
  logoUrl: NullableString,
  logo: Type.Union([CompanyLogo, Type.Null()]),
  plan: CompanyPlan,
});
export type CompanySettings = Static<typeof CompanySettings>;

/** POST settings-manager/update-company (every field optional, at least one; '' or null clears an optional one). */
export const CompanyUpdateRequest = Type.Object(
  {
    name: Type.Optional(text(120, 2)),
    contactEmail: clearable(Email),
    contactPhone: clearable(Phone),
    website: clearable(Type.String({ maxLength: 200, pattern: '^https?://[^\\s]+$' })),
    taxNumber: clearable(Type.String({ pattern: TAX_NUMBER_PATTERN, maxLength: 30, examples: ['12-3456789'] })),
    address: Type.Optional(Type.Union([CompanyPostalAddress, Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type CompanyUpdateRequest = Static<typeof CompanyUpdateRequest>;

/** Limits of an uploaded image (the logo), checked on its content. */
export const IMAGE_LIMITS = { maxBytes: 2 * 1024 * 1024, minSide: 16, maxSide: 2048 } as const;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** Base64 of a little more than IMAGE_LIMITS.maxBytes: a larger image is still read, and refused by its size. */
export const LOGO_UPLOAD_MAX_CHARS = 4 * 1024 * 1024;

/**
 * POST settings-manager/company-logo: the image as base64 in JSON (`data`: plain base64 or a `data:...;base64,`
 * URL; its declared type is ignored). Checked by content: PNG, JPEG or WebP, at most 2 MB, 16×16 to 2048×2048;
 * otherwise 400 with `errors` on body.data. Replaces the previous logo.
 */
export const LogoUploadRequest = Type.Object(
  {
    data: Type.String({ minLength: 1, maxLength: LOGO_UPLOAD_MAX_CHARS }),
    filename: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type LogoUploadRequest = Static<typeof LogoUploadRequest>;

export const LogoUploadResult = Type.Object({ logoUrl: Type.String(), logo: CompanyLogo });
export type LogoUploadResult = Static<typeof LogoUploadResult>;

/** GET settings-manager/company-logo?v=: `v` only makes the URL change with the image (any value is fine). */
export const LogoQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false });

// ---------------------------------------------------------------------------------------------------------------
// Business details: GET settings-manager/business-details, POST settings-manager/update-business-details

/** US states (and DC) and Canadian provinces and territories: a carrier's service area and its lanes' ends. */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export const CA_PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export const REGION_CODES = [...US_STATE_CODES, ...CA_PROVINCE_CODES] as const;
export type RegionCode = (typeof REGION_CODES)[number];
const Region = StringEnum(REGION_CODES);

const InsuranceAmount = Type.Integer({ minimum: 0, maximum: 100_000_000 });

export const PreferredLane = Type.Object(
  {
    originState: Region,
    originCity: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    destinationState: Region,
    destinationCity: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type PreferredLane = Static<typeof PreferredLane>;

/** What the carrier declares about itself (edited on /setting/businessDetails?type=carrier). */
export const CarrierDetailsInput = Type.Object(
  {
    dotNumber: clearable(Type.String({ pattern: USDOT_PATTERN, maxLength: 8 })),
    /** Stored as its digits (mcDigits). */
    mcNumber: clearable(Type.String({ pattern: MC_NUMBER_PATTERN, maxLength: 10 })),
    insuranceCarrier: clearable(Type.String({ maxLength: 120 })),
    insurancePolicyNumber: clearable(Type.String({ maxLength: 60 })),
    insuranceExpiresOn: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
    /** Whole amounts in the company's currency. */
    cargoInsuranceAmount: Type.Optional(Type.Union([InsuranceAmount, Type.Null()])),
    liabilityInsuranceAmount: Type.Optional(Type.Union([InsuranceAmount, Type.Null()])),
    /** equipment-manager keys (GET settings-manager/options lists them). */
    equipmentKeys: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 30, uniqueItems: true })),
    serviceArea: Type.Optional(Type.Array(Region, { maxItems: REGION_CODES.length, uniqueItems: true })),
    preferredLanes: Type.Optional(Type.Array(PreferredLane, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type CarrierDetailsInput = Static<typeof CarrierDetailsInput>;

/** The carrier's declared details as stored (also in load-manager/carrier-detail's `business`). */
export const CarrierBusinessDetails = Type.Object({
  dotNumber: NullableString,
  mcNumber: NullableString,
  insuranceCarrier: NullableString,
  insurancePolicyNumber: NullableString,
  insuranceExpiresOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  /** The insurance expiry is before today. */
  insuranceExpired: Type.Boolean(),
  cargoInsuranceAmount: Type.Union([Type.Integer(), Type.Null()]),
  liabilityInsuranceAmount: Type.Union([Type.Integer(), Type.Null()]),
  equipment: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
  serviceArea: Type.Array(Type.String()),
  preferredLanes: Type.Array(
    Type.Object({ originState: Type.String(), originCity: NullableString, destinationState: Type.String(), destinationCity: NullableString }),
  ),
  updatedAt: NullableDate,
});
export type CarrierBusinessDetails = Static<typeof CarrierBusinessDetails>;

export const BusinessDetails = Type.Object({
  companyId: Type.String(),
  companyType: StringEnum(COMPANY_TYPES),
  /** Always present (empty values when nothing was declared); shown with companyType carrier or both. */
  carrier: CarrierBusinessDetails,
});
export type BusinessDetails = Static<typeof BusinessDetails>;

/**
 * POST settings-manager/update-business-details: the company's side, and (any side) the carrier's details; fields
 * left out of `carrier` are kept, null/'' clear them. A shipper's carrier details are kept but not shown.
 */
export const BusinessDetailsUpdateRequest = Type.Object(
  {
    companyType: Type.Optional(StringEnum(COMPANY_TYPES)),
    carrier: Type.Optional(CarrierDetailsInput),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type BusinessDetailsUpdateRequest = Static<typeof BusinessDetailsUpdateRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Defaults: GET settings-manager/defaults, POST settings-manager/update-defaults (per company)

export const WEIGHT_UNITS = ['lbs', 'kg'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const QUOTE_VALIDITY_DAYS = { min: 1, max: 90, default: 7 } as const;
/** Reminders before a pickup or delivery, in hours; at most REMINDER_MAX entries, each 1-336 (two weeks). */
export const REMINDER_LIMITS = { maxEntries: 5, minHours: 1, maxHours: 336, default: [24, 2] } as const;

/**
 * The company's defaults (one set per company: every user of the company sees the same). The loads form reads them
 * with GET settings-manager/defaults (equipment._id for equipmentTypeId, weightUnit, currency) and the pickup
 * with GET address-manager/default-address (which answers `pickupAddress` when one is chosen).
 */
export const CompanyDefaults = Type.Object({
  pickupAddressId: NullableString,
  pickupAddress: Type.Union([Address, Type.Null()]),
  equipmentKey: NullableString,
  equipment: Type.Union([Type.Object({ _id: Type.String(), key: Type.String(), name: Type.String() }), Type.Null()]),
  currency: StringEnum(CURRENCIES),
  weightUnit: StringEnum(WEIGHT_UNITS),
  quoteValidityDays: Type.Integer(),
  reminderLeadHours: Type.Array(Type.Integer()),
});
export type CompanyDefaults = Static<typeof CompanyDefaults>;

export const DefaultsUpdateRequest = Type.Object(
  {
    /** One of the company's addresses (any tag); null: none chosen (default-address falls back to the business one). */
    pickupAddressId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    equipmentKey: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 60 }), Type.Null()])),
    currency: Type.Optional(StringEnum(CURRENCIES)),
    weightUnit: Type.Optional(StringEnum(WEIGHT_UNITS)),
    quoteValidityDays: Type.Optional(Type.Integer({ minimum: QUOTE_VALIDITY_DAYS.min, maximum: QUOTE_VALIDITY_DAYS.max })),
    reminderLeadHours: Type.Optional(
      Type.Array(Type.Integer({ minimum: REMINDER_LIMITS.minHours, maximum: REMINDER_LIMITS.maxHours }), {
        maxItems: REMINDER_LIMITS.maxEntries,
        uniqueItems: true,
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type DefaultsUpdateRequest = Static<typeof DefaultsUpdateRequest>;

/**
 * GET settings-manager/options: what the settings forms pick from, for portal-less accounts too (equipment-list and
 * address-list need portal access): the equipment catalogue and the company's addresses (up to 200, by name).
 */
export const SettingsOptions = Type.Object({
  equipment: Type.Array(Type.Object({ _id: Type.String(), key: Type.String(), name: Type.String() })),
  addresses: Type.Array(
    Type.Object({ _id: Type.String(), name: Type.String(), tag: Type.String(), city: Type.String(), state: Type.String(), isDefault: Type.Boolean() }),
  ),
});
export type SettingsOptions = Static<typeof SettingsOptions>;

// ---------------------------------------------------------------------------------------------------------------
// Favourites: GET settings-manager/favourites (removal: favourite-manager/remove-fav)

/** truck: a trucker of kind truck; carrier: an owner-operator (trucker of kind carrier); company: a carrier company. */
export const FAVOURITE_KINDS = ['truck', 'carrier', 'company'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

export const FavouriteListQuery = Type.Object(
  {
    /** trucks: kinds truck; carriers: kinds carrier and company. Absent: all. */
    kind: Type.Optional(StringEnum(['trucks', 'carriers'] as const)),
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
    limit: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' })),
  },
  { additionalProperties: false },
);
export type FavouriteListQuery = Static<typeof FavouriteListQuery>;
export interface FavouriteListParams {
  kind?: 'trucks' | 'carriers';
  page?: number;
  limit?: number;
}

export const FavouriteItem = Type.Object({
  /** The favourite's own id. */
  _id: Type.String(),
  kind: StringEnum(FAVOURITE_KINDS),
  /** Trucks and owner-operators: remove-fav { truckerId }; detail: /edit-truck/{truckerId} (own fleet). */
  truckerId: NullableString,
  /** Carrier companies: remove-fav { carrierCompanyId }; detail: /carrierdetail?id={carrierCompanyId}. */
  carrierCompanyId: NullableString,
  name: Type.String(),
  /** Truck number, or the company's DOT number. */
  reference: NullableString,
  city: NullableString,
  state: NullableString,
  rating: Type.Union([Type.Number(), Type.Null()]),
  /** The trucker is in the caller's own fleet (its detail screen opens), not a partner's. */
  ownFleet: Type.Boolean(),
  /** Still visible to the company (an active trucker, an active partnership); a stale one can only be removed. */
  available: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type FavouriteItem = Static<typeof FavouriteItem>;

export const FavouritePage = Type.Object({
  items: Type.Array(FavouriteItem),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type FavouritePage = Static<typeof FavouritePage>;

/** Settings texts also used as field keys by the screens. */
export const SETTINGS_FIELD = { logo: 'body.data', confirmPassword: 'body.confirmPassword', email: 'body.email' } as const;
