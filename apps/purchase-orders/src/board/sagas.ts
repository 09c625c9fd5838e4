/** The sagas of /micro-view (the wall board). */
export function* boardSaga() {}
