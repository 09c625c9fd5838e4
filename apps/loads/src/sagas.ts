import { all, call } from 'redux-saga/effects';
import { resources } from './resources';
import { bulkSaga } from './bulk/sagas';
import { loadsScreensSaga } from './loads/sagas';
import { quotesSaga } from './quotes/sagas';
import { boardSaga } from './board/sagas';

/** Everything the module does off screen: each screen folder's saga, started once with the module. */
export function* loadsSaga() {
  yield all([call(resources.saga), call(bulkSaga), call(loadsScreensSaga), call(quotesSaga), call(boardSaga)]);
}
