import { defineFeature } from '@freight/store';
import { purchaseOrdersSaga } from './sagas';
import { FEATURE_KEY, purchaseOrdersReducer } from './state';

/** The module's state and sagas, injected under `purchaseOrders` when the module is first mounted. */
export const purchaseOrdersFeature = defineFeature({ key: FEATURE_KEY, reducer: purchaseOrdersReducer, saga: purchaseOrdersSaga });
