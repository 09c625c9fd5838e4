import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { ApiError, failedCallText, fieldErrorsOf } from '@freight/api-client';
import { QUOTE_PASSCODE_HEADER, type ApiEnvelope, type CarrierQuoteView, type QuoteCommentsData } from '@freight/contracts';
import { showToast } from '@freight/store';
import { carrierQuoteCalls, validUntilOf } from './api';
import { confirmQuoteActions, selectQuotePage, type ConfirmQuoteCall, type QuotePageState, type QuoteTerms } from './state';

const actions = confirmQuoteActions;

/**
 * Whether a call on the open quote met a passcode the quote no longer takes: a 400 on the passcode (the body's
 * `passcode`, get-quote-detail's header) or a 401. It was right when the quote opened, so the shipper has sent the
 * request again meanwhile, with a new passcode.
 */
function passcodeRefused(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401) return true;
  const fields = Object.keys(fieldErrorsOf(error));
  return error.status === 400 && fields.some((field) => field === 'passcode' || field === `headers.${QUOTE_PASSCODE_HEADER}`);
}

/**
 * A failed public call, as the page shows it: 429 (too many wrong passcodes) locks the page, 404 says the quote does
 * not exist, a passcode the open quote no longer takes asks for it again, anything else stays on the form (the
 * server's field errors beside the fields, its message above them). Every call is made with `quietErrors`: the page
 * shows the error itself, and a wrong passcode (400) signs no one out.
 */
function* failed(name: ConfirmQuoteCall, error: unknown): SagaIterator {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 429) yield put(actions.locked());
  else if (status === 404) yield put(actions.notFound());
  else if (name !== 'unlock' && passcodeRefused(error)) {
    yield put(actions.passcodeChanged());
    yield put(actions.reset([name]));
    return;
  }
  const fieldErrors = fieldErrorsOf(error);
  if (Object.keys(fieldErrors).length > 0) {
    yield put(actions.failed(name, { fieldErrors }));
    return;
  }
  const text = failedCallText(error);
  yield put(actions.failed(name, text ? { errorText: text } : { errorKey: 'public-pages:confirm.errors.failed' }));
}

/**
 * The quote again, after a change (its status, the thread). The lock, or a passcode the quote no longer takes, closes
 * it; any other failure leaves the page as it was.
 */
function* refresh(): SagaIterator {
  const page: QuotePageState = yield select(selectQuotePage);
  if (!page.quoteId || !page.passcode) return;
  try {
    const answer: ApiEnvelope<CarrierQuoteView> = yield call(carrierQuoteCalls.detail, page.quoteId, page.passcode);
    if (answer.data) yield put(actions.viewLoaded(answer.data));
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) yield put(actions.locked());
    else if (passcodeRefused(error)) yield put(actions.passcodeChanged());
  }
}

function* unlock({ payload: { quoteId, passcode } }: PayloadAction<{ quoteId: string; passcode: string }>): SagaIterator {
  yield put(actions.started('unlock'));
  try {
    const answer: ApiEnvelope<CarrierQuoteView> = yield call(carrierQuoteCalls.validate, quoteId, passcode);
    yield put(actions.unlocked({ quoteId, passcode, view: answer.data! }));
    yield put(actions.succeeded('unlock'));
  } catch (error) {
    yield call(failed, 'unlock', error);
  }
}

/** One action on the open quote: its call with the passcode, the server's (translated) message, the quote again. */
function* perform(name: 'confirm' | 'decline', request: (quoteId: string, passcode: string) => Promise<ApiEnvelope<unknown>>): SagaIterator {
  const page: QuotePageState = yield select(selectQuotePage);
  if (!page.quoteId || !page.passcode) return;
  yield put(actions.started(name));
  try {
    const answer: ApiEnvelope<unknown> = yield call(request, page.quoteId, page.passcode);
    yield put(actions.succeeded(name));
    if (answer.message) yield put(showToast({ kind: 'success', text: answer.message }));
  } catch (error) {
    yield call(failed, name, error);
    // A 409 (the quote moved on meanwhile): show where it stands now.
    if (!(error instanceof ApiError) || error.status !== 409) return;
  }
  yield call(refresh);
}

function* confirm({ payload }: PayloadAction<QuoteTerms>): SagaIterator {
  yield call(perform, 'confirm', (quoteId, passcode) =>
    carrierQuoteCalls.confirm(quoteId, {
      passcode,
      amount: payload.amount,
      currency: payload.currency,
      transitDays: payload.transitDays,
      validUntil: validUntilOf(payload.validUntil),
      ...(payload.notes.trim() ? { notes: payload.notes.trim() } : {}),
    }),
  );
}

function* decline({ payload }: PayloadAction<{ reason: string }>): SagaIterator {
  yield call(perform, 'decline', (quoteId, passcode) => carrierQuoteCalls.decline(quoteId, { passcode, reason: payload.reason.trim() }));
}

/** A comment: the answer is the whole thread, shown at once (no second call). */
function* comment({ payload }: PayloadAction<{ comment: string }>): SagaIterator {
  const page: QuotePageState = yield select(selectQuotePage);
  if (!page.quoteId || !page.passcode || !page.view) return;
  yield put(actions.started('comment'));
  try {
    const answer: ApiEnvelope<QuoteCommentsData> = yield call(carrierQuoteCalls.comment, page.quoteId, page.passcode, payload.comment.trim());
    yield put(actions.succeeded('comment'));
    const current: QuotePageState = yield select(selectQuotePage);
    if (answer.data && current.view) yield put(actions.viewLoaded({ ...current.view, comments: answer.data.comments }));
  } catch (error) {
    yield call(failed, 'comment', error);
    if (error instanceof ApiError && error.status === 409) yield call(refresh);
  }
}

/** The public quote page's work off screen. */
export function* confirmQuoteSaga(): SagaIterator {
  yield all([
    takeLatest(actions.unlockRequested.type, unlock),
    takeLatest(actions.confirmRequested.type, confirm),
    takeLatest(actions.declineRequested.type, decline),
    takeLatest(actions.commentRequested.type, comment),
  ]);
}
