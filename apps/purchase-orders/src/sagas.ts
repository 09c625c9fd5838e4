import { all, call } from 'redux-saga/effects';
import { listSaga } from './list/sagas';
import { formSaga } from './form/sagas';
import { trackSaga } from './track/sagas';
import { mapSaga } from './map/sagas';
import { boardSaga } from './board/sagas';

/** Everything the module does off screen: each screen folder's saga, started once with the module. */
export function* purchaseOrdersSaga() {
  yield all([call(listSaga), call(formSaga), call(trackSaga), call(mapSaga), call(boardSaga)]);
}
