import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { erpOrderList, salesOrderList } from './state';

/** The sales order screens' sagas: the two lists' fetches and the create calls. */
export function* salesSaga(): SagaIterator {
  yield all([call(salesOrderList.saga), call(erpOrderList.saga)]);
}
