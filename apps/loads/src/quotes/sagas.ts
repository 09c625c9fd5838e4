import type { PayloadAction } from '@reduxjs/toolkit';
import type { QuoteStateData } from '@freight/contracts';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { fieldErrorsOf, quoteManager } from '@freight/api-client';
import { showToast, type PagedListState } from '@freight/store';
import { resources } from '../resources';
import { sendQuoteUsersBody, type RecipientChoice } from './api';
import { quoteActions, quoteList, selectQuoteList, type QuoteCalls } from './state';

const MESSAGES = {
  approve: 'loads:quotes.messages.approved',
  cancelAll: 'loads:quotes.messages.cancelled',
  decline: 'loads:quotes.messages.declined',
  send: 'loads:quotes.messages.sent',
  comment: 'loads:quotes.messages.commented',
} as const;

/** After a change: the load's quotes, the load itself (its status), the company's quote list; and one quote's detail. */
function* refetch(loadUuid: string | undefined, quoteId?: string): SagaIterator {
  if (loadUuid) {
    yield put(resources.actions.requested({ resource: 'loadQuotes', id: loadUuid }));
    yield put(resources.actions.requested({ resource: 'load', id: loadUuid }));
  }
  if (quoteId) yield put(resources.actions.requested({ resource: 'quoteAdmin', id: quoteId }));
  // The quote list only when a screen has shown it (it keeps its page and filters).
  const list: PagedListState<unknown> = yield select(selectQuoteList);
  if (list.status !== 'idle') yield put(quoteList.actions.requested());
}

/**
 * One user action on quotes: its call, then (`finish`) the spec's success toast and the quotes fetched again. A failure
 * keeps the screen as it was, with the server's field errors (the API client has shown its message, e.g. a 409), and
 * fetches the quotes again too (a 409 means the screen was out of date). Answers the call's answer, or undefined.
 */
function* attempt(name: keyof QuoteCalls, request: () => Promise<{ data?: unknown }>, after: { loadUuid?: string; quoteId?: string }): SagaIterator {
  yield put(quoteActions.started(name));
  try {
    const answer: { data?: unknown } = yield call(request);
    return answer;
  } catch (error) {
    yield put(quoteActions.failed(name, { fieldErrors: fieldErrorsOf(error) }));
    yield call(refetch, after.loadUuid, after.quoteId);
    return undefined;
  }
}

function* finish(name: keyof QuoteCalls, after: { loadUuid?: string; quoteId?: string }): SagaIterator {
  yield put(showToast({ kind: 'success', messageKey: MESSAGES[name] }));
  yield call(refetch, after.loadUuid, after.quoteId);
}

function* approve({ payload: { quoteId, loadUuid } }: PayloadAction<{ quoteId: string; loadUuid: string }>): SagaIterator {
  const after = { loadUuid, quoteId };
  const answer: { data?: QuoteStateData } | undefined = yield call(attempt, 'approve', () => quoteManager.approve(quoteId), after);
  if (!answer) return;
  yield put(quoteActions.succeeded('approve', { quoteId, orderId: answer.data?.orderId }));
  yield call(finish, 'approve', after);
}

function* cancelAll({ payload: { loadUuid } }: PayloadAction<{ loadUuid: string }>): SagaIterator {
  const after = { loadUuid };
  if (!(yield call(attempt, 'cancelAll', () => quoteManager.cancelAll(loadUuid), after))) return;
  yield put(quoteActions.succeeded('cancelAll'));
  yield call(finish, 'cancelAll', after);
}

function* decline({ payload: { quoteId, loadUuid, reason } }: PayloadAction<{ quoteId: string; loadUuid: string; reason?: string }>): SagaIterator {
  const after = { loadUuid, quoteId };
  const text = reason?.trim();
  if (!(yield call(attempt, 'decline', () => quoteManager.declineAsShipper(quoteId, text ? { reason: text } : {}), after))) return;
  yield put(quoteActions.succeeded('decline', { quoteId }));
  yield call(finish, 'decline', after);
}

function* comment({ payload: { quoteId, comment: text } }: PayloadAction<{ quoteId: string; comment: string }>): SagaIterator {
  const after = { quoteId };
  if (!(yield call(attempt, 'comment', () => quoteManager.commentAsShipper(quoteId, { body: text }), after))) return;
  yield put(quoteActions.succeeded('comment'));
  yield call(finish, 'comment', after);
}

function* send({ payload: { loadUuid, recipients } }: PayloadAction<{ loadUuid: string; recipients: RecipientChoice[] }>): SagaIterator {
  const after = { loadUuid };
  if (!(yield call(attempt, 'send', () => quoteManager.sendToUsers(loadUuid, sendQuoteUsersBody(recipients)), after))) return;
  yield put(quoteActions.succeeded('send'));
  yield call(finish, 'send', after);
}

/** The quote screens' work off screen: the quote list, and each action on quotes. */
export function* quotesSaga(): SagaIterator {
  yield all([
    call(quoteList.saga),
    takeLatest(quoteActions.approveRequested.type, approve),
    takeLatest(quoteActions.cancelAllRequested.type, cancelAll),
    takeLatest(quoteActions.declineRequested.type, decline),
    takeLatest(quoteActions.commentRequested.type, comment),
    takeLatest(quoteActions.sendRequested.type, send),
  ]);
}
