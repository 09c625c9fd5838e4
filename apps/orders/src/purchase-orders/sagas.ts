import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { purchaseOrderList } from './state';

/** /order/purchase-orders/list's off-screen work: the list (kit). */
export function* purchaseOrdersSaga(): SagaIterator {
  yield all([call(purchaseOrderList.saga)]);
}
