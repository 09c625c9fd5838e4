import { quoteManager, type CallOptions } from '@freight/api-client';
import { QUOTE_ID_PATTERN, type ConfirmQuoteRequest, type DeclineQuoteRequest } from '@freight/contracts';

/**
 * The public quote calls the page makes, each with the passcode and `quietErrors`: the page shows what went wrong
 * itself (a wrong passcode beside the field, the lock as a panel), and none of these answers ends a session.
 */
const quiet: CallOptions = { quietErrors: true };

export const carrierQuoteCalls = {
  validate: (quoteId: string, passcode: string) => quoteManager.validatePasscode(quoteId, passcode, quiet),
  detail: (quoteId: string, passcode: string) => quoteManager.detail(quoteId, passcode, { ...quiet, silent: true }),
  confirm: (quoteId: string, body: ConfirmQuoteRequest) => quoteManager.confirm(quoteId, body, quiet),
  decline: (quoteId: string, body: DeclineQuoteRequest) => quoteManager.decline(quoteId, body, quiet),
  comment: (quoteId: string, passcode: string, comment: string) => quoteManager.commentAsCarrier(quoteId, { passcode, body: comment }, quiet),
};

/** The form's last day of validity (`YYYY-MM-DD`) as the instant the price stops holding: that day's end, local time. */
export function validUntilOf(day: string): string {
  return new Date(`${day}T23:59:59`).toISOString();
}

/** A quoteId as the e-mail's link carries it (QUOTE_ID_PATTERN of the contracts); anything else is a broken link. */
export const QUOTE_ID = new RegExp(QUOTE_ID_PATTERN);
