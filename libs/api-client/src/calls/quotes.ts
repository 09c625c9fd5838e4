import {
  QUOTE_PASSCODE_HEADER,
  type CancelAllQuotesData,
  type CarrierQuoteView,
  type ConfirmQuoteRequest,
  type DeclineQuoteRequest,
  type QuoteCommentsData,
  type QuoteListData,
  type QuoteListRequest,
  type QuoteRecipientsData,
  type QuoteStateData,
  type SendQuoteUsersData,
  type SendQuoteUsersRequest,
  type ShipperDeclineQuoteRequest,
  type ShipperQuoteView,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);

/**
 * Every quote call of the load-manager (spec section 7; docs/modules/loads.md, "Quotes"). The carrier's calls are
 * public (the /confirmQuote page): the quoteId plus the passcode of the e-mail, in the body of the POSTs and in the
 * `x-quote-passcode` header of the GET, never in a URL. A wrong passcode is a 400 (`errors` on `body.passcode`, on
 * `headers.x-quote-passcode` for the GET; kind `input`), a locked quote a 429 (kind `server`, `status` 429).
 */
export const quoteManager = {
  // ----- the carrier (public, with the passcode)
  /** POST validate-quote-passcode/:quoteId: the quote and its load as the carrier sees them. */
  validatePasscode: (quoteId: string, passcode: string, options?: CallOptions) =>
    call<CarrierQuoteView>(
      'load-manager/validate-quote-passcode',
      { method: 'POST', url: `load-manager/validate-quote-passcode/${id(quoteId)}`, data: { passcode } },
      options,
    ),
  /** GET get-quote-detail/:quoteId (passcode in the header): the same view, e.g. to refresh the page. */
  detail: (quoteId: string, passcode: string, options?: CallOptions) =>
    call<CarrierQuoteView>(
      'load-manager/get-quote-detail',
      { method: 'GET', url: `load-manager/get-quote-detail/${id(quoteId)}`, headers: { [QUOTE_PASSCODE_HEADER]: passcode } },
      options,
    ),
  /** POST confirm-quote/:quoteId: the carrier's price, transit days and validity. */
  confirm: (quoteId: string, body: ConfirmQuoteRequest, options?: CallOptions) =>
    call<QuoteStateData>('load-manager/confirm-quote', { method: 'POST', url: `load-manager/confirm-quote/${id(quoteId)}`, data: body }, options),
  /** POST decline-quote/:quoteId { passcode, reason } */
  decline: (quoteId: string, body: DeclineQuoteRequest, options?: CallOptions) =>
    call<QuoteStateData>('load-manager/decline-quote', { method: 'POST', url: `load-manager/decline-quote/${id(quoteId)}`, data: body }, options),
  /** POST send-quote-comment/:quoteId { passcode, body }: the carrier's comment; answers the whole thread. */
  commentAsCarrier: (quoteId: string, body: { passcode: string; body: string }, options?: CallOptions) =>
    call<QuoteCommentsData>('load-manager/send-quote-comment', { method: 'POST', url: `load-manager/send-quote-comment/${id(quoteId)}`, data: body }, options),

  // ----- the shipper (signed in)
  /** GET get-quote-detail-admin/:quoteId: the quote with its load status, carrier, passcode attempts and thread. */
  adminDetail: (quoteId: string, options?: CallOptions) =>
    call<ShipperQuoteView>('load-manager/get-quote-detail-admin', { method: 'GET', url: `load-manager/get-quote-detail-admin/${id(quoteId)}` }, options),
  /** POST approve-quote/:quoteId: the load becomes tendered and its order exists (`orderId` in the answer). */
  approve: (quoteId: string, options?: CallOptions) =>
    call<QuoteStateData>('load-manager/approve-quote', { method: 'POST', url: `load-manager/approve-quote/${id(quoteId)}`, data: {} }, options),
  /** POST decline-quote-sender/:quoteId { reason? }: the shipper declines one quote; its carrier is told by e-mail. */
  declineAsShipper: (quoteId: string, body: ShipperDeclineQuoteRequest = {}, options?: CallOptions) =>
    call<QuoteStateData>('load-manager/decline-quote-sender', { method: 'POST', url: `load-manager/decline-quote-sender/${id(quoteId)}`, data: body }, options),
  /** POST cancel-all-quote/:loadId (the load's uuid): every open quote of the load is cancelled. */
  cancelAll: (loadUuid: string, options?: CallOptions) =>
    call<CancelAllQuotesData>('load-manager/cancel-all-quote', { method: 'POST', url: `load-manager/cancel-all-quote/${id(loadUuid)}`, data: {} }, options),
  /** POST send-quote-users/:_id (the load's uuid): quote requests by e-mail (idempotent: pass one key per click). */
  sendToUsers: (loadUuid: string, body: SendQuoteUsersRequest, options?: CallOptions) =>
    call<SendQuoteUsersData>('load-manager/send-quote-users', { method: 'POST', url: `load-manager/send-quote-users/${id(loadUuid)}`, data: body }, options),
  /** GET quote-recipients: the send dialog's choices (partner carriers with their users, owner-operators). */
  recipients: (options?: CallOptions) =>
    call<QuoteRecipientsData>('load-manager/quote-recipients', { method: 'GET', url: 'load-manager/quote-recipients' }, options),
  /** POST quote-list: the company's quotes (or one load's, side by side), paged. */
  list: (body: QuoteListRequest, options?: CallOptions) =>
    call<QuoteListData>('load-manager/quote-list', { method: 'POST', url: 'load-manager/quote-list', data: body }, options),
  /** POST send-quote-comment-sender/:quoteId { body }: the shipper's comment; answers the whole thread. */
  commentAsShipper: (quoteId: string, body: { body: string }, options?: CallOptions) =>
    call<QuoteCommentsData>(
      'load-manager/send-quote-comment-sender',
      { method: 'POST', url: `load-manager/send-quote-comment-sender/${id(quoteId)}`, data: body },
      options,
    ),
};
