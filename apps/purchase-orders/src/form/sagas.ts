/** The sagas of /purchase-orders/add and /edit/:id (lines, containers, bill of lading, split, close, drayage). */
export function* formSaga() {}
