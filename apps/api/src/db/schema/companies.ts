/** Companies and users: the tenants, their people, permissions, notifications, billing sessions, mail, logs. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BILLING_STATES, CHECKOUT_STATUSES, COMPANY_TYPES, EMAIL_STATUSES, LOCATIONS, ONBOARDING_STAGES, type NotificationPrefs } from '@freight/contracts';
import { primaryId, timestamps, createdAt, tstz, oneOf, bytea } from './columns';
import { modules } from './reference';

export const companies = pgTable(
  'companies',
  {
    ...primaryId(),
    name: text('name').notNull(),
    companyType: text('company_type').notNull().default('shipper'),
    /** plans.key (checked by the application: the plan catalogue is seeded after migrations). */
    planKey: text('plan_key'),
    billingState: text('billing_state').notNull().default('unpaid'),
    paymentCustomerId: text('payment_customer_id'),
    paymentSubscriptionId: text('payment_subscription_id'),
    planRenewsAt: tstz('plan_renews_at'),
    logoUrl: text('logo_url'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    country: text('country').notNull().default('USA'),
    /** Carriers: US DOT and MC numbers (Canada: NSC number in dot_number). */
    dotNumber: text('dot_number'),
    mcNumber: text('mc_number'),
    /** The company tab (/setting/profile?tab=companyInfo): the tax number and the postal address (CompanyPostalAddress). */
    taxNumber: text('tax_number'),
    address: jsonb('address').$type<{ street1: string; street2: string | null; city: string; state: string; postalCode: string; country: string }>(),
    /** /setting/default: default equipment, currency, units, pickup hours. */
    defaults: jsonb('defaults').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    check('companies_type_check', oneOf(t.companyType, COMPANY_TYPES)),
    check('companies_billing_state_check', oneOf(t.billingState, BILLING_STATES)),
    check('companies_country_check', oneOf(t.country, LOCATIONS)),
    index('companies_name_idx').on(t.name),
  ],
);

/** `company_id`, the owning company of a tenant row (deleted with it). */
export const companyRef = (name = 'company_id') =>
  uuid(name)
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** Column group of every tenant table: its owning company. */
export const companyScoped = () => ({ companyId: companyRef() });

