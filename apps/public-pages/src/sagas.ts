import { all, call } from 'redux-saga/effects';
import { resources } from './resources';
import { confirmQuoteSaga } from './confirm-quote/sagas';
import { driverSaga } from './driver/sagas';
import { trackingSaga } from './tracking/sagas';

/** Everything the module does off screen: each folder's saga, started once with the module. */
export function* publicPagesSaga() {
  yield all([call(resources.saga), call(confirmQuoteSaga), call(driverSaga), call(trackingSaga)]);
}
