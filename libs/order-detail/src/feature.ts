import { defineFeature } from '@freight/store';
import { orderDetailReducer } from './order-detail-slice';
import { orderDetailSaga } from './order-detail-sagas';

/** The order detail's state and sagas, injected into the one store by `OrderDetailHost` when it first mounts. */
export const orderDetailFeature = defineFeature({ key: 'orderDetail', reducer: orderDetailReducer, saga: orderDetailSaga });
