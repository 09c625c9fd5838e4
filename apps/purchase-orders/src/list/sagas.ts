/** The sagas of /purchase-orders (the list, the ERP import). */
export function* listSaga() {}
