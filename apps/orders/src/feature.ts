import { defineFeature } from '@freight/store';
import { ordersSaga } from './sagas';
import { FEATURE_KEY, ordersReducer } from './state';

/** The module's state and sagas, injected under `orders` when the module is first mounted. */
export const ordersFeature = defineFeature({ key: FEATURE_KEY, reducer: ordersReducer, saga: ordersSaga });
