import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES, LOAD_STATUSES, QUOTE_STATUSES } from './statuses';
import { PageRequest, StringEnum, pageOf } from './loads';
import { LANGUAGE_CODES } from './account';
import { QUOTE_ID_PATTERN } from './patterns';

/**
 * The quote calls of `load-manager` (spec section 7; docs/modules/loads.md, "Quotes"). The carrier's side is public:
 * the quoteId (`Q-` and 10 characters) plus the passcode sent with the request. The passcode travels in the body of
 * the POSTs and in the `x-quote-passcode` header of GET get-quote-detail (never in a URL, where logs would keep it).
 */

/** Wrong passcodes per quote before it is locked (validate, detail, confirm and decline all count). */
export const QUOTE_PASSCODE_MAX_ATTEMPTS = 5;
export const QUOTE_PASSCODE_HEADER = 'x-quote-passcode';

export const QuoteIdParams = Type.Object({ quoteId: Type.String({ pattern: QUOTE_ID_PATTERN }) }, { additionalProperties: false });
export const QuoteLoadIdParams = Type.Object({ loadId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

const Passcode = Type.String({ minLength: 4, maxLength: 32 });
export const QuotePasscodeRequest = Type.Object({ passcode: Passcode }, { additionalProperties: false });
export type QuotePasscodeRequest = Static<typeof QuotePasscodeRequest>;
export const QuotePasscodeHeaders = Type.Object({ [QUOTE_PASSCODE_HEADER]: Passcode });

/** approve-quote and cancel-all-quote take no fields: the body is `{}`. */
export const NoFieldsRequest = Type.Object({}, { additionalProperties: false });

/** POST load-manager/confirm-quote/:quoteId: the carrier's price. */
export const ConfirmQuoteRequest = Type.Object(
  {
    passcode: Passcode,
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }),
    currency: Type.Optional(StringEnum(CURRENCIES)),
    transitDays: Type.Integer({ minimum: 1, maximum: 60 }),
    /** Until when the price holds (ISO 8601, in the future). */
    validUntil: Type.String({ format: 'date-time' }),
    notes: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type ConfirmQuoteRequest = Static<typeof ConfirmQuoteRequest>;

/** POST load-manager/decline-quote/:quoteId */
export const DeclineQuoteRequest = Type.Object({ passcode: Passcode, reason: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false });
export type DeclineQuoteRequest = Static<typeof DeclineQuoteRequest>;

/** POST load-manager/decline-quote-sender/:quoteId: the shipper declines one quote, with an optional reason (told to the carrier). */
export const ShipperDeclineQuoteRequest = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false, examples: [{ reason: 'Another carrier was chosen' }] },
);
export type ShipperDeclineQuoteRequest = Static<typeof ShipperDeclineQuoteRequest>;

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** What a carrier needs of the load: no internal ids, no other carrier's price. */
export const CarrierLoadView = Type.Object({
  loadId: Type.String(),
  shipperName: Type.String(),
  commodity: Type.String(),
  /** The equipment type's stored (English) name; `equipmentKey` is what a screen translates it by. */
  equipment: Nullable(Type.String()),
  equipmentKey: Nullable(Type.String()),
  weight: Type.Number(),
  weightUnit: Type.String(),
  pallets: Nullable(Type.Integer()),
  isHazmat: Type.Boolean(),
  temperatureMinF: Nullable(Type.Integer()),
  temperatureMaxF: Nullable(Type.Integer()),
  distanceMiles: Nullable(Type.Number()),
  specialInstructions: Nullable(Type.String()),
  stops: Type.Array(
    Type.Object({
      type: StringEnum(['pickup', 'delivery'] as const),
      city: Type.String(),
      state: Type.String(),
      postalCode: Type.String(),
      country: Type.String(),
      windowStart: Type.String({ format: 'date-time' }),
      windowEnd: Type.String({ format: 'date-time' }),
    }),
  ),
});
export type CarrierLoadView = Static<typeof CarrierLoadView>;

/** A quote's price and terms, as both its carrier and its shipper see them. */
const quoteTermFields = {
  amount: Nullable(Type.Number()),
  currency: Type.String(),
  transitDays: Nullable(Type.Integer()),
  validUntil: Nullable(Type.String({ format: 'date-time' })),
  notes: Nullable(Type.String()),
  declineReason: Nullable(Type.String()),
};

