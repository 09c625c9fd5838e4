import type { PayloadAction } from '@reduxjs/toolkit';
import type { CreateSalesOrderRequest, SalesOrderView } from '@freight/contracts';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { fieldErrorsOf, salesOrders } from '@freight/api-client';
import { showToast, type PagedListState } from '@freight/store';
import { erpOrderList, importDone, salesActions, salesOrderList, salesResources, selectErpOrderList, selectSalesOrderList } from './state';

/** After a sales order was made: the lists a screen has shown (keeping their page and filters) and the look-up of the sales orders still to ship. */
export function* refetchSalesOrders(): SagaIterator {
  const list: PagedListState<unknown> = yield select(selectSalesOrderList);
  if (list.status !== 'idle') yield put(salesOrderList.actions.requested());
  const erp: PagedListState<unknown> = yield select(selectErpOrderList);
  if (erp.status !== 'idle') yield put(erpOrderList.actions.requested());
  yield put(salesResources.actions.requested({ resource: 'plannable', id: 'all' }));
}

/**
 * "Create" on an ERP order: create-sales-order with its number. Several may run at once (each row its own button);
 * a failure (409: imported meanwhile) is told by the API client and the ERP list is fetched again either way.
 */
function* importOrder({ payload: { erpOrderId } }: PayloadAction<{ erpOrderId: string }>): SagaIterator {
  yield put(salesActions.started('import'));
  try {
    const answer: { data?: SalesOrderView } = yield call(salesOrders.create, { erpOrderId });
    const made = answer.data!;
    yield put(salesActions.succeeded('import', { erpOrderId, _id: made._id, soNumber: made.soNumber }));
    yield put(showToast({ kind: 'success', messageKey: 'orders:sales.messages.imported', values: { erpOrderId, soNumber: made.soNumber } }));
  } catch (error) {
    yield put(salesActions.failed('import', { fieldErrors: fieldErrorsOf(error) }));
  } finally {
    yield put(importDone(erpOrderId));
    yield call(refetchSalesOrders);
  }
}

/** The "New sales order" form: create-sales-order with its customer and lines; the server's field errors go on the form. */
function* createOrder({ payload: { body } }: PayloadAction<{ body: CreateSalesOrderRequest }>): SagaIterator {
  yield put(salesActions.started('create'));
  try {
    const answer: { data?: SalesOrderView } = yield call(salesOrders.create, body);
    const made = answer.data!;
    yield put(salesActions.succeeded('create', { _id: made._id, soNumber: made.soNumber }));
    yield put(showToast({ kind: 'success', messageKey: 'orders:sales.messages.created', values: { soNumber: made.soNumber } }));
    yield call(refetchSalesOrders);
  } catch (error) {
    yield put(salesActions.failed('create', { fieldErrors: fieldErrorsOf(error) }));
  }
}

/** The sales order screens' sagas: the two lists' fetches, the look-ups and the create calls. */
export function* salesSaga(): SagaIterator {
  yield all([
    call(salesOrderList.saga),
    call(erpOrderList.saga),
    call(salesResources.saga),
    takeEvery(salesActions.importRequested.type, importOrder),
    takeLatest(salesActions.createRequested.type, createOrder),
  ]);
}