export const users = pgTable(
  'users',
  {
    ...primaryId(),
    ...companyScoped(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Always stored lower-cased (checked by the database). */
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    canAccessPortal: boolean('can_access_portal').notNull().default(false),
    onboardingStage: text('onboarding_stage').notNull().default('registered'),
    onboardingNextAction: text('onboarding_next_action'),
    /** Preferred language (sp, en, fr). */
    language: text('language').notNull().default('en'),
    emailVerifiedAt: tstz('email_verified_at'),
    /** sha256 of the e-mail verification token (the token itself is only in the e-mail). */
    emailVerificationTokenHash: text('email_verification_token_hash'),
    emailVerificationExpiresAt: tstz('email_verification_expires_at'),
    /**
     * A new e-mail asked for on the profile, applied when the link mailed to it is opened (verify-email);
     * sha256 of that link's token and its expiry.
     */
    pendingEmail: text('pending_email'),
    pendingEmailTokenHash: text('pending_email_token_hash'),
    pendingEmailExpiresAt: tstz('pending_email_expires_at'),
    /** sha256 of the password reset token. */
    passwordResetTokenHash: text('password_reset_token_hash'),
    passwordResetExpiresAt: tstz('password_reset_expires_at'),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: tstz('last_login_at'),
    /**
     * Carried by every token (`ver`) and compared on every request in the caller look-up: raising it ends every
     * session of the user at once (password changed or reset, permissions changed their meaning).
     */
    sessionVersion: integer('session_version').notNull().default(1),
    /**
     * Which channels (inApp, push, email) each notification event uses (NotificationPrefs of @freight/contracts;
     * an event left out uses DEFAULT_NOTIFICATION_CHANNELS). Read by the risk job, edited on the profile.
     */
    notificationPrefs: jsonb('notification_prefs').$type<NotificationPrefs>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    unique('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_language_check', oneOf(t.language, ['sp', 'en', 'fr'])),
    check('users_onboarding_stage_check', oneOf(t.onboardingStage, ONBOARDING_STAGES)),
    index('users_company_id_idx').on(t.companyId),
    uniqueIndex('users_email_verification_token_idx')
      .on(t.emailVerificationTokenHash)
      .where(sql`${t.emailVerificationTokenHash} is not null`),
    check('users_pending_email_lowercase', sql`${t.pendingEmail} = lower(${t.pendingEmail})`),
    uniqueIndex('users_pending_email_token_idx')
      .on(t.pendingEmailTokenHash)
      .where(sql`${t.pendingEmailTokenHash} is not null`),
    uniqueIndex('users_password_reset_token_idx')
      .on(t.passwordResetTokenHash)
      .where(sql`${t.passwordResetTokenHash} is not null`),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    ...primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    isGranted: boolean('is_granted').notNull().default(false),
  },
  (t) => [unique('user_permissions_user_module_unique').on(t.userId, t.moduleId)],
);

/** Browser push subscriptions (PushSubscriptionJSON) sent with the login call or `subscribe`. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    keys: jsonb('keys').$type<{ p256dh: string; auth: string }>().notNull(),
    expirationTime: tstz('expiration_time'),
    ...timestamps(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/** In-app notifications (user-manager/read-notification marks them read). */
export const notifications = pgTable(
  'notifications',
  {
    ...primaryId(),
    ...companyScoped(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Screen to open, e.g. /loads/editload/<id>. */
    link: text('link'),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_company_idx').on(t.companyId),
  ],
);

/** Per-company counters behind the human ids (L-100001, O-100001, PO-100001, SO-100001, INV-100001). */
export const idCounters = pgTable(
  'id_counters',
  {
    ...companyScoped(),
    kind: text('kind').notNull(),
    /** Last number handed out. */
    value: integer('value').notNull().default(100_000),
  },
  (t) => [primaryKey({ name: 'id_counters_pk', columns: [t.companyId, t.kind] })],
);

/** Checkout sessions of the payment provider (company/checkout, verify-stripe-payment). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    ...primaryId(),
    ...companyScoped(),
    planKey: text('plan_key').notNull(),
    provider: text('provider').notNull().default('sandbox'),
    providerSessionId: text('provider_session_id').notNull(),
    status: text('status').notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    url: text('url').notNull(),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    unique('checkout_sessions_provider_session_unique').on(t.provider, t.providerSessionId),
    check('checkout_sessions_status_check', oneOf(t.status, CHECKOUT_STATUSES)),
    index('checkout_sessions_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** E-mail outbox: every mail the product sends is a row first; a worker delivers it (SMTP or the local log). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    ...primaryId(),
    ...companyScoped(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Template key (quote-request, verify-email, reset-password, invoice, contact-us, ...). */
    template: text('template').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    check('email_outbox_status_check', oneOf(t.status, EMAIL_STATUSES)),
    index('email_outbox_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'queued'`),
    index('email_outbox_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** Files attached to an outbox mail (send-invoice's PDF): delivered with it by SMTP, read back by `npm run mail`. */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    ...primaryId(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_attachments_outbox_idx').on(t.outboxId)],
);

/** Activity log (logs-manager/logs-list): who did what to which entity. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    ...primaryId(),
    ...companyScoped(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** load, quote, order, purchase_order, address, lane, warehouse, trucker, user, company. */
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    /** created, updated, deleted, status_changed, assigned, invoiced, paid, commented, ... */
    action: text('action').notNull(),
    message: text('message').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_logs_company_created_idx').on(t.companyId, t.createdAt),
    index('activity_logs_entity_idx').on(t.companyId, t.entityType, t.entityId, t.createdAt),
  ],
);