/** One comment of a quote's thread (send-quote-comment: the carrier; send-quote-comment-sender: the shipper). */
export const QuoteComment = Type.Object({
  author: StringEnum(['shipper', 'carrier'] as const),
  authorName: Type.String(),
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type QuoteComment = Static<typeof QuoteComment>;

/**
 * The quote as its carrier sees it (public page). `status` is `expired` for a confirmed quote whose `validUntil` has
 * passed (read lazily; docs/modules/loads.md, "Quotes").
 */
export const CarrierQuoteView = Type.Object({
  quoteId: Type.String(),
  status: StringEnum(QUOTE_STATUSES),
  recipientName: Type.String(),
  ...quoteTermFields,
  load: CarrierLoadView,
  /** The thread with the shipper, oldest first. */
  comments: Type.Array(QuoteComment),
});
export type CarrierQuoteView = Static<typeof CarrierQuoteView>;

/** The quote as the shipper sees it (get-quote-detail-admin). */
export const ShipperQuoteView = Type.Object({
  _id: Type.String(),
  quoteId: Type.String(),
  status: StringEnum(QUOTE_STATUSES),
  loadUuid: Type.String(),
  loadId: Type.String(),
  loadStatus: StringEnum(LOAD_STATUSES),
  carrierCompanyId: Nullable(Type.String()),
  carrierName: Nullable(Type.String()),
  recipientName: Type.String(),
  recipientEmail: Type.String(),
  ...quoteTermFields,
  passcodeAttempts: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  confirmedAt: Nullable(Type.String({ format: 'date-time' })),
  approvedAt: Nullable(Type.String({ format: 'date-time' })),
  declinedAt: Nullable(Type.String({ format: 'date-time' })),
  cancelledAt: Nullable(Type.String({ format: 'date-time' })),
  comments: Type.Array(QuoteComment),
});
export type ShipperQuoteView = Static<typeof ShipperQuoteView>;

/** A quote's new state after a transition (approve-quote adds the human id of the order it created, `O-…`). */
export const QuoteStateData = Type.Object({
  quoteId: Type.String(),
  status: StringEnum(QUOTE_STATUSES),
  loadStatus: StringEnum(LOAD_STATUSES),
  orderId: Type.Optional(Type.String()),
});
export type QuoteStateData = Static<typeof QuoteStateData>;

export const CancelAllQuotesData = Type.Object({ cancelled: Type.Integer(), loadStatus: StringEnum(LOAD_STATUSES) });
export type CancelAllQuotesData = Static<typeof CancelAllQuotesData>;

// ---------------------------------------------------------------------------------------------------------------
// send-quote-users, the recipients of the send dialog, the list, the comment thread

const Email = Type.String({ format: 'email', maxLength: 254 });
const Uuid = Type.String({ format: 'uuid' });
export const MAX_QUOTE_RECIPIENTS = 50;

/**
 * POST load-manager/send-quote-users/:_id (the load's uuid): who is asked for a price. At least one recipient in all:
 *   userIds       users of the shipper's active partner carrier companies (carrier_partners)
 *   truckerIds    the company's owner-operators (truckers of kind `carrier` with an e-mail)
 *   emails        any address, with a name, and the e-mail's language (else `language`, else English)
 * The same address twice in one request gets one quote. `message` is an optional note put into the e-mails.
 * Each quote keeps the language its request went out in (`quotes.language`; `SentQuote.language`): every later e-mail
 * to that recipient uses it, unless the recipient is a platform user, whose own current language wins.
 */
export const SendQuoteUsersRequest = Type.Object(
  {
    userIds: Type.Optional(Type.Array(Uuid, { maxItems: MAX_QUOTE_RECIPIENTS, uniqueItems: true })),
    truckerIds: Type.Optional(Type.Array(Uuid, { maxItems: MAX_QUOTE_RECIPIENTS, uniqueItems: true })),
    emails: Type.Optional(
      Type.Array(
        Type.Object(
          { email: Email, name: Type.String({ minLength: 1, maxLength: 120 }), language: Type.Optional(StringEnum(LANGUAGE_CODES)) },
          { additionalProperties: false },
        ),
        { maxItems: MAX_QUOTE_RECIPIENTS },
      ),
    ),
    /** Default language of the bare e-mail addresses. */
    language: Type.Optional(StringEnum(LANGUAGE_CODES)),
    message: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false, examples: [{ emails: [{ email: 'dispatch@carrier.test', name: 'Dispatch' }] }] },
);
export type SendQuoteUsersRequest = Static<typeof SendQuoteUsersRequest>;

export const QUOTE_RECIPIENT_KINDS = ['user', 'ownerOperator', 'email'] as const;
export type QuoteRecipientKind = (typeof QUOTE_RECIPIENT_KINDS)[number];

/** One quote request made (or sent again) by send-quote-users. The passcode is only in the e-mail. */
export const SentQuote = Type.Object({
  quoteId: Type.String(),
  kind: StringEnum(QUOTE_RECIPIENT_KINDS),
  recipientName: Type.String(),
  recipientEmail: Type.String(),
  carrierCompanyId: Nullable(Type.String()),
  /** The language of the request's e-mail, stored with the quote for the later ones (a platform user's own wins). */
  language: StringEnum(LANGUAGE_CODES),
  /** An open request to this address already existed: it was sent again with a new passcode (same quoteId). */
  resent: Type.Boolean(),
});
export type SentQuote = Static<typeof SentQuote>;
export const SendQuoteUsersData = Type.Object({ loadStatus: StringEnum(LOAD_STATUSES), quotes: Type.Array(SentQuote) });
export type SendQuoteUsersData = Static<typeof SendQuoteUsersData>;

/** GET load-manager/quote-recipients: the send dialog's choices. */
export const QuoteRecipientsData = Type.Object({
  /** The shipper's active partner carrier companies, each with its users. */
  partners: Type.Array(
    Type.Object({
      companyId: Type.String(),
      name: Type.String(),
      users: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String(), language: StringEnum(LANGUAGE_CODES) })),
    }),
  ),
  /** The company's owner-operators that have an e-mail address. */
  ownerOperators: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String(), truckNumber: Type.String() })),
});
export type QuoteRecipientsData = Static<typeof QuoteRecipientsData>;

