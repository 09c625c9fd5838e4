import { all, call } from 'redux-saga/effects';
import { salesSaga } from './sales/sagas';
import { quoteSaga } from './quote/sagas';
import { calendarSaga } from './calendar/sagas';
import { scheduleSaga } from './schedule/sagas';
import { historySaga } from './history/sagas';
import { purchaseOrdersSaga } from './purchase-orders/sagas';

/** Everything the module does off screen: each screen folder's saga, started once with the module. */
export function* ordersSaga() {
  yield all([call(salesSaga), call(quoteSaga), call(calendarSaga), call(scheduleSaga), call(historySaga), call(purchaseOrdersSaga)]);
}
