import type { PayloadAction } from '@reduxjs/toolkit';
import type { SalesOrderLoadData, SalesOrderView } from '@freight/contracts';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { fieldErrorsOf, salesOrders } from '@freight/api-client';
import { showToast } from '@freight/store';
import { refetchSalesOrders } from '../sales/sagas';
import { quoteActions, type CreateQuotePayload } from './state';

/**
 * "Create the load" of /order/add: create-sales-order first when the sales order is new (its customer and lines),
 * then create-sales-order-load. Both calls carry an Idempotency-Key (the API client's rule for creates). When the
 * sales order was made but its load was refused (a pickup window, say), the form goes on with that sales order:
 * the next try makes only the load, never a second sales order.
 */
function* createQuote({ payload }: PayloadAction<CreateQuotePayload>): SagaIterator {
  yield put(quoteActions.started('create'));
  let salesOrderId = payload.salesOrder ? undefined : payload.load.salesOrderId;
  try {
    if (payload.salesOrder) {
      const made: { data?: SalesOrderView } = yield call(salesOrders.create, payload.salesOrder);
      salesOrderId = made.data!._id;
      yield put(quoteActions.salesOrderMade({ _id: made.data!._id, soNumber: made.data!.soNumber }));
      yield call(refetchSalesOrders);
    }
    const answer: { data?: SalesOrderLoadData } = yield call(salesOrders.createLoad, { ...payload.load, salesOrderId: salesOrderId! });
    const { salesOrder, load } = answer.data!;
    yield put(quoteActions.salesOrderMade(null));
    yield put(quoteActions.succeeded('create', { salesOrderId: salesOrder._id, soNumber: salesOrder.soNumber, loadUuid: load._id, loadId: load.loadId }));
    yield put(showToast({ kind: 'success', messageKey: 'orders:quote.messages.created', values: { loadId: load.loadId, soNumber: salesOrder.soNumber } }));
    yield call(refetchSalesOrders);
  } catch (error) {
    // A sales order made before its load failed stays in the state (salesOrderMade): the form goes on with it.
    yield put(quoteActions.failed('create', { fieldErrors: fieldErrorsOf(error) }));
  }
}

/** The "Create a quote" screen's saga. */
export function* quoteSaga(): SagaIterator {
  yield all([takeLatest(quoteActions.createRequested.type, createQuote)]);
}
