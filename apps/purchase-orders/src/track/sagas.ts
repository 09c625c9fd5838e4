/** The sagas of /purchase-orders/track (by bill of lading or container). */
export function* trackSaga() {}
