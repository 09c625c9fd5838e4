import { combineReducers, createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CarrierQuoteView } from '@freight/contracts';
import { createCallsSlice, featurePartSelector, type CallState, type RootState } from '@freight/store';
import { FEATURE_KEY } from '../module-state';

/**
 * The public quote page (/confirmQuote?quoteId=Q-…): the quote a carrier opens from the e-mail, once its passcode is
 * right. The passcode lives here, in memory, for the page's life only: `left` (the page closing) forgets it with the
 * quote; it is never written to storage or to the URL.
 *
 * Its part of the module's state is declared here (`PublicPagesState` of ../module-state.ts) and read with its own
 * reducer; ../state.ts combines the folders' reducers and nothing here imports it back.
 */
export type ConfirmQuoteCalls = {
  unlock: void;
  confirm: void;
  decline: void;
  comment: void;
};

export type ConfirmQuoteCall = keyof ConfirmQuoteCalls;

const calls = createCallsSlice<ConfirmQuoteCalls>('publicPages/confirmQuote/calls', ['unlock', 'confirm', 'decline', 'comment']);

/** What the page shows besides the quote: the passcode step, or why the quote cannot be opened. */
type QuoteAccess = 'passcode' | 'open' | 'locked' | 'notFound';

export interface QuotePageState {
  quoteId?: string;
  /** In memory only, for the page's life. */
  passcode?: string;
  access: QuoteAccess;
  view?: CarrierQuoteView;
  /** The open quote's passcode stopped working (the request was sent again, with a new one): the step says so. */
  passcodeChanged?: boolean;
}

export interface ConfirmQuoteState {
  page: QuotePageState;
  calls: { [K in ConfirmQuoteCall]: CallState<ConfirmQuoteCalls[K]> };
}

const initialPage: QuotePageState = { access: 'passcode' };

const pageSlice = createSlice({
  name: 'publicPages/confirmQuote/page',
  initialState: initialPage,
  reducers: {
    /** The passcode was right: the quote as its carrier sees it. */
    unlocked(_state, action: PayloadAction<{ quoteId: string; passcode: string; view: CarrierQuoteView }>) {
      return { quoteId: action.payload.quoteId, passcode: action.payload.passcode, access: 'open', view: action.payload.view };
    },
    /** The quote again after an action (its new status, the comments). */
    viewLoaded(state, action: PayloadAction<CarrierQuoteView>) {
      state.view = action.payload;
    },
    /** 429: too many wrong passcodes. Whatever was open is closed, the passcode forgotten. */
    locked(state) {
      return { quoteId: state.quoteId, access: 'locked' };
    },
    notFound(state) {
      return { quoteId: state.quoteId, access: 'notFound' };
    },
    /** The open quote refused its passcode: the quote is closed and the passcode asked again, saying why. */
    passcodeChanged(state) {
      return { quoteId: state.quoteId, access: 'passcode', passcodeChanged: true };
    },
  },
});

/** Where the module (../state.ts) puts this reducer. */
export const CONFIRM_QUOTE_KEY = 'confirmQuote';

declare module '../module-state' {
  interface PublicPagesState {
    [CONFIRM_QUOTE_KEY]: ConfirmQuoteState;
  }
}

const confirmQuoteReducer = combineReducers({ page: pageSlice.reducer, calls: calls.reducer });

/** The carrier's price and terms, as the form gives them (`validUntil`: the last day, `YYYY-MM-DD`). */
export interface QuoteTerms {
  amount: number;
  currency: 'USD' | 'CAD';
  transitDays: number;
  validUntil: string;
  notes: string;
}

export const confirmQuoteActions = {
  unlockRequested: createAction<{ quoteId: string; passcode: string }>('publicPages/confirmQuote/unlockRequested'),
  confirmRequested: createAction<QuoteTerms>('publicPages/confirmQuote/confirmRequested'),
  declineRequested: createAction<{ reason: string }>('publicPages/confirmQuote/declineRequested'),
  commentRequested: createAction<{ comment: string }>('publicPages/confirmQuote/commentRequested'),
  /** The page closed: the quote and its passcode are forgotten. */
  left: createAction('publicPages/confirmQuote/left'),
  ...pageSlice.actions,
  ...calls.actions,
};

/** `left` resets the whole folder state (page and calls). */
export function confirmQuoteRootReducer(state: ConfirmQuoteState | undefined, action: { type: string }): ConfirmQuoteState {
  if (action.type === confirmQuoteActions.left.type) return confirmQuoteReducer(undefined, action);
  return confirmQuoteReducer(state, action);
}

/** This folder's part of the module's state (its initial state before the module is injected). */
export const selectConfirmQuoteState: (root: RootState) => ConfirmQuoteState = featurePartSelector(FEATURE_KEY, CONFIRM_QUOTE_KEY, confirmQuoteRootReducer);

export const selectQuotePage = (root: RootState) => selectConfirmQuoteState(root).page;
export const selectConfirmQuoteCall =
  <K extends ConfirmQuoteCall>(name: K) =>
  (root: RootState): CallState<ConfirmQuoteCalls[K]> =>
    selectConfirmQuoteState(root).calls[name];
