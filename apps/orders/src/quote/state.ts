import { combineReducers, createAction } from '@reduxjs/toolkit';
import type { CreateSalesOrderLoadRequest, CreateSalesOrderRequest } from '@freight/contracts';
import { createCallsSlice, type CallState, type RootState } from '@freight/store';

/**
 * The "Create a quote" screen's state (/order/add): the call that makes the sales order (unless one still to ship
 * was chosen) and its load.
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
  /** The sales order this screen made whose load is still to make (its load was refused): the next try uses it. */
  madeSalesOrder: { _id: string; soNumber: string } | null;
}

/** Where the module (../state.ts) puts this reducer. */
export const QUOTE_KEY = 'quote';

let initial: QuoteState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
function selectQuoteState(root: RootState): QuoteState {
  const orders = (root as { orders?: Record<string, unknown> }).orders;
  const own = orders?.[QUOTE_KEY] as QuoteState | undefined;
  return own ?? (initial ??= quoteReducer(undefined, { type: '@@orders/quote/init' }));
}

/** What the screen asks for: a new sales order (`salesOrder`) or a chosen one (`load.salesOrderId`), then its load. */
export type CreateQuotePayload =
  | { salesOrder: CreateSalesOrderRequest; load: Omit<CreateSalesOrderLoadRequest, 'salesOrderId'> }
  | { salesOrder?: undefined; load: CreateSalesOrderLoadRequest };

export const quoteActions = {
  createRequested: createAction<CreateQuotePayload>('orders/quote/createRequested'),
  /** The sales order was made (its load not yet); null: the screen starts anew. */
  salesOrderMade: createAction<{ _id: string; soNumber: string } | null>('orders/quote/salesOrderMade'),
  ...calls.actions,
};

function madeSalesOrderReducer(state: QuoteState['madeSalesOrder'] = null, action: { type: string; payload?: unknown }): QuoteState['madeSalesOrder'] {
  if (quoteActions.salesOrderMade.match(action)) return action.payload;
  return state;
}

export const quoteReducer = combineReducers({ calls: calls.reducer, madeSalesOrder: madeSalesOrderReducer });
export const selectMadeSalesOrder = (root: RootState) => selectQuoteState(root).madeSalesOrder;

export const selectQuoteCall =
  <K extends keyof QuoteCalls>(name: K) =>
  (root: RootState): CallState<QuoteCalls[K]> =>
    selectQuoteState(root).calls[name];