/**
 * POST load-manager/quote-list: the company's quotes, newest first; with `loadId` (the load's uuid) the quotes of
 * that load side by side. `status` filters on the status as shown (`expired` included); `search` matches the quote
 * id, the load id, the carrier or the recipient (name or e-mail).
 */
export const QuoteListRequest = Type.Object(
  {
    ...PageRequest,
    loadId: Type.Optional(Uuid),
    status: Type.Optional(StringEnum(QUOTE_STATUSES)),
    /** Only the quotes still waiting for an answer: requested, or confirmed and still valid (/quotelist). */
    open: Type.Optional(Type.Boolean()),
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false, examples: [{ page: 1, limit: 20 }] },
);
export type QuoteListRequest = Static<typeof QuoteListRequest>;

export const QuoteListItem = Type.Object({
  _id: Type.String(),
  quoteId: Type.String(),
  status: StringEnum(QUOTE_STATUSES),
  loadUuid: Type.String(),
  loadId: Type.String(),
  loadStatus: StringEnum(LOAD_STATUSES),
  origin: Type.String(),
  destination: Type.String(),
  carrierCompanyId: Nullable(Type.String()),
  carrierName: Nullable(Type.String()),
  /** The owner-operator (trucker) the quote was sent to; null for a carrier company's user or a bare address. */
  truckerId: Nullable(Type.String()),
  recipientName: Type.String(),
  recipientEmail: Type.String(),
  ...quoteTermFields,
  commentCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  confirmedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type QuoteListItem = Static<typeof QuoteListItem>;
export const QuoteListData = pageOf(QuoteListItem);
export type QuoteListData = Static<typeof QuoteListData>;

const CommentBody = Type.String({ minLength: 1, maxLength: 2000 });
/** POST load-manager/send-quote-comment/:quoteId (public: the carrier, with the passcode). */
export const CarrierQuoteCommentRequest = Type.Object({ passcode: Passcode, body: CommentBody }, { additionalProperties: false });
export type CarrierQuoteCommentRequest = Static<typeof CarrierQuoteCommentRequest>;
/** POST load-manager/send-quote-comment-sender/:quoteId (the shipper's company). */
export const ShipperQuoteCommentRequest = Type.Object({ body: CommentBody }, { additionalProperties: false });
export type ShipperQuoteCommentRequest = Static<typeof ShipperQuoteCommentRequest>;
/** Both comment calls answer the whole thread, oldest first. */
export const QuoteCommentsData = Type.Object({ quoteId: Type.String(), comments: Type.Array(QuoteComment) });
export type QuoteCommentsData = Static<typeof QuoteCommentsData>;
