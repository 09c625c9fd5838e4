import { all, call } from 'redux-saga/effects';
import { homeSaga } from './home/sagas';
import { lanesSaga } from './lanes/sagas';
import { driversSaga } from './drivers/state';
import { dashboardCalendarSaga } from './calendar/sagas';
import { listsSaga } from './lists/sagas';
import { reportsSaga } from './reports/sagas';

/** Everything the module does off screen: each screen folder's saga, started once with the module. */
export function* dashboardSaga() {
  yield all([call(homeSaga), call(lanesSaga), call(driversSaga), call(dashboardCalendarSaga), call(listsSaga), call(reportsSaga)]);
}
