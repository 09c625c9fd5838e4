import { all, call } from 'redux-saga/effects';
import { profileSaga } from './profile/sagas';
import { businessSaga } from './business/sagas';
import { defaultsSaga } from './defaults/sagas';
import { favouritesSaga } from './favourites/sagas';

/** Everything the module does off screen: each screen folder's saga, started once with the module. */
export function* settingsSaga() {
  yield all([call(profileSaga), call(businessSaga), call(defaultsSaga), call(favouritesSaga)]);
}
