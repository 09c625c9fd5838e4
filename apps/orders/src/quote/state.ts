import { combineReducers } from '@reduxjs/toolkit';
import { createCallsSlice, type CallState, type RootState } from '@freight/store';

/**
 * The "Create a quote" screen's state (/order/add): the call that makes the sales order and its load.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectQuoteState`.
 */
export type QuoteCalls = {
  /** The sales order and the load made for it. */
  create: { salesOrderId: string; soNumber: string; loadUuid: string; loadId: string };
};

const calls = createCallsSlice<QuoteCalls>('orders/quote/calls', ['create']);

export interface QuoteState {
  calls: { [K in keyof QuoteCalls]: CallState<QuoteCalls[K]> };
}

/** Where the module (../state.ts) puts this reducer. */
export const QUOTE_KEY = 'quote';

let initial: QuoteState | undefined;
export function selectQuoteState(root: RootState): QuoteState {
  const orders = (root as { orders?: Record<string, unknown> }).orders;
  const own = orders?.[QUOTE_KEY] as QuoteState | undefined;
  return own ?? (initial ??= quoteReducer(undefined, { type: '@@orders/quote/init' }));
}

export const quoteActions = { ...calls.actions };

export const quoteReducer = combineReducers({ calls: calls.reducer });

export const selectQuoteCall =
  <K extends keyof QuoteCalls>(name: K) =>
  (root: RootState): CallState<QuoteCalls[K]> =>
    selectQuoteState(root).calls[name];
