/** The sagas of /mapbox (the containers on the map). */
export function* mapSaga() {}
