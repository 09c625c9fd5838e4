import { all, call } from 'redux-saga/effects';
import { homeSaga } from './home/sagas';
import { reportsSaga } from './reports/sagas';

/** Everything the module does off screen: each screen folder's saga, started once with the module. */
export function* dashboardSaga() {
  yield all([
    call(homeSaga),
    call(reportsSaga),
  ]);
}
