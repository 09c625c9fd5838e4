import { combineReducers, createAction } from '@reduxjs/toolkit';
import { createCallsSlice, createPagedList, featurePartSelector, type CallState, type PagedListState, type RootState } from '@freight/store';
import { FEATURE_KEY } from '../module-state';
import { fetchQuotePage, type QuoteRow, type RecipientChoice } from './api';

/**
 * The quote screens' state (/quotes, /quotes/viewQuote, /quotelist): the company's quote list (paged, its query in the
 * URL) and the state of each action a screen waits for. The quotes of one load and one quote's detail are look-ups of
 * the module's resource cache (`loadQuotes`, `quoteAdmin` in ../resources.ts), fetched again after each action.
 *
 * Its part of the module's state is declared here (`LoadsModuleState` of ../module-state.ts) and read with its own
 * reducer; ../state.ts combines the folders' reducers and nothing here imports it back.
 */
export type QuoteCalls = {
  /** The quote approved and the order the approval made (`O-…`). */
  approve: { quoteId: string; orderId?: string };
  cancelAll: void;
  comment: void;
  /** The quote the shipper declined. */
  decline: { quoteId: string };
  send: void;
};

const calls = createCallsSlice<QuoteCalls>('loads/quotes/calls', ['approve', 'cancelAll', 'comment', 'decline', 'send']);

export interface QuotesState {
  list: PagedListState<QuoteRow>;
  calls: { [K in keyof QuoteCalls]: CallState<QuoteCalls[K]> };
}

/** Where the module (../state.ts) puts this reducer. */
export const QUOTES_KEY = 'quotes';

declare module '../module-state' {
  interface LoadsModuleState {
    [QUOTES_KEY]: QuotesState;
  }
}

/** Filters of /quotelist (URL parameters of the same names). */
const QUOTE_LIST_FILTERS = ['status'] as const;

export const quoteList = createPagedList<QuoteRow>({
  name: 'loads/quotes/list',
  fetchPage: fetchQuotePage,
  selectState: (root) => selectQuotesState(root).list,
  filterNames: QUOTE_LIST_FILTERS,
});

/** What the screens ask for; `loadUuid` names the load whose quotes are fetched again afterwards. */
export const quoteActions = {
  approveRequested: createAction<{ quoteId: string; loadUuid: string }>('loads/quotes/approveRequested'),
  cancelAllRequested: createAction<{ loadUuid: string }>('loads/quotes/cancelAllRequested'),
  /** The shipper declines one quote (decline-quote-sender), with an optional reason told to its carrier. */
  declineRequested: createAction<{ quoteId: string; loadUuid: string; reason?: string }>('loads/quotes/declineRequested'),
  commentRequested: createAction<{ quoteId: string; comment: string }>('loads/quotes/commentRequested'),
  sendRequested: createAction<{ loadUuid: string; recipients: RecipientChoice[] }>('loads/quotes/sendRequested'),
  ...calls.actions,
};

export const quotesReducer = combineReducers({
  list: quoteList.reducer,
  calls: calls.reducer,
});

/** This folder's part of the module's state (its initial state before the module is injected). */
const selectQuotesState: (root: RootState) => QuotesState = featurePartSelector(FEATURE_KEY, QUOTES_KEY, quotesReducer);

export const selectQuoteCall =
  <K extends keyof QuoteCalls>(name: K) =>
  (root: RootState): CallState<QuoteCalls[K]> =>
    selectQuotesState(root).calls[name];
export const selectQuoteList = (root: RootState) => selectQuotesState(root).list;
